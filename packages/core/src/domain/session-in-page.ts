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
