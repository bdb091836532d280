/**
 * The macronutrients, as registry ids: the four amounts that travel beside the energy in a portion, a
 * saved meal, a day's totals and a food's composition per 100 g. Every one of those shapes, their zod
 * schemas and their sums is built from MACRO_IDS, so a shape can never forget one of them and adding a
 * macronutrient is one id here plus its data.
 *
 * The wire keeps its historical names: the registry's `energy` is `kcal` in a composition per 100 g and
 * `calories` in a portion or a total (ENERGY_FIELD); the macros are named by their registry ids.
 */
import { z } from '../schemas/z';
import type { NutrientId, Nutrients } from './nutrients';

export const MACRO_IDS = ['protein', 'carbs', 'fat', 'fiber'] as const satisfies readonly NutrientId[];
export type MacroId = (typeof MACRO_IDS)[number];

/** Grams of each macronutrient (a portion's or a total's: unknown fibre counted as 0, flagged apart). */
export type Macros = Record<MacroId, number>;

/** The registry id the energy field stands for, and its name on the wire in each kind of shape. */
export const ENERGY_ID = 'energy' satisfies NutrientId;
export const ENERGY_FIELD = { composition: 'kcal', total: 'calories' } as const;

/**
 * A food's composition per 100 g: energy and macronutrients, fibre `null` when the table does not
 * measure it (TACO '*', blank or absent), never treated as 0.
 */
export type FoodComposition = { [ENERGY_FIELD.composition]: number } & Omit<Macros, 'fiber'> & {
    fiber: number | null;
  };

/** Energy and macronutrients summed over portions or meals (a day's totals, a meal's). */
export type MacroTotals = { [ENERGY_FIELD.total]: number } & Macros;

/** The macros whose amount `amountOf` gives for each id. */
export function macrosFrom(amountOf: (id: MacroId) => number): Macros {
  return Object.fromEntries(MACRO_IDS.map((id) => [id, amountOf(id)])) as Macros;
}

/** 0 g of each macronutrient: the start of a sum. */
export const zeroMacros = (): Macros => macrosFrom(() => 0);

/** The macros of these items added, id by id. */
export function sumMacros(items: readonly Macros[]): Macros {
  return macrosFrom((id) => items.reduce((total, item) => total + item[id], 0));
}

/** Energy and macros of these items added (a day's meals, a week's days). */
export function sumMacroTotals(items: readonly MacroTotals[]): MacroTotals {
  return { calories: items.reduce((total, item) => total + item.calories, 0), ...sumMacros(items) };
}

/** Every amount of the totals passed through `round` (energy included). */
export function roundMacroTotals<T extends MacroTotals>(totals: T, round: (value: number) => number): T {
  return { ...totals, calories: round(totals.calories), ...macrosFrom((id) => round(totals[id])) };
}

/**
 * `base` with `added` added to each of its energy and macro fields, passed through `round`; a field
 * `base` does not carry stays absent (a summary may show only some of them).
 */
export function addMacroTotals<T extends Partial<MacroTotals>>(
  base: T,
  added: MacroTotals,
  round: (value: number) => number,
): T {
  const result = { ...base };
  for (const field of [ENERGY_FIELD.total, ...MACRO_IDS] as const) {
    const amount = base[field];
    if (amount !== undefined) result[field] = round(amount + added[field]) as T[typeof field];
  }
  return result;
}

/** A composition per 100 g as registry amounts (energy under `energy`), the other nutrients left out. */
export function compositionNutrients(composition: FoodComposition): Pick<Nutrients, typeof ENERGY_ID | MacroId> {
  const amounts = { [ENERGY_ID]: composition[ENERGY_FIELD.composition] } as Pick<Nutrients, typeof ENERGY_ID | MacroId>;
  for (const id of MACRO_IDS) amounts[id] = composition[id];
  return amounts;
}

/** Only the composition of a record that carries it among other fields (a user food's label). */
export function pickComposition(source: FoodComposition): FoodComposition {
  const composition = { [ENERGY_FIELD.composition]: source[ENERGY_FIELD.composition] } as FoodComposition;
  for (const id of MACRO_IDS) (composition as Record<MacroId, number | null>)[id] = source[id];
  return composition;
}

/**
 * The composition of these registry amounts. Energy, protein, carbohydrate and fat must be known (a
 * food without them cannot be planned: `where` names it in the error); unknown fibre stays null.
 */
export function compositionOf(amounts: Pick<Nutrients, typeof ENERGY_ID | MacroId>, where: string): FoodComposition {
  const known = (id: typeof ENERGY_ID | Exclude<MacroId, 'fiber'>): number => {
    const amount = amounts[id];
    if (amount === null) throw new Error(`${where}: ${id} unknown`);
    return amount;
  };
  return {
    [ENERGY_FIELD.composition]: known(ENERGY_ID),
    // Fibre may be unknown: read as it is, after the macros that must be known.
    ...macrosFrom((id) => (id === 'fiber' ? 0 : known(id))),
    fiber: amounts.fiber,
  };
}

/**
 * A macros object schema whose every field follows `rule` (the id is given for its message or
 * bounds): the one place the macro fields of a zod shape are written.
 */
export function macroSchema<T extends z.ZodType>(rule: (id: MacroId) => T): z.ZodObject<Record<MacroId, T>> {
  return z.object(Object.fromEntries(MACRO_IDS.map((id) => [id, rule(id)])) as Record<MacroId, T>);
}
