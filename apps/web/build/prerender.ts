// Prerenders the landing page into index.html at build, so / paints before any script runs, and the
// app's prerendered pages (/login) into their own copy of app.html, which main.tsx hydrates. Every other
// path gets app.html, the app's shell (the server's and the service worker's fallback).
import { createServer, type Connect, type Plugin } from 'vite';
import { PRERENDERED_ATTRIBUTE, PRERENDERED_PAGES } from '../src/app/pages';
import { ES_MODULE_RESOLUTION, PREACT_ALIASES, REACT_LIBRARY_IMPORT } from './preact';

/** The shell's file name, which the server (apps/api/src/plugins/web-static.ts) serves for app paths. */
export const SHELL_HTML = 'app.html';
const ROOT_ELEMENT = '<div id="root"></div>';

interface Rendered {
  html: string;
  title: string;
}

interface PrerenderEntry {
  renderLanding: () => string;
  renderShell: () => string;
  renderPage: (pathname: string) => Promise<string>;
}

/**
 * vite-plugin-pwa's registration module exists only in the real build. The prerender never renders the
 * update notice that imports it (it mounts once the page is up), but loading the app needs the import.
 */
function pwaRegisterStub(): Plugin {
  const id = 'virtual:pwa-register/react';
  return {
    name: 'prato:pwa-register-stub',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (resolved) =>
      resolved === `\0${id}`
        ? 'export function useRegisterSW() { throw new Error("useRegisterSW ao pré-renderizar"); }'
        : undefined,
  };
}

/** The page's <title> (components/document-title.tsx) is rendered in place: take it out of the body. */
function withoutTitle(markup: string): Rendered {
  const title = /<title>([^<]*)<\/title>/.exec(markup)?.[1] ?? '';
  return { html: markup.replace(/<title>[^<]*<\/title>/g, ''), title };
}

async function render(root: string): Promise<{ landing: Rendered; shell: string; pages: Record<string, Rendered> }> {
  // A throwaway Vite server in middleware mode just to load the TSX entry for Node (no port opened).
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    // Rendered by Preact, as the browser renders it (build/preact.ts).
    resolve: { alias: [{ find: '@', replacement: `${root}src` }, ...PREACT_ALIASES] },
    ssr: { noExternal: [REACT_LIBRARY_IMPORT], resolve: ES_MODULE_RESOLUTION },
    plugins: [pwaRegisterStub()],
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const entry = (await server.ssrLoadModule('/src/prerender.tsx')) as PrerenderEntry;
    const pages: Record<string, Rendered> = {};
    for (const pathname of Object.keys(PRERENDERED_PAGES))
      pages[pathname] = withoutTitle(await entry.renderPage(pathname));
    return { landing: withoutTitle(entry.renderLanding()), shell: entry.renderShell(), pages };
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
        const { landing, shell: shellMarkup, pages } = await render(root);
        index.source = template
          .replace(ROOT_ELEMENT, `<div id="root">${landing.html}</div>`)
          .replace(/<title>[^<]*<\/title>/, `<title>${landing.title}</title>`);

        const shell = bundle[SHELL_HTML];
        if (!shell || shell.type !== 'asset' || typeof shell.source !== 'string') {
          this.error(`${SHELL_HTML} não encontrado no bundle`);
        }
        const shellSource = shell.source;
        if (!shellSource.includes(ROOT_ELEMENT)) this.error(`${SHELL_HTML} sem ${ROOT_ELEMENT}`);
        // What every app page shows from its first paint until the app has rendered (createRoot replaces it).
        shell.source = shellSource.replace(ROOT_ELEMENT, () => `<div id="root">${shellMarkup}</div>`);
        for (const [pathname, fileName] of Object.entries(PRERENDERED_PAGES)) {
          const page = pages[pathname]!;
          this.emitFile({
            type: 'asset',
            fileName,
            source: shellSource
              .replace(ROOT_ELEMENT, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}>${page.html}</div>`)
              .replace(/<title>[^<]*<\/title>/, `<title>${page.title}</title>`),
          });
        }
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
