/**
 * Portion solver (spec §1, §2 Meal planner, §3 "AI calculation response", §9 Planner): chooses the
 * grams of each food from its measured composition (TACO) so that the meal has the target energy
 * and comes as close as the foods allow to the 40/30/30 carbs/protein/fat split. No LLM involved.
 *
 * 1. Continuous problem, a strictly convex quadratic program solved exactly with `quadprog`:
 *    minimise Σₖ ((kcalₖ − shareₖ·(kcal_carbs + kcal_protein + kcal_fat)) / T)²
 *             + λ Σᵢ ((gramsᵢ − typicalᵢ) / rangeᵢ)²
 *    subject to Σᵢ TACO kcalᵢ·gramsᵢ = T and minᵢ ≤ gramsᵢ ≤ maxᵢ (realistic bounds per kind),
 *    macro energies by 4/4/9 kcal per gram.
 *    Why shares and not absolute grams (carbs 0.40·T/4…): TACO's kcal differ from 4/4/9 by a few
 *    percent per food (fibre, specific Atwater factors), so pinning both the TACO energy and the
 *    three absolute targets over-constrains the meal and pushes it to odd portions (275 g of beans
 *    and 75 g of rice for a 600 kcal lunch). Targeting the split leaves room for the regulariser,
 *    which is tiny (it only breaks ties) and prefers portions near a typical serving; the macro
 *    grams still land within a few percent of 0.40·T/4, 0.30·T/4 and 0.30·T/9.
 * 2. Rounding: grams go to the kind's practical step (5 g; 1 g for oil, sugar, nuts, other), and
 *    the reported energy (sum of the portions' 1-decimal kcal) must be within ±1 % of T.
 *    With up to 7 foods every grid point within ±K steps of the rounded optimum is examined;
 *    with more, or when none is in the window, single and paired step moves repair the energy,
 *    then a wider two-item search, then a 1 g adjustment of one item; if none reaches the window,
 *    the target is ENERGY_UNREACHABLE.
 * 3. Local search: single steps and energy-neutral trades between two items that keep the window
 *    and lower the objective, until none does.
 * Deterministic: same input, same output. Server-side only (quadprog); the browser uses
 * meal-analysis.ts.
 */
import type { FoodKind, FoodRecord } from '../data/food-types';
import type { MealCalculation, MealType, Portion } from '../schemas/planner';
import {
  IDEAL_MACRO_RANGES,
  IDEAL_MIN_FIBER_GRAMS,
  KCAL_PER_GRAM,
  TARGET_MACRO_SPLIT,
  round1,
  summarizePortions,
  type MealSummary,
} from './meal-analysis';
import { describeHomeMeasure } from './household-measure';
import { solveQuadraticProgram } from './quadratic-program';

export interface PortionBounds {
  /** Smallest realistic portion in grams (0 when the food may be left out, e.g. oil). */
  min: number;
  /** Largest realistic portion in grams for one meal. */
  max: number;
  /** A usual serving, only used to break ties between equally good answers. */
  typical: number;
  /** Practical rounding step in grams. */
  step: number;
}

/**
 * Realistic grams per food kind for one meal. Minimums are the smallest amount worth listing
 * (a few leaves, a slice of bread, one small egg); maximums a generous single plate (e.g. 250 g of
 * meat, 300 g of cooked rice, 20 g ≈ 2 tablespoons of oil). Oil, sugar and "other" (sauces,
 * spices) may be 0 g: they are optional additions. Steps of 5 g match kitchen scales and household
 * measures; dense foods whose 5 g already change the energy a lot (oil, sugar, nuts, sauces) use 1 g.
 */
