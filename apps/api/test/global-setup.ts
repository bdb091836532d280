import { rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApiScratch } from '../../../scripts/build-api.mjs';
import { createTemplate } from './test-database';

/**
 * Once per run: one migrated database (PGlite, or PostgreSQL when TEST_DATABASE_URL is set)
 * that every createTestApp() copies, the server bundled as `npm run serve` runs it (for the tests that
 * start it as a process), and their removal when the run ends.
 */
export default async function setup(project: TestProject) {
  const [{ template, dispose }, bundleDir] = await Promise.all([
    createTemplate(process.env.TEST_DATABASE_URL),
    buildApiScratch('test-run-'),
  ]);
  project.provide('apiTestDatabase', template);
  project.provide('apiServerBundle', path.join(bundleDir, 'server.mjs'));
  return async () => {
    rmSync(bundleDir, { recursive: true, force: true });
    await dispose();
  };
}
