import { createHmac, timingSafeEqual } from 'node:crypto';

/** A webhook signature: HMAC-SHA1 of the raw body, keyed by the provider's webhook token, in hex. */
export function signBody(rawBody: Buffer | string, token: string): string {
  return createHmac('sha1', token).update(rawBody).digest('hex');
}

/** Constant-time check of a hex signature against the raw body (a re-serialised body does not verify). */
export function isValidSignature(rawBody: Buffer, signature: string | undefined, token: string): boolean {
  if (!signature || !/^[0-9a-fA-F]{40}$/.test(signature)) return false;
  const expected = Buffer.from(signBody(rawBody, token), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** A webhook delivery whose signature holds, parsed as JSON; else what is wrong with it. */
export type SignedDelivery = { ok: true; json: unknown } | { ok: false; problem: 'signature' | 'payload' };

/** Checks the signature on the raw bytes, then parses them as JSON (the provider reads the payload). */
export function readSignedJson(rawBody: Buffer, signature: string | undefined, token: string): SignedDelivery {
  if (!isValidSignature(rawBody, signature, token)) return { ok: false, problem: 'signature' };
  try {
    return { ok: true, json: JSON.parse(rawBody.toString('utf8')) };
  } catch {
    return { ok: false, problem: 'payload' };
  }
}