export const PORTION_BOUNDS: Record<FoodKind, PortionBounds> = {
  oil: { min: 0, max: 20, typical: 5, step: 1 },
  leafy: { min: 20, max: 150, typical: 50, step: 5 },
  vegetable: { min: 30, max: 200, typical: 100, step: 5 },
  meat: { min: 60, max: 250, typical: 120, step: 5 },
  fish: { min: 60, max: 250, typical: 120, step: 5 },
  egg: { min: 50, max: 150, typical: 100, step: 5 },
  grain: { min: 30, max: 300, typical: 150, step: 5 },
  tuber: { min: 30, max: 300, typical: 150, step: 5 },
  legume: { min: 30, max: 300, typical: 100, step: 5 },
  bread: { min: 25, max: 150, typical: 50, step: 5 },
  fruit: { min: 50, max: 250, typical: 120, step: 5 },
  dairy: { min: 100, max: 300, typical: 200, step: 5 },
  cheese: { min: 15, max: 80, typical: 30, step: 5 },
  nut: { min: 10, max: 40, typical: 20, step: 1 },
  sugar: { min: 0, max: 30, typical: 5, step: 1 },
  beverage: { min: 100, max: 400, typical: 200, step: 5 },
  other: { min: 0, max: 30, typical: 5, step: 1 },
};

/** The reported total energy must be within this fraction of the target. */
export const ENERGY_TOLERANCE = 0.01;

/** Weight of the tie-breaking regulariser; small next to a 1-percentage-point macro deviation (1e-4). */
const REGULARIZER = 1e-6;
/** Largest 1 g adjustment tried on one item when the step grid cannot hit the energy window. */
const FINE_ADJUST_MAX_GRAMS = 10;
/** Steps per item tried on up to two items when single and paired steps cannot close the gap. */
const WIDE_SEARCH_STEPS = 6;
/** Steps tried for the first item of an energy-neutral trade during the local search. */
const TRADE_STEPS = [1, -1] as const;
const MAX_REPAIR_MOVES = 200;
const MAX_POLISH_MOVES = 200;
/** A local-search move must lower the objective by this much (about 0.03 percentage point²). */
const IMPROVEMENT_EPSILON = 1e-7;
/** Grid points examined around the rounded optimum when there are few foods ((2K+1)ⁿ at most). */
const NEIGHBOURHOOD_BUDGET = 4096;
const MAX_NEIGHBOURHOOD_RADIUS = 4;

/** The largest K ≤ 4 with (2K+1)ⁿ within the budget; 0 when even K = 1 exceeds it (n ≥ 8). */
function neighbourhoodRadius(n: number): number {
  for (let k = MAX_NEIGHBOURHOOD_RADIUS; k >= 1; k -= 1) {
    if ((2 * k + 1) ** n <= NEIGHBOURHOOD_BUDGET) return k;
  }
  return 0;
}

export interface SolveInput {
  /** `name` is what the user picked (e.g. 'arroz branco') and becomes the portion's foodName. */
  items: { name: string; food: FoodRecord }[];
  targetCalories: number;
  mealType: MealType;
}

export type SolveErrorCode = 'ENERGY_UNREACHABLE' | 'NO_FOODS';
export type SolveResult =
  { ok: true; calculation: MealCalculation } | { ok: false; code: SolveErrorCode; message: string };

const MACROS = ['carbs', 'protein', 'fat'] as const;
type Macro = (typeof MACROS)[number];

interface Item {
  food: FoodRecord;
  name: string;
  bounds: PortionBounds;
  /** kcal per gram (TACO). */
  energy: number;
  /** kcal per gram supplied by each macro, by 4/4/9. */
  macroKcal: Record<Macro, number>;
}

const kcalFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const formatKcal = (value: number): string => `${kcalFormat.format(value)} kcal`;

/** Reported calories of a portion in tenths of kcal: an integer, so the energy window has no float drift. */
const portionTenths = (food: FoodRecord, grams: number): number => Math.round((food.per100g.kcal * grams) / 10);
/** Reported calories of a portion, exactly as its Portion carries them (1 decimal). */
const portionCalories = (food: FoodRecord, grams: number): number => portionTenths(food, grams) / 10;

