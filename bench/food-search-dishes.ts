// Food search with the built-in dishes (issue 34), per keystroke: `node --import tsx bench/food-search-dishes.ts`.
// Target: ≤ 1 ms per keystroke. Each dish name (and each everyday name) is typed letter by letter,
// and every prefix is one search of the whole catalogue of names, as the planner and the diary search
// on each keystroke (the browser's bundled list; the API's library part is the same function).
import os from 'node:os';
import { DISH_NAMES } from '../packages/core/src/data/dish-names';
import { FOOD_NAMES } from '../packages/core/src/data/food-names';
import { searchFoodNames } from '../packages/core/src/domain/food-search';

const ROUNDS = 5;

/** Every prefix of every dish name, then of every 4th everyday name: what the fingers produce. */
function keystrokes(): string[] {
  const typed: string[] = [];
  const words = [
    ...DISH_NAMES.map(([name]) => name),
    ...FOOD_NAMES.filter((n, i) => n.type === 'alias' && i % 4 === 0).map((n) => n.name),
  ];
  for (const word of words) for (let end = 1; end <= word.length; end += 1) typed.push(word.slice(0, end));
  return typed;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const typed = keystrokes();
searchFoodNames('aquecimento'); // builds and caches the index once, as the app does
for (const q of typed) searchFoodNames(q); // warm-up

const times: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  for (const q of typed) {
    const start = process.hrtime.bigint();
    searchFoodNames(q);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
}
times.sort((a, b) => a - b);
const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
const types = FOOD_NAMES.reduce<Record<string, number>>(
  (count, n) => ({ ...count, [n.type]: (count[n.type] ?? 0) + 1 }),
  {},
);
console.log(
  `Node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]?.toFixed(1)} (p99 suffers when the machine is busy)`,
);
console.log(
  `${FOOD_NAMES.length} names (${Object.entries(types)
    .map(([type, n]) => `${n} ${type}`)
    .join(', ')}), ${typed.length} keystrokes × ${ROUNDS} rounds = ${times.length} searches`,
);
console.log(
  `mean ${mean.toFixed(3)} ms  p50 ${percentile(times, 50).toFixed(3)} ms  p99 ${percentile(times, 99).toFixed(3)} ms  max ${times[times.length - 1]?.toFixed(3)} ms`,
);
console.log(mean <= 1 && percentile(times, 99) <= 1 ? 'OK: ≤ 1 ms por tecla' : 'ACIMA da meta de 1 ms por tecla');
