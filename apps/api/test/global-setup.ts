import type { TestProject } from 'vitest/node';
import { createTemplate } from './test-database';

/**
 * Once per run: one migrated database (PGlite, or PostgreSQL when TEST_DATABASE_URL is set)
 * that every createTestApp() copies, and its removal when the run ends.
 */
export default async function setup(project: TestProject) {
  const { template, dispose } = await createTemplate(process.env.TEST_DATABASE_URL);
  project.provide('apiTestDatabase', template);
  return dispose;
}