export function solvePortions(input: SolveInput): SolveResult {
  if (input.items.length === 0) {
    return { ok: false, code: 'NO_FOODS', message: 'Adicione pelo menos um alimento para calcular as porções.' };
  }
  const target = input.targetCalories;
  if (!Number.isFinite(target) || target <= 0) {
    return { ok: false, code: 'ENERGY_UNREACHABLE', message: 'A meta de calorias deve ser maior que zero.' };
  }

  const items: Item[] = input.items.map(({ name, food }) => ({
    food,
    name,
    bounds: PORTION_BOUNDS[food.kind],
    energy: food.per100g.kcal / 100,
    macroKcal: {
      carbs: (food.per100g.carbs * KCAL_PER_GRAM.carbs) / 100,
      protein: (food.per100g.protein * KCAL_PER_GRAM.protein) / 100,
      fat: (food.per100g.fat * KCAL_PER_GRAM.fat) / 100,
    },
  }));

  const minEnergy = items.reduce((sum, item) => sum + portionCalories(item.food, item.bounds.min), 0);
  const maxEnergy = items.reduce((sum, item) => sum + portionCalories(item.food, item.bounds.max), 0);
  const tolerance = ENERGY_TOLERANCE * target;
  if (maxEnergy < target - tolerance) {
    return {
      ok: false,
      code: 'ENERGY_UNREACHABLE',
      message:
        `Com estes alimentos não é possível chegar a ${formatKcal(target)} dentro de porções realistas ` +
        `(máximo ${formatKcal(Math.floor(maxEnergy))}). Adicione mais alimentos ou reduza a meta.`,
    };
  }
  if (minEnergy > target + tolerance) {
    return {
      ok: false,
      code: 'ENERGY_UNREACHABLE',
      message:
        `Com estes alimentos as menores porções realistas já somam ${formatKcal(Math.ceil(minEnergy))}, ` +
        `acima da meta de ${formatKcal(target)}. Remova alimentos ou aumente a meta.`,
    };
  }

  const continuous = solveContinuous(items, target, minEnergy, maxEnergy);
  const grams = roundToGrid(items, continuous, target);
  if (!grams) {
    return {
      ok: false,
      code: 'ENERGY_UNREACHABLE',
      message:
        `Com estes alimentos não é possível chegar a ${formatKcal(target)} (±1%) com porções em gramas inteiras. ` +
        'Ajuste a meta ou adicione mais alimentos.',
    };
  }

  const portions = items.map((item, index) => buildPortion(item, grams[index] ?? 0));
  const summary = summarizePortions(portions);
  return {
    ok: true,
    calculation: { portions, ...summary, suggestions: suggestionsFor(items, summary, input.mealType) },
  };
}

