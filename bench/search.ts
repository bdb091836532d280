// Food name search speed: `node --import tsx bench/search.ts`. Target: ≤ 1 ms per query.
import os from 'node:os';
import { FOOD_NAMES } from '../packages/core/src/data/food-names';
import type { FoodName } from '../packages/core/src/data/food-types';
import { searchFoodNames } from '../packages/core/src/domain/food-search';

const MIN_NAMES = 3000;
const ROUNDS = 20;

/** The library's names plus generated variants ("arroz branco caseiro", …) up to MIN_NAMES. */
function benchNames(): FoodName[] {
  const suffixes = ['caseiro', 'light', 'orgânico', 'congelado', 'temperado', 'da feira', 'integral', 'sem sal'];
  const names: FoodName[] = [...FOOD_NAMES];
  for (let i = 0; names.length < MIN_NAMES; i += 1) {
    const base = FOOD_NAMES[i % FOOD_NAMES.length];
    const suffix = suffixes[Math.floor(i / FOOD_NAMES.length) % suffixes.length];
    if (base && suffix) names.push({ ...base, name: `${base.name} ${suffix}` });
  }
  return names;
}

/** What people type: prefixes of everyday names (1 to 12 letters), misspelled accents, other words. */
function benchQueries(): string[] {
  const queries: string[] = [];
  const everyday = FOOD_NAMES.filter((n) => n.type === 'alias');
  for (let i = 0; i < everyday.length && queries.length < 300; i += 3) {
    const name = everyday[i]?.name ?? '';
    queries.push(name.slice(0, 1 + (i % 12)));
  }
  queries.push(
    'feijao',
    'FRANGO',
    'peito grelhado',
    'arroz tipo 1',
    'branco',
    'cozido',
    'de',
    'xyz',
    'a',
    'pao frances',
  );
  return queries;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const names = benchNames();
const queries = benchQueries();
searchFoodNames('aquecimento', names); // builds and caches the index once, as the app does
for (const q of queries) searchFoodNames(q, names); // warm-up

const times: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  for (const q of queries) {
    const start = process.hrtime.bigint();
    searchFoodNames(q, names);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
}
times.sort((a, b) => a - b);
const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
console.log(
  `Node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]?.toFixed(1)} (p99 suffers when the machine is busy)`,
);
console.log(`${names.length} names, ${queries.length} queries × ${ROUNDS} rounds = ${times.length} searches`);
console.log(
  `mean ${mean.toFixed(3)} ms  p50 ${percentile(times, 50).toFixed(3)} ms  p99 ${percentile(times, 99).toFixed(3)} ms  max ${times[times.length - 1]?.toFixed(3)} ms`,
);
console.log(mean <= 1 && percentile(times, 99) <= 1 ? 'OK: ≤ 1 ms por busca' : 'ACIMA da meta de 1 ms');
