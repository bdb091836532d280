import type { AmountUnit } from '@prato/core/domain/amount-unit';
import { formatQuantity } from '@prato/core/domain/food-amount';
import { formatInteger } from '@prato/core/domain/format-number';
import { pluralMeasureLabel } from '@prato/core/domain/household-measure';
import { DIARY_LIMITS } from '@prato/core/schemas/diary';

/**
 * How the diary's amount field works: a person gives grams, or a count of one of the food's household
 * measures ("2 conchas médias") in steps of a half; the grams follow from the measure's own weight for
 * that food. Pure, so the screen and its tests share it.
 */

/** A household measure a food offers, with its weight for that food. */
export interface MeasureOption {
  id: string;
  label: string;
  grams: number;
}

/** The unit chosen in the amount field: grams, or one of the food's measures by id. */
export const GRAMS_UNIT = 'g';

/** The step of a measure's count: halves ("1 e 1/2 conchas"). */
export const QUANTITY_STEP = 0.5;
/** Bounds of a typed amount: the API's own. */
export const MAX_QUANTITY = DIARY_LIMITS.quantity;
export const MAX_GRAMS = DIARY_LIMITS.grams;

/** An amount as typed: a number of grams or of a measure. */
export type Amount = { unit: typeof GRAMS_UNIT; grams: number } | { unit: string; quantity: number };

/** The grams an amount stands for; undefined when it is not a usable amount (blank, zero, unknown measure). */
export function gramsOfAmount(amount: Amount, measures: readonly MeasureOption[]): number | undefined {
  if ('grams' in amount) return amount.grams > 0 && amount.grams <= MAX_GRAMS ? amount.grams : undefined;
  const measure = measures.find(({ id }) => id === amount.unit);
  if (!measure || !(amount.quantity > 0) || amount.quantity > MAX_QUANTITY) return undefined;
  return Math.round(measure.grams * amount.quantity * 10) / 10;
}

/** A count rounded to the field's step (never below one step). */
export function roundQuantity(quantity: number): number {
  const rounded = Math.round(quantity / QUANTITY_STEP) * QUANTITY_STEP;
  return Math.min(MAX_QUANTITY, Math.max(QUANTITY_STEP, rounded));
}

/**
 * The count of a measure nearest to some grams (switching the unit from grams to a measure keeps the
 * amount about the same): "280 g" of 140 g conchas is 2.
 */
export function quantityForGrams(grams: number, measure: MeasureOption): number {
  return roundQuantity(measure.grams > 0 ? grams / measure.grams : 1);
}

/** "280 g"; a drink's "200 ml" (its grams read as millilitres). */
export const formatItemAmount = (grams: number, unit: AmountUnit = 'g'): string => `${formatInteger(grams)} ${unit}`;

/** How an item's amount reads: its unit (a drink's millilitres) and whether it has grams to show at all. */
export interface AmountReading {
  amountUnit?: AmountUnit | undefined;
  /** A serving of a recipe without its cooked weight: the count alone (its grams are the raw ingredients'). */
  servingOnly?: true | undefined;
}

/**
 * An item's amount as the diary lists it: "2 conchas médias (280 g)" with a measure, else the grams
 * (a drink's in millilitres: "1 copo médio (240 ml)"). Over one, the measure is in the plural ("1 e 1/2
 * conchas médias"); a half reads "1/2 concha média"; a count typed off the field's steps reads as typed
 * ("0,2 concha média (28 g)"), as its grams count it. A recipe's serving without a weight reads "1 porção".
 */
export function describeItemAmount(
  grams: number,
  measure?: { label: string; quantity: number } | null,
  { amountUnit = 'g', servingOnly }: AmountReading = {},
): string {
  const shown = formatItemAmount(grams, amountUnit);
  if (!measure || !(measure.quantity > 0)) return shown;
  const label = measure.quantity > 1 ? pluralMeasureLabel(measure.label) : measure.label;
  const counted = `${formatQuantity(measure.quantity)} ${label}`;
  return servingOnly ? counted : `${counted} (${shown})`;
}