/** Step 1: the exact optimum over real-valued grams, in variables uᵢ = (gramsᵢ − minᵢ)/rangeᵢ ∈ [0, 1]. */
function solveContinuous(items: Item[], target: number, minEnergy: number, maxEnergy: number): number[] {
  const lows = items.map((item) => item.bounds.min);
  const highs = items.map((item) => item.bounds.max);
  // Within the tolerance but outside the exact range: the nearest extreme is the only candidate.
  if (maxEnergy <= target) return highs;
  if (minEnergy >= target) return lows;

  const n = items.length;
  const ranges = items.map((item) => item.bounds.max - item.bounds.min);
  // Split deviation of macro k: kcalₖ − shareₖ·(kcal of all three macros), by 4/4/9, over T.
  // Rows in u: Bₖu − βₖ with Bₖᵢ = wₖᵢ·rangeᵢ/T and βₖ = −Σᵢ wₖᵢ·minᵢ/T.
  const W = MACROS.map((macro) => items.map((item) => splitWeight(item, macro)));
  const B = W.map((row) => row.map((w, i) => (w * (ranges[i] ?? 0)) / target));
  const beta = W.map((row) => -row.reduce((sum, w, i) => sum + w * (items[i]?.bounds.min ?? 0), 0) / target);
  const typicalU = items.map((item, i) => (item.bounds.typical - item.bounds.min) / (ranges[i] ?? 1));

  // Objective ½uᵀDu − dᵀu with D = 2(BᵀB + λI), d = 2(Bᵀβ + λτ).
  const D: number[][] = [];
  const d: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const row: number[] = [];
    for (let j = 0; j < n; j += 1) {
      let value = 0;
      for (let k = 0; k < MACROS.length; k += 1) value += (B[k]?.[i] ?? 0) * (B[k]?.[j] ?? 0);
      row.push(2 * (value + (i === j ? REGULARIZER : 0)));
    }
    D.push(row);
    let linear = 0;
    for (let k = 0; k < MACROS.length; k += 1) linear += (B[k]?.[i] ?? 0) * (beta[k] ?? 0);
    d.push(2 * (linear + REGULARIZER * (typicalU[i] ?? 0)));
  }

  const energyRow = items.map((item, i) => (item.energy * (ranges[i] ?? 0)) / target);
  const A: number[][] = [energyRow];
  const b: number[] = [(target - items.reduce((sum, item) => sum + item.energy * item.bounds.min, 0)) / target];
  for (let i = 0; i < n; i += 1) {
    A.push(items.map((_, j) => (j === i ? 1 : 0)));
    b.push(0);
    A.push(items.map((_, j) => (j === i ? -1 : 0)));
    b.push(-1);
  }

  const solved = solveQuadraticProgram({ D, d, A, b, equalities: 1 });
  // Numerical failure is not expected (D is positive definite, the energy range contains T); if it
  // happens, fall back to the feasible point that scales every portion equally within its range.
  const fraction = (target - minEnergy) / (maxEnergy - minEnergy);
  const u = solved.ok ? solved.x : items.map(() => fraction);
  return items.map((item, i) => {
    const value = item.bounds.min + Math.min(1, Math.max(0, u[i] ?? 0)) * (ranges[i] ?? 0);
    return Math.min(item.bounds.max, Math.max(item.bounds.min, value));
  });
}

/**
 * Steps 2–3: grams on each kind's step grid with the reported energy within ±1 %, as close to the
 * macro targets as local moves allow; null when not even a 1 g adjustment reaches the window.
 * Written allocation-free (moves are visited, not collected): it runs inside every request.
 */
