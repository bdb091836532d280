import type { ParsedItem } from '@prato/core/schemas/diary';
import { describeItemAmount, MAX_GRAMS } from './amount';

/**
 * The confirmation list of "Registro rápido": what the server understood from the sentence, one row
 * per food, that the person checks, fixes (grams) or removes before anything is saved. Nothing is
 * saved silently: an amount the parser assumed is marked, and words it did not understand are listed.
 */

/**
 * A row of the confirmation list: one food the parser found (POST /api/diary/parse). `key` stays the same
 * while the person edits it.
 */
export interface QuickEntryRow extends ParsedItem {
  key: string;
  /** The grams typed over the parser's (then the measure no longer describes the amount). */
  editedGrams: number | null;
}

export function rowsOf(
  items: readonly ParsedItem[],
  newKey: () => string = () => crypto.randomUUID(),
): QuickEntryRow[] {
  return items.map((item) => ({ ...item, key: newKey(), editedGrams: null }));
}

/** The grams that will be saved for a row. */
export const rowGrams = (row: QuickEntryRow): number => row.editedGrams ?? row.grams;

/** "2 conchas médias (280 g)" as understood, or the grams typed over it. */
export function rowAmount(row: QuickEntryRow): string {
  if (row.editedGrams !== null)
    return validGrams(row.editedGrams)
      ? describeItemAmount(row.editedGrams, null, { amountUnit: row.amountUnit })
      : 'quantidade a informar';
  return describeItemAmount(row.grams, row.measure ? { label: row.measure, quantity: row.quantity } : null, row);
}

/** A usable amount of grams for a row (the API refuses the rest with its own message). */
export const validGrams = (grams: number | null): grams is number =>
  grams !== null && Number.isFinite(grams) && grams > 0 && grams <= MAX_GRAMS;

/** Whether the list can be saved: at least one row, every row with a usable amount. */
export const canSave = (rows: readonly QuickEntryRow[]): boolean =>
  rows.length > 0 && rows.every((row) => validGrams(rowGrams(row)));

/**
 * The body of each item to save: the measure and count when the person kept the parser's amount (the
 * diary then reads "2 conchas…"), else the grams typed.
 */
export function itemsToSave(rows: readonly QuickEntryRow[]) {
  return rows.map((row) =>
    row.editedGrams === null && row.measure
      ? { food: row.foodId, measure: row.measure, quantity: row.quantity }
      : { food: row.foodId, grams: rowGrams(row) },
  );
}
