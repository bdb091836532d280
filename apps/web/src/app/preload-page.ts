import { READS_IN_PAGE, SESSION_IN_PAGE, type ReadInPage } from '@prato/core/domain/session-in-page';
import { answerEarly, requestEarly } from '@/lib/early-requests';
import { pageNeeds, ROUTE_CHUNKS_ID, SESSION_PATH } from './pages';

/** Adds a <link rel="modulepreload"> for each chunk of the named route modules (the list is in app.html). */
function preloadModules(names: string[]): void {
  const listed = document.getElementById(ROUTE_CHUNKS_ID)?.textContent;
  if (!listed) return; // The dev server serves the shell without the list.
  const chunks = JSON.parse(listed) as Record<string, string[]>;
  const linked = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href),
  );
  for (const href of new Set(names.flatMap((name) => chunks[name] ?? []))) {
    // The server linked the page's chunks already (plugins/web-static.ts in the API).
    if (linked.has(new URL(href, document.baseURI).href)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/** The server sent the shell to a request without a session cookie (plugins/web-static.ts in the API). */
function servedSignedOut(): boolean {
  const meta = document.querySelector(`meta[name="${SESSION_IN_PAGE.metaName}"]`);
  return meta?.getAttribute('content') === SESSION_IN_PAGE.signedOut;
}

/**
 * The answers the server wrote into the page (READS_IN_PAGE), by API path: the reads it made for this
 * request with its cookie. Anything that is not such a list is ignored: the app then asks itself.
 */
function readsInPage(): Map<string, ReadInPage> {
  const text = document.getElementById(READS_IN_PAGE.scriptId)?.textContent;
  if (!text) return new Map();
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return new Map();
    return new Map(
      Object.entries(parsed).filter(
        (entry): entry is [string, ReadInPage] =>
          typeof entry[1] === 'object' && entry[1] !== null && typeof (entry[1] as ReadInPage).status === 'number',
      ),
    );
  } catch {
    return new Map();
  }
}

/** What GET /api/auth/session answers without a session: the app reads it as "signed out". */
function noSession(): Response {
  const body = { error: { code: 'UNAUTHENTICATED', message: 'Usuário não autenticado' } };
  return new Response(JSON.stringify(body), { status: 401, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Starts what the page at `pathname` needs before it can show itself: its route chunks are fetched (not
 * run: the router does that) and its API reads are sent, all at once, whatever the app has loaded yet.
 * Reads whose answers the server wrote into the page are not sent: the API client takes those answers.
 * A signed-in page opened without a session cookie sends none of its reads (each would answer 401 and
 * cost a console error): the session's answer is known, and the guard sends the visitor to /login.
 */
export function preloadPage(pathname: string): void {
  const page = pageNeeds(pathname);
  if (!page) return;
  if (page.requests.includes(SESSION_PATH) && servedSignedOut()) {
    answerEarly(SESSION_PATH, noSession());
    return;
  }
  const inPage = readsInPage();
  for (const path of page.requests) {
    const answer = inPage.get(path);
    if (!answer) requestEarly(path);
    else {
      const headers = { 'Content-Type': 'application/json' };
      answerEarly(path, new Response(JSON.stringify(answer.body), { status: answer.status, headers }));
    }
  }
  preloadModules(page.modules);
}