function roundToGrid(items: Item[], continuous: number[], target: number): number[] | null {
  const n = items.length;
  const targetTenths = target * 10;
  const toleranceTenths = ENERGY_TOLERANCE * target * 10 + 1e-9;
  const inWindow = (energy: number): boolean => Math.abs(energy - targetTenths) <= toleranceTenths;
  // Flat per-item arrays: the scans below evaluate thousands of moves per request.
  const steps = items.map((item) => item.bounds.step);
  const mins = items.map((item) => item.bounds.min);
  const maxs = items.map((item) => item.bounds.max);
  const kcal = items.map((item) => item.food.per100g.kcal);
  const typicals = items.map((item) => item.bounds.typical);
  const ranges = items.map((item) => item.bounds.max - item.bounds.min);
  const carbsPerGram = items.map((item) => item.macroKcal.carbs);
  const proteinPerGram = items.map((item) => item.macroKcal.protein);
  const fatPerGram = items.map((item) => item.macroKcal.fat);
  // Same formula as portionTenths, inlined.
  const tenthsAt = (i: number, grams: number): number => Math.round(((kcal[i] ?? 0) * grams) / 10);
  const regularizerAt = (i: number, grams: number): number =>
    REGULARIZER * ((grams - (typicals[i] ?? 0)) / (ranges[i] ?? 1)) ** 2;

  const grams = items.map((item, i) => {
    const { min, max, step } = item.bounds;
    return Math.min(max, Math.max(min, Math.round((continuous[i] ?? min) / step) * step));
  });
  const tenths = grams.map((g, i) => tenthsAt(i, g));
  let energy = 0;
  let carbs = 0;
  let protein = 0;
  let fat = 0;
  let regularizer = 0;
  for (let i = 0; i < n; i += 1) {
    const g = grams[i] ?? 0;
    energy += tenths[i] ?? 0;
    carbs += (carbsPerGram[i] ?? 0) * g;
    protein += (proteinPerGram[i] ?? 0) * g;
    fat += (fatPerGram[i] ?? 0) * g;
    regularizer += regularizerAt(i, g);
  }
  let objective = splitErrorOf(carbs, protein, fat, target) + regularizer;

  // The best move seen in the current scan: (i, di) and optionally (j, dj); j = -1 for none.
  let bestScore = Infinity;
  let bestI = -1;
  let bestDi = 0;
  let bestJ = -1;
  let bestDj = 0;
  /** Scores a move from its energy (tenths) and objective; Infinity rejects it. */
  type Score = (moveEnergy: number, moveObjective: number) => number;
  const consider = (score: Score, i: number, di: number, j: number, dj: number): void => {
    const gi = (grams[i] ?? 0) + di;
    if (gi < (mins[i] ?? 0) || gi > (maxs[i] ?? 0)) return;
    let e = energy + tenthsAt(i, gi) - (tenths[i] ?? 0);
    let c = carbs + (carbsPerGram[i] ?? 0) * di;
    let p = protein + (proteinPerGram[i] ?? 0) * di;
    let f = fat + (fatPerGram[i] ?? 0) * di;
    let r = regularizer + regularizerAt(i, gi) - regularizerAt(i, grams[i] ?? 0);
    if (j >= 0) {
      const gj = (grams[j] ?? 0) + dj;
      if (gj < (mins[j] ?? 0) || gj > (maxs[j] ?? 0)) return;
      e += tenthsAt(j, gj) - (tenths[j] ?? 0);
      c += (carbsPerGram[j] ?? 0) * dj;
      p += (proteinPerGram[j] ?? 0) * dj;
      f += (fatPerGram[j] ?? 0) * dj;
      r += regularizerAt(j, gj) - regularizerAt(j, grams[j] ?? 0);
    }
    const value = score(e, splitErrorOf(c, p, f, target) + r);
    if (value < bestScore) {
      bestScore = value;
      bestI = i;
      bestDi = di;
      bestJ = j;
      bestDj = dj;
    }
  };
  const startScan = (): void => {
    bestScore = Infinity;
    bestI = -1;
  };
  const shift = (i: number, di: number): void => {
    const before = grams[i] ?? 0;
    const after = before + di;
    grams[i] = after;
    const t = tenthsAt(i, after);
    energy += t - (tenths[i] ?? 0);
    tenths[i] = t;
    carbs += (carbsPerGram[i] ?? 0) * di;
    protein += (proteinPerGram[i] ?? 0) * di;
    fat += (fatPerGram[i] ?? 0) * di;
    regularizer += regularizerAt(i, after) - regularizerAt(i, before);
  };
  /** Applies the best move of the scan; false when the scan found none. */
  const applyBest = (): boolean => {
    if (bestI < 0 || bestScore === Infinity) return false;
    shift(bestI, bestDi);
    if (bestJ >= 0) shift(bestJ, bestDj);
    objective = splitErrorOf(carbs, protein, fat, target) + regularizer;
    return true;
  };

  /** Every single-step move and every pair of single-step moves. */
  const scanSteps = (score: Score): void => {
    for (let i = 0; i < n; i += 1) {
      const si = steps[i] ?? 1;
      for (let a = -1; a <= 1; a += 2) {
        consider(score, i, a * si, -1, 0);
        for (let j = i + 1; j < n; j += 1) {
          const sj = steps[j] ?? 1;
          consider(score, i, a * si, j, sj);
          consider(score, i, a * si, j, -sj);
        }
      }
    }
  };
  /**
   * Energy-neutral trades: item i moves one step and item j the whole number of steps just below
   * and just above the one that restores the energy. They reach portions that single steps cannot without leaving the window.
   */
  const scanTrades = (score: Score): void => {
    for (let i = 0; i < n; i += 1) {
      const si = steps[i] ?? 1;
      const energyPerGram = items[i]?.energy ?? 0;
      for (const a of TRADE_STEPS) {
        for (let j = 0; j < n; j += 1) {
          const otherEnergy = (items[j]?.energy ?? 0) * (steps[j] ?? 1);
          if (j === i || otherEnergy <= 0) continue;
          const exact = (-energyPerGram * a * si) / otherEnergy;
          const low = Math.floor(exact);
          if (low !== 0) consider(score, i, a * si, j, low * (steps[j] ?? 1));
          if (low + 1 !== 0 && low !== exact) consider(score, i, a * si, j, (low + 1) * (steps[j] ?? 1));
        }
      }
    }
  };
  /** Up to ±WIDE_SEARCH_STEPS steps on one or two items. */
  const scanWide = (score: Score): void => {
    for (let i = 0; i < n; i += 1) {
      const si = steps[i] ?? 1;
      for (let a = -WIDE_SEARCH_STEPS; a <= WIDE_SEARCH_STEPS; a += 1) {
        if (a !== 0) consider(score, i, a * si, -1, 0);
        for (let j = i + 1; j < n; j += 1) {
          const sj = steps[j] ?? 1;
          for (let c = -WIDE_SEARCH_STEPS; c <= WIDE_SEARCH_STEPS; c += 1) {
            if (a !== 0 && c !== 0) consider(score, i, a * si, j, c * sj);
          }
        }
      }
    }
  };
  const landing: Score = (e, o) => (inWindow(e) ? o : Infinity);

  // Few foods: try every grid point within ±K steps of each rounded portion (K as large as the
  // budget allows) and keep the best one inside the window. Exact on that neighbourhood.
  const radius = neighbourhoodRadius(n);
  if (radius > 0) {
    const best = grams.slice();
    let bestObjective = Infinity;
    const current = grams.slice();
    const visit = (i: number, e: number, c: number, p: number, f: number, r: number): void => {
      if (i === n) {
        if (!inWindow(e)) return;
        const value = splitErrorOf(c, p, f, target) + r;
        if (value < bestObjective) {
          bestObjective = value;
          for (let k = 0; k < n; k += 1) best[k] = current[k] ?? 0;
        }
        return;
      }
      const start = grams[i] ?? 0;
      const step = steps[i] ?? 1;
      for (let k = -radius; k <= radius; k += 1) {
        const g = start + k * step;
        if (g < (mins[i] ?? 0) || g > (maxs[i] ?? 0)) continue;
        current[i] = g;
        visit(
          i + 1,
          e + tenthsAt(i, g),
          c + (carbsPerGram[i] ?? 0) * g,
          p + (proteinPerGram[i] ?? 0) * g,
          f + (fatPerGram[i] ?? 0) * g,
          r + regularizerAt(i, g),
        );
      }
    };
    visit(0, 0, 0, 0, 0, 0);
    if (bestObjective < Infinity) {
      for (let i = 0; i < n; i += 1) shift(i, (best[i] ?? 0) - (grams[i] ?? 0));
      objective = splitErrorOf(carbs, protein, fat, target) + regularizer;
    }
  }

  // Energy repair: take the best in-window move when one exists; otherwise close the gap.
  for (let iteration = 0; iteration < MAX_REPAIR_MOVES && !inWindow(energy); iteration += 1) {
    startScan();
    scanSteps(landing);
    if (applyBest()) break;
    const gap = Math.abs(energy - targetTenths);
    const closer: Score = (e, o) => {
      const distance = Math.abs(e - targetTenths);
      return distance < gap ? distance + o : Infinity;
    };
    startScan();
    for (let i = 0; i < n; i += 1) {
      consider(closer, i, steps[i] ?? 1, -1, 0);
      consider(closer, i, -(steps[i] ?? 1), -1, 0);
    }
    if (!applyBest()) break;
  }
  if (!inWindow(energy)) {
    startScan();
    scanWide(landing);
    applyBest();
  }
  // Precision fallback: one item leaves its step grid by up to FINE_ADJUST_MAX_GRAMS in 1 g moves,
  // alone or with up to ±WIDE_SEARCH_STEPS steps of another item.
  if (!inWindow(energy)) {
    startScan();
    for (let i = 0; i < n; i += 1) {
      for (let d = -FINE_ADJUST_MAX_GRAMS; d <= FINE_ADJUST_MAX_GRAMS; d += 1) {
        if (d === 0 || d % (steps[i] ?? 1) === 0) continue;
        consider(landing, i, d, -1, 0);
        for (let j = 0; j < n; j += 1) {
          if (j === i) continue;
          for (let c = -WIDE_SEARCH_STEPS; c <= WIDE_SEARCH_STEPS; c += 1) {
            if (c !== 0) consider(landing, i, d, j, c * (steps[j] ?? 1));
          }
        }
      }
    }
    if (!applyBest()) return null;
  }

  // Local search: moves that keep the window and lower the objective, best first.
  for (let iteration = 0; iteration < MAX_POLISH_MOVES; iteration += 1) {
    const limit = objective - IMPROVEMENT_EPSILON;
    const improving: Score = (e, o) => (inWindow(e) && o < limit ? o : Infinity);
    startScan();
    for (let i = 0; i < n; i += 1) {
      consider(improving, i, steps[i] ?? 1, -1, 0);
      consider(improving, i, -(steps[i] ?? 1), -1, 0);
    }
    scanTrades(improving);
    if (!applyBest()) break;
  }
  return grams;
}

