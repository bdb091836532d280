import { cookedBeforeEating, preparedFormsOf } from '../data/raw-forms';
import type { FoodRecord } from '../data/food-types';
import { amountUnitOf } from './amount-unit';
import { preparationOf } from './food-preparation';

/**
 * An estimate of a recipe's cooked weight, for a person who did not weigh the pot: each raw food cooked
 * before eating (dry rice, raw meat) becomes its library twin as cooked (TACO's "cozido" first, else the
 * first preparation the tables have), in the proportion that keeps the nutrient cooking does not remove:
 * carbohydrate for grains, tubers and doughs, protein for meat and fish, both for legumes. 300 g of dry
 * rice (78.8 g of carbohydrate per 100 g) is 841 g of TACO's cooked rice (28.1 g); 200 g of raw chicken
 * breast (21.5 g of protein) is 137 g cooked (31.5 g). Every other ingredient weighs what it weighed, but
 * a liquid poured beside a grain or legume gives it its water first.
 * Undefined when no ingredient changes weight, or when one cannot be estimated (a raw food with no
 * cooked twin in the tables, or none with a plausible factor for its kind: PLAUSIBLE_FACTORS).
 */

/** Preparations in the order a home recipe most likely means them. */
const PREPARATION_ORDER = [/^cozid/u, /^assad/u, /^grelhad/u, /^refogad/u, /^frit/u];

/** The grams of the nutrient that stays through cooking, per 100 g. */
function keptPer100g(food: FoodRecord): number {
  const { protein, carbs } = food.per100g;
  if (food.kind === 'meat' || food.kind === 'fish') return protein;
  if (food.kind === 'legume') return protein + carbs;
  return carbs;
}

/**
 * The weight factors a kind's cooking can have; a factor from the tables outside them comes from two
 * samples that do not match (TACO's boiled potato holding more starch per gram than its raw one, a grilled
 * hambúrguer with the raw one's protein) and is not used.
 */
const PLAUSIBLE_FACTORS: Readonly<Partial<Record<FoodRecord['kind'], readonly [min: number, max: number]>>> = {
  grain: [1.5, 5],
  legume: [1.5, 5],
  meat: [0.45, 0.95],
  fish: [0.45, 0.95],
  tuber: [0.85, 1.15],
  bread: [0.6, 1],
  dish: [0.6, 1],
};

/**
 * The cooked weight of `grams` of a raw food: by its cooked twins in the order a home recipe most likely
 * means them (PREPARATION_ORDER), the first whose factor is plausible; undefined when none is.
 */
function cookedGramsOf(raw: FoodRecord, grams: number): number | undefined {
  const rank = (food: FoodRecord) => {
    const preparation = preparationOf(food.name);
    const index = preparation === undefined ? -1 : PREPARATION_ORDER.findIndex((order) => order.test(preparation));
    return index < 0 ? PREPARATION_ORDER.length : index;
  };
  const [min, max] = PLAUSIBLE_FACTORS[raw.kind] ?? [1, 1];
  const before = keptPer100g(raw);
  for (const cooked of [...preparedFormsOf(raw)].sort((a, b) => rank(a) - rank(b))) {
    // A cooked food the library derives from this raw one by a cited cooking yield: that yield.
    if (cooked.derivation?.method === 'yield' && cooked.derivation.from === raw.id)
      return grams * cooked.derivation.factor;
    const after = keptPer100g(cooked);
    const factor = before > 0 && after > 0 ? before / after : NaN;
    if (factor >= min && factor <= max) return grams * factor;
  }
  return undefined;
}

/**
 * The recipe's estimated cooked weight in grams, rounded to 10 g (see above). An ingredient with
 * `servedGrams` is a share of another recipe's dish cooked already: it weighs those grams, as it is.
 */
export function estimatedCookedGrams(
  ingredients: readonly { food: FoodRecord; grams: number; servedGrams?: number | undefined }[],
): number | undefined {
  const raw = ({ food, servedGrams }: (typeof ingredients)[number]) =>
    servedGrams === undefined && cookedBeforeEating(food);
  if (!ingredients.some(raw)) return undefined;
  let total = 0;
  // The water the grains and legumes take in, and the liquids poured beside them (milk, broth, juice):
  // the cooked twin already holds its water, which comes out of those liquids first ("arroz doce": the
  // rice cooks in the milk, it does not add its water to it).
  let absorbed = 0;
  let poured = 0;
  for (const ingredient of ingredients) {
    const { food, grams, servedGrams } = ingredient;
    if (servedGrams !== undefined) {
      total += servedGrams;
      continue;
    }
    const weight = raw(ingredient) ? cookedGramsOf(food, grams) : grams;
    if (weight === undefined) return undefined;
    total += weight;
    absorbed += Math.max(0, weight - grams);
    if (amountUnitOf(food) === 'ml') poured += grams;
  }
  return Math.round((total - Math.min(absorbed, poured)) / 10) * 10;
}
