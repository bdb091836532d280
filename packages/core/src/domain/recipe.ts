/**
 * A user's recipe ("Minhas receitas", issue 34) as a food: its nutrients are its ingredients' added
 * up, per serving (÷ servings) and per 100 g of the dish as served (÷ the cooked weight when given,
 * else ÷ the ingredients' grams: water lost or gained changes the weight, not the nutrients). The same
 * rule as the library's recipes (data/derived-foods.ts): a nutrient unknown in any ingredient is
 * unknown in the recipe, never a partial sum shown as whole.
 */
import type { FoodComposition, FoodRecord, HouseholdMeasure } from '../data/food-types';
import { foodSource } from '../data/food-source';
import { cookedBeforeEating } from '../data/raw-forms';
import type { FoodSource } from '../schemas/planner';
import { RECIPE_MESSAGES } from '../schemas/recipes';
import { recipeFoodId } from './catalog-ids';
import { ENERGY_ID } from './macros';
import {
  addNutrients,
  compositionKnown,
  roundNutrients,
  scaleNutrients,
  unknownNutrients,
  withComposition,
  type Nutrients,
} from './nutrients';

/** A recipe as stored: its ingredients already resolved to catalogue foods and grams. */
export interface RecipeDefinition {
  /** The row's positive sequence number (recipes.ref); its food id is recipeFoodId(ref). */
  ref: number;
  name: string;
  servings: number;
  /** The dish's weight once cooked; null = the ingredients' grams. */
  cookedGrams: number | null;
  ingredients: readonly RecipeDefinitionIngredient[];
}

/**
 * A food and its grams; `servedGrams` when the grams are a share of another recipe's dish given by its
 * prepared weight: the dish's weight counts those, and its raw foods are cooked already.
 */
export interface RecipeDefinitionIngredient {
  foodId: number;
  grams: number;
  servedGrams?: number | undefined;
}

/** The grams an ingredient adds to the dish's weight before it is cooked. */
const weightOf = (ingredient: RecipeDefinitionIngredient) => ingredient.servedGrams ?? ingredient.grams;

export interface RecipeTotals {
  /** The ingredients' grams added. */
  totalGrams: number;
  /** Grams of the dish as served: cookedGrams, else totalGrams. */
  yieldGrams: number;
  servingGrams: number;
  /** The whole recipe (unrounded); null where an ingredient lacks the nutrient. */
  total: Nutrients;
  perServing: Nutrients;
  per100g: Nutrients;
  /** Each ingredient's food, in order. */
  foods: FoodRecord[];
  sources: FoodSource[];
}

/** Every registry nutrient of a food per 100 g: its table's, or its composition alone (the rest unknown). */
export const foodNutrients = (food: FoodRecord): Nutrients =>
  food.nutrients ?? withComposition(unknownNutrients(), food.per100g);

/**
 * The least the cooked dish can weigh, in whole grams: its ingredients' protein, carbohydrate and fat,
 * what is left when every drop of water is gone (a nutrient unknown in an ingredient counts 0, so the
 * bound never asks too much). A lighter cooked weight is a slip (10 g typed for 1 kg) that would make
 * every 100 g of the dish hold more energy than any food.
 */
export function lightestCookedGrams(total: Nutrients): number {
  return Math.floor((total.protein ?? 0) + (total.carbs ?? 0) + (total.fat ?? 0));
}

/**
 * The recipe's totals, or the id of the first ingredient the lookup does not know (a food deleted
 * from "Meus alimentos" since: the recipe can then no longer be computed, and says which).
 */
