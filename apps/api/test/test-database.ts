import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp, type AppDeps } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { loadEnv } from '../src/env';
import { scratchDir } from '../../../scripts/scratch-dir.mjs';

/**
 * Where the per-run template database lives (see test/global-setup.ts). Every test opens its own
 * copy of it, so a test never sees another test's rows, and nobody pays for the migrations more
 * than once per run.
 */
export type TestDatabaseTemplate =
  | {
      kind: 'pglite';
      root: string;
      templateDir: string;
      /** The template's data directory as one tar file (`PGlite.dumpDataDir`), which each copy starts from. */
      dumpFile: string;
    }
  | { kind: 'postgres'; serverUrl: string; templateName: string };

declare module 'vitest' {
  export interface ProvidedContext {
    apiTestDatabase: TestDatabaseTemplate;
    /** The server as `npm run serve` runs it, bundled for this run (scripts/build-api.mjs). */
    apiServerBundle: string;
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
      // Every copy loads the whole data directory into memory: the less there is, the less it costs.
      // The app only ever uses the `postgres` database; initdb's two template databases are 15 of the
      // directory's 41 MB and half its files. (Nothing in a copy creates a database.)
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

/** Writes the PGlite data directory of `dataDir` to `file` as an uncompressed tar. */
async function dumpDataDir(dataDir: string, file: string): Promise<void> {
  const cluster = new PGlite(path.join(dataDir, 'pglite'));
  try {
    // dumpDataDir before the cluster is up never settles.
    await cluster.waitReady;
    writeFileSync(file, Buffer.from(await (await cluster.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await cluster.close();
  }
}

/**
 * Builds the run's template: an embedded PGlite data directory, or a database on the PostgreSQL server
 * named by `serverUrl` (TEST_DATABASE_URL). Returns it with the function that removes it.
 */
export async function createTemplate(
  serverUrl: string | undefined,
): Promise<{ template: TestDatabaseTemplate; dispose: () => Promise<void> }> {
  if (!serverUrl) {
    const root = scratchDir('prato-api-test-');
    const templateDir = path.join(root, 'template');
    const dumpFile = path.join(root, 'template.tar');
    try {
      await initSmallWalCluster(templateDir);
      await prepare(await openDatabase({ dataDir: templateDir }));
      await dumpDataDir(templateDir, dumpFile);
    } catch (error) {
      rmSync(root, { recursive: true, force: true });
      throw error;
    }
    return {
      template: { kind: 'pglite', root, templateDir, dumpFile },
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

/**
 * A private copy of the template for one test, and the function that gives it back: the copy is put back
 * in the template's state for a later test of the same worker (openPooledPglite, openPooledPostgres), or
 * deleted when it cannot be.
 */
export async function openTestDatabase(
  template: TestDatabaseTemplate,
): Promise<{ database: Database; dropDatabase: () => Promise<void>; url?: string }> {
  return template.kind === 'pglite' ? openPooledPglite(template) : openPooledPostgres(template);
}

/**
 * PGlite copies, kept per worker and handed out again once reset. Opening a copy of the template costs
 * a few hundred ms of CPU (the dump loaded, and PGlite starting on it); a reset is a TRUNCATE, the
 * sequences set back and three checks (eight API files: 74 -> 52 CPU-s). When a test drops its database,
 * the copy gets back exactly the template's state, or is closed and never handed out again. A copy is
 * handed to one test at a time; a test that needs two databases gets two copies.
 */
interface PooledPglite {
  database: Database;
}

/** What a pristine copy of the template holds, read from the first copy a worker opens. */
interface TemplateState {
  /** Schemas, tables, columns, constraints, indexes, triggers, functions, extensions, roles, databases. */
  schema: string;
  /** The tables the template leaves empty (the rest are kept and compared row by row). */
  emptied: string[];
  /** The tables the template fills (applied migrations, the instance secret), and their rows. */
  filled: string[];
  kept: string;
  /** Every sequence and the statement that puts it back where the template has it. */
  sequences: string;
}

const idle = new Map<string, PooledPglite[]>();
const templateStates = new Map<string, Promise<TemplateState>>();
const dumps = new Map<string, Blob>();

/** The template's dump, read once per worker. */
function templateDump(file: string): Blob {
  let dump = dumps.get(file);
  if (!dump) {
    dump = new Blob([readFileSync(file)]);
    dumps.set(file, dump);
  }
  return dump;
}

const USER_SCHEMAS = `(select oid from pg_namespace where nspname not in ('pg_catalog', 'information_schema') and nspname not like 'pg\\_%')`;

// Everything a test could change in the catalogue (log-redaction.test.ts adds a constraint and renames a
// table, for one): a copy whose catalogue differs from the template's is never handed out again. A PGlite
// copy is a cluster of its own, so its list of databases counts too; on the PostgreSQL server that list is
// the other workers' databases, which come and go.
const schemaFingerprint = (
  kind: Database['kind'],
) => `select md5(coalesce(string_agg(x, E'\\n' order by x), '')) as fingerprint from (
  select 'class ' || c.oid::regclass::text || ' ' || c.relkind::text || ' ' || coalesce(pg_get_viewdef(c.oid), '') as x
    from pg_class c where c.relnamespace in ${USER_SCHEMAS} or c.relpersistence = 't'
  union all select 'column ' || a.attrelid::regclass::text || ' ' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
      || ' ' || a.attnotnull::text || ' ' || a.attisdropped::text || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
    from pg_attribute a join pg_class c on c.oid = a.attrelid
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where a.attnum > 0 and c.relnamespace in ${USER_SCHEMAS}
  union all select 'constraint ' || conrelid::regclass::text || ' ' || conname || ' ' || convalidated::text || ' '
      || pg_get_constraintdef(oid) from pg_constraint where connamespace in ${USER_SCHEMAS}
  union all select 'index ' || pg_get_indexdef(indexrelid) from pg_index i join pg_class c on c.oid = i.indexrelid
    where c.relnamespace in ${USER_SCHEMAS}
  union all select 'trigger ' || tgrelid::regclass::text || ' ' || tgname || ' ' || tgenabled::text from pg_trigger
    where not tgisinternal
  union all select 'function ' || oid::regprocedure::text || ' ' || md5(prosrc) from pg_proc
    where pronamespace in ${USER_SCHEMAS}
  union all select 'policy ' || polrelid::regclass::text || ' ' || polname from pg_policy
  union all select 'rule ' || ev_class::regclass::text || ' ' || rulename from pg_rewrite r join pg_class c on c.oid = r.ev_class
    where c.relnamespace in ${USER_SCHEMAS} and rulename <> '_RETURN'
  union all select 'type ' || oid::regtype::text from pg_type where typnamespace in ${USER_SCHEMAS} and typrelid = 0
  union all select 'extension ' || extname || ' ' || extversion from pg_extension
  union all select 'schema ' || nspname from pg_namespace
  union all select 'role ' || rolname from pg_roles
  union all select 'database ' || datname from pg_database${kind === 'postgres' ? ' where datname = current_database()' : ''}
) entries`;

async function rows<T>(database: Database, statement: string): Promise<T[]> {
  const result: unknown = await database.db.execute(sql.raw(statement));
  return (result as { rows: T[] }).rows;
}

async function readTemplateState(database: Database): Promise<TemplateState> {
  const [{ fingerprint } = { fingerprint: '' }] = await rows<{ fingerprint: string }>(
    database,
    schemaFingerprint(database.kind),
  );
  const tables = await rows<{ name: string }>(
    database,
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
     where schemaname not in ('pg_catalog', 'information_schema') and schemaname not like 'pg\\_%' order by 1`,
  );
  const emptied: string[] = [];
  const filled: string[] = [];
  for (const { name } of tables) {
    const [{ present } = { present: false }] = await rows<{ present: boolean }>(
      database,
      `select exists (select 1 from ${name}) as present`,
    );
    (present ? filled : emptied).push(name);
  }
  const sequences = await rows<{ name: string; start: string; last: string | null }>(
    database,
    `select format('%I.%I', schemaname, sequencename) as name, start_value::text as start, last_value::text as last
     from pg_sequences order by 1`,
  );
  const restore = sequences.map(({ name, start, last }) =>
    last === null ? `setval('${name}', ${start}, false)` : `setval('${name}', ${last}, true)`,
  );
  return {
    schema: fingerprint,
    emptied,
    filled,
    kept: await keptRows(database, filled),
    sequences: restore.length > 0 ? `select ${restore.join(', ')}` : '',
  };
}

async function keptRows(database: Database, tables: string[]): Promise<string> {
  if (tables.length === 0) return '';
  const parts = tables.map((name) => `(select coalesce(json_agg(t order by t::text), '[]')::text from ${name} t)`);
  const [row] = await rows<Record<string, string>>(database, `select concat_ws(E'\\n', ${parts.join(', ')}) as kept`);
  return row?.kept ?? '';
}

/** Puts a used copy back in the template's state; false when it cannot be (then it is closed). */
async function reset(database: Database, state: TemplateState): Promise<boolean> {
  // Fails inside a transaction a test left open; ends LISTENs, session settings, temporary tables, locks.
  await database.db.execute(sql.raw('discard all'));
  const [{ fingerprint } = { fingerprint: '' }] = await rows<{ fingerprint: string }>(
    database,
    schemaFingerprint(database.kind),
  );
  if (fingerprint !== state.schema) return false;
  if (state.emptied.length > 0) await database.db.execute(sql.raw(`truncate ${state.emptied.join(', ')}`));
  if (state.sequences) await database.db.execute(sql.raw(state.sequences));
  return (await keptRows(database, state.filled)) === state.kept;
}

/** Resolves with `promise`, or with `fallback` after `ms`. */
function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function openPooledPglite(template: Extract<TestDatabaseTemplate, { kind: 'pglite' }>) {
  const pool = idle.get(template.templateDir) ?? [];
  idle.set(template.templateDir, pool);
  let copy = pool.pop();
  if (!copy) {
    // In memory: on a data directory on disk, every page PGlite reads or writes is a file-system call
    // through Emscripten's NODEFS, about a seventh of the API tests' CPU.
    copy = { database: await openDatabase({ loadDataDir: templateDump(template.dumpFile) }) };
  }
  const fresh = copy;
  let state = templateStates.get(template.templateDir);
  if (!state) {
    state = readTemplateState(fresh.database);
    templateStates.set(template.templateDir, state);
  }
  const templateState = await state;
  const handle = handOut(fresh.database);

  async function discard() {
    await within(fresh.database.close(), 5_000, undefined).catch(() => undefined);
  }
  return {
    database: handle.database,
    async dropDatabase() {
      await handle.end();
      const clean = await within(
        reset(fresh.database, templateState).catch(() => false),
        10_000,
        false,
      );
      if (clean) pool.push(fresh);
      else await discard();
    },
  };
}

/**
 * One test's view of a pooled copy: the same database, until the test closes it; from then on every
 * query fails and the ping says down, as on a closed PGlite. Its LISTENs end when it is dropped.
 */
function handOut(shared: Database) {
  let closed = false;
  const listeners = new Set<() => Promise<void>>();
  const closedError = () => new Error('PGlite is closed');
  const db = new Proxy(shared.db, {
    get(target, property, receiver) {
      if (closed) throw closedError();
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  const database: Database = {
    db,
    kind: shared.kind,
    writes: shared.writes,
    migrate: () => (closed ? Promise.reject(closedError()) : shared.migrate()),
    ping: async () => !closed && shared.ping(),
    async listen(channel, onMessage) {
      if (closed) throw closedError();
      const stop = await shared.listen(channel, onMessage);
      const once = async () => {
        if (!listeners.delete(once)) return;
        await stop();
      };
      listeners.add(once);
      return once;
    },
    async close() {
      closed = true;
    },
  };
  return {
    database,
    async end() {
      closed = true;
      for (const stop of [...listeners]) await stop();
    },
  };
}

/**
 * Databases of the PostgreSQL run, kept per worker and handed out again once reset, as the PGlite copies
 * above. `create database … template` copies the template's 9 MB through the WAL (about 400 ms a copy on
 * the 2-core machine, most of the server's CPU in a run) and `drop database` deletes it again; a reset
 * ends the test's connections and puts the rows and sequences back as the template has them: 17
 * databases created in a run instead of about 260 (figures in bench/README.md).
 */
const idleDatabases = new Map<string, string[]>();

async function openPooledPostgres(template: Extract<TestDatabaseTemplate, { kind: 'postgres' }>) {
  const { serverUrl, templateName } = template;
  const pool = idleDatabases.get(templateName) ?? [];
  idleDatabases.set(templateName, pool);
  let name = pool.pop();
  if (!name) {
    name = `t_${randomUUID().replace(/-/g, '')}`;
    await adminQuery(serverUrl, `create database ${name} template ${templateName}`);
  }
  const url = databaseUrl(serverUrl, name);
  const database = await openDatabase({ databaseUrl: url });
  let state = templateStates.get(templateName);
  if (!state) {
    state = readTemplateState(database);
    templateStates.set(templateName, state);
  }
  const templateState = await state;
  const reused = name;
  return {
    database,
    url,
    async dropDatabase() {
      // Whatever the test left open (its app's pool, a LISTEN, a second server on `url`) ends here,
      // with its transactions, locks and session settings.
      await adminQuery(
        serverUrl,
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${reused}' and pid <> pg_backend_pid()`,
      );
      const clean = await resetPostgres(url, templateState).catch(() => false);
      if (clean) pool.push(reused);
      else await adminQuery(serverUrl, `drop database if exists ${reused} with (force)`);
    },
  };
}

/** Resets a database of the PostgreSQL run through a connection of its own; false when it cannot be. */
async function resetPostgres(url: string, state: TemplateState): Promise<boolean> {
  const database = await openDatabase({ databaseUrl: url });
  try {
    return await within(reset(database, state), 10_000, false);
  } finally {
    await database.close();
  }
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
