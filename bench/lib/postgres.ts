// A throwaway PostgreSQL cluster for the benchmarks and the harness: initdb in a temp dir, one
// server on a free 127.0.0.1 port, DURABLE settings (fsync, synchronous_commit and full_page_writes
// on, unlike scripts/with-postgres.mjs which turns them off for test speed). As root, the cluster
// runs as the 'postgres' system user (initdb refuses root), as in scripts/with-postgres.mjs.
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ensurePostgresBin, userExists } from '../../scripts/system-deps.mjs';
import { freePort } from './net';

export interface PostgresCluster {
  /** e.g. "PostgreSQL 15.14" */
  version: string;
  port: number;
  /** URL of the cluster's `postgres` database (superuser, trust auth on 127.0.0.1). */
  adminUrl: string;
  /** Creates an empty database and returns its URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server and removes its directory (unless keep). */
  stop(): void;
}

export async function startPostgres(
  options: {
    keep?: boolean;
    /** Extra `name=value` settings after the durable ones (diagnosis only). */ settings?: string[];
  } = {},
): Promise<PostgresCluster> {
  const bin = ensurePostgresBin();
  const runAs = process.getuid?.() === 0 ? 'postgres' : null;
  if (runAs && !userExists(runAs)) {
    throw new Error("running as root but the 'postgres' system user does not exist; install the postgresql package");
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'prato-bench-pg-'));
  chmodSync(dir, 0o755);
  const dataDir = path.join(dir, 'data');
  if (runAs) {
    const uid = Number(spawnSync('id', ['-u', runAs]).stdout.toString().trim());
    const gid = Number(spawnSync('id', ['-g', runAs]).stdout.toString().trim());
    chownSync(dir, uid, gid);
  }

  const run = (tool: string, args: string[], allowFailure = false) => {
    const full = path.join(bin, tool);
    const [cmd, cmdArgs] = runAs ? ['runuser', ['-u', runAs, '--', full, ...args]] : [full, args];
    const result = spawnSync(cmd, cmdArgs, { encoding: 'utf8' });
    if (result.status !== 0 && !allowFailure) {
      throw new Error(`${tool} failed (exit ${result.status}): ${result.stdout}${result.stderr}`);
    }
    return result;
  };

  const port = await freePort();
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale']);
  const settings = [
    '-c listen_addresses=127.0.0.1',
    `-p ${port}`,
    `-k ${dir}`,
    '-c fsync=on',
    '-c synchronous_commit=on',
    '-c full_page_writes=on',
    '-c max_connections=200',
    ...(options.settings ?? []).map((setting) => `-c ${setting}`),
  ].join(' ');
  run('pg_ctl', ['-D', dataDir, '-o', settings, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  const version = run('postgres', ['--version'])
    .stdout.trim()
    .replace(/^postgres \(PostgreSQL\) /, 'PostgreSQL ');
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;

  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop'], true);
    if (options.keep) console.log(`[pg] kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stop);

  return {
    version,
    port,
    adminUrl,
    async createDatabase(name) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name: ${name}`);
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`create database ${name}`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    stop,
  };
}