export function recipeTotals(
  recipe: Pick<RecipeDefinition, 'servings' | 'cookedGrams' | 'ingredients'>,
  byId: (id: number) => FoodRecord | undefined,
): RecipeTotals | { missing: number } {
  const foods: FoodRecord[] = [];
  for (const ingredient of recipe.ingredients) {
    const food = byId(ingredient.foodId);
    if (!food) return { missing: ingredient.foodId };
    foods.push(food);
  }
  const parts = recipe.ingredients.map((ingredient, i) =>
    scaleNutrients(foodNutrients(foods[i] as FoodRecord), ingredient.grams / 100),
  );
  const total = parts.slice(1).reduce(addNutrients, parts[0] ?? unknownNutrients());
  const totalGrams = recipe.ingredients.reduce((sum, ingredient) => sum + weightOf(ingredient), 0);
  const yieldGrams = recipe.cookedGrams ?? totalGrams;
  return {
    totalGrams,
    yieldGrams,
    servingGrams: yieldGrams / recipe.servings,
    total,
    perServing: scaleNutrients(total, 1 / recipe.servings),
    per100g: scaleNutrients(total, 100 / yieldGrams),
    foods,
    sources: [...new Set(foods.map((food) => foodSource(food)))],
  };
}

/**
 * Whether the recipe's servings lack a weight: a raw food cooked before eating goes into it (dry rice, raw
 * meat) and no cooked weight is given, so its grams are the raw ingredients', not the dish's. Its nutrients
 * per serving are still known (the whole ÷ the servings).
 */
export function needsCookedGrams(
  recipe: Pick<RecipeDefinition, 'cookedGrams' | 'ingredients'>,
  foods: readonly (FoodRecord | undefined)[],
): boolean {
  // A share of another recipe's dish (servedGrams) was cooked already.
  return (
    recipe.cookedGrams === null &&
    foods.some(
      (food, i) => food !== undefined && recipe.ingredients[i]?.servedGrams === undefined && cookedBeforeEating(food),
    )
  );
}

/**
 * Per 100 g to two decimals more than shown: a portion is scaled from it, and the recipe's own serving
 * must count in the diary what the recipe page says it holds (energy per 100 g rounded to whole kcal is
 * up to 0.5 kcal off, 2.5 kcal on a 500 g plate).
 */
const PER_100G_EXTRA_DECIMALS = 2;

/** Energy and macronutrients per 100 g (unknown energy or macronutrients read as 0; fibre stays null). */
function compositionOf(rounded: Nutrients): FoodComposition {
  return {
    kcal: rounded[ENERGY_ID] ?? 0,
    protein: rounded.protein ?? 0,
    carbs: rounded.carbs ?? 0,
    fat: rounded.fat ?? 0,
    fiber: rounded.fiber,
  };
}

/**
 * The recipe as a food of the user's catalogue: kind 'dish', served by the "porção" (the yield ÷
 * servings), which the solver takes as the typical serving (½ to 2 of it). Not plannable when an
 * ingredient is gone or the energy or a macronutrient is unknown. While it needs its cooked weight
 * (needsCookedGrams) it is `servingOnly`: logged by the porção, never by grams nor planned.
 */
export function recipeFoodRecord(
  recipe: RecipeDefinition,
  byId: (id: number) => FoodRecord | undefined,
): FoodRecord | undefined {
  const totals = recipeTotals(recipe, byId);
  if ('missing' in totals) return undefined;
  const nutrients = roundNutrients(totals.per100g, PER_100G_EXTRA_DECIMALS);
  const per100g = compositionOf(nutrients);
  const serving: HouseholdMeasure = { label: RECIPE_MESSAGES.serving, grams: totals.servingGrams };

  return {
    id: recipeFoodId(recipe.ref),
    name: recipe.name,
    group: RECIPE_MESSAGES.title,
    kind: 'dish',
    per100g,
    nutrients,
    measures: [serving],
    measureSource: 'label',
    serving,
    glycemic: null,
    plannable: compositionKnown(totals.per100g) && totals.yieldGrams > 0,
    ...(needsCookedGrams(recipe, totals.foods) ? { servingOnly: true as const } : {}),
    compositionSource: `${RECIPE_MESSAGES.source}: ${recipe.ingredients
      .map((ingredient, i) => `${totals.foods[i]?.name} ${Math.round(ingredient.grams * 10) / 10} g`)
      .join(' + ')}`,
    source: 'recipe',
  };
}