/** How much one gram moves macro k away from its share of the 4/4/9 energy (kcal). */
function splitWeight(item: Item, macro: Macro): number {
  const all = item.macroKcal.carbs + item.macroKcal.protein + item.macroKcal.fat;
  return item.macroKcal[macro] - TARGET_MACRO_SPLIT[macro] * all;
}

/** The objective's macro term: Σₖ ((kcalₖ − shareₖ·Σ kcal) / T)², macro energies by 4/4/9. */
export function splitError(macroKcal: Record<Macro, number>, target: number): number {
  return splitErrorOf(macroKcal.carbs, macroKcal.protein, macroKcal.fat, target);
}

// Local copies: imported bindings can be accessors once transpiled, and this runs in hot loops.
const CARBS_SHARE = TARGET_MACRO_SPLIT.carbs;
const PROTEIN_SHARE = TARGET_MACRO_SPLIT.protein;
const FAT_SHARE = TARGET_MACRO_SPLIT.fat;

function splitErrorOf(carbs: number, protein: number, fat: number, target: number): number {
  const all = carbs + protein + fat;
  const dc = (carbs - CARBS_SHARE * all) / target;
  const dp = (protein - PROTEIN_SHARE * all) / target;
  const df = (fat - FAT_SHARE * all) / target;
  return dc * dc + dp * dp + df * df;
}

