// Portion solver latency: `node --import tsx bench/solver.ts`. Figures go to bench/README.md.
import os from 'node:os';
import { portionBoundsFor, solvePortions, type SolveInput } from '../packages/core/src/domain/portion-solver';
import { FOOD_POOL } from '../packages/core/src/domain/portion-solver.fixtures';

const WARMUP_RUNS = 500;
const MEASURED_RUNS = 5000;

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
}

/** Targets spread evenly over the energy range the foods can reach, so every run is solvable. */
function inputs(foodCount: number): SolveInput[] {
  const foods = FOOD_POOL.slice(0, foodCount);
  const items = foods.map((food) => ({ name: food.name, food }));
  const bounds = portionBoundsFor(foods, 'lunch');
  const energyAt = (pick: 'min' | 'max') =>
    foods.reduce((sum, food, i) => sum + (food.per100g.kcal * (bounds[i]?.[pick] ?? 0)) / 100, 0);
  const low = energyAt('min');
  const high = energyAt('max');
  return Array.from({ length: 97 }, (_, k) => ({
    items,
    targetCalories: Math.round(low + ((high - low) * (k + 1.5)) / 100),
    mealType: 'lunch' as const,
  }));
}

function run(foodCount: number): void {
  const cases = inputs(foodCount);
  let failures = 0;
  for (let i = 0; i < WARMUP_RUNS; i += 1) solvePortions(cases[i % cases.length] as SolveInput);
  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (let i = 0; i < MEASURED_RUNS; i += 1) {
    const input = cases[i % cases.length] as SolveInput;
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    const result = solvePortions(input);
    times.push(performance.now() - start);
    const cpu = process.cpuUsage(cpuStart);
    cpuTimes.push((cpu.user + cpu.system) / 1000);
    if (!result.ok) failures += 1;
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  const low = cases[0]?.targetCalories ?? 0;
  const high = cases[cases.length - 1]?.targetCalories ?? 0;
  console.log(
    `${String(foodCount).padStart(2)} alimentos (${low}–${high} kcal, ${MEASURED_RUNS} execuções): ` +
      `p50 ${percentile(times, 0.5).toFixed(3)} ms  p99 ${percentile(times, 0.99).toFixed(3)} ms  ` +
      `máx ${(times[times.length - 1] ?? Number.NaN).toFixed(3)} ms  sem solução ${failures}`,
  );
  // CPU time of the process during each call: not inflated when other processes take the CPU.
  console.log(
    `   tempo de CPU: p50 ${percentile(cpuTimes, 0.5).toFixed(3)} ms  p99 ${percentile(cpuTimes, 0.99).toFixed(3)} ms  ` +
      `máx ${(cpuTimes[cpuTimes.length - 1] ?? Number.NaN).toFixed(3)} ms`,
  );
}

console.log(
  `Node ${process.version}, ${os.cpus().length} CPUs, ${os.cpus()[0]?.model ?? ''}, carga ${os.loadavg()[0]?.toFixed(1)}`,
);
run(5);
run(20);
