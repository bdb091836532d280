// The API as `npm run serve` runs it: apps/api/src/server.ts and the core sources it imports, bundled by
// esbuild into one ES module (decision 049). Packages stay in node_modules, found from the bundle's folder,
// so the bundle lives under apps/api (`dist/`, which git, ESLint and Prettier leave out). The SQL migrations
// are copied beside it, where the database client looks for them (a folder `migrations` next to its code).
//   node scripts/build-api.mjs    → apps/api/dist/server.mjs
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The API's own esbuild (apps/api/package.json), not whichever version npm hoisted to the root for other
// packages (tsx's, Vitest's Vite).
const { build } = await import(
  pathToFileURL(createRequire(path.join(root, 'apps/api/package.json')).resolve('esbuild')).href
);

const distDir = path.join(root, 'apps/api/dist');

/**
 * Bundles the server into `outDir` (server.mjs, its source map and the migrations, replacing an earlier
 * build's); resolves to `outDir`.
 */
export async function buildApi(outDir = distDir) {
  for (const name of ['server.mjs', 'server.mjs.map', 'migrations']) {
    rmSync(path.join(outDir, name), { recursive: true, force: true });
  }
  await build({
    entryPoints: [path.join(root, 'apps/api/src/server.ts')],
    outfile: path.join(outDir, 'server.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [
      {
        // Our own sources (the API and @prato/core, which ships TypeScript) go in; every package stays out.
        name: 'packages-external',
        setup(bundler) {
          bundler.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@prato/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  cpSync(path.join(root, 'apps/api/src/db/migrations'), path.join(outDir, 'migrations'), { recursive: true });
  return outDir;
}

/**
 * A bundle of its own for a test run or the journeys (`prefix` names it), beside the one `npm run build`
 * makes, so that runs side by side never replace each other's; the caller removes it.
 */
export function buildApiScratch(prefix) {
  mkdirSync(distDir, { recursive: true });
  return buildApi(mkdtempSync(path.join(distDir, prefix)));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await buildApi();
