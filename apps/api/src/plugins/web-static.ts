import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { planOffers, PLANS, PLANS_IN_PAGE, type PlanCatalogue } from '@prato/core/domain/plans';
import {
  pagePathOf,
  READS_IN_PAGE,
  SIGNED_OUT_META,
  type PageLoad,
  type ReadInPage,
} from '@prato/core/domain/session-in-page';

/** An HTML page kept in memory with its compressed copies (the build's .br/.gz are of the file as built). */
interface HtmlPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

function htmlPage(html: string): HtmlPage {
  const identity = Buffer.from(html);
  return { identity, br: brotliCompressSync(identity), gzip: gzipSync(identity) };
}

function sendHtml(request: FastifyRequest, reply: FastifyReply, page: HtmlPage, vary = 'accept-encoding') {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  reply.header('cache-control', 'no-cache').header('vary', vary).type('text/html; charset=utf-8');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding ? page[encoding] : page.identity);
}

/** Adds `extra` at the end of the page's <head> (or before it all, for a page without one). */
function withHead(html: string, extra: string): string {
  return html.includes('</head>') ? html.replace('</head>', `${extra}</head>`) : `${extra}${html}`;
}

/** The longest a page waits for its first reads; past it the shell goes without them and the app asks. */
const READS_TIMEOUT_MS = 1500;

/** The build's list of each page path's route chunks and first reads; an older build has none. */
function readPageLoads(root: string): Record<string, PageLoad> {
  const file = path.join(root, READS_IN_PAGE.manifestFile);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, PageLoad>) : {};
}

const modulePreloads = (load: PageLoad | undefined) =>
  (load?.chunks ?? []).map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('');

/**
 * Makes the page's first reads as its browser would, with the request's own cookie and address, through
 * the API's routes (every guard, scope and local day applies), side by side. An answer the app would show
 * as a failure (5xx) is left out: the app asks again and shows it. Null when the reads take longer than
 * READS_TIMEOUT_MS: the page is better sent without them than late.
 */
async function pageReads(
  app: FastifyInstance,
  request: FastifyRequest,
  reads: string[],
  timeoutMs: number,
  setCookies: (cookies: string[]) => void,
): Promise<Record<string, ReadInPage> | null> {
  const { cookie } = request.headers;
  const userAgent = request.headers['user-agent'];
  const answers = Promise.all(
    reads.map(async (read) => {
      const response = await app.inject({
        method: 'GET',
        url: `/api${read}`,
        headers: {
          accept: 'application/json',
          ...(cookie ? { cookie } : {}),
          ...(userAgent ? { 'user-agent': userAgent } : {}),
        },
        remoteAddress: request.ip,
      });
      // A cookie the session check renewed (and its readable companion) reaches the browser with the page.
      const cookies = response.headers['set-cookie'];
      if (cookies) setCookies([cookies].flat());
      const json = response.headers['content-type']?.toString().startsWith('application/json');
      return response.statusCode < 500 && json
        ? ([read, { status: response.statusCode, body: response.json() }] as const)
        : null;
    }),
  );
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    const done = await Promise.race([answers, timeout]);
    return done && Object.fromEntries(done.filter((entry) => entry !== null));
  } catch (error) {
    request.log.warn({ err: error }, 'page reads failed; the shell goes without them');
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** A page made for one request: compressed in the encoding it accepts only, fast (it is made every time). */
function sendPersonalHtml(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const identity = Buffer.from(html);
  reply.header('cache-control', 'private, no-store').header('vary', 'accept-encoding, cookie');
  reply.type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accepted)) {
    const quality = { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 };
    return reply.header('content-encoding', 'br').send(brotliCompressSync(identity, { params: quality }));
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(gzipSync(identity));
  return reply.send(identity);
}

/**
 * The prerendered landing as this installation serves it (decision 026). Its prices were rendered from
 * the compiled defaults at build time, so:
 * - `/` is the built file untouched when no price or label is configured (as fast as ever);
 * - with a configuration, `/` also carries the catalogue as JSON, which the page reads before hydrating,
 *   and a style that hides the prerendered prices until it has rendered the configured ones;
 * - `/index.html` is what the service worker precaches and later serves for `/`: it never carries a
 *   catalogue (it would go stale when the operator changes a price), only the style, and the page asks
 *   GET /api/plans before showing prices.
 */
function landingPages(html: string, plans: PlanCatalogue) {
  const offers = planOffers(plans);
  const configured = JSON.stringify(offers) !== JSON.stringify(planOffers(PLANS));
  const pending = `<style id="${PLANS_IN_PAGE.pendingStyleId}">[${PLANS_IN_PAGE.attribute}='build']{visibility:hidden}</style>`;
  // `<` escaped: a label cannot close the script element.
  const json = JSON.stringify({ plans: offers }).replace(/</g, '\\u003c');
  const catalogue = `<script type="application/json" id="${PLANS_IN_PAGE.catalogueId}">${json}</script>`;
  return {
    configured: configured ? htmlPage(withHead(html, pending + catalogue)) : null,
    precached: htmlPage(withHead(html, pending)),
  };
}

