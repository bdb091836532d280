import { builtinEnvironments, type Environment } from 'vitest/environments';

/**
 * Vitest's jsdom environment, made once per worker instead of once per test file.
 *
 * Without isolation (`--no-isolate`, as `npm test` runs this project) a worker keeps one module graph
 * for all its files, but Vitest still builds a new jsdom window for every file. Modules imported by an
 * earlier file then hold the earlier window's objects: Testing Library's `screen`, for one, is bound to
 * the `document.body` of the first file and finds nothing in the next. One window per worker keeps the
 * globals and the modules in step and skips a jsdom set-up per file. src/testing/setup.ts returns the
 * window to a blank state before each file. With isolation every file has a worker of its own, so this
 * is plain jsdom.
 */
const SHARED = Symbol.for('prato.sharedJsdom');

type Holder = typeof globalThis & { [SHARED]?: ReturnType<Environment['setup']> };

export default {
  name: 'shared-jsdom',
  transformMode: 'web',
  async setup(global, options) {
    const holder = global as Holder;
    holder[SHARED] ??= builtinEnvironments.jsdom.setup(global, options);
    await holder[SHARED];
    // Torn down with the worker.
    return { teardown() {} };
  },
} satisfies Environment;
