import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

/**
 * The real server in its own process, for the start/stop/lock tests: the bundle `npm run serve` runs,
 * built for this run by the global setup (scripts/build-api.mjs).
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export function startServer(dataDir: string, port: number, database: 'test' | 'pglite' = 'test') {
  const child = spawn(process.execPath, [inject('apiServerBundle')], {
    cwd: repoRoot,
    // Under scripts/with-postgres.mjs the server runs on that PostgreSQL server, otherwise on PGlite.
    env: {
      ...process.env,
      DATABASE_URL: database === 'test' ? (process.env.TEST_DATABASE_URL ?? '') : '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      WEB_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/**
 * Polls until the server answers or its process ends: how long a start takes depends on the machine
 * (a cold start runs initdb, the migrations and the seed), so only the test's own timeout bounds it.
 */
export async function waitForHealth(server: ReturnType<typeof startServer>, port: number): Promise<Response> {
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  for (;;) {
    try {
      return await fetch(`http://127.0.0.1:${port}/api/health`);
    } catch {
      if (exitCode !== undefined) throw new Error(`server exited (${exitCode}) before answering:\n${server.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
