import { existsSync } from 'node:fs';
import { configDefaults, defineProject } from 'vitest/config';

/**
 * Files whose subject does not depend on the database engine (they open none, or only the embedded
 * one): the PostgreSQL run (scripts/with-postgres.mjs sets TEST_DATABASE_URL) leaves them out, the
 * PGlite run has them.
 */
const ENGINE_INDEPENDENT = [
  // No database at all.
  'src/lib/history-window.test.ts',
  'src/lib/local-day.test.ts',
  'src/lib/route.test.ts',
  'src/modules/auth/password-hash.test.ts',
  'src/modules/chat/local-assistant.test.ts',
  'src/modules/events/rate-gate.test.ts',
  'src/modules/push/push.scheduler.test.ts',
  'test/ai-adapters.test.ts',
  'test/engines.test.ts',
  'test/env.test.ts',
  'test/image-header.test.ts',
  'test/web-static.test.ts',
  // The embedded database's own data-directory lock.
  'test/data-dir-lock.test.ts',
  'test/server-lock.test.ts',
  // Thousands of malformed requests, nearly all refused by validation before any query: once is
  // enough (a third of the PostgreSQL run's time); the ownership sweep runs on both engines.
  'test/bad-input-sweep.test.ts',
];

/**
 * Database files whose subject depends on the engine, run on both (decision 057): the migrations and the
 * test database itself, the server as a process, races and locks (PGlite serves one statement at a time,
 * PostgreSQL many; two push instances share one embedded handle), the embedded engine's write clock, the
 * live stream, what each driver puts in an error (log redaction) and does with NUL and lone surrogates,
 * and the ownership sweep, which calls every route of the OpenAPI document on the embedded engine as the
 * journeys' servers run it.
 */
const ENGINE_SENSITIVE = [
  'test/migrations.test.ts',
  'test/test-database.test.ts',
  'test/server.test.ts',
  'test/client-id-race.test.ts',
  'test/chat-budget.test.ts',
  'test/session-memory.test.ts',
  'test/events.test.ts',
  'test/get-writes-nothing.test.ts',
  'test/log-redaction.test.ts',
  'test/input-hardening.test.ts',
  'test/push.test.ts',
  'test/sweeps.test.ts',
];

/**
 * `npm test` runs the API's database files once on PostgreSQL, the production engine, and on the
 * embedded one only those of ENGINE_SENSITIVE (API_DB_FILES=engine-sensitive, set by scripts/test.mjs);
 * the files that open no database run once, there. A plain `vitest` runs every file on PGlite.
 */
const engineSensitiveOnly = !process.env.TEST_DATABASE_URL && process.env.API_DB_FILES === 'engine-sensitive';

// A renamed or misspelt entry would silently put nothing aside.
for (const [list, files] of Object.entries({ ENGINE_INDEPENDENT, ENGINE_SENSITIVE })) {
  for (const file of files) {
    if (!existsSync(new URL(file, import.meta.url))) throw new Error(`${list}: ${file} does not exist`);
  }
}

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    // Worker threads start cheaper than forked processes (bench/results/HISTORY.md, `npm test` on a clean clone).
    pool: 'threads',
    include: engineSensitiveOnly
      ? ['src/**/*.test.ts', ...ENGINE_INDEPENDENT, ...ENGINE_SENSITIVE]
      : ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? ENGINE_INDEPENDENT : [])],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
