/**
 * How the server tells the app's shell that the request for the page carried no session cookie: the
 * page then knows, without asking, what GET /api/auth/session would answer (401), and a signed-out
 * visit to a signed-in page goes to /login without a request that fails (and a console error).
 * The service worker's copy of the shell never carries it: the app then asks, as before.
 */
export const SESSION_IN_PAGE = {
  metaName: 'prato-session',
  signedOut: 'none',
} as const;

/** The element the server adds to the shell's <head>. */
export const SIGNED_OUT_META = `<meta name="${SESSION_IN_PAGE.metaName}" content="${SESSION_IN_PAGE.signedOut}">`;

/**
 * The answers the server put in a signed-in page's shell (plugins/web-static.ts): for a request that
 * carries a session cookie, it makes the page's first API reads itself (the session, the profile, the
 * summary of /home…) and writes their answers into the page as JSON, so the app renders without
 * asking for them again: on a phone that is a round trip less before the page shows its data.
 * The service worker's copy of the shell never carries them: the app then asks, as before.
 */
export const READS_IN_PAGE = {
  /** The id of the `<script type="application/json">` that holds the answers. */
  scriptId: 'page-reads',
  /** The file the web build writes beside app.html: each page path's chunks and first reads. */
  manifestFile: 'page-loads.json',
} as const;

/** One answer in the page: the status and JSON body GET /api{path} had when the page was served. */
export interface ReadInPage {
  status: number;
  body: unknown;
}

/** What the build writes for each page path (`manifestFile`): its route chunks and first reads. */
export interface PageLoad {
  /** URLs of the page's route chunks that the shell does not link already. */
  chunks: string[];
  /** API paths (after /api) the page's guards and first screen read, in the order they are made. */
  reads: string[];
}

/** The page path a pathname opens (the web app's page list and the server's agree): no trailing slash. */
export function pagePathOf(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * The session cookie is httpOnly: a page cannot see whether the browser still has it. Beside it the
 * server keeps a readable cookie of this name, with the same lifetime, that holds only "1": a page
 * opened offline, whose service worker still has the last answer of GET /api/auth/session, trusts that
 * answer only while this cookie is there (it ends with the session cookie: at its expiry, when the
 * browser closes without "Lembrar de mim", on "Sair"). It grants nothing: the server checks every
 * request against the session cookie alone.
 */
export const SESSION_HINT_COOKIE = 'prato.signed_in';
