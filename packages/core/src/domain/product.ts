/**
 * A packaged food read by barcode (issue 35) as the catalogue, the planner and the solver see it: a
 * FoodRecord like a user's label food, shared by every user, with its Open Food Facts nutrients per
 * 100 g or 100 ml, its NOVA group and the ANVISA magnifier. Open Food Facts is crowd-sourced: numbers
 * no food can have keep the product out of the planner (it is still shown, to be corrected).
 */
import type { FoodKind, FoodRecord, HouseholdMeasure } from '../data/food-types';
import type { Portion } from '../schemas/planner';
import { FOOD_NAME_LENGTH } from '../schemas/input-rules';
import { PRODUCT_MESSAGES, type PackagedInfo } from '../schemas/products';
import { productFoodId } from './catalog-ids';
import { frontOfPack, type ProductBasis } from './front-of-pack';
import { withComposition, type NutrientId, type Nutrients } from './nutrients';

/** A product as stored in our cache (the products table). */
export interface StoredProduct {
  barcode: string;
  ref: number;
  name: string;
  brand: string | null;
  quantity: string | null;
  basis: ProductBasis;
  nutrients: Nutrients;
  servingGrams: number | null;
  nova: number | null;
}

/** A free text reduced to what a food's name may hold (FOOD_NAME_CHARACTERS; others become spaces). */
export function plannerSafeText(text: string): string {
  return text
    .replace(/[^\p{L}\p{N} \-,().]+/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

/**
 * The product's name in the catalogue: its name with the brand in parentheses ("Biscoito Maizena
 * (Marilan)"), so it never takes the name of a library food, cut at a word to fit the planner's 100
 * characters.
 */
export function productFoodName(product: Pick<StoredProduct, 'name' | 'brand' | 'barcode'>): string {
  const name = plannerSafeText(product.name);
  const brand = product.brand ? plannerSafeText(product.brand.split(',')[0] ?? '') : '';
  const base = name.length >= 2 ? name : `Produto ${product.barcode}`;
  const suffix =
    brand && !base.toLocaleLowerCase('pt-BR').includes(brand.toLocaleLowerCase('pt-BR')) ? ` (${brand})` : '';
  const room = FOOD_NAME_LENGTH.max - suffix.length;
  const cut = base.length <= room ? base : base.slice(0, room).replace(/\s+\S*$/u, '');
  return `${cut}${suffix}`;
}

/** The most a nutrient can hold per 100 g (or 100 ml) of any food; sodium of pure salt is 39,300 mg. */
const PLAUSIBLE_MAX: Partial<Record<NutrientId, number>> = {
  energy: 900,
  protein: 100,
  carbs: 100,
  fat: 100,
  fiber: 100,
  saturatedFat: 100,
  transFat: 100,
  sugars: 100,
  addedSugars: 100,
  sodium: 40_000,
};

/**
 * The most any food holds of these nutrients per 100 g (or 100 ml), fortified foods and concentrates
 * included, with a margin: cod liver oil has about 30,000 mcg of vitamin A and 250 mcg of vitamin D,
 * acerola powder some 17,000 mg of vitamin C, wheat germ oil 150 mg of vitamin E, clams 99 mcg of
 * vitamin B12, Brazil nuts up to about 2,500 mcg of selenium, beef brain 3,100 mg of cholesterol, dried
 * thyme 124 mg of iron, oysters up to about 90 mg of zinc, a salt substitute (potassium chloride) 52,000 mg
 * of potassium. A value over it is a slip of the unit on Open Food Facts (0.3 g of vitamin A typed for
 * 0.3 mg), not a food: it is read as unknown, so it never reaches a day's total, while the product's
 * energy and macronutrients stay usable. Supplements (vitamin capsules, effervescent tablets) and
 * baking powder's calcium and phosphorus go over these limits too and read as unknown: never wrong,
 * only not counted.
 */
const MICRONUTRIENT_MAX: Partial<Record<NutrientId, number>> = {
  monounsaturatedFat: 100,
  polyunsaturatedFat: 100,
  cholesterol: 3_500,
  potassium: 53_000,
  calcium: 5_000,
  iron: 150,
  magnesium: 2_000,
  phosphorus: 3_000,
  zinc: 200,
  selenium: 4_000,
  vitaminA: 50_000,
  vitaminC: 20_000,
  vitaminD: 500,
  vitaminE: 300,
  vitaminB12: 1_000,
};

/** The product's nutrients with every vitamin, mineral or fat fraction no food can hold read as unknown. */
export function plausibleMicronutrients(nutrients: Nutrients): Nutrients {
  const result = { ...nutrients };
  for (const [id, max] of Object.entries(MICRONUTRIENT_MAX) as [NutrientId, number][]) {
    const amount = result[id];
    if (amount !== null && amount > max) result[id] = null;
  }
  return result;
}

/**
 * Whether the planner may use these nutrients: energy, protein, carbohydrate and fat known
 * ('missing' otherwise), and nothing over what a food can hold, macronutrients adding up to at most
 * 100 g, saturated fat within fat and added sugars within sugars ('impossible').
 */
export function productPlausibility(nutrients: Nutrients): 'ok' | 'missing' | 'impossible' {
  const { energy, protein, carbs, fat } = nutrients;
  for (const [id, max] of Object.entries(PLAUSIBLE_MAX) as [NutrientId, number][]) {
    const amount = nutrients[id];
    if (amount !== null && amount > max) return 'impossible';
  }
  const within = (part: number | null, whole: number | null) => part === null || whole === null || part <= whole + 0.5;
  if (!within(nutrients.saturatedFat, fat) || !within(nutrients.addedSugars, nutrients.sugars)) return 'impossible';
  if (energy === null || protein === null || carbs === null || fat === null) return 'missing';
  // Labels round each value: a little over 100 g is rounding, not an impossible food.
  if (protein + carbs + fat > 102) return 'impossible';
  return 'ok';
}

/** The pt-BR notice of a product the planner cannot use, if any. */
export function productNotice(nutrients: Nutrients): string | undefined {
  const plausibility = productPlausibility(nutrients);
  if (plausibility === 'impossible') return PRODUCT_MESSAGES.impossibleValues;
  if (plausibility === 'missing') return PRODUCT_MESSAGES.missingValues;
  return undefined;
}

/** What a portion of the product carries to /plan and saved meals. */
export function packagedInfo(product: Pick<StoredProduct, 'barcode' | 'nova' | 'nutrients' | 'basis'>): PackagedInfo {
  return {
    barcode: product.barcode,
    nova: product.nova,
    frontOfPack: frontOfPack(product.nutrients, product.basis),
  };
}

/**
 * The share of a day's energy from ultra-processed foods (NOVA 4, which the Guia Alimentar asks people
 * to avoid), in whole percent, with the share of energy whose group is known: only packaged foods carry
 * a NOVA group (the library's foods are not classified). undefined when no portion has a known group.
 */
export function ultraProcessedShare(
  portions: readonly Pick<Portion, 'calories' | 'packaged'>[],
): { percent: number; knownPercent: number } | undefined {
  let total = 0;
  let known = 0;
  let ultra = 0;
  for (const portion of portions) {
    total += portion.calories;
    const nova = portion.packaged?.nova;
    if (nova === null || nova === undefined) continue;
    known += portion.calories;
    if (nova === 4) ultra += portion.calories;
  }
  if (known === 0 || total === 0) return undefined;
  return { percent: Math.round((100 * ultra) / total), knownPercent: Math.round((100 * known) / total) };
}

/**
 * A drink (per 100 ml) is counted in millilitres as grams (density 1, as labels do for most drinks);
 * with no serving on the label, a glass of 200 ml or a 100 g portion.
 */
const DEFAULT_SERVING: Record<ProductBasis, HouseholdMeasure> = {
  '100g': { label: 'porção de 100 g', grams: 100 },
  '100ml': { label: 'copo de 200 ml', grams: 200 },
};

/** The product's serving: the label's when it has one, else DEFAULT_SERVING of its basis. */
export function productServing(product: Pick<StoredProduct, 'basis' | 'servingGrams'>): HouseholdMeasure {
  return product.servingGrams && product.servingGrams > 0
    ? { label: 'porção', grams: product.servingGrams }
    : DEFAULT_SERVING[product.basis];
}

/** The kind the solver plans it as: a drink by its basis, any other product 'other' (served by its serving). */
export function productKind(basis: ProductBasis): FoodKind {
  return basis === '100ml' ? 'beverage' : 'other';
}

/** The product as a FoodRecord of the catalogue (id PRODUCT_ID_BASE + ref). */
export function productRecord(product: StoredProduct): FoodRecord {
  const serving = productServing(product);
  const n = product.nutrients;
  const plannable = productPlausibility(n) === 'ok';
  const per100g = {
    kcal: n.energy ?? 0,
    protein: n.protein ?? 0,
    carbs: n.carbs ?? 0,
    fat: n.fat ?? 0,
    fiber: n.fiber,
  };
  return {
    id: productFoodId(product.ref),
    name: productFoodName(product),
    group: PRODUCT_MESSAGES.type,
    kind: productKind(product.basis),
    per100g,
    nutrients: withComposition(n, per100g),
    measures: [serving],
    measureSource: 'label',
    serving,
    glycemic: null,
    plannable,
    compositionSource: PRODUCT_MESSAGES.citation,
    source: 'open-food-facts',
    packaged: packagedInfo(product),
  };
}
