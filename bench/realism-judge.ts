/**
 * The independent realism judge (issue 30): scores the planner's plates against serving ranges
 * that come from data, not from the solver's own profiles. The ranges are in
 * bench/data/reference-servings.json (IBGE POF 2008–09 household measures, the Guia Alimentar
 * portions, and documented estimates), a file that packages/ and apps/ never read.
 *
 * A meal passes when:
 *   answered   the solver gives a plate, unless no plate within the reference ranges reaches the
 *              target (then a refusal is right, and an answer cannot be realistic);
 *   energy     the plate's energy is within ±1 % of the target;
 *   servings   every portion is inside its reference range (garnishes, added sugar, honey, oil and
 *              butter included: their ranges are the amounts a person adds), never 0 g, whole
 *              units where a food is eaten whole (eggs, acarajé);
 *   as eaten   each typed name resolves to the food as eaten (a cooked or prepared energy density,
 *              not the dry or raw form) where the reference gives that density;
 *   plate      the relations between foods hold (rice to beans, tropeiro leading the rice, one
 *              hambúrguer per roll);
 *   split      protein 25–35 %, carbs 35–50 %, fat 25–35 % of the meal's calories, each macro by
 *              4/4/9 (the split the planner shows), whenever some plate within the reference ranges reaches all three
 *              with a point to spare: a seeded random search of plates scaled to the energy.
 */
import { round1 } from '../packages/core/src/domain/rounding';
import { getFoodById } from '../packages/core/src/data/foods';
import type { FoodRecord } from '../packages/core/src/data/food-types';
import { findFoodName, normalizeFoodText } from '../packages/core/src/domain/food-search';
import { IDEAL_MACRO_RANGES, KCAL_PER_GRAM } from '../packages/core/src/domain/meal-analysis';
import { solvePortions } from '../packages/core/src/domain/portion-solver';
import type { MealCalculation, MealType } from '../packages/core/src/schemas/planner';
import reference from './data/reference-servings.json';
import type { BenchMeal } from './realism-meals';

export type Role = 'staple' | 'protein' | 'dish' | 'side' | 'garnish' | 'fruit' | 'drink' | 'added' | 'snack';

export interface ReferenceUnit {
  label: string;
  grams: number;
  source: 'pof' | 'estimate';
  tacoId?: number;
  pof?: string;
  why?: string;
}

export interface ReferenceEntry {
  id: string;
  names: string[];
  role: Role;
  unit: ReferenceUnit;
  count: [number, number];
  byMealType?: Partial<Record<MealType, [number, number]>>;
  contexts?: { with: string[]; count: [number, number]; why: string }[];
  minUnits?: 'whole';
  asEatenKcalPer100g?: [number, number];
  asEatenWhy?: string;
  guiaPortionGrams?: number;
  note?: string;
}

export type ReferenceRule =
  | { kind: 'ratio'; item: string[]; other: string[]; min: number; max: number; why: string }
  | {
      kind: 'units';
      item: string[];
      itemUnitGrams: number;
      other: string[];
      otherUnitGrams: number;
      slack: number;
      why: string;
    };

interface ReferenceFile {
  meta: Record<string, unknown>;
  rules: ReferenceRule[];
  entries: ReferenceEntry[];
}

export const REFERENCE = reference as unknown as ReferenceFile;

/** Samples of the random plate search per meal (deterministic: seeded per meal). */
const SAMPLES = 40_000;
/** The split must be reachable this far inside each range for the judge to demand it. */
const MARGIN = 0.01;
/** A portion passes within this share of its range (at least 1 g): the solver rounds to steps. */
const TOLERANCE = 0.025;

const key = (name: string): string => normalizeFoodText(name);

const ENTRY_BY_NAME = new Map<string, ReferenceEntry>();
for (const entry of REFERENCE.entries) {
  for (const name of entry.names) ENTRY_BY_NAME.set(key(name), entry);
}

