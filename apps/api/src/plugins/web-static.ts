import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { planOffers, PLANS, PLANS_IN_PAGE, type PlanCatalogue } from '@prato/core/domain/plans';
import { SIGNED_OUT_META } from '@prato/core/domain/session-in-page';

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
  const withHead = (extra: string) =>
    html.includes('</head>') ? html.replace('</head>', `${extra}</head>`) : `${extra}${html}`;
  return {
    configured: configured ? htmlPage(withHead(pending + catalogue)) : null,
    precached: htmlPage(withHead(pending)),
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
  app.get('/*', async (request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'Recurso não encontrado.' } });
    }
    // Existing files have their own routes (wildcard: false); a missing asset is a 404, a page path is the app.
    if (path.extname(request.url.split('?')[0] ?? '')) {
      return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'Recurso não encontrado.' } });
    }
    // Without a session cookie the shell says so (SIGNED_OUT_META): the page skips the session read it
    // knows would answer 401. The answer depends on the cookie: caches must not share it.
    if (signedOutShell && !(await carriesSession(request.headers.cookie))) {
      return sendHtml(request, reply, signedOutShell, 'accept-encoding, cookie');
    }
    return reply.header('cache-control', 'no-cache').header('vary', 'cookie').sendFile(shell);
  });
  return true;
}
