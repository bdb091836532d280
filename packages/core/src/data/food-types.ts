import type { Nutrients } from '../domain/nutrients';

/**
 * Shapes of the food library (packages/core/src/data). Shared by the search, the portion solver,
 * the food catalogue (food-catalog.ts) and the web planner.
 */
import type { GlycemicSource } from '../domain/glycemic';
import type { FoodComposition } from '../domain/macros';
import type { FoodSource } from '../schemas/planner';
import type { PackagedInfo } from '../schemas/products';

/** Kinds drive the solver's realistic gram bounds and the default household measure. */
export const FOOD_KINDS = [
  'grain', // cooked rice, pasta, couscous, oats, corn meal
  'bread', // breads, tapioca, crackers, cakes
  'tuber', // potato, cassava, sweet potato, yam
  'legume', // beans, lentils, chickpeas, soy
  'meat', // beef, pork, poultry, processed meats
  'fish', // fish and seafood
  'egg',
  'dairy', // milk, yoghurt
  'cheese',
  'leafy', // lettuce, kale, spinach, cabbage, arugula…
  'vegetable', // other vegetables
  'fruit',
  'oil', // oils, butter, margarine, fats
  'nut', // nuts and seeds
  'sugar', // sugar, honey, sweets
  'beverage', // juices, coffee, soft drinks, alcoholic drinks
  'other', // spices, sauces, salt, miscellaneous
  'dish', // a prepared dish served by the portion (lasanha, moqueca, coxinha): its serving is `serving`
] as const;
export type FoodKind = (typeof FOOD_KINDS)[number];

/** Per 100 g of edible portion (TACO): energy and the macronutrients of the registry (macros.ts). */
export type { FoodComposition } from '../domain/macros';

export interface HouseholdMeasure {
  label: string;
  grams: number;
}

export interface GlycemicInfo {
  /** Glycemic index, glucose = 100. */
  value: number;
  /**
   * 'measured': Atkinson 2008 measured this very food (an 'equivalente' link); 'approximate': the value
   * of a related variety or state the data file links to this food ('aproximado', e.g. carioca beans
   * from kidney beans); 'estimated': our model (the closest linked food by name, or a recipe's mean).
   */
  source: GlycemicSource;
  /** The Atkinson 2008 food the value comes from (pt-BR name). */
  basis: string;
  /** For 'estimated' values: the TACO name of the measured food the value was taken from. */
  estimatedFrom?: string;
}

/** One ingredient of a recipe, in grams of the food as eaten. */
export interface RecipeIngredient {
  foodId: number;
  grams: number;
}

/**
 * How a food that TACO does not measure was made from TACO foods (see derived-foods.ts):
 * - 'yield': the cooked form of a raw TACO food, its composition divided by a cited cooking yield
 *   (grams cooked per gram raw; water uptake adds mass, not nutrients);
 * - 'recipe': a mixture whose composition per 100 g is the gram-weighted sum of its ingredients.
 */
export type FoodDerivation =
  | { method: 'yield'; from: number; factor: number; source: string }
  | { method: 'recipe'; ingredients: readonly RecipeIngredient[]; source: string };

export interface FoodRecord {
  /**
   * TACO "Número do Alimento" (1–597); foods the team derived or took from another table 1001–1999
   * (derived-foods.ts). A user's own food ("Meus alimentos", table user_foods) is never in the
   * library: its id is the negative of its row's `ref`, so it can never collide with a library id.
   */
  id: number;
  /** TACO's formal name, e.g. "Arroz, tipo 1, cozido". */
  name: string;
  group: string;
  kind: FoodKind;
  per100g: FoodComposition;
  /**
   * Household measures in grams: IBGE POF 2008–2009 where available, else defaults for the kind (or,
   * for a derived food served as one piece, the recipe's own unit).
   */
  measures: HouseholdMeasure[];
  /** 'label': the serving printed on a user's food label (their own food). */
  measureSource: 'pof' | 'default' | 'label';
  /**
   * The typical portion of the food: the serving of a food label (user foods), or a dish's serving
   * by the unit, slice or concha (kind 'dish': the solver serves ½ to 2 of it, servings.ts).
   */
  serving?: HouseholdMeasure;
  /** Where `serving` comes from, in pt-BR (a built-in dish: its POF measure or the team's estimate). */
  servingSource?: string;
  /** A dish's typical portion counted in `serving` (2 coxinhas, 4 pães de queijo); 1 when absent. */
  servingCount?: number;
  /** A dish served only whole (an acarajé): the solver never serves half of its `serving`. */
  servingWhole?: boolean;
  /**
   * A recipe of raw foods whose cooked weight is not given (recipe.ts needsCookedGrams): its serving holds
   * known nutrients but no known weight (`per100g` is per 100 g of its raw ingredients). It is logged by
   * its serving only, never by grams, and never planned; an amount of it shows no grams.
   */
  servingOnly?: true;
  /** null when none is linked or estimated (e.g. an unlinked food under 5 g carbohydrate per 100 g). */
  glycemic: GlycemicInfo | null;
  /**
   * false when the energy or macronutrients are unknown (TACO '*', e.g. 450 and 591): such a food is
   * kept in the library but never offered to the planner or its search.
   */
  plannable: boolean;
  /**
   * Set when the composition does not come from TACO as printed: the USDA values that fill TACO's
   * gaps, or a derived food (pt-BR text the UI can show).
   */
  compositionSource?: string;
  /** Set when the food is derived from TACO foods (a cooked form or a recipe). */
  derivation?: FoodDerivation;
  /**
   * Every nutrient of the registry per 100 g (`null` = not measured). Its energy and macronutrients
   * are `per100g`'s. Every food of the library has it (foods.test.ts); a food built for a test may not.
   */
  nutrients?: Nutrients;
  /** A packaged food read by barcode (domain/product.ts): its barcode, NOVA group and ANVISA magnifier. */
  packaged?: PackagedInfo;
  /**
   * The composition's source, when its producer states it (e.g. IBGE POF foods as consumed);
   * otherwise foodSource (food-source.ts) infers it from the fields above.
   */
  source?: FoodSource;
}

/** A searchable name: an everyday name ('arroz branco') or TACO's own name, pointing to a food. */
export interface FoodName {
  name: string;
  foodId: number;
  /** 'alias' for everyday names, 'taco' for TACO's formal names, 'dish' for a built-in dish's names (dish-names.ts). */
  type: 'alias' | 'taco' | 'dish';
}