function buildPortion(item: Item, grams: number): Portion {
  const per100g = item.food.per100g;
  const scaled = (value: number): number => round1((value * grams) / 100);
  return {
    foodName: item.name,
    grams,
    calories: portionCalories(item.food, grams),
    homeMeasure: describeHomeMeasure(item.food, grams),
    macros: {
      protein: scaled(per100g.protein),
      carbs: scaled(per100g.carbs),
      fat: scaled(per100g.fat),
      // Unknown fibre (null in TACO) counts as 0 in the totals.
      fiber: scaled(per100g.fiber ?? 0),
    },
    glycemicIndex: item.food.glycemic?.value ?? null,
  };
}

const SUGGESTION_EXAMPLES: Record<'main' | 'light', Record<Macro | 'fiber', string>> = {
  main: {
    protein: 'frango, peixe, ovos ou feijão',
    carbs: 'arroz, batata, pão ou frutas',
    fat: 'azeite, castanhas ou abacate',
    fiber: 'verduras, legumes ou feijão',
  },
  light: {
    protein: 'ovos, iogurte natural ou queijo branco',
    carbs: 'pão integral, tapioca, aveia ou frutas',
    fat: 'castanhas, abacate ou pasta de amendoim',
    fiber: 'frutas com casca, aveia ou sementes',
  },
};
const MAX_SUGGESTIONS = 3;
const SUGGESTION_ORDER: readonly Macro[] = ['protein', 'carbs', 'fat'];
const SPLIT_LABEL = [TARGET_MACRO_SPLIT.carbs, TARGET_MACRO_SPLIT.protein, TARGET_MACRO_SPLIT.fat]
  .map((share) => Math.round(share * 100))
  .join('/');
