/**
 * Portion solver:
 * chooses the grams of each food from its measured composition (TACO) so that the meal is a plate a
 * dietitian would serve, has the target energy, and has the 40/30/30 carbs/protein/fat split as far
 * as such a plate allows. No LLM involved. Decision record: docs/decisions/007-realistic-portions.md.
 *
 * Realism first, then the split:
 * - Every food has a serving profile for the meal type (servings.ts): a typical serving, a
 *   plausible range (hard bounds), a rounding step and a role. Drinks, sugar, honey and foods under
 *   25 kcal/100 g are `fixed` at their usual serving and never make up energy (a drink takes its
 *   range only when the meal cannot reach the target otherwise); sides (farofa, sauces, cheese, oil)
 *   have small ranges; cooked rice weighs 1–3× the cooked beans, a hambúrguer 1–2.5× its roll
 *   (hard constraints).
 * - The anchor of each movable staple (issue 30: rice, beans, bread, meat, a dish) is its typical
 *   serving scaled by one factor α so that the anchors' energy is the target: a 900 kcal lunch is the
 *   600 kcal plate, bigger, not a bowl of farofa. Vegetables, fruit and sweets beside a staple keep
 *   their serving, at most.
 * - Phase 1 (QP): the smallest shortfall of the ideal ranges (protein 25–35 %, carbs
 *   35–50 %, fat 25–35 % of the energy, shrunk by RANGE_MARGIN so rounding stays inside) reachable
 *   within the plausible ranges at the exact energy. A macro whose range is reachable becomes a hard
 *   constraint of phase 2; one that is not (no fat source, say) is left to a soft penalty and to the
 *   suggestions, instead of pushing every portion to an extreme for a point or two.
 * - Phase 2 (QP): minimise  Σᵢ ρᵢ((gᵢ − anchorᵢ)/typicalᵢ)²  +  W_SPLIT · Σₖ((kcalₖ − shareₖ·Σkcal)/T)²
 *   (+ W_SOFT_RANGE · unreachable shortfall²) subject to the energy (= T), the bounds, the plate
 *   proportion and the reachable ranges. ρ = 1 for main foods, 3 for sides. W_SPLIT = 5: moving one
 *   portion 10 % off its anchor costs as much as 4.5 points off 40/30/30, so the split moves
 *   portions within a realistic plate but does not rebuild it.
 * - Rounding: grams go to each food's step (5 g; 1 g for oil, sugar, nuts; one egg; half a pão
 *   francês; half a ladle of beans), the reported energy (sum of the portions' 1-decimal kcal)
 *   within ±1 % of T; the same objective with the ranges as a steep penalty (W_RANGE) guides a
 *   neighbourhood search, energy repair and a local search of single steps and energy-neutral
 *   trades. If no grid point reaches the window, the target is ENERGY_UNREACHABLE.
 * Deterministic: same input, same output. Server-side only (quadprog); the browser uses
 * meal-analysis.ts.
 */
import { round1 } from './rounding';
import { formatKcal } from './format-number';
import type { FoodRecord } from '../data/food-types';
import type { MealCalculation, MealType, Portion } from '../schemas/planner';
import {
  fiberBelowMinimum,
  IDEAL_MACRO_RANGES,
  IDEAL_MIN_FIBER_GRAMS,
  KCAL_PER_GRAM,
  TARGET_MACRO_SPLIT,
  summarizePortions,
  type MealSummary,
} from './meal-analysis';
import { portionGlycemic } from './glycemic';
import { amountUnitField, amountUnitOf } from './amount-unit';
import { portionMeasure } from './household-measure';
import { portionOrigin } from './portion-origin';
import { roundNutrients, scaleNutrients } from './nutrients';
import { macrosFrom } from './macros';
import { solveQuadraticProgram } from './quadratic-program';
import { PATTY_TO_ROLL, RICE_TO_BEANS, servingProfileAmong, type PlateGroup, type ServingProfile } from './servings';

/** The reported total energy must be within this fraction of the target. */
export const ENERGY_TOLERANCE = 0.01;

/** Weight of the 40/30/30 term against the realism term (see the header). */
const W_SPLIT = 5;
/** Weight of a realism deviation of a side (farofa, sauce, oil) against a main food's 1. */
const SIDE_WEIGHT = 3;
/** Penalty weight of a shortfall of a reachable ideal range during rounding (1 point ≈ 100: above any realism cost). */
const W_RANGE = 1e6;
/** Penalty weight of the shortfall of a range no realistic plate of these foods reaches. */
const W_SOFT_RANGE = 20;
/** Penalty weight of a rice:beans proportion outside 1–3 during rounding (per gram², over 100 g). */
const W_RATIO = 100;
/**
 * Rounding may leave rice this fraction under the beans' weight: beans move in half ladles (70 g), so
 * 135 g of rice beside 140 g of beans is "about" the same weight, not a reason to miss the split.
 */
