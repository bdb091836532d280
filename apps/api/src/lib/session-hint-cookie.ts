import { SESSION_HINT_COOKIE } from '@prato/core/domain/session-in-page';

/** better-auth's session cookie: `prato.session_token`, `__Secure-` before it on HTTPS. */
const isSessionCookieName = (name: string) => name.endsWith('.session_token');

/**
 * The readable companion of the session cookie (SESSION_HINT_COOKIE): `maxAgeSeconds` null makes it end
 * with the browser, as a session without "Lembrar de mim" does; 0 deletes it.
 */
export function sessionHintCookie(maxAgeSeconds: number | null, secure: boolean): string {
  const value = maxAgeSeconds === 0 ? '' : '1';
  const age = maxAgeSeconds === null ? '' : `; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`;
  return `${SESSION_HINT_COOKIE}=${value}${age}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * The Set-Cookie headers with, after each one of the session cookie, the companion with the same
 * lifetime and attributes but readable by the page: set with it, renewed with it, deleted with it.
 */
export function withSessionHint(cookies: string[]): string[] {
  return cookies.flatMap((cookie) => {
    const eq = cookie.indexOf('=');
    if (eq < 1 || !isSessionCookieName(cookie.slice(0, eq).trim())) return [cookie];
    const [pair = '', ...attributes] = cookie.split(';');
    const value = pair.slice(eq + 1).trim();
    const kept = attributes.map((attribute) => attribute.trim()).filter((attribute) => !/^httponly$/i.test(attribute));
    const ended = value === '' || kept.some((attribute) => /^max-age=0$/i.test(attribute));
    return [cookie, [`${SESSION_HINT_COOKIE}=${ended ? '' : '1'}`, ...kept].join('; ')];
  });
}
