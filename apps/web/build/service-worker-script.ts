// Builds a script the service worker loads with importScripts (decision 035) from the app's TypeScript:
// /sw-sync.js is the offline queue's Background Sync, made of the same module the page queues with
// (src/lib/offline-queue.ts), so the worker cannot replay the queue by other rules than the page's.
// A classic script in one file (an IIFE): importScripts loads neither modules nor chunks.
import { build, type Plugin, type Rolldown } from 'vite';

interface ServiceWorkerScriptOptions {
  /** The script's TypeScript entry. */
  entry: string;
  /** Its file name in the build, the one the worker's importScripts names. */
  fileName: string;
}

/** The built script's code. */
async function bundle({ entry, fileName }: ServiceWorkerScriptOptions): Promise<string> {
  const result = (await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    build: {
      write: false,
      emptyOutDir: false,
      minify: true,
      // An IIFE is one file: Rolldown splits no code out of it.
      rolldownOptions: { input: entry, output: { format: 'iife', entryFileNames: fileName } },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const outputs = Array.isArray(result) ? result : [result];
  const chunk = outputs
    .flatMap(({ output }) => output)
    .find((item): item is Rolldown.OutputChunk => item.type === 'chunk' && item.isEntry);
  if (!chunk) throw new Error(`${entry}: a compilação não gerou ${fileName}`);
  return chunk.code;
}

/** Emits the script into the build before vite-plugin-pwa writes the worker (which precaches it). */
export function serviceWorkerScript(options: ServiceWorkerScriptOptions): Plugin {
  return {
    name: 'prato:service-worker-script',
    apply: 'build',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: options.fileName, source: await bundle(options) });
    },
  };
}
