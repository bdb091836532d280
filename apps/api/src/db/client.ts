import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
import { watchWrites, type WriteClock } from './write-clock';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Embedded database only: changes whenever something may have been written (decision 017). Null on
   * PostgreSQL, where other processes write too.
   */
  writes: WriteClock | null;
  /** Applies the SQL migrations in db/migrations (idempotent). */
  migrate(): Promise<void>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  /**
   * Calls `onMessage` with the payload of every NOTIFY on `channel` (from any process on this database);
   * resolves with the function that stops listening.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Directory of the embedded database; `null` keeps it in memory (tests). */
  dataDir?: string | null;
  /**
   * Tests: an embedded database in memory, started from this dump of a data directory (PGlite's
   * `dumpDataDir`) instead of an empty cluster. Ignored when `dataDir` is set.
   */
  loadDataDir?: Blob | undefined;
  /**
   * Errors of idle pooled connections (server restart, connection terminated by an admin). The pool
   * replaces the connection; without a listener node-postgres would crash the process.
   */
  onConnectionError?: (error: Error) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.onConnectionError);
  return openPglite(options.dataDir ?? null, options.loadDataDir);
}

// pg_trgm: the admin user list's substring search by e-mail and name (migration 0008, decision 015).
const pgliteOptions = { extensions: { pg_trgm } };

async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<Database> {
  let client: PGlite;
  let lock: DataDirLock | null = null;
  if (dataDir) {
    const dir = path.resolve(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    // PGlite does not lock its files: two processes on one directory would each write their own history.
    lock = lockDataDir(dataDir);
    client = new PGlite(dir, pgliteOptions);
  } else {
    client = new PGlite({ ...pgliteOptions, ...(loadDataDir ? { loadDataDir } : {}) });
  }
  try {
    await client.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }
  const writes = watchWrites(client);
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    writes,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: () => pingDb(db),
    listen: (channel, onMessage) => client.listen(channel, onMessage),
    async close() {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

// An arbitrary constant: every instance takes this advisory lock while migrating, so N instances
// starting at once apply each migration exactly once.
const MIGRATION_LOCK_ID = 7_349_112;

async function openPostgres(databaseUrl: string, onConnectionError?: (error: Error) => void): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  pool.on('error', (error) => onConnectionError?.(error));
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    writes: null,
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        try {
          await migratePg(drizzlePg(client), { migrationsFolder });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
        }
      } finally {
        client.release();
      }
    },
    ping: () => pingDb(db),
    listen: (channel, onMessage) => listenPostgres(databaseUrl, channel, onMessage, onConnectionError),
    close: () => pool.end(),
  };
}

const RELISTEN_DELAY_MS = 1000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries); when the server
 * drops it, a new one listens again after a second until `stop` is called.
 */
async function listenPostgres(
  databaseUrl: string,
  channel: string,
  onMessage: (payload: string) => void,
  onConnectionError?: (error: Error) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const connection = new pg.Client({ connectionString: databaseUrl });
    connection.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    const reconnect = (error?: Error) => {
      if (error) onConnectionError?.(error);
      if (stopped || current !== connection) return;
      current = null;
      connection.end().catch(() => undefined);
      retry = setTimeout(() => void connect().catch(reconnect), RELISTEN_DELAY_MS);
      retry.unref();
    };
    connection.on('error', reconnect);
    connection.on('end', () => reconnect());
    current = connection;
    await connection.connect();
    await connection.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  }

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const connection = current;
    current = null;
    await connection?.end().catch(() => undefined);
  };
}

async function pingDb(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
