// Prerenders the landing page into index.html at build, so / paints before any script runs.
// Every other path gets app.html, the app's empty shell (the server's and the service worker's fallback).
import react from '@vitejs/plugin-react';
import { createServer, type Connect, type Plugin } from 'vite';

/** The shell's file name, which the server (apps/api/src/plugins/web-static.ts) serves for app paths. */
export const SHELL_HTML = 'app.html';
const ROOT_ELEMENT = '<div id="root"></div>';

async function renderLanding(root: string): Promise<{ html: string; title: string }> {
  // A throwaway Vite server in middleware mode just to load the TSX entry for Node (no port opened).
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    resolve: { alias: { '@': `${root}src` } },
    plugins: [react()],
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const entry = (await server.ssrLoadModule('/src/prerender.tsx')) as { renderLanding: () => string };
    const markup = entry.renderLanding();
    // React hoists nothing without a full document: take the page's <title> out of the body.
    const title = /<title>([^<]*)<\/title>/.exec(markup)?.[1] ?? '';
    return { html: markup.replace(/<title>[^<]*<\/title>/g, ''), title };
  } finally {
    await server.close();
  }
}

export function prerenderLanding(): Plugin {
  let root = '';
  return {
    name: 'prato:prerender-landing',
    apply: 'build',
    configResolved(config) {
      root = config.root.endsWith('/') ? config.root : `${config.root}/`;
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (!index || index.type !== 'asset' || typeof index.source !== 'string') {
          this.error('index.html não encontrado no bundle');
        }
        const template = index.source;
        if (!template.includes(ROOT_ELEMENT)) this.error(`index.html sem ${ROOT_ELEMENT}`);
        const { html, title } = await renderLanding(root);
        index.source = template
          .replace(ROOT_ELEMENT, `<div id="root">${html}</div>`)
          .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`);
      },
    },
  };
}

/** Dev server: page paths other than / open the app's shell, as the API server does in production. */
export function devShellFallback(): Plugin {
  const toShell: Connect.NextHandleFunction = (request, _response, next) => {
    const url = request.url ?? '/';
    const pathname = url.split('?')[0] ?? '/';
    const isPage =
      request.method === 'GET' &&
      pathname !== '/' &&
      pathname !== '/index.html' &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/@') &&
      !/\.[a-z0-9]+$/i.test(pathname) &&
      (request.headers.accept ?? '').includes('text/html');
    if (isPage) request.url = `/${SHELL_HTML}`;
    next();
  };
  return {
    name: 'prato:dev-shell-fallback',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(toShell);
    },
  };
}