const RATIO_ROUNDING_SLACK = 0.85;
/** The ideal ranges are targeted this far inside their bounds (fraction of energy). */
const RANGE_MARGIN = 0.01;
/** During rounding the ranges count as met this far inside (fraction of energy). */
const ROUNDING_MARGIN = 0.003;
/** Largest 1 g adjustment tried on one item when the step grid cannot hit the energy window (or half its step). */
const FINE_ADJUST_MAX_GRAMS = 10;
/** Steps per item tried on up to two items when single and paired steps cannot close the gap. */
const WIDE_SEARCH_STEPS = 6;
/** Steps tried for the first item of an energy-neutral trade during the local search. */
const TRADE_STEPS = [1, -1] as const;
const MAX_REPAIR_MOVES = 200;
const MAX_POLISH_MOVES = 200;
/** A local-search move must lower the objective by this much. */
const IMPROVEMENT_EPSILON = 1e-7;
/** Grid points examined around the rounded optimum when there are few movable foods ((2K+1)ⁿ at most). */
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
  profile: ServingProfile;
  /** Bounds actually used: [typical, typical] for a fixed item. */
  min: number;
  max: number;
  step: number;
  fixed: boolean;
  /** Realism weight: 1 for main foods, SIDE_WEIGHT for sides. */
  weight: number;
  /** Typical serving scaled to the meal's energy, within the bounds. */
  anchor: number;
  /** kcal per gram (TACO). */
  energy: number;
  /** kcal per gram supplied by each macro, by 4/4/9. */
  macroKcal: Record<Macro, number>;
}

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

  const items = buildItems(input.items, input.mealType, target);
  const minEnergy = items.reduce((sum, item) => sum + portionCalories(item.food, item.min), 0);
  const maxEnergy = items.reduce((sum, item) => sum + portionCalories(item.food, item.max), 0);
  const tolerance = ENERGY_TOLERANCE * target;
  if (maxEnergy < target - tolerance) {
    return {
      ok: false,
      code: 'ENERGY_UNREACHABLE',
      message:
        `Com estes alimentos não é possível chegar a ${formatKcal(target)} dentro de porções realistas ` +
        `(máximo ${formatKcal(Math.floor(round1(maxEnergy)))}). Adicione mais alimentos ou reduza a meta.`,
    };
  }
  if (minEnergy > target + tolerance) {
    return {
      ok: false,
      code: 'ENERGY_UNREACHABLE',
      message:
        `Com estes alimentos as menores porções realistas já somam ${formatKcal(Math.ceil(round1(minEnergy)))}, ` +
        `acima da meta de ${formatKcal(target)}. Remova alimentos ou aumente a meta.`,
    };
  }

  setAnchors(items, target);
  const { grams: continuous, reachable } = solveContinuous(items, target, minEnergy, maxEnergy);
  const grams = roundToGrid(items, continuous, target, reachable);
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

/**
 * The items with their serving profiles. Fixed foods (drinks, < 25 kcal/100 g) keep their typical
 * serving; when nothing else in the meal has energy to move, the fixed foods that have energy move
 * within their range (a juice alone is the whole snack).
 */
function buildItems(inputs: SolveInput['items'], mealType: MealType, target?: number): Item[] {
  const items: Item[] = inputs.map(({ name, food }) => {
    const profile = servingProfileAmong(
      food,
      mealType,
      inputs.filter((other) => other.food !== food).map((other) => other.food),
    );
    const fixed = profile.role === 'fixed';
    return {
      food,
      name,
      profile,
      min: fixed ? profile.typical : profile.min,
      max: fixed ? profile.typical : profile.max,
      step: profile.step,
      fixed,
      // Sides and garnishes (not staples) keep near their serving as firmly as farofa does.
      weight: profile.role === 'side' || !profile.filler ? SIDE_WEIGHT : 1,
      anchor: profile.typical,
      energy: food.per100g.kcal / 100,
      macroKcal: {
        carbs: (food.per100g.carbs * KCAL_PER_GRAM.carbs) / 100,
        protein: (food.per100g.protein * KCAL_PER_GRAM.protein) / 100,
        fat: (food.per100g.fat * KCAL_PER_GRAM.fat) / 100,
      },
    };
  });
  // Garnishes, vegetables, fruit and sweets beside a staple never make up energy: at most their usual
  // serving (grated carrot in a sandwich, strawberries on a yoghurt), the staples fill the meal.
  if (items.some((item) => !item.fixed && item.energy > 0 && item.profile.filler)) {
    for (const item of items) {
      if (!item.fixed && !item.profile.filler && (item.profile.role === 'main' || item.food.kind === 'sugar')) {
        item.max = Math.max(item.min, Math.min(item.max, item.profile.typical));
      }
    }
  }
  if (!items.some((item) => !item.fixed && item.energy > 0)) {
    for (const item of items) {
      if (item.energy > 0) {
        item.fixed = false;
        item.min = item.profile.min;
        item.max = item.profile.max;
      }
    }
  }
  if (target !== undefined) widenWhenOutOfReach(items, target);
  return items;
}

/**
 * A juice or a café com leite is served at its glass, unless the foods cannot reach the target
 * otherwise: then the drink takes its range (a bigger glass beside two mistos quentes, a smaller one
 * beside an acarajé) before the meal is refused; so do the vegetables capped at their serving when
 * the staples at their largest fall short. Sugar, honey, sweets and fruit toppings never move.
 */
function widenWhenOutOfReach(items: Item[], target: number): void {
  const energyAt = (pick: (item: Item) => number): number =>
    items.reduce((sum, item) => sum + portionCalories(item.food, pick(item)), 0);
  const tolerance = ENERGY_TOLERANCE * target;
  const short = energyAt((item) => item.max) < target - tolerance;
  const over = energyAt((item) => item.min) > target + tolerance;
  if (!short && !over) return;
  for (const item of items) {
    if (!item.fixed) {
      // Cooked vegetables may fill a plate of staples at their largest; fruit and sweets never do.
      if (short && (item.food.kind === 'vegetable' || item.food.kind === 'leafy')) item.max = item.profile.max;
      continue;
    }
    if (!item.profile.drink || item.energy <= 0) continue;
    item.fixed = false;
    item.min = short ? item.profile.typical : item.profile.min;
    item.max = short ? item.profile.max : item.profile.typical;
  }
}

/**
 * The grams each food may take in this meal, its step and whether it is fixed at its usual serving
 * (what the solver uses; exposed for the tests and the realism benchmark).
 */
export function portionBoundsFor(
  foods: readonly FoodRecord[],
  mealType: MealType,
  targetCalories?: number,
): { min: number; max: number; step: number; fixed: boolean; profile: ServingProfile }[] {
  return buildItems(
    foods.map((food) => ({ name: food.name, food })),
    mealType,
    targetCalories,
  ).map((item) => ({ min: item.min, max: item.max, step: item.step, fixed: item.fixed, profile: item.profile }));
}

