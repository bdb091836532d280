// A second, tiny entry in the app's shell (app.html), before the app's own: src/boot.ts starts the opened
// page's route chunks and API reads while the app's scripts (Preact, the router, zod…) are still on the
// way. As a script of the HTML, Vite would bundle it with the app's into one module that runs only once
// all of them have arrived; emitted as a chunk of its own and linked here, it runs first.
//
// It preloads route chunks by URL from a JSON list written here into app.html (not by importing the
// route modules: imports from a second entry would make the bundler split the app into a chunk per shared
// module), and never runs them: the router does, as before.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';
import { READS_IN_PAGE, type PageLoad } from '../../../packages/core/src/domain/session-in-page';
import { PAGES, ROUTE_CHUNKS_ID } from '../src/app/pages';

/** The chunk holding a module (the bundler leaves `facadeModuleId` null on some chunks of dynamic imports). */
function chunkOf(bundle: Rolldown.OutputBundle, moduleId: string): Rolldown.OutputChunk | undefined {
  return Object.values(bundle).find(
    (item): item is Rolldown.OutputChunk => item.type === 'chunk' && item.moduleIds.includes(moduleId),
  );
}

/** `chunk` and the chunks it imports statically, directly or not. */
function withStaticImports(bundle: Rolldown.OutputBundle, chunk: Rolldown.OutputChunk): string[] {
  const files: string[] = [];
  const visit = (fileName: string) => {
    const imported = bundle[fileName];
    if (files.includes(fileName) || imported?.type !== 'chunk') return;
    files.push(fileName);
    imported.imports.forEach(visit);
  };
  visit(chunk.fileName);
  return files;
}

export function bootEntry({ html, srcDir }: { html: string; srcDir: string }): Plugin {
  const bootModule = `${srcDir}boot.ts`;
  let base = '/';
  // Written beside app.html once the bundle is out: the server links a page's chunks and makes its first
  // reads itself when it sends the shell (plugins/web-static.ts in the API).
  let pageLoads: Record<string, PageLoad> | undefined;
  return {
    name: 'prato:boot-entry',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    buildStart() {
      this.emitFile({ type: 'chunk', id: bootModule, name: 'boot' });
    },
    transformIndexHtml: {
      order: 'post',
      handler(source, { filename, bundle }) {
        if (!bundle || !filename.endsWith(`/${html}`)) return source;
        const boot = chunkOf(bundle, bootModule);
        const appScript = source.indexOf('<script type="module"');
        if (!boot || appScript < 0) throw new Error(`${html}: sem o script do app ou sem ${bootModule}`);
        const inPage = (file: string) => source.includes(`"${base}${file}"`);

        const routeChunks: Record<string, string[]> = {};
        for (const name of new Set(Object.values(PAGES).flatMap((page) => page.modules))) {
          const chunk = chunkOf(bundle, `${srcDir}${name}.tsx`);
          if (!chunk) throw new Error(`Módulo de rota sem chunk: ${name}`);
          routeChunks[name] = withStaticImports(bundle, chunk)
            .filter((file) => !inPage(file))
            .map((file) => `${base}${file}`);
        }
        pageLoads = Object.fromEntries(
          Object.entries(PAGES).map(([pagePath, page]) => [
            pagePath,
            { chunks: [...new Set(page.modules.flatMap((name) => routeChunks[name] ?? []))], reads: page.requests },
          ]),
        );
        // Module scripts run in document order: the boot's first, as soon as it and its imports are in.
        const bootTags = [
          `<script type="module" crossorigin src="${base}${boot.fileName}"></script>`,
          ...withStaticImports(bundle, boot)
            .slice(1)
            .filter((file) => !inPage(file))
            .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
        ];
        const list: HtmlTagDescriptor = {
          tag: 'script',
          attrs: { type: 'application/json', id: ROUTE_CHUNKS_ID },
          children: JSON.stringify(routeChunks).replaceAll('<', '\\u003c'),
          injectTo: 'head',
        };
        return {
          html: `${source.slice(0, appScript)}${bootTags.join('\n    ')}\n    ${source.slice(appScript)}`,
          tags: [list],
        };
      },
    },
    writeBundle({ dir }) {
      if (!pageLoads || !dir) return;
      writeFileSync(path.join(dir, READS_IN_PAGE.manifestFile), JSON.stringify(pageLoads));
    },
  };
}
