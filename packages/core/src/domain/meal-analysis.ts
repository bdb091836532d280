/**
 * Analysis of a calculated meal (spec §5 Planner, §9 Planner). Runs in the browser on the /plan
 * screen, so it stays import-light: no solver, no quadprog, no food data.
 */
import type { MealCalculation, Portion } from '../schemas/planner';
import { mealGlycemic } from './glycemic';
import { describeAmount } from './household-measure';

/** Spec §9: calories per gram of protein, carbohydrate and fat. */
export const KCAL_PER_GRAM = { protein: 4, carbs: 4, fat: 9 } as const;

/** Spec §9: the target macro split of a meal's calories (carbs/protein/fat 40/30/30). */
export const TARGET_MACRO_SPLIT = { carbs: 0.4, protein: 0.3, fat: 0.3 } as const;

/** Spec §5 Ideal-range warning: share of the meal's calories each macro should supply. */
export const IDEAL_MACRO_RANGES = {
  protein: { min: 0.25, max: 0.35 },
  carbs: { min: 0.35, max: 0.5 },
  fat: { min: 0.25, max: 0.35 },
} as const;

/** Spec §5 Ideal-range warning: fibre of a meal, at least 8 g. */
export const IDEAL_MIN_FIBER_GRAMS = 8;

/** pt-BR names used in the ideal-range warning, in the order they are listed. */
export const IDEAL_RANGE_NAMES = {
  protein: 'proteína',
  carbs: 'carboidratos',
  fat: 'gordura',
  fiber: 'fibras',
} as const;
export type IdealRangeName = (typeof IDEAL_RANGE_NAMES)[keyof typeof IDEAL_RANGE_NAMES];

export type MealSummary = Pick<MealCalculation, 'totalCalories' | 'totalMacros' | 'glycemicData'>;

export const round1 = (value: number): number => Math.round(value * 10) / 10;

/**
 * Spec §5: editing grams rescales the item's calories and macros proportionally against the
 * ORIGINAL solver portion (never against an already edited one, so edits do not accumulate
 * rounding). Returns null when the edit must be ignored: grams NaN, infinite or negative
 * ("Grams edits ignore NaN or negative values"), or an original portion of 0 g, which gives no
 * per-gram basis to scale from. The household measure is the new grams counted in the same unit
 * the planner used for the food (issue 29: editing grams never switches the measure), or the plain
 * weight ("120 g") for a portion without one.
 */
export function rescalePortion(original: Portion, grams: number): Portion | null {
  if (!Number.isFinite(grams) || grams < 0) return null;
  if (!(original.grams > 0)) return null;
  if (grams === original.grams) return original;
  const ratio = grams / original.grams;
  return {
    foodName: original.foodName,
    grams,
    calories: round1(original.calories * ratio),
    homeMeasure: original.measureUnit
      ? describeAmount(original.measureUnit, grams)
      : `${round1(grams).toLocaleString('pt-BR')} g`,
    ...(original.measureUnit ? { measureUnit: original.measureUnit } : {}),
    macros: {
      protein: round1(original.macros.protein * ratio),
      carbs: round1(original.macros.carbs * ratio),
      fat: round1(original.macros.fat * ratio),
      fiber: round1(original.macros.fiber * ratio),
    },
    glycemicIndex: original.glycemicIndex,
  };
}

/** Totals (1 decimal) and glycemic data of a list of portions; recomputed after every edit. */
export function summarizePortions(portions: readonly Portion[]): MealSummary {
  let calories = 0;
  let protein = 0;
  let carbs = 0;
  let fat = 0;
  let fiber = 0;
  for (const portion of portions) {
    calories += portion.calories;
    protein += portion.macros.protein;
    carbs += portion.macros.carbs;
    fat += portion.macros.fat;
    fiber += portion.macros.fiber;
  }
  return {
    totalCalories: round1(calories),
    totalMacros: { protein: round1(protein), carbs: round1(carbs), fat: round1(fat), fiber: round1(fiber) },
    glycemicData: mealGlycemic(
      portions.map((portion) => ({ carbs: portion.macros.carbs, glycemicIndex: portion.glycemicIndex })),
    ),
  };
}

/**
 * Spec §5 Ideal-range warning: the macros outside their ideal grams for the meal's calories
 * (protein 25–35 % ÷ 4, carbs 35–50 % ÷ 4, fat 25–35 % ÷ 9) and fibre under 8 g, as pt-BR names
 * in the order proteína, carboidratos, gordura, fibras. Bounds are inclusive.
 */
export function idealRangeWarnings(calc: Pick<MealCalculation, 'totalCalories' | 'totalMacros'>): IdealRangeName[] {
  const calories = calc.totalCalories;
  const outside = (grams: number, range: { min: number; max: number }, kcalPerGram: number): boolean =>
    grams < (range.min * calories) / kcalPerGram || grams > (range.max * calories) / kcalPerGram;
  const names: IdealRangeName[] = [];
  if (outside(calc.totalMacros.protein, IDEAL_MACRO_RANGES.protein, KCAL_PER_GRAM.protein)) {
    names.push(IDEAL_RANGE_NAMES.protein);
  }
  if (outside(calc.totalMacros.carbs, IDEAL_MACRO_RANGES.carbs, KCAL_PER_GRAM.carbs)) {
    names.push(IDEAL_RANGE_NAMES.carbs);
  }
  if (outside(calc.totalMacros.fat, IDEAL_MACRO_RANGES.fat, KCAL_PER_GRAM.fat)) {
    names.push(IDEAL_RANGE_NAMES.fat);
  }
  if (calc.totalMacros.fiber < IDEAL_MIN_FIBER_GRAMS) names.push(IDEAL_RANGE_NAMES.fiber);
  return names;
}

/** 'Aviso: {list} fora da faixa ideal. Valores aproximados.' with the names joined by ', '. */
export function idealRangeMessage(names: readonly IdealRangeName[]): string {
  return `Aviso: ${names.join(', ')} fora da faixa ideal. Valores aproximados.`;
}

export interface MacroSplit {
  carbs: number;
  protein: number;
  fat: number;
}

/**
 * Percentages (1 decimal) of the energy that carbs, protein and fat supply, by 4/4/9 kcal per gram
 * (spec §9). The base is the sum of those three energies, so the split adds up to about 100
 * regardless of how the food table rounds its own kcal; all zero for a meal without macros.
 */
export function macroSplit(calc: Pick<MealCalculation, 'totalMacros'>): MacroSplit {
  const carbs = calc.totalMacros.carbs * KCAL_PER_GRAM.carbs;
  const protein = calc.totalMacros.protein * KCAL_PER_GRAM.protein;
  const fat = calc.totalMacros.fat * KCAL_PER_GRAM.fat;
  const total = carbs + protein + fat;
  if (!(total > 0)) return { carbs: 0, protein: 0, fat: 0 };
  return {
    carbs: round1((carbs / total) * 100),
    protein: round1((protein / total) * 100),
    fat: round1((fat / total) * 100),
  };
}