/**
 * Anchors: typical servings of the movable foods times one factor that makes their energy the
 * target's share. Only the staples (profile.filler: rice, beans, bread, meat, a dish) grow past
 * their typical serving: a bigger meal is more rice and steak, not 135 g of grated carrot, 240 g of
 * strawberries on a yoghurt or more sugar. A smaller meal shrinks every food alike; a meal without a
 * staple (a fruit salad) scales all its foods.
 */
function setAnchors(items: Item[], target: number): void {
  const fixedEnergy = items.reduce((sum, item) => sum + (item.fixed ? item.energy * item.min : 0), 0);
  const typicalEnergy = (filter: (item: Item) => boolean): number =>
    items.reduce((sum, item) => sum + (!item.fixed && filter(item) ? item.energy * item.profile.typical : 0), 0);
  const allEnergy = typicalEnergy(() => true);
  const room = Math.max(0, target - fixedEnergy);
  const scale = allEnergy > 0 ? room / allEnergy : 1;
  const fillerEnergy = typicalEnergy((item) => item.profile.filler);
  const grows = scale > 1 && fillerEnergy > 0;
  const fillerScale = grows ? Math.max(1, (room - (allEnergy - fillerEnergy)) / fillerEnergy) : scale;
  for (const item of items) {
    const factor = !grows ? scale : item.profile.filler ? fillerScale : 1;
    item.anchor = item.fixed ? item.min : Math.min(item.max, Math.max(item.min, item.profile.typical * factor));
  }
}

/**
 * The lowest and highest energy share of a macro over plates within the portion bounds at exactly
 * the target energy (a fractional knapsack: fill the foods richest, or poorest, in the macro per
 * kcal first). The rice:beans proportion is left out, so the span can be a little wide; phase 2
 * then finds out and drops that range.
 */
function macroSpan(items: readonly Item[], macro: Macro, target: number): { low: number; high: number } {
  let base = 0;
  let energy = 0;
  const movable: { density: number; room: number; energy: number }[] = [];
  for (const item of items) {
    base += item.macroKcal[macro] * item.min;
    energy += item.energy * item.min;
    const room = item.max - item.min;
    if (room > 0 && item.energy > 0) {
      movable.push({ density: item.macroKcal[macro] / item.energy, room, energy: item.energy });
    }
  }
  const fill = (order: number): number => {
    let left = Math.max(0, target - energy);
    let total = base;
    const sorted = movable.slice().sort((a, b) => order * (b.density - a.density));
    for (const food of sorted) {
      if (left <= 0) break;
      const kcal = Math.min(left, food.room * food.energy);
      total += kcal * food.density;
      left -= kcal;
    }
    return total / target;
  };
  return { low: fill(-1), high: fill(1) };
}

/**
 * The proportions of a plate: the grams of item `a` between `min` and `max` times the grams of item
 * `b` (rice 1–3× the beans; one hambúrguer per roll). Rounding allows `a` down to `slack`·min.
 */
interface PlatePair {
  a: number;
  b: number;
  min: number;
  max: number;
  slack: number;
}
const PLATE_PAIRS: readonly { a: PlateGroup; b: PlateGroup; min: number; max: number; slack: number }[] = [
  { a: 'rice', b: 'beans', ...RICE_TO_BEANS, slack: RATIO_ROUNDING_SLACK },
  { a: 'patty', b: 'roll', ...PATTY_TO_ROLL, slack: 1 },
];

/** The plate proportions this meal has: the first movable food of each group of a pair. */
function platePairs(items: readonly Item[]): PlatePair[] {
  const first = (group: PlateGroup): number => items.findIndex((item) => !item.fixed && item.profile.plate === group);
  const pairs: PlatePair[] = [];
  for (const pair of PLATE_PAIRS) {
    const a = first(pair.a);
    const b = first(pair.b);
    if (a >= 0 && b >= 0) pairs.push({ a, b, min: pair.min, max: pair.max, slack: pair.slack });
  }
  return pairs;
}

/**
 * Steps 1–2: the exact optima over real-valued grams. Variables xᵢ = gramsᵢ / typicalᵢ of the
 * movable foods, then one shortfall sₖ per macro. Returns the grams of every item and which macro
 * ranges a realistic plate reaches.
 */
