import { type ChildProcess } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { expect, inject, test } from 'vitest';
import { scratchDir } from '../../../scripts/scratch-dir.mjs';
import { freePort, startServer, waitForHealth } from './server-process';

// The lock concerns the embedded database only: the PostgreSQL run leaves this file out
// (apps/api/vitest.config.ts).
test('a second server on the same PGlite DATA_DIR is refused; after kill -9 of the first a new one starts', async () => {
  const dataDir = scratchDir('prato-server-lock-');
  // The cold start of an empty DATA_DIR is server.test.ts's subject; this one starts
  // from a copy of the run's migrated template (DATA_DIR/pglite), so its three starts are warm ones.
  const template = inject('apiTestDatabase');
  if (template.kind !== 'pglite') throw new Error('server-lock.test.ts runs on the PGlite template only');
  cpSync(template.templateDir, dataDir, { recursive: true });
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