/** The reference entry of a typed name; every name of the bench meals must have one. */
export function referenceFor(name: string): ReferenceEntry {
  const entry = ENTRY_BY_NAME.get(key(name));
  if (!entry) throw new Error(`"${name}" has no reference serving in bench/data/reference-servings.json`);
  return entry;
}

export interface Range {
  min: number;
  max: number;
  /** Why this range (the measure and the count, or the context). */
  basis: string;
}

/** The reference range in grams of one typed food in this meal (context first, then meal type). */
export function referenceRange(name: string, meal: Pick<BenchMeal, 'mealType' | 'foods'>): Range {
  const entry = referenceFor(name);
  const others = new Set(meal.foods.filter((f) => f !== name).map(key));
  const context = entry.contexts?.find((c) => c.with.some((w) => others.has(key(w))));
  const count = context?.count ?? entry.byMealType?.[meal.mealType] ?? entry.count;
  const [low, high] = count;
  const unit = entry.unit;
  return {
    min: round1(low * unit.grams),
    max: round1(high * unit.grams),
    basis: `${low}–${high} × ${unit.label} ${unit.grams} g (${unit.source === 'pof' ? 'POF' : 'estimativa'})`,
  };
}

const round3 = (share: number): number => Math.round(share * 1000) / 1000;

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

function resolve(name: string): FoodRecord | undefined {
  const entry = findFoodName(name);
  return entry ? getFoodById(entry.foodId) : undefined;
}

/** The rules of REFERENCE.rules that apply to a meal, as indexes of its foods. */
interface MealRule {
  rule: ReferenceRule;
  item: number[];
  other: number[];
}

function rulesFor(meal: BenchMeal): MealRule[] {
  const ids = meal.foods.map((name) => referenceFor(name).id);
  const indexes = (wanted: string[]) => ids.flatMap((id, i) => (wanted.includes(id) ? [i] : []));
  return REFERENCE.rules
    .map((rule) => ({ rule, item: indexes(rule.item), other: indexes(rule.other) }))
    .filter((r) => r.item.length > 0 && r.other.length > 0);
}

/** The relations broken by these grams (pt-BR reasons; empty when all hold). */
function brokenRules(rules: readonly MealRule[], grams: readonly number[]): string[] {
  const reasons: string[] = [];
  const sum = (indexes: number[]) => indexes.reduce((total, i) => total + (grams[i] ?? 0), 0);
  for (const { rule, item: itemIndexes, other: otherIndexes } of rules) {
    const item = sum(itemIndexes);
    const other = sum(otherIndexes);
    const broken =
      rule.kind === 'ratio'
        ? other > 0 && (item / other < rule.min - 1e-9 || item / other > rule.max + 1e-9)
        : item / rule.itemUnitGrams < other / rule.otherUnitGrams - rule.slack;
    if (broken) reasons.push(`${rule.why} (${Math.round(item)} g para ${Math.round(other)} g)`);
  }
  return reasons;
}

export interface Search {
  /** Some plate within the ranges (and the rules) has the target energy (±1 %). */
  energyReachable: boolean;
  /** ... and the split inside the three ideal ranges with MARGIN to spare. */
  splitReachable: boolean;
  /** A plate within the ranges at the target energy, when there is one (proof that a refusal is wrong). */
  example?: number[];
}

/**
 * Is there a plate within the reference ranges at the target energy, and one whose split is inside
 * the ideal ranges? Energy first exactly (the ranges are intervals: the straight line from every
 * minimum to every maximum crosses the target), then a seeded random search of plates scaled to
 * the energy for the split.
 */
