import type { ProductBasis } from '@prato/core/domain/front-of-pack';
import { unknownNutrients, type NutrientId, type Nutrients } from '@prato/core/domain/nutrients';
import type { StoredProduct } from '@prato/core/domain/product';
import type { OffProduct } from './open-food-facts';

/**
 * Open Food Facts' `nutriments` as our registry. Every `_100g` value is in grams (energy in kcal), per
 * 100 g, or per 100 ml for drinks: `factor` turns grams into the registry's unit (mg ×1000, mcg ×10⁶).
 */
const OFF_NUTRIENTS: readonly { id: NutrientId; field: string; factor: number }[] = [
  { id: 'protein', field: 'proteins', factor: 1 },
  { id: 'carbs', field: 'carbohydrates', factor: 1 },
  { id: 'fat', field: 'fat', factor: 1 },
  { id: 'fiber', field: 'fiber', factor: 1 },
  { id: 'saturatedFat', field: 'saturated-fat', factor: 1 },
  { id: 'monounsaturatedFat', field: 'monounsaturated-fat', factor: 1 },
  { id: 'polyunsaturatedFat', field: 'polyunsaturated-fat', factor: 1 },
  { id: 'transFat', field: 'trans-fat', factor: 1 },
  { id: 'cholesterol', field: 'cholesterol', factor: 1000 },
  { id: 'sugars', field: 'sugars', factor: 1 },
  { id: 'addedSugars', field: 'added-sugars', factor: 1 },
  { id: 'potassium', field: 'potassium', factor: 1000 },
  { id: 'calcium', field: 'calcium', factor: 1000 },
  { id: 'iron', field: 'iron', factor: 1000 },
  { id: 'magnesium', field: 'magnesium', factor: 1000 },
  { id: 'phosphorus', field: 'phosphorus', factor: 1000 },
  { id: 'zinc', field: 'zinc', factor: 1000 },
  { id: 'selenium', field: 'selenium', factor: 1_000_000 },
  { id: 'vitaminA', field: 'vitamin-a', factor: 1_000_000 },
  { id: 'vitaminC', field: 'vitamin-c', factor: 1000 },
  { id: 'vitaminD', field: 'vitamin-d', factor: 1_000_000 },
  { id: 'vitaminE', field: 'vitamin-e', factor: 1000 },
  { id: 'vitaminB12', field: 'vitamin-b12', factor: 1_000_000 },
];

/** Salt is sodium chloride: 1 g of salt holds 0.4 g of sodium (salt = sodium × 2.5). */
const SALT_PER_SODIUM = 2.5;
const KJ_PER_KCAL = 4.184;

function per100(nutriments: Record<string, unknown>, field: string): number | null {
  const raw = nutriments[`${field}_100g`];
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

/** Rounded to what a label could print (no float noise in the cache). */
const tidy = (value: number) => Math.round(value * 1000) / 1000;

export function nutrientsOf(nutriments: Record<string, unknown> | null | undefined): Nutrients {
  const result = unknownNutrients();
  if (!nutriments) return result;
  const kcal = per100(nutriments, 'energy-kcal');
  const kj = per100(nutriments, 'energy-kj');
  // kcal as stated, else from kJ; a stated 0 kcal beside a positive kJ is a blank field filled with 0.
  result.energy =
    kcal !== null && (kcal > 0 || kj === null || kj === 0) ? kcal : kj === null ? null : tidy(kj / KJ_PER_KCAL);
  for (const { id, field, factor } of OFF_NUTRIENTS) {
    const value = per100(nutriments, field);
    result[id] = value === null ? null : tidy(value * factor);
  }
  // Sodium in grams (0.32 = 320 mg); salt only when sodium itself is absent.
  const sodium = per100(nutriments, 'sodium');
  const salt = per100(nutriments, 'salt');
  result.sodium = sodium !== null ? tidy(sodium * 1000) : salt !== null ? tidy((salt / SALT_PER_SODIUM) * 1000) : null;
  return result;
}

/** A package's amount, optionally a multipack's count first ("6 x 200 ml"), in any letter case. */
const VOLUME_UNIT = /^\s*(?:\d+\s*[x×]\s*)?[\d.,]+\s*(ml|cl|dl|l|litros?)\b/iu;
const MASS_UNIT = /^\s*(?:\d+\s*[x×]\s*)?[\d.,]+\s*(g|kg|mg|gramas?)\b/iu;
/** Powders and concentrates sold as beverages are weighed; their values are per 100 g. */
const DRY_CATEGORIES = /^en:(dried-products|instant-|powdered|beverage-preparations|cocoa-and-chocolate-powders)/u;

/**
 * Per 100 ml or per 100 g: by the package's unit first (a volume means a liquid), else a drink by its
 * categories (en:beverages, not powders or preparations to be rehydrated), else a solid.
 */
export function basisOf(product: Pick<OffProduct, 'quantity' | 'categories_tags'>): ProductBasis {
  const quantity = product.quantity ?? '';
  if (VOLUME_UNIT.test(quantity)) return '100ml';
  if (MASS_UNIT.test(quantity)) return '100g';
  const tags = product.categories_tags ?? [];
  const drink = tags.includes('en:beverages') && !tags.some((tag) => DRY_CATEGORIES.test(tag));
  return drink ? '100ml' : '100g';
}

/** What Open Food Facts tells of a product: the cached product but for its barcode and catalogue ref. */
export type ProductValues = Omit<StoredProduct, 'barcode' | 'ref'>;

const clean = (text: string | null | undefined, max: number): string | null => {
  const value = (text ?? '').replace(/\s+/gu, ' ').trim().slice(0, max);
  return value === '' ? null : value;
};

/**
 * The largest serving a label plausibly states, in g or ml: ANVISA's reference portions stop well below
 * (a glass of 200 ml, a ready meal's plate); a larger `serving_quantity` is the whole package typed as
 * the serving (a 2 L bottle), which would make one "porção" a day's worth. The default serving of the
 * basis stands in for it.
 */
export const SERVING_MAX = 500;

/** A label's serving in g or ml, or null when absent or over SERVING_MAX. */
export const plausibleServing = (grams: unknown): number | null =>
  typeof grams === 'number' && grams > 0 && grams <= SERVING_MAX ? grams : null;

/** What we keep of an Open Food Facts product. */
export function productValues(barcode: string, product: OffProduct): ProductValues {
  const serving = product.serving_quantity;
  const nova = product.nova_group;
  return {
    name: clean(product.product_name_pt, 200) ?? clean(product.product_name, 200) ?? `Produto ${barcode}`,
    brand: clean(product.brands, 120),
    quantity: clean(product.quantity, 60),
    basis: basisOf(product),
    nutrients: nutrientsOf(product.nutriments),
    servingGrams: plausibleServing(serving),
    nova: typeof nova === 'number' && Number.isInteger(nova) && nova >= 1 && nova <= 4 ? nova : null,
  };
}
