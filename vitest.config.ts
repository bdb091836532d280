import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One test file per core. Vitest's default (cores - 1) runs one file at a time on a 2-core machine.
    maxWorkers: os.availableParallelism(),
    projects: ['packages/core/vitest.config.ts', 'apps/api/vitest.config.ts', 'apps/web/vitest.config.ts'],
  },
});
