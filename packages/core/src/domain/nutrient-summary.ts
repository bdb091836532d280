/**
 * A list of portions (one meal, or every meal of a day) as one item per registry nutrient against the
 * person's targets. The server answers a day with it and the web shows one meal with it, so a meal's
 * bars and the day's bars can never disagree on what "complete" or a rounded amount means.
 */
import type { NutrientDayItem } from '../schemas/nutrients';
import { ENERGY_ID, MACRO_IDS, type Macros } from './macros';
import { nutrientTarget, type TargetPerson } from './nutrient-targets';
import {
  NUTRIENT_IDS,
  NUTRIENTS,
  nutrientDefinition,
  sumNutrients,
  unknownNutrients,
  type NutrientId,
  type NutrientSum,
  type Nutrients,
} from './nutrients';

/**
 * What a portion brings: its amounts by registry id; a portion saved before portions carried them (or
 * one without a library food) still has its own energy and macronutrients.
 */
export interface NutrientPortion {
  nutrients?: Partial<Nutrients> | null;
  calories?: number;
  macros?: Macros;
  /** false when the portion's fibre was not measured (its `macros.fiber` is then no value). */
  fiberMeasured?: boolean;
}

const finite = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * Any person: a target's kind (goal or limit) depends on the nutrient only, so it is read with this
 * person when the real one is unknown, and the amount is then dropped.
 */
const ANY_PERSON: TargetPerson = { sex: 'female', age: 30, energyKcal: 2000 };

/**
 * A portion's amounts by registry id. A portion without `nutrients` (an older meal, or a food the
 * library does not know) is unknown in every micronutrient but keeps the energy and macronutrients it
 * was saved with (its fibre only when measured); one stored before a nutrient joined the registry is
 * unknown in that one.
 */
export function portionNutrients(portion: NutrientPortion): Nutrients {
  const result = unknownNutrients();
  const stored = portion.nutrients;
  if (!stored) {
    result[ENERGY_ID] = finite(portion.calories);
    for (const id of MACRO_IDS) result[id] = finite(portion.macros?.[id]);
    if (portion.fiberMeasured === false) result.fiber = null;
    return result;
  }
  for (const id of NUTRIENT_IDS) result[id] = finite(stored[id]);
  return result;
}

function rounded(id: NutrientId, amount: number): number {
  const scale = 10 ** nutrientDefinition(id).decimals;
  return Math.round(amount * scale) / scale;
}

/**
 * Items from an already summed total (`divisor` > 1 turns a period's total into a daily average):
 * the amount is the known part, rounded to the registry's decimals, and `complete` follows the sum's
 * incomplete list. For a server that sums many days itself and must still answer in this shape.
 */
export function nutrientItemsFromSum(sum: NutrientSum, person: TargetPerson | null, divisor = 1): NutrientDayItem[] {
  const incomplete = new Set(sum.incomplete);
  return NUTRIENTS.map((definition) => {
    const id = definition.id;
    const target = nutrientTarget(id, person ?? ANY_PERSON);
    const total = sum.total[id] ?? 0;
    return {
      id,
      label: definition.label,
      unit: definition.unit,
      amount: rounded(id, total / divisor),
      target: person && target.amount !== null ? rounded(id, target.amount) : null,
      kind: target.kind,
      complete: !incomplete.has(id),
    };
  });
}

/**
 * One item per registry nutrient for these portions: the sum of the known amounts, complete only when
 * every portion measured that nutrient (a portion without `nutrients` makes every item incomplete);
 * `target` null when the person (sex, age, energy goal) is unknown.
 */
export function nutrientItems(portions: readonly NutrientPortion[], person: TargetPerson | null): NutrientDayItem[] {
  return nutrientItemsFromSum(sumNutrients(portions.map(portionNutrients)), person);
}
