import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The embedded database's directory is already used by a live process. */
export class DataDirLockedError extends Error {}

interface Owner {
  pid: number;
  /** Start time of the process (Linux /proc), to tell a live owner from a new process that reuses its pid. */
  start: string | null;
}

export interface DataDirLock {
  file: string;
  release(): void;
}

/** Lock files this process holds: a second open of the same directory in one process is refused too. */
const held = new Set<string>();

function processStart(pid: number): string | null {
  try {
    // Field 22 of /proc/<pid>/stat (after the parenthesised command name): start time in clock ticks.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function readOwner(file: string): Owner | null {
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as Partial<Owner>;
    return typeof value.pid === 'number' ? { pid: value.pid, start: value.start ?? null } : null;
  } catch {
    return null;
  }
}

function isAlive(owner: Owner, file: string): boolean {
  // Our own pid in a lock we do not hold is a previous life of this pid (a container restarted after kill -9).
  if (owner.pid === process.pid) return held.has(file);
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const start = processStart(owner.pid);
  return !(owner.start && start && owner.start !== start);
}

const lockedMessage = (dir: string, pid: number) =>
  `DATA_DIR ${dir} já está em uso por outro processo do Prato Certo (pid ${pid}); pare-o antes de iniciar outro. ` +
  `DATA_DIR ${dir} is already in use by another Prato Certo process (pid ${pid}); stop it before starting another.`;

/**
 * Takes the exclusive lock of an embedded database directory: a file holding the owner's pid, created
 * atomically (written aside, then hard-linked into place, which fails when it exists). A lock whose
 * process is gone (kill -9, crash, reboot) is stale and taken over; a live owner makes this throw.
 */
export function lockDataDir(dir: string): DataDirLock {
  const file = path.join(path.resolve(dir), 'prato.lock');
  const me: Owner = { pid: process.pid, start: processStart(process.pid) };
  const pending = `${file}.${process.pid}.${Date.now()}`;
  writeFileSync(pending, JSON.stringify(me), { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        linkSync(pending, file);
        held.add(file);
        return { file, release: () => release(file) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const owner = readOwner(file);
      if (owner && isAlive(owner, file)) throw new DataDirLockedError(lockedMessage(dir, owner.pid));
      if (!owner && attempt === 0) continue; // removed meanwhile by its owner: try again
      takeOverStale(file, owner);
    }
    throw new DataDirLockedError(lockedMessage(dir, readOwner(file)?.pid ?? 0));
  } finally {
    unlinkSync(pending);
  }
}

/**
 * Moves a stale lock aside atomically, then checks that what was moved is the stale lock judged dead:
 * when two processes take over the same stale lock at once, the second may move the first one's fresh
 * lock, which is put back (and the caller, finding it again, is refused).
 */
function takeOverStale(file: string, judged: Owner | null) {
  const aside = `${file}.stale.${process.pid}.${Date.now()}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = readOwner(aside);
  if (moved && (moved.pid !== judged?.pid || moved.start !== judged.start)) {
    try {
      linkSync(aside, file);
    } catch {
      // Someone else holds it now; the moved lock was theirs to lose.
    }
  }
  unlinkSync(aside);
}

function release(file: string) {
  if (!held.delete(file)) return;
  const owner = readOwner(file);
  if (owner?.pid === process.pid) unlinkSync(file);
}
