/**
 * GET requests that the page being opened is known to make, sent by the app's entry before Preact, the
 * router, zod and the page's own modules have loaded. Without them the signed-in /home asked for the
 * session only once its route chunks had arrived, then for the profile once the session had answered,
 * then for the summary once the profile had: three round trips after the scripts, one after another.
 *
 * An answer is used once, by the API client's first GET of the same path, and only on the page the app
 * was opened on (`dropEarlyResponses` on the first navigation): a later screen never shows what the
 * server said at start-up. This module has no dependencies, so the entry that imports it stays small.
 */

const API_PREFIX = '/api';

/** The request options of every API call, shared with lib/api-client.ts so that both send the same. */
export function apiRequestInit(method: string, body: unknown, signal?: AbortSignal): RequestInit {
  return {
    method,
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  };
}

export function apiUrl(path: string): string {
  // Absolute against the origin of the page (or of the service worker, which has no window: lib/sw-sync.ts):
  // same-origin in the browser, and resolvable under jsdom.
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;
  return new URL(`${API_PREFIX}${path}`, origin).toString();
}

const early = new Map<string, Promise<Response>>();

/** Sends `GET /api{path}` now; its answer waits for the API client's first GET of that path. */
export function requestEarly(path: string): void {
  if (early.has(path)) return;
  const response = fetch(apiUrl(path), apiRequestInit('GET', undefined));
  // A network failure is the API client's to report when it takes the answer; none is left unhandled.
  response.catch(() => undefined);
  early.set(path, response);
}

/**
 * Keeps `response` as the answer to the first `GET /api{path}`, without sending it: for a read whose
 * answer the page already knows (the shell said there is no session cookie: the session read is a 401).
 */
export function answerEarly(path: string, response: Response): void {
  early.set(path, Promise.resolve(response));
}

/** The early answer to `GET /api{path}`, at most once; undefined when none was sent or it was used. */
export function takeEarlyResponse(path: string): Promise<Response> | undefined {
  const response = early.get(path);
  early.delete(path);
  return response;
}

/** Forgets the answers nobody took: they describe the moment the app opened, not the next screen. */
export function dropEarlyResponses(): void {
  early.clear();
}