/**
 * Serves the built web app; any non-API GET that matches no file gets the app shell so the client
 * router handles it (unknown paths are redirected to / there). The build prerenders the landing into
 * index.html (served for /), the app's page /login into login.html (served for /login) and writes the
 * shell (a spinner until the app renders) to app.html, with .br and .gz copies of every
 * text file, sent to clients that accept them (`preCompressed`).
 */
export async function registerWebStatic(
  app: FastifyInstance,
  webDist: string,
  plans: PlanCatalogue = PLANS,
  carriesSession: (cookieHeader: string | undefined) => Promise<boolean> = async () => true,
  { readsTimeoutMs = READS_TIMEOUT_MS }: { readsTimeoutMs?: number } = {},
): Promise<boolean> {
  const root = path.resolve(webDist);
  if (!existsSync(path.join(root, 'index.html'))) return false;
  // Builds before the prerendered landing have no shell: index.html is the shell then.
  const shell = existsSync(path.join(root, 'app.html')) ? 'app.html' : 'index.html';
  const landing =
    shell === 'app.html' ? landingPages(readFileSync(path.join(root, 'index.html'), 'utf8'), plans) : null;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    preCompressed: true,
    // The landing's routes are below.
    ...(landing ? { globIgnore: ['index.html', 'index.html.br', 'index.html.gz'] } : {}),
    setHeaders(reply, filePath) {
      // Hashed assets never change; the shell and the service worker must always be revalidated.
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      else reply.header('cache-control', 'no-cache');
    },
  });
  // Pages the build prerendered from the app (login.html for /login): painted before any script runs.
  const prerendered = readdirSync(root).filter(
    (file) => file.endsWith('.html') && !['index.html', shell].includes(file),
  );
  for (const file of prerendered) {
    app.get(`/${path.basename(file, '.html')}`, (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile(file),
    );
  }
  if (landing) {
    const { configured, precached } = landing;
    app.get('/', (request, reply) =>
      configured ? sendHtml(request, reply, configured) : reply.sendFile('index.html'),
    );
    app.get('/index.html', (request, reply) => sendHtml(request, reply, precached));
  }
  const shellHtml = readFileSync(path.join(root, shell), 'utf8');
  const signedOutShell = shellHtml.includes('</head>')
    ? htmlPage(shellHtml.replace('</head>', `${SIGNED_OUT_META}</head>`))
    : null;
  // Each page path's route chunks are linked from its shell: the browser fetches them with the app's
  // scripts, not after the app's first script has asked for them. Pages that read nothing are made once.
  const pageLoads = readPageLoads(root);
  const shells = new Map<string, { signedIn: HtmlPage; signedOut: HtmlPage | null }>();
  for (const [pagePath, load] of Object.entries(pageLoads)) {
    if (load.reads.length > 0) continue;
    const links = modulePreloads(load);
    shells.set(pagePath, {
      signedIn: htmlPage(withHead(shellHtml, links)),
      signedOut: signedOutShell ? htmlPage(withHead(shellHtml, `${SIGNED_OUT_META}${links}`)) : null,
    });
  }
  app.get('/*', async (request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'Recurso não encontrado.' } });
    }
    // Existing files have their own routes (wildcard: false); a missing asset is a 404, a page path is the app.
    if (path.extname(request.url.split('?')[0] ?? '')) {
      return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'Recurso não encontrado.' } });
    }
    const pagePath = pagePathOf(request.url.split('?')[0] ?? '/');
    const load = pageLoads[pagePath];
    const made = shells.get(pagePath);
    // Without a session cookie the shell says so (SIGNED_OUT_META): the page skips the session read it
    // knows would answer 401. The answer depends on the cookie: caches must not share it.
    if (signedOutShell && !(await carriesSession(request.headers.cookie))) {
      return sendHtml(request, reply, made?.signedOut ?? signedOutShell, 'accept-encoding, cookie');
    }
    if (made) return sendHtml(request, reply, made.signedIn, 'accept-encoding, cookie');
    // A signed-in page: its first reads are made here and sent with it (READS_IN_PAGE), a round trip less
    // before it shows its data. The page is this user's: no cache may keep it.
    if (load) {
      const cookies = new Map<string, string>();
      const answers = await pageReads(app, request, load.reads, readsTimeoutMs, (set) => {
        for (const cookie of set) cookies.set(cookie.slice(0, cookie.indexOf('=')), cookie);
      });
      if (cookies.size > 0) reply.header('set-cookie', [...cookies.values()]);
      // `<` escaped: no text of the user's can close the script element.
      const json = answers ? JSON.stringify(answers).replace(/</g, '\\u003c') : null;
      const script = json ? `<script type="application/json" id="${READS_IN_PAGE.scriptId}">${json}</script>` : '';
      return sendPersonalHtml(request, reply, withHead(shellHtml, `${modulePreloads(load)}${script}`));
    }
    return reply.header('cache-control', 'no-cache').header('vary', 'cookie').sendFile(shell);
  });
  return true;
}
