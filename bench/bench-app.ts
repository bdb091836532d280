// Shared setup of the API benchmarks: the real app on a fresh embedded database, one signed-up user.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../apps/api/src/app';
import { openDatabase, type Database } from '../apps/api/src/db/client';
import { loadEnv } from '../apps/api/src/env';

export const BENCH_USER = { email: 'bench@example.com', password: 'segredo1' };

/** Runs autocannon (10 connections, 10 s unless overridden) and prints one line of figures. */
export async function load(title: string, options: autocannon.Options): Promise<void> {
  const result = await autocannon({ connections: 10, duration: 10, ...options });
  console.log(
    `${title.padEnd(44)} ${Math.round(result.requests.average).toString().padStart(6)} req/s  ` +
      `p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  erros ${result.errors + result.non2xx}`,
  );
}

export interface BenchApp {
  address: string;
  database: Database;
  userId: string;
  /** The signed-up user's session cookie (`name=value`). */
  cookie: string;
}

/** Starts the app, signs up BENCH_USER, runs `work`, then stops everything and removes the data. */
export async function withBenchApp(prefix: string, work: (bench: BenchApp) => Promise<void>): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const database = await openDatabase({ dataDir });
  await database.migrate();
  const started = Date.now();
  const app = await buildApp({
    env: loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' }),
    database,
    authSecret: 'b'.repeat(48),
    logger: false,
  });
  console.log(`Node ${process.version}, ${os.cpus().length} CPUs, PGlite em ${dataDir}`);
  console.log(`buildApp: ${Date.now() - started} ms`);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const reg = await fetch(`${address}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        fullName: 'Bench Mark',
        ...BENCH_USER,
        confirmPassword: BENCH_USER.password,
        acceptTerms: true,
      }),
    });
    const { user } = (await reg.json()) as { user: { id: string } };
    const cookie = reg.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    await work({ address, database, userId: user.id, cookie });
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function runBench(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
