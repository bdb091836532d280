import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, inject, onTestFinished, test } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function startServer(dataDir: string, port: number, database: 'test' | 'pglite' = 'test') {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
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
async function waitForHealth(server: ReturnType<typeof startServer>, port: number): Promise<Response> {
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

test('the server migrates an empty DATA_DIR, keeps a generated secret, and stops cleanly on SIGTERM', async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'prato-server-'));
  const started: ReturnType<typeof startServer>[] = [];
  // Runs after a failure or a timeout too: no server is left running on the removed directory.
  onTestFinished(async () => {
    for (const server of started) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await Promise.all(started.map((server) => server.exited));
    rmSync(dataDir, { recursive: true, force: true });
  });
  const port = await freePort();
  const first = startServer(dataDir, port);
  started.push(first);
  expect(((await (await waitForHealth(first, port)).json()) as { database: string }).database).toBe('up');
  const secretFile = path.join(dataDir, 'auth-secret');
  expect(statSync(secretFile).mode & 0o777).toBe(0o600);

  const register = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      fullName: 'Ana Souza',
      email: 'ana@example.com',
      password: 'segredo1',
      confirmPassword: 'segredo1',
      acceptTerms: true,
    }),
  });
  expect(register.status).toBe(201);
  const cookie = register.headers.getSetCookie()[0]?.split(';')[0] ?? '';

  first.child.kill('SIGTERM');
  expect(await first.exited).toBe(0);
  expect(first.output()).toContain('shutting down');

  // The same data and secret after a restart: the account and its session survive.
  const second = startServer(dataDir, port);
  started.push(second);
  await waitForHealth(second, port);
  const session = await fetch(`http://127.0.0.1:${port}/api/auth/session`, { headers: { cookie } });
  expect(session.status).toBe(200);
  expect(((await session.json()) as { user: { email: string } }).user.email).toBe('ana@example.com');
  second.child.kill('SIGTERM');
  expect(await second.exited).toBe(0);
}, 240_000);

test('a second server on the same PGlite DATA_DIR is refused; after kill -9 of the first a new one starts', async () => {
  // The lock concerns the embedded database only, so this runs on PGlite under both test runs.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'prato-server-lock-'));
  // The cold start of an empty DATA_DIR is the first test's subject; on the PGlite run this one starts
  // from a copy of the run's migrated template (DATA_DIR/pglite), so its three starts are warm ones.
  const template = inject('apiTestDatabase');
  if (template.kind === 'pglite') cpSync(template.templateDir, dataDir, { recursive: true });
  const children: ChildProcess[] = [];
  try {
    const port = await freePort();
    const first = startServer(dataDir, port, 'pglite');
    children.push(first.child);
    await waitForHealth(first, port);

    const secondPort = await freePort();
    const second = startServer(dataDir, secondPort, 'pglite');
    children.push(second.child);
    const outcome = await Promise.race([
      second.exited.then((code) => ({ exitCode: code })),
      waitForHealth(second, secondPort).then(
        () => 'second server started on the same DATA_DIR',
        // It exited: the other branch of the race has the exit code.
        () => new Promise<never>(() => {}),
      ),
    ]);
    expect(outcome).toEqual({ exitCode: 1 });
    expect(second.output()).toContain(`já está em uso por outro processo do Prato Certo (pid ${first.child.pid})`);
    expect(second.output()).toContain('is already in use by another Prato Certo process');
    // The first one never noticed.
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

    // kill -9 leaves the lock file behind; its process is gone, so the next start takes it over.
    first.child.kill('SIGKILL');
    await first.exited;
    const third = startServer(dataDir, port, 'pglite');
    children.push(third.child);
    expect(((await (await waitForHealth(third, port)).json()) as { database: string }).database).toBe('up');
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  } finally {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 300_000);
