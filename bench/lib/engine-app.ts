// The app on a throwaway database of either engine, for the benches that compare PGlite and
// PostgreSQL (history, admin, nutrients): a temp data dir, a PostgreSQL cluster when asked, the
// migrations, the app without logs or web files; everything removed afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp, type App } from '../../apps/api/src/app';
import { openDatabase, type Database } from '../../apps/api/src/db/client';
import { loadEnv } from '../../apps/api/src/env';
import { startPostgres } from './postgres';

export type Engine = 'pglite' | 'postgres';

export async function withEngineApp<T>(
  engine: Engine,
  name: string,
  work: (bench: { app: App; database: Database }) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `prato-${name}-bench-`));
  const cluster = engine === 'postgres' ? await startPostgres() : null;
  const databaseUrl = cluster ? await cluster.createDatabase(`${name}_bench`) : undefined;
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    await database.migrate();
    const app = await buildApp({
      env: loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' }),
      database,
      authSecret: 'b'.repeat(48),
      logger: false,
    });
    try {
      return await work({ app, database });
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `--engine pglite|postgres|both` (default both) and `--runs N`, plus any options of the bench. */
export function engineArgs<Extra extends Record<string, { type: 'string'; default: string }>>(
  defaultRuns: string,
  extra?: Extra,
) {
  const { values } = parseArgs({
    options: { engine: { type: 'string', default: 'both' }, runs: { type: 'string', default: defaultRuns }, ...extra },
  });
  const engines: Engine[] = values.engine === 'both' ? ['pglite', 'postgres'] : [values.engine as Engine];
  return { engines, runs: Number(values.runs), values: values as Record<string, string | undefined> };
}
