/** A seeded generator (mulberry32): the same seed gives the same cases on every run. */
export interface Rng {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  uuid(): string;
  hex(length: number): string;
}

/** FNV-1a: turns a text (e.g. seed + operation) into a 32-bit seed. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function createRng(seed: number | string): Rng {
  let state = typeof seed === 'string' ? hashSeed(seed) : seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const hex = (length: number) => Array.from({ length }, () => int(0, 15).toString(16)).join('');
  return {
    next,
    int,
    hex,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[int(0, 3)]}${hex(3)}-${hex(12)}`,
  };
}

/** A deterministic sample of at most `count` items, keeping their order. */
export function sample<T>(items: readonly T[], count: number, rng: Rng): T[] {
  if (items.length <= count) return [...items];
  const indexes = items.map((_, index) => index);
  for (let index = indexes.length - 1; index > 0; index--) {
    const other = rng.int(0, index);
    [indexes[index], indexes[other]] = [indexes[other] as number, indexes[index] as number];
  }
  return indexes
    .slice(0, count)
    .sort((a, b) => a - b)
    .map((index) => items[index] as T);
}
