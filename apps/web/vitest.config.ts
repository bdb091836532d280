import { defineConfig } from 'vitest/config';
import { ES_MODULE_RESOLUTION, PREACT_ALIASES, REACT_LIBRARY_FILE } from './build/preact';

const root = decodeURIComponent(new URL('.', import.meta.url).pathname);

export default defineConfig({
  root,
  // The components run on Preact as in the build (build/preact.ts); JSX by esbuild, as tsconfig says.
  resolve: { alias: [{ find: '@', replacement: `${root}src` }, ...PREACT_ALIASES], ...ES_MODULE_RESOLUTION },
  ssr: { resolve: ES_MODULE_RESOLUTION },
  test: {
    name: 'web',
    root,
    // jsdom, one window per worker (src/testing/shared-jsdom.ts): `npm test` runs this project without
    // isolation, its files sharing each worker's modules.
    environment: './src/testing/shared-jsdom.ts',
    // Worker threads start cheaper than forked processes: ~10 % less CPU for the same files (bench/results/HISTORY.md).
    pool: 'threads',
    setupFiles: ['./src/testing/setup.ts'],
    // build/: the build's own helpers (the chunk plan).
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    // A bound for a hung test only (src/testing/setup.ts sets the bound of each wait).
    testTimeout: 60_000,
    restoreMocks: true,
    // The libraries that import react run through Vite, to meet Preact too.
    server: { deps: { inline: [REACT_LIBRARY_FILE, /\/node_modules\/@testing-library\//] } },
    // A file's stubbed globals never reach the next file of its worker.
    unstubGlobals: true,
  },
});
