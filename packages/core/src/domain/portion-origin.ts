import { foodSource } from '../data/food-source';
import type { FoodRecord } from '../data/food-types';
import type { Portion } from '../schemas/planner';
import { householdUnit } from './servings';

export type PortionOrigin = Required<Pick<Portion, 'source' | 'measureEstimated'>> &
  Pick<Portion, 'fiberMeasured' | 'packaged'>;

/**
 * What a portion tells about where its numbers come from (issue 30): the composition's source, whether
 * its household unit is an estimate (the defaults per kind of food-measures.ts, not an IBGE POF
 * measure or the user's label), and, only when the table does not measure the food's fibre,
 * `fiberMeasured: false`.
 */
export function portionOrigin(
  food: Pick<
    FoodRecord,
    'id' | 'name' | 'kind' | 'measures' | 'measureSource' | 'compositionSource' | 'derivation' | 'source' | 'per100g'
  > & { serving?: { grams: number }; packaged?: FoodRecord['packaged'] },
): PortionOrigin {
  return {
    source: foodSource(food),
    measureEstimated: food.measureSource === 'default' && householdUnit(food) !== undefined,
    ...(food.per100g.fiber === null ? { fiberMeasured: false } : {}),
    // A packaged food's magnifier and NOVA group travel with its portion to /plan and saved meals.
    ...(food.packaged ? { packaged: food.packaged } : {}),
  };
}