export function searchPlates(meal: BenchMeal, foods: readonly FoodRecord[], seed: number): Search {
  const ranges = meal.foods.map((name) => referenceRange(name, meal));
  const rules = rulesFor(meal);
  const kcal = foods.map((food) => food.per100g.kcal / 100);
  const energyOf = (grams: readonly number[]) => grams.reduce((sum, g, i) => sum + g * (kcal[i] ?? 0), 0);
  const low = energyOf(ranges.map((r) => r.min));
  const high = energyOf(ranges.map((r) => r.max));
  const target = meal.kcal;
  let example: number[] | undefined;
  if (low <= target * 1.01 && high >= target * 0.99) {
    const t = high > low ? Math.min(1, Math.max(0, (target - low) / (high - low))) : 0;
    const line = ranges.map((r) => r.min + t * (r.max - r.min));
    if (brokenRules(rules, line).length === 0) example = line;
  }
  const carbs = foods.map((f) => (f.per100g.carbs * KCAL_PER_GRAM.carbs) / 100);
  const protein = foods.map((f) => (f.per100g.protein * KCAL_PER_GRAM.protein) / 100);
  const fat = foods.map((f) => (f.per100g.fat * KCAL_PER_GRAM.fat) / 100);
  const next = random(seed);
  const grams = new Array<number>(foods.length).fill(0);
  let splitReachable = false;
  for (let sample = 0; sample < SAMPLES && !splitReachable; sample += 1) {
    let energy = 0;
    ranges.forEach((r, i) => {
      grams[i] = r.min + next() * (r.max - r.min);
      energy += (grams[i] ?? 0) * (kcal[i] ?? 0);
    });
    if (energy <= 0) continue;
    const scale = target / energy;
    let inside = true;
    let c = 0;
    let p = 0;
    let f = 0;
    ranges.forEach((r, i) => {
      const g = (grams[i] ?? 0) * scale;
      grams[i] = g;
      if (g < r.min - 1e-9 || g > r.max + 1e-9) inside = false;
      c += g * (carbs[i] ?? 0);
      p += g * (protein[i] ?? 0);
      f += g * (fat[i] ?? 0);
    });
    if (!inside || (rules.length > 0 && brokenRules(rules, grams).length > 0)) continue;
    example ??= [...grams];
    // Shares of the plate's energy (the target, after scaling): the basis the planner shows (decision 029).
    splitReachable = insideIdeal({ carbs: c / target, protein: p / target, fat: f / target }, MARGIN);
  }
  return { energyReachable: example !== undefined, splitReachable, ...(example ? { example } : {}) };
}

interface Shares {
  carbs: number;
  protein: number;
  fat: number;
}

function insideIdeal(shares: Shares, margin: number): boolean {
  return (['carbs', 'protein', 'fat'] as const).every(
    (macro) =>
      shares[macro] >= IDEAL_MACRO_RANGES[macro].min + margin - 1e-9 &&
      shares[macro] <= IDEAL_MACRO_RANGES[macro].max - margin + 1e-9,
  );
}

/** Each macro's 4/4/9 energy as a share of the meal's calories (the split the planner shows, decision 029). */
function sharesOf(calc: Pick<MealCalculation, 'totalMacros' | 'totalCalories'>): Shares {
  const total = calc.totalCalories || 1;
  return {
    carbs: (calc.totalMacros.carbs * KCAL_PER_GRAM.carbs) / total,
    protein: (calc.totalMacros.protein * KCAL_PER_GRAM.protein) / total,
    fat: (calc.totalMacros.fat * KCAL_PER_GRAM.fat) / total,
  };
}

export interface Outcome {
  meal: BenchMeal;
  label: string;
  pass: boolean;
  reasons: string[];
  refused: boolean;
  energyReachable: boolean;
  splitReachable: boolean;
  splitInside: boolean;
  /** Mean |Δ| in points from 40/30/30; NaN when refused. */
  splitError: number;
  plate: string;
}

const describePlate = (names: readonly string[], grams: readonly number[]): string =>
  names.map((name, i) => `${name} ${Math.round(grams[i] ?? 0)} g`).join(', ');

/** What the planner answered for a meal: a refusal (its message) or the grams of each food with the totals. */
export type Answer =
  { refused: string } | { grams: number[]; totalCalories: number; totalMacros: MealCalculation['totalMacros'] };

