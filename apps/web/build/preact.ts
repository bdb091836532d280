// The app is written against React's API and runs on Preact (decision 047): preact/compat answers every
// import of react and react-dom in the build, the dev server, the prerender and the web tests alike, so
// what the tests render is what ships. The libraries that import react (Radix, TanStack Query,
// react-router, sonner, react-hook-form, recharts…) get the same Preact.
/**
 * One alias, as both Vite's build (Vite 8) and Vitest's nested Vite 7 accept it: their own `Alias` types
 * differ, so neither is named here.
 */
export interface PreactAlias {
  find: RegExp;
  replacement: string;
}

export const PREACT_ALIASES: PreactAlias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/** The installed libraries that import react (from their package.json files), as name prefixes. */
const REACT_LIBRARIES = [
  '@floating-ui/react-dom',
  '@hookform/',
  '@radix-ui/',
  '@reduxjs/toolkit',
  '@tanstack/react-query',
  'lucide-react',
  'react-hook-form',
  'react-redux',
  'react-remove-scroll',
  'react-router',
  'react-style-singleton',
  'recharts',
  'sonner',
  'use-callback-ref',
  'use-sidecar',
  'use-sync-external-store',
].map((name) => name.replace(/[/.]/g, (char) => `\\${char}`));

/**
 * Under Node (the prerender, Vitest) dependencies are loaded by Node itself, which knows no alias: the
 * libraries that import react must go through Vite instead, as ES modules (their CommonJS builds would
 * require the real react). As import specifiers (Vite's ssr.noExternal) and as resolved files (Vitest's
 * server.deps.inline).
 */
export const REACT_LIBRARY_IMPORT = new RegExp(`^(${REACT_LIBRARIES.join('|')})`);
export const REACT_LIBRARY_FILE = new RegExp(`/node_modules/(${REACT_LIBRARIES.join('|')})`);

/** Node's resolution prefers CommonJS builds ("node", "main"); these pick the ES modules. */
export const ES_MODULE_RESOLUTION = {
  conditions: ['module', 'browser', 'development|production'],
  mainFields: ['module', 'browser', 'main'],
};
