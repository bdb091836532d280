import { rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, onTestFinished, test } from 'vitest';
import { scratchDir } from '../../../scripts/scratch-dir.mjs';
import { freePort, startServer, waitForHealth } from './server-process';

test('the server migrates an empty DATA_DIR, keeps a generated secret, and stops cleanly on SIGTERM', async () => {
  const dataDir = scratchDir('prato-server-');
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
