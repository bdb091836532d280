// Realism benchmark (issue 7): `npm run bench:realism`. Figures go to bench/README.md.
//
// Every meal of bench/realism-meals.ts goes through the food-name lookup and the portion solver,
// and the answer is scored by rules a dietitian would accept:
//   energy    the reported energy within ±1 % of the target;
//   servings  every portion inside the food's plausible serving range for the meal type
//             (packages/core/src/domain/servings.ts), eggs in whole units, beans in half ladles;
//   drinks    drinks and foods under 25 kcal/100 g at their usual serving (never used as filler);
//   plate     cooked rice about 1–3× the cooked beans by weight (0.85–3 after rounding to half ladles);
//   split     protein 25–35 %, carbs 35–50 %, fat 25–35 % of the energy (spec §5) whenever a plate
//             within those servings reaches them with a point to spare — judged here independently
//             of the solver, by a random search (40,000 plates per meal, scaled to the energy).
// Prints each failing meal with its reasons, the share of meals that pass, and the split error.
import os from 'node:os';
import { getFoodById } from '../packages/core/src/data/foods';
import type { FoodRecord } from '../packages/core/src/data/food-types';
import { findFoodName } from '../packages/core/src/domain/food-search';
import { idealRangeWarnings, macroSplit } from '../packages/core/src/domain/meal-analysis';
import { portionBoundsFor, solvePortions } from '../packages/core/src/domain/portion-solver';
import { servingProfile } from '../packages/core/src/domain/servings';
import type { MealType } from '../packages/core/src/schemas/planner';
import { REALISM_MEALS } from './realism-meals';

const SAMPLES = 40_000;
const MARGIN = 0.01;

/** Deterministic pseudo-random numbers (mulberry32), so every run scores the same plates. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function resolve(name: string): FoodRecord {
  const entry = findFoodName(name);
  const food = entry ? getFoodById(entry.foodId) : undefined;
  if (!food) throw new Error(`"${name}" is not in the food library`);
  return food;
}

/** Is there a plate within the servings, at the target energy, with every macro MARGIN inside its range? */
function splitReachable(foods: readonly FoodRecord[], mealType: MealType, target: number, seed: number): boolean {
  const bounds = portionBoundsFor(foods, mealType);
  const next = random(seed);
  const grams = new Array<number>(foods.length).fill(0);
  for (let sample = 0; sample < SAMPLES; sample += 1) {
    let fixedEnergy = 0;
    let movableEnergy = 0;
    bounds.forEach((b, i) => {
      const g = b.min + next() * (b.max - b.min);
      grams[i] = g;
      const e = ((foods[i]?.per100g.kcal ?? 0) * g) / 100;
      if (b.max > b.min) movableEnergy += e;
      else fixedEnergy += e;
    });
    if (movableEnergy <= 0) continue;
    // Scale the movable portions to the energy; keep the plate only if they stay in their ranges.
    const scale = (target - fixedEnergy) / movableEnergy;
    let inside = true;
    let energy = 0;
    const kcal = { carbs: 0, protein: 0, fat: 0 };
    bounds.forEach((b, i) => {
      const g = b.max > b.min ? (grams[i] ?? 0) * scale : (grams[i] ?? 0);
      if (g < b.min - 1e-9 || g > b.max + 1e-9) inside = false;
      const food = foods[i] as FoodRecord;
      energy += (food.per100g.kcal * g) / 100;
      kcal.carbs += (food.per100g.carbs * 4 * g) / 100;
      kcal.protein += (food.per100g.protein * 4 * g) / 100;
      kcal.fat += (food.per100g.fat * 9 * g) / 100;
    });
    if (!inside) continue;
    const share = (value: number) => value / energy;
    if (
      share(kcal.carbs) >= 0.35 + MARGIN &&
      share(kcal.carbs) <= 0.5 - MARGIN &&
      share(kcal.protein) >= 0.25 + MARGIN &&
      share(kcal.protein) <= 0.35 - MARGIN &&
      share(kcal.fat) >= 0.25 + MARGIN &&
      share(kcal.fat) <= 0.35 - MARGIN
    ) {
      return true;
    }
  }
  return false;
}

interface Outcome {
  label: string;
  pass: boolean;
  reasons: string[];
  reachable: boolean;
  splitInside: boolean;
  splitError: number;
  plate: string;
}

