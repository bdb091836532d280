/**
 * Analysis of a calculated meal. Runs in the browser on the /plan
 * screen, so it stays import-light: no solver, no quadprog, no food data.
 */
import { round1 } from './rounding';
import type { MealCalculation, Portion } from '../schemas/planner';
import { mealGlycemic } from './glycemic';
import { describeAmount } from './household-measure';
import { macrosFrom, roundMacroTotals, sumMacroTotals } from './macros';
import { roundNutrients, scaleNutrients } from './nutrients';

/** Calories per gram of protein, carbohydrate and fat. */
export const KCAL_PER_GRAM = { protein: 4, carbs: 4, fat: 9 } as const;

/** The target macro split of a meal's calories (carbs/protein/fat 40/30/30). */
export const TARGET_MACRO_SPLIT = { carbs: 0.4, protein: 0.3, fat: 0.3 } as const;

/** Ideal-range warning: share of the meal's calories each macro should supply. */
export const IDEAL_MACRO_RANGES = {
  protein: { min: 0.25, max: 0.35 },
  carbs: { min: 0.35, max: 0.5 },
  fat: { min: 0.25, max: 0.35 },
} as const;

/** Ideal-range warning: fibre of a meal, at least 8 g. */
export const IDEAL_MIN_FIBER_GRAMS = 8;

/** pt-BR names used in the ideal-range warning, in the order they are listed. */
export const IDEAL_RANGE_NAMES = {
  protein: 'proteína',
  carbs: 'carboidratos',
  fat: 'gordura',
  fiber: 'fibras',
} as const;
export type IdealRangeName = (typeof IDEAL_RANGE_NAMES)[keyof typeof IDEAL_RANGE_NAMES];

export type MealSummary = Pick<MealCalculation, 'totalCalories' | 'totalMacros' | 'fiberComplete' | 'glycemicData'>;

/**
 * Editing grams rescales the item's calories and macros proportionally against the
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
    // Everything that does not depend on the grams (source, measure and fibre flags…) stays.
    ...original,
    grams,
    calories: round1(original.calories * ratio),
    homeMeasure: original.measureUnit
      ? describeAmount(original.measureUnit, grams, original.amountUnit)
      : `${round1(grams).toLocaleString('pt-BR')} ${original.amountUnit ?? 'g'}`,
    macros: macrosFrom((id) => round1(original.macros[id] * ratio)),
    ...(original.nutrients ? { nutrients: roundNutrients(scaleNutrients(original.nutrients, ratio)) } : {}),
  };
}

/**
 * Totals (1 decimal) and glycemic data of a list of portions; recomputed after every edit. The fibre
 * total is complete only when every portion's fibre is measured (a food TACO does not measure counts
 * 0 in the sum, so the sum is then a lower bound).
 */
export function summarizePortions(portions: readonly Portion[]): MealSummary {
  const { calories, ...totalMacros } = roundMacroTotals(
    sumMacroTotals(portions.map((portion) => ({ calories: portion.calories, ...portion.macros }))),
    round1,
  );
  return {
    totalCalories: calories,
    totalMacros,
    // Said only when partial, like the portions' fiberMeasured.
    ...(portions.some((portion) => portion.fiberMeasured === false) ? { fiberComplete: false } : {}),
    // Decision 027: the load counts available carbohydrate (carbs − fibre; unknown fibre: all, flagged).
    glycemicData: mealGlycemic(
      portions.map((portion) => ({
        carbs: portion.macros.carbs,
        fiber: portion.fiberMeasured === false ? null : portion.macros.fiber,
        glycemicIndex: portion.glycemicIndex,
        ...(portion.giSource ? { giSource: portion.giSource } : {}),
      })),
    ),
  };
}

/**
 * Fibre under the product's minimum of 8 g, as far as it is known: a meal with a food whose fibre is
 * not measured (fiberComplete false) is never said to lack fibre, since its real total is unknown
 * (issue 30: a misto quente showed "0 g" and the warning).
 */
export function fiberBelowMinimum(calc: Pick<MealCalculation, 'totalMacros' | 'fiberComplete'>): boolean {
  return calc.fiberComplete !== false && calc.totalMacros.fiber < IDEAL_MIN_FIBER_GRAMS;
}

/**
 * Ideal-range warning: the macros whose share of the meal's calories, as macroSplit shows it,
 * is outside its ideal range (protein 25–35 %, carbs 35–50 %, fat 25–35 %; bounds inclusive), and
 * fibre under 8 g (fiberBelowMinimum), as pt-BR names in the order proteína, carboidratos, gordura,
 * fibras. Judged on the displayed percentages, so a value shown inside its range never has a warning
 * and one shown outside always has (issue 30; docs/decisions/029-one-energy-basis-for-the-split.md).
 */
export function idealRangeWarnings(
  calc: Pick<MealCalculation, 'totalCalories' | 'totalMacros' | 'fiberComplete'>,
): IdealRangeName[] {
  const split = macroSplit(calc);
  const names: IdealRangeName[] = [];
  for (const macro of ['protein', 'carbs', 'fat'] as const) {
    if (!splitInRange(split, macro)) names.push(IDEAL_RANGE_NAMES[macro]);
  }
  if (fiberBelowMinimum(calc)) names.push(IDEAL_RANGE_NAMES.fiber);
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

type SplitMacro = keyof MacroSplit;

/**
 * The one energy basis of the split (docs/decisions/029-one-energy-basis-for-the-split.md): each
 * macro's energy by 4/4/9 kcal per gram as a fraction of the meal's calories (the sum of
 * the portions' TACO energy, the number shown as the meal's total). The displayed split, the
 * ideal-range warning and the solver's 40/30/30 term all use it. 0 for a meal without energy.
 */
export function macroEnergyShare(
  calc: Pick<MealCalculation, 'totalCalories' | 'totalMacros'>,
  macro: SplitMacro,
): number {
  const calories = calc.totalCalories;
  if (!(calories > 0)) return 0;
  return (calc.totalMacros[macro] * KCAL_PER_GRAM[macro]) / calories;
}

/**
 * Percentages (1 decimal) of the meal's calories that carbs, protein and fat supply (macroEnergyShare).
 * They need not add up to 100: the table's energy also counts alcohol and uses each food's own
 * conversion factors. All zero for a meal without energy.
 */
export function macroSplit(calc: Pick<MealCalculation, 'totalCalories' | 'totalMacros'>): MacroSplit {
  return {
    carbs: round1(macroEnergyShare(calc, 'carbs') * 100),
    protein: round1(macroEnergyShare(calc, 'protein') * 100),
    fat: round1(macroEnergyShare(calc, 'fat') * 100),
  };
}

/** The displayed percentage within the macro's ideal range, bounds included. */
export function splitInRange(split: MacroSplit, macro: SplitMacro): boolean {
  const range = IDEAL_MACRO_RANGES[macro];
  return split[macro] >= round1(range.min * 100) && split[macro] <= round1(range.max * 100);
}

/**
 * The solver's 40/30/30 term on the same basis: Σₖ (macro energyₖ − shareₖ · energy)² / target²,
 * macro energies by 4/4/9 and `energy` the meal's calories.
 */
export function splitError(macroKcal: Record<SplitMacro, number>, energy: number, target: number): number {
  let error = 0;
  for (const macro of ['carbs', 'protein', 'fat'] as const) {
    const deviation = (macroKcal[macro] - TARGET_MACRO_SPLIT[macro] * energy) / target;
    error += deviation * deviation;
  }
  return error;
}
