// Prepares the E2E servers' data directories (scripts/e2e.mjs): one PGlite database migrated and seeded
// with the TACO foods the way the server does on start, copied into each server's DATA_DIR, so the four
// servers and the two seed scripts start warm instead of each running initdb, the migrations and the seed.
//   node --import tsx scripts/e2e-data.ts ROOT NAME...
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app';
import { openDatabase } from '../apps/api/src/db/client';
import { loadEnv } from '../apps/api/src/env';

const [root, ...names] = process.argv.slice(2);
if (!root || names.length === 0) {
  console.error('uso: node --import tsx scripts/e2e-data.ts RAIZ NOME...');
  process.exit(2);
}

const template = path.join(root, 'template');
const database = await openDatabase({ dataDir: template });
try {
  await database.migrate();
  const app = await buildApp({
    env: loadEnv({ NODE_ENV: 'test', DATA_DIR: template, LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' }),
    database,
    authSecret: 's'.repeat(48),
    logger: false,
  });
  await app.close();
} finally {
  await database.close();
}
// Only the database: each server generates its own secret and takes its own lock.
for (const name of names) cpSync(path.join(template, 'pglite'), path.join(root, name, 'pglite'), { recursive: true });
rmSync(template, { recursive: true, force: true });
