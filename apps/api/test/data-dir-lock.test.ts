import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../src/db/data-dir-lock';

const ownerOf = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as { pid: number };

test('the data directory lock refuses a live owner and takes over a stale one', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'prato-lock-'));
  const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
  try {
    const lock = lockDataDir(dir);
    expect(ownerOf(lock.file).pid).toBe(process.pid);
    // A second open of the same directory, even in this process, is refused with the clear message.
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`já está em uso por outro processo do Prato Certo (pid ${process.pid})`);
    lock.release();

    // A lock left by a process that no longer exists (kill -9) is stale: taken over.
    const gone = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
    const file = path.join(dir, 'prato.lock');
    writeFileSync(file, JSON.stringify({ pid: Number(gone.stdout.trim()), start: null }));
    const afterCrash = lockDataDir(dir);
    expect(ownerOf(file).pid).toBe(process.pid);
    afterCrash.release();

    // Our own pid in a lock we never took is a previous life of this pid (a restarted container).
    writeFileSync(file, JSON.stringify({ pid: process.pid, start: 'another-start' }));
    lockDataDir(dir).release();

    // A live process of another pid holds it: refused, and its lock is left in place.
    writeFileSync(file, JSON.stringify({ pid: sleeper.pid, start: null }));
    expect(() => lockDataDir(dir)).toThrow(`(pid ${sleeper.pid})`);
    expect(ownerOf(file).pid).toBe(sleeper.pid);
    // The same pid with another start time (read from Linux's /proc) is a reused pid, not the owner: stale.
    writeFileSync(file, JSON.stringify({ pid: sleeper.pid, start: '1' }));
    lockDataDir(dir).release();
  } finally {
    sleeper.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
});