function solveContinuous(
  items: Item[],
  target: number,
  minEnergy: number,
  maxEnergy: number,
): { grams: number[]; reachable: boolean[] } {
  const none = MACROS.map(() => false);
  // Within the tolerance but outside the exact range: the nearest extreme is the only candidate.
  if (maxEnergy <= target) return { grams: items.map((item) => item.max), reachable: none };
  if (minEnergy >= target) return { grams: items.map((item) => item.min), reachable: none };

  const movable = items.map((item, i) => ({ item, i })).filter(({ item }) => !item.fixed && item.max > item.min);
  const n = movable.length;
  const scaleOf = (item: Item): number => Math.max(item.profile.typical, 1);
  // Constant parts from the fixed (or pinned) items.
  const constant = { energy: 0, carbs: 0, protein: 0, fat: 0 };
  const pinned = items.map((item) => item.fixed || item.max <= item.min);
  items.forEach((item, i) => {
    if (!pinned[i]) return;
    constant.energy += item.energy * item.min;
    for (const macro of MACROS) constant[macro] += item.macroKcal[macro] * item.min;
  });
  const fallback = (): number[] => {
    const fraction = (target - minEnergy) / (maxEnergy - minEnergy);
    return items.map((item) => item.min + fraction * (item.max - item.min));
  };
  if (n === 0) return { grams: fallback(), reachable: none };

  const pairs = platePairs(items);
  const columnOf = new Map(movable.map(({ i }, column) => [i, column]));
  const size = n + MACROS.length; // x then s
  const zeros = (): number[] => new Array<number>(size).fill(0);

  // Equality: energy. Bounds on x. s ≥ 0. Shortfalls: s_k ≥ lo_k − K_k/T and s_k ≥ K_k/T − hi_k.
  const baseRows: number[][] = [];
  const baseB: number[] = [];
  const energyRow = zeros();
  movable.forEach(({ item }, c) => {
    energyRow[c] = (item.energy * scaleOf(item)) / target;
  });
  baseRows.push(energyRow);
  baseB.push((target - constant.energy) / target);
  movable.forEach(({ item }, c) => {
    const low = zeros();
    low[c] = 1;
    baseRows.push(low);
    baseB.push(item.min / scaleOf(item));
    const high = zeros();
    high[c] = -1;
    baseRows.push(high);
    baseB.push(-item.max / scaleOf(item));
  });
  for (const pair of pairs) {
    const r = columnOf.get(pair.a);
    const b = columnOf.get(pair.b);
    if (r !== undefined && b !== undefined) {
      const first = items[pair.a] as Item;
      const second = items[pair.b] as Item;
      const atLeast = zeros();
      atLeast[r] = scaleOf(first);
      atLeast[b] = -pair.min * scaleOf(second);
      baseRows.push(atLeast);
      baseB.push(0);
      const atMost = zeros();
      atMost[r] = -scaleOf(first);
      atMost[b] = pair.max * scaleOf(second);
      baseRows.push(atMost);
      baseB.push(0);
    }
  }
  // Macro energy over T as a row in x: K_k/T = Σ m_ki·scale_i·x_i / T + const_k / T.
  const macroRow = (macro: Macro): number[] => {
    const row = zeros();
    movable.forEach(({ item }, c) => {
      row[c] = (item.macroKcal[macro] * scaleOf(item)) / target;
    });
    return row;
  };
  const shortfallRows = (macro: Macro, k: number, margin: number): { rows: number[][]; b: number[] } => {
    const range = IDEAL_MACRO_RANGES[macro];
    const lo = range.min + margin;
    const hi = range.max - margin;
    const m = macroRow(macro);
    const c = constant[macro] / target;
    // s_k + K_k/T ≥ lo  →  s_k + m·x ≥ lo − c
    const above = m.slice();
    above[n + k] = 1;
    // s_k − K_k/T ≥ −hi  →  s_k − m·x ≥ −hi + c
    const below = m.map((v) => -v);
    below[n + k] = 1;
    const positive = zeros();
    positive[n + k] = 1;
    return { rows: [above, below, positive], b: [lo - c, -hi + c, 0] };
  };

  // Split deviation rows: dev_k = B_k·x − β_k.
  const splitB = MACROS.map((macro) => {
    const row = new Array<number>(n).fill(0);
    movable.forEach(({ item }, c) => {
      row[c] = (splitWeight(item, macro) * scaleOf(item)) / target;
    });
    return row;
  });
  const splitBeta = MACROS.map((macro) => -(constant[macro] - TARGET_MACRO_SPLIT[macro] * constant.energy) / target);

  const gramsOf = (x: readonly number[]): number[] => {
    const grams = items.map((item) => item.min);
    movable.forEach(({ item, i }, c) => {
      grams[i] = Math.min(item.max, Math.max(item.min, (x[c] ?? 0) * scaleOf(item)));
    });
    return grams;
  };
  const solve = (
    realism: number,
    split: number,
    shortfallWeights: readonly number[],
    margins: readonly (number | null)[],
  ): number[] | null => {
    const D: number[][] = [];
    const d: number[] = [];
    for (let a = 0; a < size; a += 1) {
      const row = new Array<number>(size).fill(0);
      if (a < n) {
        const item = movable[a]?.item as Item;
        for (let b = 0; b < n; b += 1) {
          let value = 0;
          for (let k = 0; k < MACROS.length; k += 1) value += (splitB[k]?.[a] ?? 0) * (splitB[k]?.[b] ?? 0);
          row[b] = 2 * split * value;
        }
        row[a] = (row[a] ?? 0) + 2 * realism * item.weight;
        let linear = 0;
        for (let k = 0; k < MACROS.length; k += 1) linear += (splitB[k]?.[a] ?? 0) * (splitBeta[k] ?? 0);
        d.push(2 * split * linear + 2 * realism * item.weight * (item.anchor / scaleOf(item)));
      } else {
        // Shortfall variables: weight w_k s_k², kept positive definite.
        row[a] = 2 * Math.max(shortfallWeights[a - n] ?? 0, 1e-6);
        d.push(0);
      }
      D.push(row);
    }
    const A = baseRows.slice();
    const b = baseB.slice();
    MACROS.forEach((macro, k) => {
      const margin = margins[k];
      const hard = margin !== null && margin !== undefined && shortfallWeights[k] === 0;
      const rows = shortfallRows(macro, k, margin ?? RANGE_MARGIN);
      if (hard) {
        // The range itself is the constraint: the two rows without their shortfall variable (which
        // then touches nothing and stays 0).
        for (const index of [0, 1]) {
          const row = (rows.rows[index] ?? []).slice();
          row[n + k] = 0;
          A.push(row);
          b.push(rows.b[index] ?? 0);
        }
      } else {
        A.push(...rows.rows);
        b.push(...rows.b);
      }
    });
    const result = solveQuadraticProgram({ D, d, A, b, equalities: 1 });
    return result.ok ? result.x : null;
  };

  // Phase 1, per macro: can a realistic plate at the target energy put this macro inside its range
  // (shrunk by RANGE_MARGIN; else the unshrunk range, then targeted without margin)? Judged one by
  // one so that a macro nothing can fix (no fat source) does not make the others look unreachable.
  const soft = MACROS.map(() => null);
  // Most plates can have all three ranges: then one QP is enough.
  const allRanges = MACROS.map(() => RANGE_MARGIN);
  const direct = solve(1, W_SPLIT, [0, 0, 0], allRanges);
  if (direct) return { grams: gramsOf(direct), reachable: [true, true, true] };
  const margins = MACROS.map((macro) => {
    const { low, high } = macroSpan(items, macro, target);
    const range = IDEAL_MACRO_RANGES[macro];
    const overlaps = (margin: number): boolean => high >= range.min + margin && low <= range.max - margin;
    if (overlaps(RANGE_MARGIN)) return RANGE_MARGIN;
    return overlaps(0) ? 0 : null;
  });
  // Phase 2: realism and the split, the reachable ranges as constraints. When they cannot all hold
  // together (e.g. without fat, carbs and protein cannot both stay under their maximums), the ranges
  // are kept in the order protein, carbs, fat, as many as hold together.
  const attempts: (number | null)[][] = [margins];
  const order = [1, 0, 2]; // indexes in MACROS: protein, carbs, fat
  for (const dropped of [...order].reverse()) {
    if (margins[dropped] !== null) attempts.push(margins.map((m, k) => (k === dropped ? null : m)));
  }
  for (const kept of order) {
    if (margins[kept] !== null) attempts.push(margins.map((m, k) => (k === kept ? m : null)));
  }
  attempts.push(soft);
  let phase2: number[] | null = null;
  let used: (number | null)[] = soft;
  // Each distinct set of constraints is tried once (the direct attempt above already failed).
  const tried = new Set<string>([allRanges.join()]);
  for (const attempt of attempts) {
    const key = attempt.join();
    if (tried.has(key)) continue;
    tried.add(key);
    phase2 = solve(
      1,
      W_SPLIT,
      attempt.map((m) => (m === null ? W_SOFT_RANGE : 0)),
      attempt,
    );
    if (phase2) {
      used = attempt;
      break;
    }
  }
  const reachable = used.map((margin) => margin !== null);
  if (!phase2) return { grams: fallback(), reachable };
  return { grams: gramsOf(phase2), reachable };
}

