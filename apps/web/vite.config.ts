import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const root = decodeURIComponent(new URL('.', import.meta.url).pathname);

export default defineConfig(({ mode }) => ({
  root,
  resolve: { alias: { '@': `${root}src` } },
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      registerType: 'prompt',
      includeAssets: ['icon.svg'],
      manifest: {
        name: 'Prato Certo',
        short_name: 'Prato Certo',
        description: 'Planejamento de refeições, nutrição e hidratação.',
        lang: 'pt-BR',
        start_url: '/home',
        scope: '/',
        display: 'standalone',
        background_color: '#f8fafc',
        theme_color: '#059669',
        icons: [
          { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        navigateFallback: '/index.html',
        // The API is never answered from the cache: the server is the authority.
        navigateFallbackDenylist: [/^\/api\//],
      },
    }),
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
    rollupOptions: {
      output: {
        // Long-lived vendor chunks: an app deploy does not invalidate the framework in users' caches.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
          if (/node_modules\/zod\//.test(id)) return 'zod';
          if (/node_modules\/@tanstack\//.test(id)) return 'query';
          return undefined;
        },
      },
    },
  },
}));
