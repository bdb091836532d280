import tailwindcss from '@tailwindcss/vite';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaIcons } from './build/icons';
import { precompress } from './build/precompress';
import { bootEntry } from './build/boot-entry';
import { PREACT_ALIASES } from './build/preact';
import { devShellFallback, prerenderLanding, SHELL_HTML } from './build/prerender';
import { serviceWorkerScript } from './build/service-worker-script';
import { codeSplitting, noChunkCycles } from './build/chunks';

/** Also named in src/lib/read-cache.ts, which deletes it on sign-out. */
const READ_CACHE = 'prato-api-reads';

const root = decodeURIComponent(new URL('.', import.meta.url).pathname);

export default defineConfig(({ mode }) => ({
  root,
  resolve: {
    alias: [
      { find: '@', replacement: `${root}src` },
      ...PREACT_ALIASES,
      // react-router's package exports only its development build; production drops its dev-only checks.
      ...(mode === 'production'
        ? [{ find: /^react-router$/, replacement: `${root}../../node_modules/react-router/dist/production/index.mjs` }]
        : []),
    ],
  },
  plugins: [
    tailwindcss(),
    pwaIcons(),
    prerenderLanding(),
    devShellFallback(),
    bootEntry({ html: SHELL_HTML, srcDir: `${root}src/` }),
    // The offline queue's Background Sync, from the page's own queue module (decision 035).
    serviceWorkerScript({ entry: `${root}src/sw-sync.ts`, fileName: 'sw-sync.js' }),
    VitePWA({
      registerType: 'prompt',
      includeAssets: ['icon.svg'],
      manifest: {
        name: 'Prato Certo',
        short_name: 'Prato Certo',
        description: 'Planejamento de refeições, nutrição e hidratação.',
        id: '/',
        lang: 'pt-BR',
        dir: 'ltr',
        categories: ['health', 'food', 'lifestyle'],
        start_url: '/home',
        scope: '/',
        display: 'standalone',
        background_color: '#f8fafc',
        theme_color: '#059669',
        // Drawn in build/icons.ts and rendered to PNG at build.
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,woff2}', 'icons/icon-192.png'],
        // index.html is the prerendered landing (served for /); every other page opens the empty shell.
        navigateFallback: `/${SHELL_HTML}`,
        // The first visit's worker takes the page at once; later versions wait for 'Atualizar Agora'.
        clientsClaim: true,
        navigateFallbackDenylist: [/^\/api\//],
        // Offline reading (decision 016): the last successful answer of the reads the signed-in screens
        // open with is kept; the network always goes first (the server is the authority), the copy only
        // answers when there is no connection. Cleared on sign-out (lib/read-cache.ts).
        runtimeCaching: [
          {
            // Serialised into sw.js: the pattern is written inline. Session, profile, home, the health
            // lists, hydration, the user's own foods, plan usage and subscription, the food diary's days
            // (one copy per ?date=), slots, favourites and recent foods.
            urlPattern: ({ url, request, sameOrigin }) =>
              sameOrigin &&
              request.method === 'GET' &&
              /^\/api\/(auth\/session|profile|home|weights|activities|hydration\/(today|settings)|user-foods|planner\/usage|me\/subscription|diary|diary\/(slots|favorites|recent-foods))$/.test(
                url.pathname,
              ),
            handler: 'NetworkFirst',
            options: {
              cacheName: READ_CACHE,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 },
            },
          },
        ],
        // Water reminders pushed while the app is closed, and a tap on one (decision 012); Background
        // Sync of the offline queue (decision 016), built from src/sw-sync.ts (decision 035).
        importScripts: ['/sw-push.js', '/sw-sync.js'],
      },
    }),
    precompress(),
    noChunkCycles(),
  ],
  server: {
    proxy: {
      // The API of `npm start`; API_PROXY_TARGET points elsewhere (e.g. another port in a worktree).
      '/api': { target: loadEnv(mode, root, '').API_PROXY_TARGET || 'http://127.0.0.1:3000' },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      onwarn(warning, warn) {
        // Libraries mark their modules "use client" for React Server Components, which this app does not use.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        // react-router reads React's useOptimistic by a computed name and does without it when it is
        // undefined, as on preact/compat.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('`useOptimistic`')) return;
        warn(warning);
      },
      // index.html: the prerendered landing with its own small entry; app.html: the app.
      input: { index: `${root}index.html`, app: `${root}${SHELL_HTML}` },
      output: {
        // The stylesheet is the app's and the landing's: named for what it is, not for the chunk it follows.
        assetFileNames: ({ names }) =>
          names.some((name) => name.endsWith('.css'))
            ? 'assets/styles-[hash][extname]'
            : 'assets/[name]-[hash][extname]',
        // The chunk that holds the dialog is named for it, whatever it was merged with (a chunk is named
        // after one of its modules, e.g. the admin's data table): the page-load journey checks by this name
        // that no dialog code is in the signed-in /home's first render.
        chunkFileNames: ({ moduleIds }) =>
          moduleIds.some((id) => id.endsWith('/src/components/ui/dialog.tsx'))
            ? 'assets/dialog-[hash].js'
            : 'assets/[name]-[hash].js',
        // Fewer, larger chunks: on a phone's connection each request costs a round trip, and the
        // signed-in /home fetched 24 route chunks, most under 1 KB (a shared helper, an icon) before its
        // first paint. Long-lived chunks for the framework and the large libraries; the rest grouped, and
        // chunks under 10 KB merged into one loaded with them (build/chunks.ts). The boot script's chunk
        // is left to Rolldown (build/boot-entry.ts emits it).
        codeSplitting: codeSplitting({ leave: (id) => id === `${root}src/boot.ts` }),
      },
    },
  },
}));
