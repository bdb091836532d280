import { createHmac, timingSafeEqual } from 'node:crypto';

/** The raw value of one cookie of a `Cookie` header (the first one of that name), percent-decoded. */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  let start = 0;
  while (start < header.length) {
    let end = header.indexOf(';', start);
    if (end === -1) end = header.length;
    const eq = header.indexOf('=', start);
    if (eq !== -1 && eq < end && header.slice(start, eq).trim() === name) {
      let value = header.slice(eq + 1, end).trim();
      if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
      try {
        return decodeURIComponent(value);
      } catch {
        return null;
      }
    }
    start = end + 1;
  }
  return null;
}

// better-call signs cookies as `value.base64(HMAC-SHA256(secret, value))`: 44 characters ending in '='.
const SIGNATURE_LENGTH = 44;

/**
 * Verifies a cookie signed the way better-auth signs its cookies and returns the unsigned value, or
 * null when it is missing, malformed or signed with another secret. One HMAC, compared in constant time.
 */
export function verifySignedCookie(signed: string | null, secret: string): string | null {
  if (!signed) return null;
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const value = signed.slice(0, dot);
  const signature = signed.slice(dot + 1);
  if (signature.length !== SIGNATURE_LENGTH || !signature.endsWith('=')) return null;
  const expected = createHmac('sha256', secret).update(value).digest();
  const given = Buffer.from(signature, 'base64');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return value;
}