/** The answer of a plate of these grams, totals from the foods' composition (for the judge's own tests). */
export function plateAnswer(foods: readonly FoodRecord[], grams: number[]): Answer {
  const sum = (per100g: (food: FoodRecord) => number) =>
    grams.reduce((total, g, i) => total + (per100g(foods[i] as FoodRecord) * g) / 100, 0);
  return {
    grams,
    totalCalories: round1(sum((f) => f.per100g.kcal)),
    totalMacros: {
      protein: round1(sum((f) => f.per100g.protein)),
      carbs: round1(sum((f) => f.per100g.carbs)),
      fat: round1(sum((f) => f.per100g.fat)),
      fiber: round1(sum((f) => f.per100g.fiber ?? 0)),
    },
  };
}

export interface Score {
  reasons: string[];
  splitInside: boolean;
  /** Mean |Δ| in points from 40/30/30; NaN when refused. */
  splitError: number;
}

/**
 * The reasons a dietitian would refuse this answer to the meal (empty: it passes). `foods` are the
 * library foods the typed names resolved to; `search` is searchPlates' answer for the meal.
 */
export function scoreAnswer(meal: BenchMeal, foods: readonly FoodRecord[], answer: Answer, search: Search): Score {
  const reasons: string[] = [];
  meal.foods.forEach((name, i) => {
    const entry = referenceFor(name);
    const density = foods[i]?.per100g.kcal ?? 0;
    const asEaten = entry.asEatenKcalPer100g;
    if (asEaten && (density < asEaten[0] || density > asEaten[1])) {
      reasons.push(
        `"${name}" resolve para ${foods[i]?.name} (${density} kcal/100 g), não à forma como se come ` +
          `(${asEaten[0]}–${asEaten[1]} kcal/100 g)`,
      );
    }
  });
  if ('refused' in answer) {
    if (search.energyReachable) {
      reasons.unshift(
        `recusada ("${answer.refused}") embora um prato dentro das porções de referência chegue a ${meal.kcal} kcal: ` +
          describePlate(meal.foods, search.example ?? []),
      );
    }
    return { reasons, splitInside: false, splitError: NaN };
  }
  if (Math.abs(answer.totalCalories - meal.kcal) > meal.kcal * 0.01) {
    reasons.push(`energia ${answer.totalCalories} kcal para a meta de ${meal.kcal}`);
  }
  answer.grams.forEach((grams, i) => {
    const name = meal.foods[i] ?? '';
    const entry = referenceFor(name);
    const range = referenceRange(name, meal);
    const slack = (value: number) => Math.max(1, value * TOLERANCE);
    if (grams <= 0) reasons.push(`${name} com 0 g`);
    else if (grams < range.min - slack(range.min) || grams > range.max + slack(range.max)) {
      reasons.push(`${name} ${grams} g fora de ${range.min}–${range.max} g [${range.basis}]`);
    }
    if (entry.minUnits === 'whole' && grams > 0) {
      const units = grams / entry.unit.grams;
      if (Math.abs(units - Math.round(units)) > 0.12) {
        reasons.push(`${name}: ${units.toFixed(2)} × ${entry.unit.label} (come-se inteiro)`);
      }
    }
  });
  reasons.push(...brokenRules(rulesFor(meal), answer.grams));
  const shares = sharesOf(answer);
  // Inside as the planner shows it: percentages with one decimal.
  const shown = { carbs: round3(shares.carbs), protein: round3(shares.protein), fat: round3(shares.fat) };
  const splitInside = insideIdeal(shown, 0);
  if (search.splitReachable && !splitInside) {
    reasons.push(
      `divisão P/C/G ${pct(shares.protein)}/${pct(shares.carbs)}/${pct(shares.fat)} % fora da faixa ideal, ` +
        'embora um prato dentro das porções de referência a alcance',
    );
  }
  const splitError =
    ((Math.abs(shares.carbs - 0.4) + Math.abs(shares.protein - 0.3) + Math.abs(shares.fat - 0.3)) / 3) * 100;
  return { reasons, splitInside, splitError };
}

