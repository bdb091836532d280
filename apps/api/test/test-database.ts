import { randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp, type AppDeps } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { loadEnv } from '../src/env';

/**
 * Where the per-run template database lives (see test/global-setup.ts). Every test opens its own
 * copy of it, so a test never sees another test's rows, and nobody pays for the migrations more
 * than once per run.
 */
export type TestDatabaseTemplate =
  { kind: 'pglite'; root: string; templateDir: string } | { kind: 'postgres'; serverUrl: string; templateName: string };

declare module 'vitest' {
  export interface ProvidedContext {
    apiTestDatabase: TestDatabaseTemplate;
  }
}

export interface TestAppOptions {
  env?: Record<string, string>;
  now?: () => Date;
  email?: AppDeps['email'];
  decodeAvatar?: AppDeps['decodeAvatar'];
}

/** The auth secret of every test app (the sandbox's webhook token is derived from it). */
export const TEST_AUTH_SECRET = 'test-secret-that-is-long-enough-for-better-auth-0123456789';

/** The real app over `database`, configured for tests (silent logs, no web build, a fixed secret, cheap hashes). */
export async function buildTestApp(database: Database, options: TestAppOptions = {}) {
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    // Hundreds of sign-ups per run: hashes at the test cost (decision 018), which only NODE_ENV=test accepts.
    PASSWORD_HASH_COST: (options.env?.NODE_ENV ?? 'test') === 'test' ? 'test' : 'standard',
    // Every injected request comes from 127.0.0.1: no per-address budget unless a test sets one.
    SIGNUP_PER_ADDRESS_PER_HOUR: '0',
    EMAIL_REQUESTS_PER_ADDRESS_PER_HOUR: '0',
    ...options.env,
  });
  const app = await buildApp({
    env,
    database,
    authSecret: TEST_AUTH_SECRET,
    logger: false,
    ...(options.now ? { now: options.now } : {}),
    ...(options.email ? { email: options.email } : {}),
    ...(options.decodeAvatar ? { decodeAvatar: options.decodeAvatar } : {}),
  });
  await app.ready();
  return app;
}

/**
 * Prepares a database the way the server does on start: `database.migrate()`, then `buildApp` (and
 * what its start-up writes). The template can therefore never drift from the migrations.
 */
async function prepare(database: Database): Promise<void> {
  try {
    await database.migrate();
    const app = await buildTestApp(database);
    await app.close();
    if (database.kind === 'pglite') {
      // Read by each copy when it starts. PGlite's initdb default (128 MB) makes every start zero the
      // whole buffer pool, about half of a copy's start-up time; a test's database is a few MB.
      await database.db.execute(sql`alter system set shared_buffers = '16MB'`);
      // Every test copies the data directory and deletes it after: the less there is, the less both
      // cost. The app only ever uses the `postgres` database; initdb's two template databases are
      // 15 of the directory's 41 MB and half its files. (Nothing in a copy creates a database.)
      for (const name of ['template0', 'template1']) {
        await database.db.execute(sql.raw(`alter database ${name} is_template false`));
        await database.db.execute(sql.raw(`drop database ${name}`));
      }
      await database.db.execute(sql`checkpoint`);
    }
  } finally {
    await database.close();
  }
}

/**
 * An empty PGlite cluster in `dataDir`, as the server's first start would make it, but with 1 MB WAL
 * segments instead of 16, and no spare ones: each test's copy carries one or two.
 */
async function initSmallWalCluster(dataDir: string): Promise<void> {
  const clusterDir = path.join(dataDir, 'pglite');
  mkdirSync(clusterDir, { recursive: true });
  const cluster = new PGlite(clusterDir, { initDbStartParams: ['--wal-segsize=1'] });
  // From the next start on, a checkpoint deletes the segments it no longer needs instead of keeping
  // 80 MB of them for reuse.
  await cluster.exec(`alter system set min_wal_size = '2MB'`);
  await cluster.exec(`alter system set wal_recycle = off`);
  await cluster.close();
}

