import { readFileSync } from 'node:fs';

/**
 * The shipped TACO table read on its own, for tests that check the library against it without going
 * through the code under test: a row, and a registry nutrient's value as TACO states it.
 */
export interface TacoRow {
  id: number;
  markers?: Record<string, string>;
  [field: string]: unknown;
}

const taco = JSON.parse(readFileSync(new URL('./sources/taco.json', import.meta.url), 'utf8')) as {
  foods: TacoRow[];
};

export function tacoRow(id: number): TacoRow {
  const row = taco.foods.find((food) => food.id === id);
  if (!row) throw new Error(`TACO ${id} missing`);
  return row;
}

/** The sum of TACO's columns for one nutrient: a number, 0 for `Tr`/`NA`, else unknown (null). */
export function tacoAmount(row: TacoRow, fields: readonly string[]): number | null {
  let sum = 0;
  for (const field of fields) {
    const value = row[field];
    if (typeof value === 'number') sum += value;
    else if (row.markers?.[field] === 'Tr' || row.markers?.[field] === 'NA') continue;
    else return null;
  }
  return sum;
}

/** Deterministic pseudo-random numbers (mulberry32), so a sample is the same on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
