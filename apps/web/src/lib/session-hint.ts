import { useSyncExternalStore } from 'react';

const KEY = 'prato.signed-in';

/**
 * Whether this browser was signed in when the app last asked the server. A hint for the public pages
 * only (the prerendered landing has no router, query client or session request of its own, and a 401
 * there would cost a console error): it decides whether to offer "Ir para o app" instead of "Entrar".
 * It grants nothing; the session itself is the httpOnly cookie the server checks.
 */
export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(KEY, '1');
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage can be unavailable (private modes, quota): the public pages then show "Entrar".
  }
}

function readHint(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
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