/** The library foods of a meal's typed names (undefined where the planner finds nothing). */
export function resolveMeal(meal: BenchMeal): (FoodRecord | undefined)[] {
  return meal.foods.map(resolve);
}

/** Scores one meal as the planner answers it (the index seeds its random search). */
export function judgeMeal(meal: BenchMeal, index: number): Outcome {
  const label = `${meal.mealType} ${meal.kcal} kcal: ${meal.foods.join(', ')}`;
  const foods = resolveMeal(meal);
  const missing = meal.foods.filter((_, i) => !foods[i]);
  if (missing.length > 0) {
    return {
      meal,
      label,
      pass: false,
      reasons: [`não encontrado no planejador: ${missing.join(', ')}`],
      refused: true,
      energyReachable: false,
      splitReachable: false,
      splitInside: false,
      splitError: NaN,
      plate: '',
    };
  }
  const records = foods as FoodRecord[];
  const search = searchPlates(meal, records, 1000 + index);
  const result = solvePortions({
    items: meal.foods.map((name, i) => ({ name, food: records[i] as FoodRecord })),
    targetCalories: meal.kcal,
    mealType: meal.mealType,
  });
  const answer: Answer = result.ok
    ? {
        grams: result.calculation.portions.map((p) => p.grams),
        totalCalories: result.calculation.totalCalories,
        totalMacros: result.calculation.totalMacros,
      }
    : { refused: result.message };
  const score = scoreAnswer(meal, records, answer, search);
  return {
    meal,
    label,
    pass: score.reasons.length === 0,
    reasons: score.reasons,
    refused: !result.ok,
    energyReachable: search.energyReachable,
    splitReachable: search.splitReachable,
    splitInside: score.splitInside,
    splitError: score.splitError,
    plate: result.ok ? result.calculation.portions.map((p) => `${p.foodName} ${p.grams} g`).join(', ') : '',
  };
}

const pct = (share: number): string => (share * 100).toFixed(1);

export interface Summary {
  meals: number;
  passed: number;
  passRate: number;
  refused: number;
  /** Refusals a plate within the reference ranges proves wrong. */
  wrongRefusals: number;
  unreachable: number;
  splitReachable: number;
  splitInsideWhereReachable: number;
  splitInside: number;
  meanSplitError: number;
  meanSplitErrorReachable: number;
  bySet: Record<BenchMeal['set'], { meals: number; passed: number }>;
}

export function summarize(outcomes: readonly Outcome[]): Summary {
  const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / Math.max(1, values.length);
  const answered = outcomes.filter((o) => Number.isFinite(o.splitError));
  const reachable = outcomes.filter((o) => o.splitReachable);
  const bySet = {
    'issue 7': { meals: 0, passed: 0 },
    'issue 30': { meals: 0, passed: 0 },
    'held out': { meals: 0, passed: 0 },
  };
  for (const o of outcomes) {
    bySet[o.meal.set].meals += 1;
    if (o.pass) bySet[o.meal.set].passed += 1;
  }
  const passed = outcomes.filter((o) => o.pass).length;
  return {
    meals: outcomes.length,
    passed,
    passRate: passed / Math.max(1, outcomes.length),
    refused: outcomes.filter((o) => o.refused).length,
    wrongRefusals: outcomes.filter((o) => o.refused && o.energyReachable).length,
    unreachable: outcomes.filter((o) => !o.energyReachable).length,
    splitReachable: reachable.length,
    splitInsideWhereReachable: reachable.filter((o) => o.splitInside).length,
    splitInside: outcomes.filter((o) => o.splitInside).length,
    meanSplitError: mean(answered.map((o) => o.splitError)),
    meanSplitErrorReachable: mean(reachable.filter((o) => Number.isFinite(o.splitError)).map((o) => o.splitError)),
    bySet,
  };
}

/** Every meal of the list, judged. */
export function judgeMeals(meals: readonly BenchMeal[]): Outcome[] {
  return meals.map((meal, index) => judgeMeal(meal, index));
}
