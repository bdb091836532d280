// The roundings the numbers we store and show go through: a tenth (grams, kcal of a portion), a
// hundredth (a label's per-gram values), and the nearest multiple of a step (servings, daily goals).

/** 12.345 → 12.3 */
export const round1 = (value: number): number => Math.round(value * 10) / 10;

/** 12.345 → 12.35 (as Math.round does: to the nearest, halves up) */
export const round2 = (value: number): number => Math.round(value * 100) / 100;

/** The nearest multiple of `step`: roundTo(1847, 50) → 1850. */
export const roundTo = (value: number, step: number): number => Math.round(value / step) * step;
