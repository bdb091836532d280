import { accessSync, constants, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A new private directory for a test run's databases, in RAM (`/dev/shm`) when the machine has it. The
 * databases create and delete files all the time (PostgreSQL's TRUNCATE and its databases, PGlite's WAL
 * segments); on the disk's ext4 each new file searches the inode tables for a slot, which took most of
 * the PostgreSQL server's CPU in a test run. A tmpfs has none of that, and nothing there is ever fsynced.
 */
export function scratchDir(prefix) {
  return mkdtempSync(path.join(scratchBase(), prefix));
}

/** `/dev/shm` when it is a directory this process may write to, else the OS's temporary directory. */
function scratchBase() {
  try {
    accessSync('/dev/shm', constants.W_OK);
    return '/dev/shm';
  } catch {
    return os.tmpdir();
  }
}