/** A RAM-backed directory when the machine has one: a test's database files are never fsynced to disk. */
function scratchBase(): string {
  return existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();
}

/**
 * Builds the run's template: an embedded PGlite data directory, or a database on the PostgreSQL server
 * named by `serverUrl` (TEST_DATABASE_URL). Returns it with the function that removes it.
 */
export async function createTemplate(
  serverUrl: string | undefined,
): Promise<{ template: TestDatabaseTemplate; dispose: () => Promise<void> }> {
  if (!serverUrl) {
    const root = mkdtempSync(path.join(scratchBase(), 'prato-api-test-'));
    const templateDir = path.join(root, 'template');
    try {
      await initSmallWalCluster(templateDir);
      await prepare(await openDatabase({ dataDir: templateDir }));
    } catch (error) {
      rmSync(root, { recursive: true, force: true });
      throw error;
    }
    return {
      template: { kind: 'pglite', root, templateDir },
      dispose: async () => rmSync(root, { recursive: true, force: true }),
    };
  }

  const templateName = `tmpl_${randomUUID().replace(/-/g, '')}`;
  await adminQuery(serverUrl, `create database ${templateName}`);
  try {
    await prepare(await openDatabase({ databaseUrl: databaseUrl(serverUrl, templateName) }));
  } catch (error) {
    await adminQuery(serverUrl, `drop database if exists ${templateName} with (force)`);
    throw error;
  }
  return {
    template: { kind: 'postgres', serverUrl, templateName },
    dispose: () => adminQuery(serverUrl, `drop database if exists ${templateName} with (force)`),
  };
}

/** A private copy of the template for one test, and the function that deletes it. */
export async function openTestDatabase(
  template: TestDatabaseTemplate,
): Promise<{ database: Database; dropDatabase: () => Promise<void>; url?: string }> {
  if (template.kind === 'pglite') {
    const dataDir = path.join(template.root, randomUUID());
    cpSync(template.templateDir, dataDir, { recursive: true });
    const database = await openDatabase({ dataDir });
    return { database, dropDatabase: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `t_${randomUUID().replace(/-/g, '')}`;
  await adminQuery(template.serverUrl, `create database ${name} template ${template.templateName}`);
  const url = databaseUrl(template.serverUrl, name);
  const database = await openDatabase({ databaseUrl: url });
  return {
    database,
    url,
    dropDatabase: () => adminQuery(template.serverUrl, `drop database if exists ${name} with (force)`),
  };
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A raw, unmigrated database of the run's engine, for tests of the migrations themselves. */
export interface EmptyTestDatabase {
  /** Applies the migrations found in `folder` (a drizzle migrations folder with its meta/_journal.json). */
  migrate(folder: string): Promise<void>;
  query<T = Record<string, unknown>>(statement: string, params?: unknown[]): Promise<T[]>;
  dispose(): Promise<void>;
}

export async function openEmptyTestDatabase(template: TestDatabaseTemplate): Promise<EmptyTestDatabase> {
  if (template.kind === 'pglite') {
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = new PGlite({ extensions: { pg_trgm } });
    return {
      migrate: (folder) => migrate(drizzle(client), { migrationsFolder: folder }),
      query: async <T>(statement: string, params: unknown[] = []) => (await client.query<T>(statement, params)).rows,
      dispose: () => client.close(),
    };
  }
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const name = `m_${randomUUID().replace(/-/g, '')}`;
  await adminQuery(template.serverUrl, `create database ${name}`);
  const pool = new pg.Pool({ connectionString: databaseUrl(template.serverUrl, name), max: 1 });
  return {
    migrate: (folder) => migrate(drizzle(pool), { migrationsFolder: folder }),
    query: async <T>(statement: string, params: unknown[] = []) => (await pool.query(statement, params)).rows as T[],
    async dispose() {
      await pool.end();
      await adminQuery(template.serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
