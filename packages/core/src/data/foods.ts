import { buildDerivedFoods, type PofCompositionRow } from './derived-foods';
import { buildDishes } from './dishes';
import { USDA_MILK_CITATION } from './food-citations';
import { assignGlycemic, type AtkinsonFood } from './food-glycemic';
import { foodKind } from './food-kinds';
import { householdMeasures, type PofMeasure } from './food-measures';
import { nutrientsFromTaco, withComposition } from '../domain/nutrients';
import type { FoodComposition, FoodRecord } from './food-types';
import { WATER } from './water';
import atkinsonJson from './sources/glycemic_index_atkinson2008.json';
import pofCompositionJson from './sources/ibge_pof_2008_composition.json';
import pofDishesJson from './sources/ibge_pof_2008_dishes.json';
import pofJson from './sources/household_measures_pof2008.json';
import tacoJson from './sources/taco.json';

/**
 * The food library: the 597 foods of TACO 4ª ed. per 100 g, with kind, household measures and
 * glycemic index, then the foods derived from them (cooked forms, recipes, home preparations from
 * the IBGE POF table of foods as consumed; ids 1001+, see derived-foods.ts). Server-side (it loads
 * the source JSON); the browser uses food-names.ts.
 * Sources and licences: ./SOURCES.md.
 */

type Marker = 'Tr' | 'NA' | '*' | 'blank' | 'absent';
type CompositionField = 'kcal' | 'protein_g' | 'carbs_g' | 'fat_g' | 'fiber_g';

interface TacoFood extends Record<CompositionField, number | null> {
  id: number;
  name: string;
  group: string;
  group_id: number;
  markers?: Partial<Record<CompositionField, string>>;
}

interface PofFood {
  taco_id: number;
  measures: PofMeasure[];
}

const taco: { foods: TacoFood[] } = tacoJson;
const pof: { foods: PofFood[] } = pofJson;
const atkinson: { foods: AtkinsonFood[] } = atkinsonJson;
const pofComposition: { foods: PofCompositionRow[] } = pofCompositionJson;
const pofDishes: { foods: PofCompositionRow[] } = pofDishesJson;

/**
 * TACO's gaps filled from USDA FoodData Central SR Legacy (public domain): TACO marks the energy and
 * macronutrients of whole and skimmed milk '*' (under re-analysis).
 */
const USDA_FILLS: Record<number, { composition: FoodComposition; source: string }> = {
  458: {
    composition: { kcal: 61, protein: 3.15, carbs: 4.8, fat: 3.25, fiber: 0 },
    source: `${USDA_MILK_CITATION}: NDB 01077 "Milk, whole, 3.25% milkfat"`,
  },
  457: {
    composition: { kcal: 34, protein: 3.37, carbs: 4.96, fat: 0.08, fiber: 0 },
    source: `${USDA_MILK_CITATION}: NDB 01151 "Milk, nonfat, fluid"`,
  },
};

/**
 * TACO markers (SOURCES.md): 'NA' (does not occur in the food, e.g. fibre in meat, energy in salt)
 * counts as 0; '*', 'blank' and 'absent' are unknown and stay null. 'Tr' is already 0 in the data.
 */
function tacoValue(food: TacoFood, field: CompositionField): number | null {
  const value = food[field];
  if (value !== null) return value;
  const marker = food.markers?.[field] as Marker | undefined;
  return marker === 'NA' ? 0 : null;
}

interface Composition {
  per100g: FoodComposition;
  plannable: boolean;
  compositionSource?: string;
}

function composition(food: TacoFood): Composition {
  const fill = USDA_FILLS[food.id];
  if (fill) return { per100g: { ...fill.composition }, plannable: true, compositionSource: fill.source };
  const kcal = tacoValue(food, 'kcal');
  const protein = tacoValue(food, 'protein_g');
  const carbs = tacoValue(food, 'carbs_g');
  const fat = tacoValue(food, 'fat_g');
  const fiber = tacoValue(food, 'fiber_g');
  if (kcal === null || protein === null || carbs === null || fat === null) {
    // Energy or a macronutrient is unknown: the food cannot be planned. The zeros are placeholders
    // for the type only; `plannable: false` keeps them away from the solver, the search and the UI.
    return {
      per100g: { kcal: kcal ?? 0, protein: protein ?? 0, carbs: carbs ?? 0, fat: fat ?? 0, fiber },
      plannable: false,
    };
  }
  return { per100g: { kcal, protein, carbs, fat, fiber }, plannable: true };
}

function buildFoods(): FoodRecord[] {
  const pofById = new Map(pof.foods.map((f) => [f.taco_id, f.measures]));
  const base = taco.foods.map((food) => {
    const kind = foodKind(food.id, food.name, food.group_id);
    return { food, kind, ...composition(food) };
  });
  const glycemic = assignGlycemic(
    base
      .filter((b) => b.plannable)
      .map((b) => ({
        id: b.food.id,
        name: b.food.name,
        groupId: b.food.group_id,
        kind: b.kind,
        carbs: b.per100g.carbs,
      })),
    atkinson.foods,
  );
  const tacoFoods = base.map(({ food, kind, per100g, plannable, compositionSource }): FoodRecord => {
    const record: FoodRecord = {
      id: food.id,
      name: food.name,
      group: food.group,
      kind,
      per100g,
      nutrients: withComposition(nutrientsFromTaco(food), per100g),
      ...householdMeasures(food.name, kind, pofById.get(food.id)),
      glycemic: glycemic.get(food.id) ?? null,
      plannable,
    };
    if (compositionSource) record.compositionSource = compositionSource;
    return record;
  });
  const derived = buildDerivedFoods({
    tacoById: new Map(tacoFoods.map((f) => [f.id, f])),
    pofOf: (id) => pofById.get(id),
    pofComposition: pofComposition.foods,
  });
  // Built-in Brazilian dishes (ids 3001+, dishes.ts), from the POF rows, TACO foods and recipes above.
  const dishes = buildDishes({
    byId: new Map([...tacoFoods, ...derived].map((f) => [f.id, f])),
    pofRows: pofDishes.foods,
  });
  return [...tacoFoods, ...derived, ...dishes];
}

export const FOODS: readonly FoodRecord[] = buildFoods();

// A recipe's water (water.ts) is found by its id too, as its stored ingredients name it; it is no food of the
// tables, so it stays out of FOODS and of every name a search or the diary reads.
const FOODS_BY_ID = new Map([...FOODS, WATER].map((food) => [food.id, food]));

export function getFoodById(id: number): FoodRecord | undefined {
  return FOODS_BY_ID.get(id);
}
