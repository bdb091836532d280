import type { PGlite } from '@electric-sql/pglite';

/**
 * Tells whether anything may have been written to an embedded database since a given moment: its
 * generation changes when a statement that may write starts and again when it ends (decision 017).
 */
export interface WriteClock {
  generation(): number;
}

const SELECT = /^\s*select\b/i;
// A select that inserts, locks rows or moves a sequence is counted as a write.
const WRITING =
  /\b(insert|update|delete|merge|into|nextval|setval|for\s+(update|share|no\s+key\s+update|key\s+share))\b/i;

/** False only for a plain `select` (conservative: a `with … select` counts as a write). */
export function mayWrite(statement: string): boolean {
  return !SELECT.test(statement) || WRITING.test(statement);
}

/**
 * Watches every statement sent to `client` (drizzle, better-auth, migrations, tests: all of them go
 * through `query`, `exec` or `transaction`). Only sound for an embedded database: no other process can
 * write to it (the data directory is locked, see data-dir-lock.ts).
 */
export function watchWrites(client: PGlite): WriteClock {
  let generation = 0;
  const bump = () => {
    generation += 1;
  };
  function around<T>(writes: boolean, run: () => Promise<T>): Promise<T> {
    if (!writes) return run();
    bump();
    return run().finally(bump);
  }
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((text: string, params?: unknown[], options?: Parameters<PGlite['query']>[2]) =>
    around(mayWrite(text), () => query(text, params, options))) as PGlite['query'];
  client.exec = ((text: string, options?: Parameters<PGlite['exec']>[1]) =>
    around(true, () => exec(text, options))) as PGlite['exec'];
  client.transaction = ((callback: Parameters<PGlite['transaction']>[0]) =>
    around(true, () => transaction(callback))) as PGlite['transaction'];
  return { generation: () => generation };
}
