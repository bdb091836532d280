/**
 * Glycemic index and load of a meal (decision 027). Pure; used by the portion solver on the server
 * and by the /plan screen when grams are edited.
 */

import { round1 } from './rounding';

/**
 * Where a food's glycemic index comes from: 'measured', Atkinson 2008 measured this very food;
 * 'approximate', the value of a related variety or state (carioca beans from kidney beans, TACO's raw
 * oats from oat porridge); 'estimated', our model (the closest linked food by name, a recipe's mean).
 */
export const GLYCEMIC_SOURCES = ['measured', 'approximate', 'estimated'] as const;
export type GlycemicSource = (typeof GLYCEMIC_SOURCES)[number];

/** The pt-BR word written next to an index that is not measured for the food itself. */
export const GLYCEMIC_SOURCE_LABELS: Record<Exclude<GlycemicSource, 'measured'>, string> = {
  approximate: 'aproximado',
  estimated: 'estimado',
};

/**
 * ISO 26642:2010 (and Atkinson 2008) bands of the glycemic index, stated in whole numbers: low up to
 * 55, medium 56 to 69, high from 70. A meal's index is a carbohydrate-weighted mean on the same scale
 * (Wolever & Jenkins 1986), so the bands apply to it too, once rounded to a whole number.
 */
export const GLYCEMIC_INDEX_LOW_MAX = 55;
export const GLYCEMIC_INDEX_MEDIUM_MAX = 69;

/**
 * The glycemic load bands (low up to 10, high from 20) are for ONE serving of ONE food (Atkinson 2008
 * tables give the load per serving). No cited band exists for a whole meal, so a meal's load is shown
 * as a number without a level or colour; these two numbers only explain that on screen.
 */
export const SERVING_GLYCEMIC_LOAD_LOW_MAX = 10;
export const SERVING_GLYCEMIC_LOAD_HIGH_FROM = 20;

/**
 * A meal is marked estimated when a food whose index is not measured (approximate, estimated, none)
 * or whose fibre is unknown supplies at least this share of the meal's available carbohydrate. Below
 * it, even an index 40 units off moves the meal's index by under 4 units: the median ± of Atkinson
 * 2008 Table 1 for a measured food.
 */
export const ESTIMATED_CARB_SHARE = 0.1;

export const GLYCEMIC_INDEX_LEVEL_IDS = ['low', 'medium', 'high'] as const;
export type GlycemicIndexLevel = (typeof GLYCEMIC_INDEX_LEVEL_IDS)[number];
export type LevelColor = 'green' | 'yellow' | 'red';

export const GLYCEMIC_INDEX_LEVELS: Record<GlycemicIndexLevel, { label: string; color: LevelColor }> = {
  low: { label: 'Baixo', color: 'green' },
  medium: { label: 'Médio', color: 'yellow' },
  high: { label: 'Alto', color: 'red' },
};

export interface GlycemicItem {
  /** Carbohydrate grams of the portion (TACO's total, by difference: fibre included). */
  carbs: number;
  /** Fibre grams of the portion; null when not measured (the carbohydrate then counts whole, flagged). */
  fiber: number | null;
  /** Glycemic index of the food (glucose = 100); null when not applicable. */
  glycemicIndex: number | null;
  /** Where the index comes from; absent (a portion saved before decision 027) is not known to be measured. */
  giSource?: GlycemicSource;
}

export interface MealGlycemic {
  /** Available-carbohydrate-weighted mean index, 1 decimal; null when no item with an index carries carbs. */
  index: number | null;
  /** Σ index × available carbohydrate / 100 over the indexed items, 1 decimal; null with the index. */
  load: number | null;
  /** A food with a non-measured index or unknown fibre supplies ≥ ESTIMATED_CARB_SHARE of the available carbs. */
  estimated: boolean;
  /** The ISO 26642 band of the meal's index; null with the index. The load has no band (see above). */
  indexLevel: GlycemicIndexLevel | null;
}

/**
 * Available carbohydrate: what raises blood glucose, the total minus fibre (TACO and USDA give total
 * carbohydrate by difference, fibre included). Unknown fibre leaves the total: an upper bound.
 */
export function availableCarbs(carbs: number, fiber: number | null): number {
  if (!Number.isFinite(carbs) || carbs <= 0) return 0;
  if (fiber === null || !Number.isFinite(fiber) || fiber <= 0) return carbs;
  return Math.max(0, carbs - fiber);
}

/**
 * The meal's index is the mean of its foods' indexes weighted by the available carbohydrate each one
 * supplies (Wolever & Jenkins, Am J Clin Nutr 1986;43:167–172); the load is Σ index × available
 * carbohydrate / 100 (Atkinson 2008). Foods without an index are left out of both, and make the meal
 * estimated when they supply a real share of its carbohydrate. Index and load rounded to 1 decimal.
 */
export function mealGlycemic(items: readonly GlycemicItem[]): MealGlycemic {
  let total = 0;
  let indexed = 0;
  let weighted = 0;
  const uncertain: number[] = [];
  for (const item of items) {
    const available = availableCarbs(item.carbs, item.fiber);
    if (available <= 0) continue;
    total += available;
    if (item.glycemicIndex !== null) {
      indexed += available;
      weighted += available * item.glycemicIndex;
    }
    const measured = item.glycemicIndex !== null && item.giSource === 'measured' && item.fiber !== null;
    if (!measured) uncertain.push(available);
  }
  if (indexed <= 0) return { index: null, load: null, estimated: false, indexLevel: null };
  const index = round1(weighted / indexed);
  return {
    index,
    load: round1(weighted / 100),
    estimated: uncertain.some((available) => available >= ESTIMATED_CARB_SHARE * total),
    indexLevel: glycemicIndexLevel(index),
  };
}

/** ISO 26642 band of an index, judged on the whole number it rounds to (55.4 is low, 69.5 high). */
export function glycemicIndexLevel(gi: number): GlycemicIndexLevel {
  const whole = Math.round(gi);
  if (whole <= GLYCEMIC_INDEX_LOW_MAX) return 'low';
  if (whole <= GLYCEMIC_INDEX_MEDIUM_MAX) return 'medium';
  return 'high';
}

/** A portion's index and where it comes from, as the planner's answer carries them. */
export function portionGlycemic(info: { value: number; source: GlycemicSource } | null): {
  glycemicIndex: number | null;
  giSource?: GlycemicSource;
} {
  return info ? { glycemicIndex: info.value, giSource: info.source } : { glycemicIndex: null };
}
