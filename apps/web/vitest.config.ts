import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = decodeURIComponent(new URL('.', import.meta.url).pathname);

export default defineConfig({
  root,
  resolve: { alias: { '@': `${root}src` } },
  plugins: [react()],
  test: {
    name: 'web',
    root,
    // jsdom, one window per worker (src/testing/shared-jsdom.ts): `npm test` runs this project without
    // isolation, its files sharing each worker's modules.
    environment: './src/testing/shared-jsdom.ts',
    // Worker threads start cheaper than forked processes: ~10 % less CPU for the same files (bench/results/HISTORY.md).
    pool: 'threads',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // A bound for a hung test only (src/testing/setup.ts sets the bound of each wait).
    testTimeout: 60_000,
    restoreMocks: true,
    // A file's stubbed globals never reach the next file of its worker.
    unstubGlobals: true,
  },
});