/**
 * Step 3: grams on each food's step grid with the reported energy within ±1 %, as close to the
 * objective's optimum as local moves allow; null when not even a 1 g adjustment reaches the window.
 * Written allocation-free (moves are visited, not collected): it runs inside every request.
 */
function roundToGrid(
  items: Item[],
  continuous: number[],
  target: number,
  reachable: readonly boolean[],
): number[] | null {
  const n = items.length;
  const targetTenths = target * 10;
  const toleranceTenths = ENERGY_TOLERANCE * target * 10 + 1e-9;
  const inWindow = (energy: number): boolean => Math.abs(energy - targetTenths) <= toleranceTenths;
  // Flat per-item arrays: the scans below evaluate thousands of moves per request.
  const steps = items.map((item) => item.step);
  const mins = items.map((item) => item.min);
  const maxs = items.map((item) => item.max);
  const kcal = items.map((item) => item.food.per100g.kcal);
  const anchors = items.map((item) => item.anchor);
  const realismScale = items.map((item) => item.weight / Math.max(item.profile.typical, 1) ** 2);
  const carbsPerGram = items.map((item) => item.macroKcal.carbs);
  const proteinPerGram = items.map((item) => item.macroKcal.protein);
  const fatPerGram = items.map((item) => item.macroKcal.fat);
  const rangeWeights = reachable.map((ok) => (ok ? W_RANGE : W_SOFT_RANGE));
  const pairs = platePairs(items);
  // Same formula as portionTenths, inlined.
  const tenthsAt = (i: number, grams: number): number => Math.round(((kcal[i] ?? 0) * grams) / 10);
  const realismAt = (i: number, grams: number): number => (realismScale[i] ?? 0) * (grams - (anchors[i] ?? 0)) ** 2;
  /** Penalty of the plate proportions with item i at gi and item j at gj (j = -1: none), the rest at `at`. */
  const plateAt = (i: number, gi: number, j: number, gj: number, at: readonly number[]): number => {
    let penalty = 0;
    for (const pair of pairs) {
      const a = pair.a === i ? gi : pair.a === j ? gj : (at[pair.a] ?? 0);
      const b = pair.b === i ? gi : pair.b === j ? gj : (at[pair.b] ?? 0);
      const excess = Math.max(0, pair.slack * pair.min * b - a, a - pair.max * b) / 100;
      penalty += W_RATIO * excess * excess;
    }
    return penalty;
  };
  const carbsWeight = rangeWeights[0] ?? 0;
  const proteinWeight = rangeWeights[1] ?? 0;
  const fatWeight = rangeWeights[2] ?? 0;
  const inverseTarget = 1 / target;
  // Inlined (hot): W_SPLIT × split error + weighted range shortfalls, both as shares of the meal's
  // energy (decision 029; the rounded plate's energy is the target within ENERGY_TOLERANCE).
  const macroObjective = (c: number, p: number, f: number): number => {
    const cs = c * inverseTarget;
    const ps = p * inverseTarget;
    const fs = f * inverseTarget;
    const dc = cs - CARBS_SHARE;
    const dp = ps - PROTEIN_SHARE;
    const df = fs - FAT_SHARE;
    const sc = cs < CARBS_RANGE_MIN ? CARBS_RANGE_MIN - cs : cs > CARBS_RANGE_MAX ? cs - CARBS_RANGE_MAX : 0;
    const sp = ps < PROTEIN_RANGE_MIN ? PROTEIN_RANGE_MIN - ps : ps > PROTEIN_RANGE_MAX ? ps - PROTEIN_RANGE_MAX : 0;
    const sf = fs < FAT_RANGE_MIN ? FAT_RANGE_MIN - fs : fs > FAT_RANGE_MAX ? fs - FAT_RANGE_MAX : 0;
    return (
      W_SPLIT * (dc * dc + dp * dp + df * df) + carbsWeight * sc * sc + proteinWeight * sp * sp + fatWeight * sf * sf
    );
  };

  const grams = items.map((item, i) => {
    const { min, max, step } = item;
    return Math.min(max, Math.max(min, Math.round((continuous[i] ?? min) / step) * step));
  });
  const tenths = grams.map((g, i) => tenthsAt(i, g));
  let energy = 0;
  let carbs = 0;
  let protein = 0;
  let fat = 0;
  let realism = 0;
  for (let i = 0; i < n; i += 1) {
    const g = grams[i] ?? 0;
    energy += tenths[i] ?? 0;
    carbs += (carbsPerGram[i] ?? 0) * g;
    protein += (proteinPerGram[i] ?? 0) * g;
    fat += (fatPerGram[i] ?? 0) * g;
    realism += realismAt(i, g);
  }
  const plateTerm = (): number => (pairs.length > 0 ? plateAt(-1, 0, -1, 0, grams) : 0);
  let objective = macroObjective(carbs, protein, fat) + realism + plateTerm();

  // The best move seen in the current scan: (i, di) and optionally (j, dj); j = -1 for none.
  let bestScore = Infinity;
  let bestI = -1;
  let bestDi = 0;
  let bestJ = -1;
  let bestDj = 0;
  /** Scores a move from its energy (tenths) and objective; Infinity rejects it. */
  type Score = (moveEnergy: number, moveObjective: number) => number;
  /** Set while a scan only accepts moves inside the energy window: others are dropped before scoring. */
  let windowOnly = false;
  const consider = (score: Score, i: number, di: number, j: number, dj: number): void => {
    const gi = (grams[i] ?? 0) + di;
    if (gi < (mins[i] ?? 0) || gi > (maxs[i] ?? 0)) return;
    let e = energy + tenthsAt(i, gi) - (tenths[i] ?? 0);
    let gj = 0;
    if (j >= 0) {
      gj = (grams[j] ?? 0) + dj;
      if (gj < (mins[j] ?? 0) || gj > (maxs[j] ?? 0)) return;
      e += tenthsAt(j, gj) - (tenths[j] ?? 0);
    }
    if (windowOnly && !inWindow(e)) return;
    let c = carbs + (carbsPerGram[i] ?? 0) * di;
    let p = protein + (proteinPerGram[i] ?? 0) * di;
    let f = fat + (fatPerGram[i] ?? 0) * di;
    let r = realism + realismAt(i, gi) - realismAt(i, grams[i] ?? 0);
    if (j >= 0) {
      c += (carbsPerGram[j] ?? 0) * dj;
      p += (proteinPerGram[j] ?? 0) * dj;
      f += (fatPerGram[j] ?? 0) * dj;
      r += realismAt(j, gj) - realismAt(j, grams[j] ?? 0);
    }
    if (pairs.length > 0) r += plateAt(i, gi, j, gj, grams);
    const value = score(e, macroObjective(c, p, f) + r);
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
    realism += realismAt(i, after) - realismAt(i, before);
  };
  const refresh = (): void => {
    objective = macroObjective(carbs, protein, fat) + realism + plateTerm();
  };
  /** Applies the best move of the scan; false when the scan found none. */
  const applyBest = (): boolean => {
    if (bestI < 0 || bestScore === Infinity) return false;
    shift(bestI, bestDi);
    if (bestJ >= 0) shift(bestJ, bestDj);
    refresh();
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
  /**
   * Up to ±WIDE_SEARCH_STEPS steps on one or two items, and each of those steps of one item with
   * the whole number of steps of another that brings the energy back nearest the target.
   */
  const scanWide = (score: Score): void => {
    for (let i = 0; i < n; i += 1) {
      const si = steps[i] ?? 1;
      for (let a = -WIDE_SEARCH_STEPS; a <= WIDE_SEARCH_STEPS; a += 1) {
        if (a === 0) continue;
        consider(score, i, a * si, -1, 0);
        const gap = targetTenths - energy - (tenthsAt(i, (grams[i] ?? 0) + a * si) - (tenths[i] ?? 0));
        for (let j = 0; j < n; j += 1) {
          if (j === i) continue;
          const sj = steps[j] ?? 1;
          for (let c = -WIDE_SEARCH_STEPS; c <= WIDE_SEARCH_STEPS; c += 1) {
            if (c !== 0 && j > i) consider(score, i, a * si, j, c * sj);
          }
          const perStep = ((kcal[j] ?? 0) * sj) / 10; // tenths of kcal per step
          if (perStep <= 0) continue;
          const exact = gap / perStep;
          const low = Math.floor(exact);
          if (Math.abs(low) > WIDE_SEARCH_STEPS) consider(score, i, a * si, j, low * sj);
          if (Math.abs(low + 1) > WIDE_SEARCH_STEPS) consider(score, i, a * si, j, (low + 1) * sj);
        }
      }
    }
  };
  const landing: Score = (e, o) => (inWindow(e) ? o : Infinity);
  /** Runs a scan whose score rejects every move outside the energy window. */
  const inWindowOnly = (scan: () => void): void => {
    windowOnly = true;
    scan();
    windowOnly = false;
  };

  // Few movable foods: try every grid point within ±K steps of each rounded portion (K as large as
  // the budget allows) and keep the best one inside the window. Exact on that neighbourhood.
  const movableCount = items.filter((item) => item.max > item.min).length;
  const radius = neighbourhoodRadius(movableCount);
  if (radius > 0) {
    const best = grams.slice();
    let bestObjective = Infinity;
    const current = grams.slice();
    const visit = (i: number, e: number, c: number, p: number, f: number, r: number): void => {
      if (i === n) {
        if (!inWindow(e)) return;
        const plateValue = pairs.length > 0 ? plateAt(-1, 0, -1, 0, current) : 0;
        const value = macroObjective(c, p, f) + r + plateValue;
        if (value < bestObjective) {
          bestObjective = value;
          for (let k = 0; k < n; k += 1) best[k] = current[k] ?? 0;
        }
        return;
      }
      const start = grams[i] ?? 0;
      const step = steps[i] ?? 1;
      const span = (maxs[i] ?? 0) > (mins[i] ?? 0) ? radius : 0;
      for (let k = -span; k <= span; k += 1) {
        const g = start + k * step;
        if (g < (mins[i] ?? 0) || g > (maxs[i] ?? 0)) continue;
        current[i] = g;
        visit(
          i + 1,
          e + tenthsAt(i, g),
          c + (carbsPerGram[i] ?? 0) * g,
          p + (proteinPerGram[i] ?? 0) * g,
          f + (fatPerGram[i] ?? 0) * g,
          r + realismAt(i, g),
        );
      }
    };
    visit(0, 0, 0, 0, 0, 0);
    if (bestObjective < Infinity) {
      for (let i = 0; i < n; i += 1) shift(i, (best[i] ?? 0) - (grams[i] ?? 0));
      refresh();
    }
  }

  // Energy repair: take the best in-window move when one exists; otherwise close the gap.
  for (let iteration = 0; iteration < MAX_REPAIR_MOVES && !inWindow(energy); iteration += 1) {
    startScan();
    inWindowOnly(() => scanSteps(landing));
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
    inWindowOnly(() => scanWide(landing));
    applyBest();
  }
  // Precision fallback: one item (not one counted in units, like eggs) leaves its step grid by up
  // to FINE_ADJUST_MAX_GRAMS in 1 g moves, alone or with up to ±WIDE_SEARCH_STEPS steps of another.
  if (!inWindow(energy)) {
    startScan();
    for (let i = 0; i < n; i += 1) {
      if (items[i]?.profile.unitStep) continue;
      // A coarse step (half a ladle of beans) may need up to half a step to land.
      const reach = Math.max(FINE_ADJUST_MAX_GRAMS, Math.floor((steps[i] ?? 1) / 2));
      for (let d = -reach; d <= reach; d += 1) {
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
    windowOnly = true;
    for (let i = 0; i < n; i += 1) {
      consider(improving, i, steps[i] ?? 1, -1, 0);
      consider(improving, i, -(steps[i] ?? 1), -1, 0);
    }
    scanTrades(improving);
    windowOnly = false;
    if (!applyBest()) break;
  }
  return grams;
}

// Range shortfall of the rounding objective (macroObjective in roundToGrid): the ideal
// ranges with ROUNDING_MARGIN inside them, so rounding does not end on the edge.
// Local copies (hot loop), ROUNDING_MARGIN inside the ideal bounds.
const CARBS_RANGE_MIN = IDEAL_MACRO_RANGES.carbs.min + ROUNDING_MARGIN;
const CARBS_RANGE_MAX = IDEAL_MACRO_RANGES.carbs.max - ROUNDING_MARGIN;
const PROTEIN_RANGE_MIN = IDEAL_MACRO_RANGES.protein.min + ROUNDING_MARGIN;
const PROTEIN_RANGE_MAX = IDEAL_MACRO_RANGES.protein.max - ROUNDING_MARGIN;
const FAT_RANGE_MIN = IDEAL_MACRO_RANGES.fat.min + ROUNDING_MARGIN;
const FAT_RANGE_MAX = IDEAL_MACRO_RANGES.fat.max - ROUNDING_MARGIN;

/**
 * How much one gram moves macro k away from its share of the meal's energy (kcal): its 4/4/9 energy
 * minus the share of the food's own energy (TACO kcal), the basis the split is shown and judged on
 * (decision 029).
 */
function splitWeight(item: Item, macro: Macro): number {
  return item.macroKcal[macro] - TARGET_MACRO_SPLIT[macro] * item.energy;
}

// Local copies: imported bindings can be accessors once transpiled, and this runs in hot loops.
const CARBS_SHARE = TARGET_MACRO_SPLIT.carbs;
const PROTEIN_SHARE = TARGET_MACRO_SPLIT.protein;
const FAT_SHARE = TARGET_MACRO_SPLIT.fat;

/** What a portion carries that depends only on its food and grams (portionFacts). */
export type PortionFacts = Pick<
  Portion,
  | 'foodId'
  | 'amountUnit'
  | 'calories'
  | 'source'
  | 'measureEstimated'
  | 'fiberMeasured'
  | 'macros'
  | 'glycemicIndex'
  | 'giSource'
  | 'nutrients'
>;

/**
 * The numbers of `grams` of `food`, rounded as the planner rounds them: calories as the solver counts
 * them, macros to 1 decimal, every registry nutrient to its decimals, with the food's id, the
 * composition's source and its glycemic index. A saved meal's portion with a food id is re-derived with
 * this very function (the server does not trust a client's numbers for a food it knows).
 */
export function portionFacts(food: FoodRecord, grams: number): PortionFacts {
  const per100g = food.per100g;
  const scaled = (value: number): number => round1((value * grams) / 100);
  return {
    foodId: food.id,
    // A drink's grams are read and typed as millilitres (amount-unit.ts).
    ...amountUnitField(amountUnitOf(food)),
    calories: portionCalories(food, grams),
    ...portionOrigin(food),
    // Unknown fibre (null in TACO) counts as 0 in the totals.
    macros: macrosFrom((id) => scaled(per100g[id] ?? 0)),
    // The index with its source (measured, approximate, estimated: decision 027).
    ...portionGlycemic(food.glycemic),
    ...(food.nutrients ? { nutrients: roundNutrients(scaleNutrients(food.nutrients, grams / 100)) } : {}),
  };
}

function buildPortion(item: Item, grams: number): Portion {
  return { foodName: item.name, grams, ...portionMeasure(item.food, grams), ...portionFacts(item.food, grams) };
}

/** A food a suggestion may name, and the words that find it among the meal's foods (lowercase, no accents). */
type Example = readonly [label: string, pattern: RegExp];
const SUGGESTION_EXAMPLES: Record<'main' | 'light', Record<Macro | 'fiber', readonly Example[]>> = {
  main: {
    protein: [
      ['frango', /frango|peito de galinha|coxa/u],
      ['peixe', /peixe|tilapia|salmao|atum|sardinha|pescada|merluza/u],
      ['ovos', /\bovos?\b|omelete/u],
      ['feijão', /feijao|feijoada/u],
    ],
    carbs: [
      ['arroz', /arroz/u],
      ['batata', /batata/u],
      ['pão', /\bpao\b|\bpaes\b/u],
      ['frutas', /banana|maca|laranja|mamao|manga|morango|abacaxi|uva|pera|melancia|goiaba|fruta/u],
    ],
    fat: [
      ['azeite', /azeite/u],
      ['castanhas', /castanha|amendoa|noz|nozes/u],
      ['abacate', /abacate/u],
    ],
    fiber: [
      ['verduras', /alface|couve|rucula|agriao|espinafre|repolho|acelga|verdura/u],
      ['legumes', /cenoura|abobrinha|brocolis|chuchu|vagem|beterraba|abobora|legume/u],
      ['feijão', /feijao|feijoada/u],
    ],
  },
  light: {
    protein: [
      ['ovos', /\bovos?\b|omelete/u],
      ['iogurte natural', /iogurte/u],
      ['queijo branco', /queijo/u],
    ],
    carbs: [
      ['pão integral', /\bpao\b|\bpaes\b/u],
      ['tapioca', /tapioca/u],
      ['aveia', /aveia/u],
      ['frutas', /banana|maca|laranja|mamao|manga|morango|abacaxi|uva|pera|melancia|goiaba|fruta/u],
    ],
    fat: [
      ['castanhas', /castanha|amendoa|noz|nozes/u],
      ['abacate', /abacate/u],
      ['pasta de amendoim', /amendoim/u],
    ],
    fiber: [
      ['frutas com casca', /maca|pera|goiaba|ameixa/u],
      ['aveia', /aveia/u],
      ['sementes', /chia|linhaca|semente/u],
    ],
  },
};
/** A name in lowercase without accents, as the examples' patterns read it. */
const plainName = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
/** "a, b ou c" */
const orList = (labels: readonly string[]): string =>
  labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} ou ${labels.at(-1)}`;
const MAX_SUGGESTIONS = 3;
const SUGGESTION_ORDER: readonly Macro[] = ['protein', 'carbs', 'fat'];
const SPLIT_LABEL = [TARGET_MACRO_SPLIT.carbs, TARGET_MACRO_SPLIT.protein, TARGET_MACRO_SPLIT.fat]
  .map((share) => Math.round(share * 100))
  .join('/');
const LIMITS_SUGGESTION = `Com esta meta, as porções realistas destes alimentos não fecham a divisão ${SPLIT_LABEL}; ajuste a meta de calorias ou troque algum alimento.`;

/**
 * What the chosen foods lack (a macro below its ideal range, fibre under 8 g), with
 * examples fit for the meal. When the list already holds a good source of the missing macro, the
 * shortfall comes from the realistic portion limits at this target, and the tip says so instead.
 */
function suggestionsFor(items: readonly Item[], summary: MealSummary, mealType: MealType): string[] {
  const examples = SUGGESTION_EXAMPLES[mealType === 'breakfast' || mealType === 'snack' ? 'light' : 'main'];
  // Examples already on the plate are not suggested again ("adicione ovos" beside two eggs).
  const onThePlate = items.map((item) => plainName(`${item.name} ${item.food.name}`));
  const absent = (kind: Macro | 'fiber'): string =>
    orList(
      examples[kind].filter(([, pattern]) => !onThePlate.some((name) => pattern.test(name))).map(([label]) => label),
    );
  const percent = (share: number): string => `${Math.round(share * 100)}%`;
  const below = (macro: Macro): boolean =>
    summary.totalMacros[macro] * KCAL_PER_GRAM[macro] < IDEAL_MACRO_RANGES[macro].min * summary.totalCalories;
  // A source is richer in the macro than the target split and, at its largest portion, could supply
  // `share` of the macro's ideal minimum (all of it: a full source; 150 g of lettuce is no carbohydrate source).
  const supplies = (macro: Macro, share: number): boolean =>
    items.some(
      (item) =>
        splitWeight(item, macro) > 0 &&
        item.macroKcal[macro] * item.max >= share * IDEAL_MACRO_RANGES[macro].min * summary.totalCalories,
    );
  const hasSource = (macro: Macro): boolean => supplies(macro, 1);
  // A smaller source is there (two eggs at breakfast), only not enough of it: "outra fonte".
  const some = (macro: Macro): string => (supplies(macro, 0.25) ? 'outra' : 'uma');
  const named = (kind: Macro | 'fiber'): string => {
    const list = absent(kind);
    return list ? ` (${list})` : '';
  };
  const missing = MACROS.filter((macro) => below(macro));
  const texts: Record<Macro, string> = {
    protein: `Adicione ${some('protein')} fonte de proteína magra${named('protein')} para se aproximar de ${percent(TARGET_MACRO_SPLIT.protein)} de proteínas.`,
    carbs: `Adicione ${some('carbs')} fonte de carboidrato${named('carbs')} para se aproximar de ${percent(TARGET_MACRO_SPLIT.carbs)} de carboidratos.`,
    fat: `Adicione ${some('fat')} fonte de gordura boa${named('fat')} para se aproximar de ${percent(TARGET_MACRO_SPLIT.fat)} de gorduras.`,
  };
  const suggestions: string[] = [];
  for (const macro of SUGGESTION_ORDER) {
    if (missing.includes(macro) && !hasSource(macro)) suggestions.push(texts[macro]);
  }
  if (missing.some(hasSource)) suggestions.push(LIMITS_SUGGESTION);
  const fiberFoods = absent('fiber');
  if (fiberBelowMinimum(summary)) {
    suggestions.push(
      fiberFoods
        ? `Inclua ${fiberFoods} para chegar a pelo menos ${IDEAL_MIN_FIBER_GRAMS} g de fibras.`
        : `Aumente as fibras para chegar a pelo menos ${IDEAL_MIN_FIBER_GRAMS} g: troque algum alimento por uma versão integral.`,
    );
  }
  return suggestions.slice(0, MAX_SUGGESTIONS);
}