const LIMITS_SUGGESTION = `Com esta meta, as porções realistas destes alimentos não fecham a divisão ${SPLIT_LABEL}; ajuste a meta de calorias ou troque algum alimento.`;

/**
 * What the chosen foods lack (a macro below its ideal range of spec §5, fibre under 8 g), with
 * examples fit for the meal. When the list already holds a good source of the missing macro, the
 * shortfall comes from the realistic portion limits at this target, and the tip says so instead.
 */
function suggestionsFor(items: readonly Item[], summary: MealSummary, mealType: MealType): string[] {
  const examples = SUGGESTION_EXAMPLES[mealType === 'breakfast' || mealType === 'snack' ? 'light' : 'main'];
  const percent = (share: number): string => `${Math.round(share * 100)}%`;
  const below = (macro: Macro): boolean =>
    summary.totalMacros[macro] * KCAL_PER_GRAM[macro] < IDEAL_MACRO_RANGES[macro].min * summary.totalCalories;
  // A source is richer in the macro than the target split and, at its largest portion, could supply
  // the macro's ideal minimum on its own (150 g of lettuce is not a carbohydrate source).
  const hasSource = (macro: Macro): boolean =>
    items.some(
      (item) =>
        splitWeight(item, macro) > 0 &&
        item.macroKcal[macro] * item.bounds.max >= IDEAL_MACRO_RANGES[macro].min * summary.totalCalories,
    );
  const missing = MACROS.filter((macro) => below(macro));
  const texts: Record<Macro, string> = {
    protein: `Adicione uma fonte de proteína magra (${examples.protein}) para se aproximar de ${percent(TARGET_MACRO_SPLIT.protein)} de proteínas.`,
    carbs: `Adicione uma fonte de carboidrato (${examples.carbs}) para se aproximar de ${percent(TARGET_MACRO_SPLIT.carbs)} de carboidratos.`,
    fat: `Adicione uma fonte de gordura boa (${examples.fat}) para se aproximar de ${percent(TARGET_MACRO_SPLIT.fat)} de gorduras.`,
  };
  const suggestions: string[] = [];
  for (const macro of SUGGESTION_ORDER) {
    if (missing.includes(macro) && !hasSource(macro)) suggestions.push(texts[macro]);
  }
  if (missing.some(hasSource)) suggestions.push(LIMITS_SUGGESTION);
  if (summary.totalMacros.fiber < IDEAL_MIN_FIBER_GRAMS) {
    suggestions.push(`Inclua ${examples.fiber} para chegar a pelo menos ${IDEAL_MIN_FIBER_GRAMS} g de fibras.`);
  }
  return suggestions.slice(0, MAX_SUGGESTIONS);
}
