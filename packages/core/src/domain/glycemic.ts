/**
 * Glycemic index and load of a meal (spec §9 Planner). Pure; used by the portion solver on the
 * server and by the /plan screen when grams are edited.
 */

/** Spec §9: a glycemic index under 55 is green (low). */
export const GLYCEMIC_INDEX_LOW_BELOW = 55;
/** Spec §9: a glycemic index under 70 (and at least 55) is yellow (medium); otherwise red (high). */
export const GLYCEMIC_INDEX_MEDIUM_BELOW = 70;
/** Spec §9: a glycemic load under 10 is good. */
export const GLYCEMIC_LOAD_GOOD_BELOW = 10;
/** Spec §9: a glycemic load under 20 (and at least 10) needs caution; otherwise it is bad. */
export const GLYCEMIC_LOAD_CAUTION_BELOW = 20;

export type GlycemicIndexLevel = 'low' | 'medium' | 'high';
export type GlycemicLoadLevel = 'good' | 'caution' | 'bad';
export type LevelColor = 'green' | 'yellow' | 'red';

export const GLYCEMIC_INDEX_LEVELS: Record<GlycemicIndexLevel, { label: string; color: LevelColor }> = {
  low: { label: 'Baixo', color: 'green' },
  medium: { label: 'Médio', color: 'yellow' },
  high: { label: 'Alto', color: 'red' },
};

export const GLYCEMIC_LOAD_LEVELS: Record<GlycemicLoadLevel, { label: string; color: LevelColor }> = {
  good: { label: 'Boa', color: 'green' },
  caution: { label: 'Atenção', color: 'yellow' },
  bad: { label: 'Alta', color: 'red' },
};

export interface GlycemicItem {
  /** Carbohydrate grams of the portion. */
  carbs: number;
  /** Glycemic index of the food (glucose = 100); null when not applicable. */
  glycemicIndex: number | null;
}

export interface MealGlycemic {
  /** Carb-weighted average glycemic index, 1 decimal; null when no item with an index carries carbs. */
  index: number | null;
  /** index × carbs of the indexed items / 100, 1 decimal; null with the index. */
  load: number | null;
}

const round1 = (value: number): number => Math.round(value * 10) / 10;

/**
 * Spec §9: the meal's index is the carb-weighted average of the items that have one; the load is
 * that index × the carbohydrate grams of those items / 100. Items without an index are left out of
 * both (their carbohydrate is not known to raise glucose in a measured way). Both rounded to 1 decimal.
 */
export function mealGlycemic(items: readonly GlycemicItem[]): MealGlycemic {
  let carbs = 0;
  let weighted = 0;
  for (const item of items) {
    if (item.glycemicIndex === null || !Number.isFinite(item.carbs) || item.carbs <= 0) continue;
    carbs += item.carbs;
    weighted += item.carbs * item.glycemicIndex;
  }
  if (carbs <= 0) return { index: null, load: null };
  const index = weighted / carbs;
  return { index: round1(index), load: round1((index * carbs) / 100) };
}

export function glycemicIndexLevel(gi: number): GlycemicIndexLevel {
  if (gi < GLYCEMIC_INDEX_LOW_BELOW) return 'low';
  if (gi < GLYCEMIC_INDEX_MEDIUM_BELOW) return 'medium';
  return 'high';
}

export function glycemicLoadLevel(load: number): GlycemicLoadLevel {
  if (load < GLYCEMIC_LOAD_GOOD_BELOW) return 'good';
  if (load < GLYCEMIC_LOAD_CAUTION_BELOW) return 'caution';
  return 'bad';
}
