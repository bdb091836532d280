import { useSyncExternalStore } from 'react';
import { SESSION_HINT_COOKIE } from '@prato/core/domain/session-in-page';

const KEY = 'prato.signed-in';

/**
 * Who was signed in on this browser when the app last asked the server (their user id), or null. A hint
 * for the public pages (the prerendered landing has no router, query client or session request of its
 * own, and a 401 there would cost a console error): it decides whether to offer "Ir para o app" instead
 * of "Entrar"; and it tells the app that the account on this browser changed, so the previous one's
 * copies go (features/auth/api/get-session.ts). It grants nothing; the session itself is the httpOnly
 * cookie the server checks. Returns the id remembered before (an older version stored "1").
 */
export function rememberSession(userId: string | null): string | null {
  try {
    const previous = window.localStorage.getItem(KEY);
    if (userId !== null) window.localStorage.setItem(KEY, userId);
    else window.localStorage.removeItem(KEY);
    return previous;
  } catch {
    // Storage can be unavailable (private modes, quota): the public pages then show "Entrar".
    return null;
  }
}

function readHint(): boolean {
  try {
    return window.localStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}

/** Another tab signing in or out changes the hint here too. */
function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** The hint, false while the prerendered markup hydrates (it was rendered signed out). */
export function useWasSignedIn(): boolean {
  return useSyncExternalStore(subscribe, readHint, () => false);
}

/**
 * Whether the browser still has the session cookie, as its readable companion (SESSION_HINT_COOKIE, set
 * and ended with it by the server) says: the page cannot see the httpOnly session cookie itself.
 */
export function sessionCookieKept(): boolean {
  try {
    return document.cookie.split(';').some((cookie) => cookie.trim() === `${SESSION_HINT_COOKIE}=1`);
  } catch {
    // Cookies unreadable here (a sandboxed frame): the server's answer stands.
    return true;
  }
}
