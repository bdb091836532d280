// Prepares the E2E servers' data directories (scripts/e2e.mjs) in one process: one PGlite database
// migrated and seeded with the TACO foods the way the server does on start, copied into each server's
// DATA_DIR; then the copies named `history` and `admin` get the accounts of their journeys
// (bench/seed-history.ts and bench/seed-admin.ts, registered through the app). The four servers start
// warm instead of each running initdb, the migrations and the seed, and no seed script starts its own
// Node process.
//   node --import tsx scripts/e2e-data.ts ROOT NAME...
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { seedAdminE2eAccounts } from '../bench/seed-admin';
import { seedE2eAccounts, waitOutTheDaysEnd, withSeedApp } from '../bench/seed-history';

const [root, ...names] = process.argv.slice(2);
if (!root || names.length === 0) {
  console.error('uso: node --import tsx scripts/e2e-data.ts RAIZ NOME...');
  process.exit(2);
}

const template = path.join(root, 'template');
await withSeedApp({ dataDir: template }, async () => {});
// Only the database: each server generates its own secret and takes its own lock.
for (const name of names) cpSync(path.join(template, 'pglite'), path.join(root, name, 'pglite'), { recursive: true });
rmSync(template, { recursive: true, force: true });

if (names.includes('history')) {
  await waitOutTheDaysEnd();
  await withSeedApp({ dataDir: path.join(root, 'history') }, (app, database) =>
    seedE2eAccounts(app, database, new Date()),
  );
}
if (names.includes('admin')) {
  await withSeedApp({ dataDir: path.join(root, 'admin') }, seedAdminE2eAccounts);
}
console.log('e2e-data: bases prontas');