const outcomes: Outcome[] = [];
const started = performance.now();
REALISM_MEALS.forEach((meal, index) => {
  const foods = meal.foods.map(resolve);
  const label = `${meal.mealType} ${meal.kcal} kcal: ${meal.foods.join(', ')}`;
  const result = solvePortions({
    items: meal.foods.map((name, i) => ({ name, food: foods[i] as FoodRecord })),
    targetCalories: meal.kcal,
    mealType: meal.mealType,
  });
  const reachable = splitReachable(foods, meal.mealType, meal.kcal, 1000 + index);
  if (!result.ok) {
    outcomes.push({
      label,
      pass: false,
      reasons: [`sem resposta: ${result.message}`],
      reachable,
      splitInside: false,
      splitError: NaN,
      plate: '',
    });
    return;
  }
  const calc = result.calculation;
  const reasons: string[] = [];
  if (Math.abs(calc.totalCalories - meal.kcal) > meal.kcal * 0.01) reasons.push(`energia ${calc.totalCalories}`);
  const bounds = portionBoundsFor(foods, meal.mealType);
  calc.portions.forEach((portion, i) => {
    const food = foods[i] as FoodRecord;
    const profile = servingProfile(food, meal.mealType);
    const b = bounds[i];
    if (!b) return;
    if (portion.grams < b.min || portion.grams > b.max)
      reasons.push(`${portion.foodName} ${portion.grams} g fora de ${b.min}–${b.max} g`);
    if (profile.unitStep && food.kind === 'egg' && portion.grams % profile.step !== 0)
      reasons.push(`${portion.foodName}: fração de ovo`);
    if (profile.plate === 'beans' && portion.grams % 35 !== 0) reasons.push(`${portion.foodName}: não é meia concha`);
    // A drink or a food under 25 kcal/100 g keeps its usual serving unless the meal has nothing else.
    const otherFood = foods.some((f, j) => j !== i && servingProfile(f, meal.mealType).role !== 'fixed');
    if (profile.role === 'fixed' && otherFood && portion.grams !== profile.typical) {
      reasons.push(`${portion.foodName} usado para completar energia (${portion.grams} g)`);
    }
  });
  const rice = calc.portions.find((_, i) => servingProfile(foods[i] as FoodRecord, meal.mealType).plate === 'rice');
  const beans = calc.portions.find((_, i) => servingProfile(foods[i] as FoodRecord, meal.mealType).plate === 'beans');
  if (rice && beans && (rice.grams < 0.85 * beans.grams || rice.grams > 3 * beans.grams)) {
    reasons.push(`arroz ${rice.grams} g para feijão ${beans.grams} g`);
  }
  const warnings = idealRangeWarnings(calc).filter((name) => name !== 'fibras');
  const splitInside = warnings.length === 0;
  if (reachable && !splitInside) reasons.push(`divisão fora da faixa ideal (${warnings.join(', ')}) embora alcançável`);
  const split = macroSplit(calc);
  const splitError = (Math.abs(split.carbs - 40) + Math.abs(split.protein - 30) + Math.abs(split.fat - 30)) / 3;
  const plate = calc.portions.map((p) => `${p.foodName} ${p.grams} g`).join(', ');
  outcomes.push({ label, pass: reasons.length === 0, reasons, reachable, splitInside, splitError, plate });
});
const seconds = (performance.now() - started) / 1000;

const load = os
  .loadavg()
  .map((v) => v.toFixed(2))
  .join(' ');
console.log(
  `Realism bench · ${new Date().toISOString()} · Node ${process.version} · ${os.cpus().length} × ${os.cpus()[0]?.model.split(' ').slice(0, 2).join(' ')} · load ${load}`,
);
for (const outcome of outcomes) {
  console.log(`${outcome.pass ? 'PASS' : 'FAIL'}  ${outcome.label}`);
  console.log(`      ${outcome.plate}`);
  for (const reason of outcome.reasons) console.log(`      ✗ ${reason}`);
}
const passed = outcomes.filter((o) => o.pass).length;
const reachable = outcomes.filter((o) => o.reachable);
const answered = outcomes.filter((o) => Number.isFinite(o.splitError));
const meanError = answered.reduce((sum, o) => sum + o.splitError, 0) / Math.max(1, answered.length);
const reachableError =
  reachable.filter((o) => Number.isFinite(o.splitError)).reduce((sum, o) => sum + o.splitError, 0) /
  Math.max(1, reachable.length);
console.log('');
console.log(
  `meals: ${outcomes.length}; pass: ${passed} (${((passed / outcomes.length) * 100).toFixed(1)} %; target ≥ 95 %)`,
);
console.log(
  `split reachable within the servings: ${reachable.length}; inside the ideal ranges among them: ${reachable.filter((o) => o.splitInside).length}`,
);
console.log(`inside the ideal ranges overall: ${outcomes.filter((o) => o.splitInside).length} of ${outcomes.length}`);
console.log(
  `mean split error (mean |Δ| from 40/30/30, points): all meals ${meanError.toFixed(1)}, reachable meals ${reachableError.toFixed(1)}`,
);
console.log(`(${seconds.toFixed(1)} s including the reachability search)`);
process.exitCode = passed / outcomes.length >= 0.95 ? 0 : 1;
