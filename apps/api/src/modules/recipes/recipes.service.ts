import { round1 } from '@prato/core/domain/rounding';
import type { FoodRecord } from '@prato/core/data/food-types';
import { foodSource } from '@prato/core/data/food-source';
import { estimatedCookedGrams } from '@prato/core/domain/cooked-weight';
import { amountUnitField, amountUnitOf } from '@prato/core/domain/amount-unit';
import { isRecipeFoodId, recipeFoodId, recipeRefOf } from '@prato/core/domain/catalog-ids';
import { NUTRIENT_IDS, roundNutrients, unknownNutrients, type Nutrients } from '@prato/core/domain/nutrients';
import { findMeasure, gramsOf, gramsPerUnit } from '@prato/core/domain/food-amount';
import { rawFoodByName, readRecipeLine, weighedRawForm, withWater } from '@prato/core/domain/recipe-line';
import {
  foodNutrients,
  lightestCookedGrams,
  needsCookedGrams as needsCookedGramsOf,
  recipeFoodRecord,
  recipeTotals,
  type RecipeDefinition,
} from '@prato/core/domain/recipe';
import { userFoodNameKey } from '@prato/core/domain/user-food';
import { FOOD_NAME_LENGTH } from '@prato/core/schemas/input-rules';
import {
  RECIPE_LIMITS,
  RECIPE_MESSAGES,
  type Recipe,
  type RecipeIngredientInput,
  type RecipeInput,
  type RecipeList,
  type RecipeNutrition,
  type RecipePatch,
  type RecipePreview,
} from '@prato/core/schemas/recipes';
import type { RecipeIngredientRow } from '../../db/schema/recipes';
import type { Clock } from '../../lib/clock';
import { conflict, invalid, notFound } from '../../lib/domain-error';
import type { FoodCatalogService, UserFoodCatalog } from '../foods/food-catalog';
import type { RecipeRow, RecipesRepo } from './recipes.repo';
import type { Caller } from '../../lib/caller';

const recipeNotFound = () => notFound('RECIPE_NOT_FOUND', RECIPE_MESSAGES.notFound);
const unknownIngredient = (name: string) => invalid('UNKNOWN_INGREDIENT', RECIPE_MESSAGES.unknownFood(name));

/**
 * Why a typed line reads as no ingredient: a food it names in a measure the food lacks ("2 garrafas de
 * arroz": "arroz" has no garrafa), else an unknown food.
 */
function unreadable(line: string, byName: (name: string) => FoodRecord | undefined) {
  // "sal a gosto", "pimenta a gosto": a food without an amount the recipe can count.
  // "sal e pimenta a gosto": every food named, none with an amount.
  const toTaste = /^(.+?)\s+(?:a|à)\s+gosto$/iu.exec(line.trim());
  const tasted = toTaste?.[1]?.split(/\s*,\s*|\s+e\s+/u) ?? [];
  if (tasted.length > 0 && tasted.every((name) => byName(name) || SEASONING.test(name)))
    return invalid('UNKNOWN_AMOUNT', RECIPE_MESSAGES.unknownAmount(line.trim()));
  const measured = /^\S+\s+(.+?)\s+d[eoa]s?\s+(.+)$/iu.exec(line.trim());
  const food = measured?.[2] ? byName(measured[2]) : undefined;
  if (food?.servingOnly) return servingOnly(food);
  if (measured?.[1] && food) return invalid('UNKNOWN_MEASURE', RECIPE_MESSAGES.unknownMeasure(measured[1], food.name));
  return unknownIngredient(line);
}

/** A recipe without its cooked weight, given by weight inside another: it has servings, not grams. */
const servingOnly = (food: FoodRecord) => invalid('SERVING_ONLY', RECIPE_MESSAGES.servingOnlyIngredient(food.name));

/** Seasonings a recipe names "a gosto" that are no single food of the tables ("sal e pimenta a gosto"). */
const SEASONING = /^(pimenta|temperos?|cheiro-verde|ervas)$/iu;

/** An ingredient resolved: the food, and what its stored row keeps beside it (grams, measure, line…). */
interface Resolved extends Omit<RecipeIngredientRow, 'foodId' | 'name'> {
  food: FoodRecord;
}

/** The foods an ingredient may be: the user's own foods and the library (never a recipe). */
type IngredientCatalog = Pick<UserFoodCatalog, 'byName' | 'byId'>;

export interface RecipesServiceDeps {
  repo: RecipesRepo;
  /** The catalogue without recipes (createFoodCatalog over the user's own foods and the library). */
  ingredients: Pick<FoodCatalogService, 'forUser'>;
  now: Clock;
}

/**
 * An ingredient whose food is gone (a food of "Meus alimentos" deleted since): its grams count, its
 * nutrients are unknown, so the recipe's are too until it is edited.
 */
function goneFood(row: RecipeIngredientRow): FoodRecord {
  return {
    id: row.foodId,
    name: row.name,
    group: RECIPE_MESSAGES.title,
    kind: 'other',
    per100g: { kcal: 0, protein: 0, carbs: 0, fat: 0, fiber: null },
    nutrients: unknownNutrients(),
    measures: [],
    measureSource: 'label',
    glycemic: null,
    plannable: false,
  };
}

/** A stored recipe as the catalogue builds its food (ingredients already resolved). */
const definitionOf = (row: RecipeRow): RecipeDefinition => ({
  ref: row.ref,
  name: row.name,
  servings: row.servings,
  cookedGrams: row.cookedGrams,
  ingredients: row.ingredients.map(({ foodId, grams, servedGrams }) => ({ foodId, grams, servedGrams })),
});

type RecipeShape = { servings: number; cookedGrams: number | null; ingredients: readonly RecipeIngredientRow[] };

function totalsOf(recipe: RecipeShape, catalog: IngredientCatalog) {
  const foodOf = new Map(recipe.ingredients.map((row) => [row.foodId, catalog.byId(row.foodId) ?? goneFood(row)]));
  const totals = recipeTotals(recipe, (id) => foodOf.get(id));
  if ('missing' in totals) throw unknownIngredient(String(totals.missing));
  return totals;
}

/** A pt-BR 400 for a cooked weight lighter than the ingredients without their water (lightestCookedGrams). */
function ensureCookedWeight(recipe: RecipeShape, catalog: IngredientCatalog) {
  const totals = totalsOf(recipe, catalog);
  const least = lightestCookedGrams(totals.total);
  if (recipe.cookedGrams !== null) {
    if (recipe.cookedGrams < least) throw invalid('COOKED_GRAMS', RECIPE_MESSAGES.cookedTooLight(least));
    return;
  }
  // Without it, the weight is the ingredients' (a share of another dish by its servedGrams, which a client
  // sends back): never lighter than their dry matter either.
  if (totals.totalGrams < least) throw invalid('SERVED_GRAMS', RECIPE_MESSAGES.servedTooLight(least));
}

/**
 * Whether the servings need the cooked weight (a raw food cooked before eating, no cooked weight given),
 * and the tables' estimate of that weight whenever a raw food is there: only one the recipe accepts (not
 * under its ingredients without their water, not over 20 kg), so the form never offers a refused value.
 */
function cookedWeightOf(recipe: RecipeShape, foods: readonly (FoodRecord | undefined)[], total: Nutrients) {
  const needsCookedGrams = needsCookedGramsOf(recipe, foods);
  const estimate = estimatedCookedGrams(
    recipe.ingredients.flatMap((row, i) => {
      const food = foods[i];
      return food ? [{ food, grams: row.grams, servedGrams: row.servedGrams }] : [];
    }),
  );
  const accepted =
    estimate !== undefined &&
    estimate >= Math.max(RECIPE_LIMITS.cookedGrams.min, lightestCookedGrams(total)) &&
    estimate <= RECIPE_LIMITS.cookedGrams.max;
  return { needsCookedGrams, ...(accepted ? { estimatedCookedGrams: estimate } : {}) };
}

/** The numbers of a recipe (saved or being typed) from its resolved ingredients. */
function nutritionOf(recipe: RecipeShape, catalog: IngredientCatalog): RecipeNutrition {
  const totals = totalsOf(recipe, catalog);
  return {
    servings: recipe.servings,
    cookedGrams: recipe.cookedGrams,
    totalGrams: round1(totals.totalGrams),
    perServing: { grams: round1(totals.servingGrams), nutrients: roundNutrients(totals.perServing) },
    per100g: { nutrients: roundNutrients(totals.per100g) },
    ingredients: recipe.ingredients.map((row, i) => {
      const food = totals.foods[i] as FoodRecord;
      const energy = food.nutrients?.energy ?? food.per100g.kcal;
      return {
        foodId: row.foodId,
        name: food.name,
        grams: row.grams,
        ...amountUnitField(amountUnitOf(food)),
        ...(row.measure !== undefined ? { measure: row.measure } : {}),
        ...(row.quantity !== undefined ? { quantity: row.quantity } : {}),
        ...(row.typed !== undefined ? { typed: row.typed } : {}),
        ...(row.readAsRaw ? { readAsRaw: true as const } : {}),
        ...(row.servedGrams !== undefined ? { servedGrams: row.servedGrams } : {}),
        source: foodSource(food),
        kcal: energy === null || !food.plannable ? null : Math.round((energy * row.grams) / 100),
        unmeasured: NUTRIENT_IDS.filter((id) => foodNutrients(food)[id] === null),
      };
    }),
    ...cookedWeightOf(recipe, totals.foods, totals.total),
    sources: totals.sources,
  };
}

export function toRecipe(row: RecipeRow, catalog: IngredientCatalog): Recipe {
  return {
    id: row.id,
    foodId: recipeFoodId(row.ref),
    name: row.name,
    ...nutritionOf(row, catalog),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createRecipesService({ repo, ingredients, now }: RecipesServiceDeps) {
  /**
   * One ingredient as catalogue foods and grams: by id (a picked food, a meal's portion), by name with
   * grams or a measure, or the line as typed, read by readRecipeLine (the diary's quick entry with a
   * recipe's rules: "2 xícaras de arroz" and "500 g de carne moída" raw, even "2 ovos, 1 xícara de leite"
   * as two). `catalog` includes the user's recipes; ingredientRows replaces a recipe by its own ingredients.
   */
  function resolve(ingredient: RecipeIngredientInput, foods: IngredientCatalog): Resolved[] {
    // A recipe also pours water, which no table lists (decision 058).
    const catalog = withWater(foods);
    // One of the two shapes (grams, or measure and quantity), read as one.
    const input: {
      food: string;
      foodId?: number;
      grams?: number;
      servedGrams?: number;
      measure?: string;
      quantity?: number;
    } = ingredient;
    const byName = (name: string) => catalog.byName(name);
    const withAmount = (food: FoodRecord): Resolved => {
      if (food.servingOnly && (input.grams !== undefined || gramsPerUnit(input.measure ?? '') !== undefined))
        throw servingOnly(food);
      if (input.grams !== undefined) {
        // A weighed ingredient is raw unless its words say otherwise (recipe-line.ts).
        const raw = input.foodId === undefined ? weighedRawForm(food, input.food) : undefined;
        if (raw) return { food: raw, grams: input.grams, readAsRaw: true };
        // A share of another recipe's dish, sent back as it was stored (a form saving it again).
        const served = input.foodId !== undefined ? input.servedGrams : undefined;
        return { food, grams: input.grams, ...(served !== undefined ? { servedGrams: served } : {}) };
      }
      if (input.measure === undefined || input.quantity === undefined)
        throw invalid('UNKNOWN_AMOUNT', RECIPE_MESSAGES.unknownAmount(input.food));
      const grams = gramsOf(food, input.measure, input.quantity);
      if (grams === undefined)
        throw invalid('UNKNOWN_MEASURE', RECIPE_MESSAGES.unknownMeasure(input.measure, food.name));
      const measure = findMeasure(food, input.measure)?.label ?? input.measure;
      return { food, grams, measure, quantity: input.quantity };
    };

    if (input.foodId !== undefined) {
      const food = catalog.byId(input.foodId);
      if (!food) throw unknownIngredient(input.food);
      return [withAmount(food)];
    }
    if (input.grams !== undefined || input.measure !== undefined) {
      const food = byName(input.food) ?? rawFoodByName(catalog, input.food);
      if (!food) throw unknownIngredient(input.food);
      const unmeasured =
        input.measure !== undefined &&
        input.quantity !== undefined &&
        gramsOf(food, input.measure, input.quantity) === undefined;
      const raw = unmeasured ? rawFoodByName(catalog, input.food) : undefined;
      if (!raw || raw === food) return [withAmount(food)];
      return [{ ...withAmount(raw), readAsRaw: true }];
    }
    const read = readRecipeLine(input.food, catalog);
    const [unknown] = read.unknown;
    if (unknown !== undefined || read.items.length === 0) throw unreadable(unknown ?? input.food, byName);
    return read.items.map((item) => {
      if (item.assumed) throw invalid('UNKNOWN_AMOUNT', RECIPE_MESSAGES.unknownAmount(item.text));
      const food = catalog.byId(item.foodId);
      if (!food) throw unknownIngredient(item.text);
      return {
        food,
        grams: item.grams,
        ...(item.measure !== null ? { measure: item.measure, quantity: item.quantity } : {}),
        typed: item.text,
        ...(item.readAsRaw ? { readAsRaw: true as const } : {}),
      };
    });
  }

  /**
   * The ingredients as stored. A recipe given as an ingredient (its name, its id: a planned meal with
   * "Marmita da semana" saved as "Meu almoço de sempre") is replaced by its own ingredients in
   * proportion to the grams given (decision 041), so a stored ingredient is never a recipe.
   */
  async function ingredientRows(caller: Caller, list: readonly RecipeIngredientInput[], catalog: IngredientCatalog) {
    const recipeRows = await repo.list(caller.id);
    const byKey = new Map(recipeRows.map((row) => [row.nameKey, row]));
    const byRef = new Map(recipeRows.map((row) => [row.ref, row]));
    const recordOf = (row: RecipeRow | undefined) =>
      row ? recipeFoodRecord(definitionOf(row), catalog.byId) : undefined;
    const withRecipes: IngredientCatalog = {
      byName: (name) => recordOf(byKey.get(userFoodNameKey(name))) ?? catalog.byName(name),
      byId: (id) => (isRecipeFoodId(id) ? recordOf(byRef.get(recipeRefOf(id))) : catalog.byId(id)),
    };
    const expand = (resolved: Resolved): Resolved[] => {
      if (!isRecipeFoodId(resolved.food.id)) return [resolved];
      const row = byRef.get(recipeRefOf(resolved.food.id));
      if (!row) throw unknownIngredient(resolved.food.name);
      // The inner dish's weight before cooking: what its ingredients add (recipe.ts).
      const total = row.ingredients.reduce((sum, ingredient) => sum + (ingredient.servedGrams ?? ingredient.grams), 0);
      const factor = resolved.grams / (row.cookedGrams ?? total);
      // The grams of the inner dish each ingredient stands for, when that dish was cooked (its cooked weight
      // given) or holds a share of one: they add up to the grams given, so this recipe's weight counts the
      // dish as it went in, and its raw foods need no cooked weight of this one.
      // A share is kept within its bounds: a pinch of salt stands for at least 0.1 g of the dish.
      const served = (ingredient: RecipeIngredientRow) =>
        row.cookedGrams !== null || ingredient.servedGrams !== undefined
          ? {
              servedGrams: Math.min(
                RECIPE_LIMITS.servedGrams.max,
                Math.max(
                  RECIPE_LIMITS.servedGrams.min,
                  round1(((ingredient.servedGrams ?? ingredient.grams) * resolved.grams) / total),
                ),
              ),
            }
          : {};
      return row.ingredients.flatMap((ingredient) => {
        const food = catalog.byId(ingredient.foodId);
        if (!food) throw unknownIngredient(ingredient.name);
        // A pinch of an ingredient scaled below 0.1 g adds nothing a table can tell.
        const grams = round1(ingredient.grams * factor);
        return grams < RECIPE_LIMITS.grams.min ? [] : [{ food, grams, ...served(ingredient) }];
      });
    };
    const rows = list.flatMap((input) =>
      resolve(input, withRecipes)
        .flatMap(expand)
        .map((resolved): RecipeIngredientRow => {
          if (resolved.grams < RECIPE_LIMITS.grams.min || resolved.grams > RECIPE_LIMITS.grams.max)
            throw invalid('INGREDIENT_GRAMS', RECIPE_MESSAGES.grams);
          return {
            foodId: resolved.food.id,
            name: resolved.food.name,
            grams: round1(resolved.grams),
            ...(resolved.measure !== undefined ? { measure: resolved.measure } : {}),
            ...(resolved.quantity !== undefined ? { quantity: resolved.quantity } : {}),
            ...(resolved.typed !== undefined ? { typed: resolved.typed } : {}),
            ...(resolved.readAsRaw ? { readAsRaw: true as const } : {}),
            ...(resolved.servedGrams !== undefined ? { servedGrams: resolved.servedGrams } : {}),
          };
        }),
    );
    if (rows.length > RECIPE_LIMITS.ingredients.max)
      throw invalid('INGREDIENTS_COUNT', RECIPE_MESSAGES.ingredientsCount);
    return rows;
  }

  /** A recipe as typed (create, preview) with its ingredients resolved and its cooked weight checked. */
  async function resolvedRecipe(caller: Caller, input: RecipePreview, catalog: IngredientCatalog) {
    const recipe = {
      servings: input.servings,
      cookedGrams: input.cookedGrams ?? null,
      ingredients: await ingredientRows(caller, input.ingredients, catalog),
    };
    ensureCookedWeight(recipe, catalog);
    return recipe;
  }

  const nameTaken = () => conflict('RECIPE_NAME_TAKEN', RECIPE_MESSAGES.duplicateName);

  /** The pt-BR 409 before any work; the unique index answers the same when two saves race past it. */
  async function ensureNameFree(caller: Caller, name: string, exceptId?: string) {
    const taken = await repo.idByNameKey(caller.id, userFoodNameKey(name));
    if (taken && taken !== exceptId) throw nameTaken();
  }

  async function ensureRoom(caller: Caller) {
    if ((await repo.count(caller.id)) >= RECIPE_LIMITS.perUser)
      throw conflict('RECIPES_LIMIT', RECIPE_MESSAGES.limitReached);
  }

  async function get(caller: Caller, id: string): Promise<Recipe> {
    const row = await repo.get(caller.id, id);
    if (!row) throw recipeNotFound();
    return toRecipe(row, await ingredients.forUser(caller.id));
  }

  return {
    async list(caller: Caller): Promise<RecipeList> {
      const catalog = await ingredients.forUser(caller.id);
      return {
        recipes: (await repo.list(caller.id)).map((row) => {
          const recipe = toRecipe(row, catalog);
          return {
            id: recipe.id,
            foodId: recipe.foodId,
            name: recipe.name,
            servings: recipe.servings,
            perServing: { grams: recipe.perServing.grams, kcal: recipe.perServing.nutrients.energy },
            needsCookedGrams: recipe.needsCookedGrams,
            ingredientCount: row.ingredients.length,
            updatedAt: recipe.updatedAt,
          };
        }),
      };
    },
    get,
    /** The numbers of a recipe being typed (the form's live table): resolves like create, saves nothing. */
    async preview(caller: Caller, input: RecipePreview): Promise<RecipeNutrition> {
      const catalog = await ingredients.forUser(caller.id);
      return nutritionOf(await resolvedRecipe(caller, input, catalog), catalog);
    },
    async create(caller: Caller, input: RecipeInput): Promise<Recipe> {
      await ensureRoom(caller);
      await ensureNameFree(caller, input.name);
      const catalog = await ingredients.forUser(caller.id);
      const recipe = await resolvedRecipe(caller, input, catalog);
      const row = await repo.insert(caller.id, { name: input.name, nameKey: userFoodNameKey(input.name), ...recipe });
      if (!row) throw nameTaken();
      return toRecipe(row, catalog);
    },
    async update(caller: Caller, id: string, patch: RecipePatch): Promise<Recipe> {
      const current = await repo.get(caller.id, id);
      if (!current) throw recipeNotFound();
      if (patch.name !== undefined) await ensureNameFree(caller, patch.name, id);
      const catalog = await ingredients.forUser(caller.id);
      const rows =
        patch.ingredients !== undefined ? await ingredientRows(caller, patch.ingredients, catalog) : undefined;
      if (patch.cookedGrams !== undefined || rows !== undefined) {
        ensureCookedWeight(
          {
            servings: patch.servings ?? current.servings,
            cookedGrams: patch.cookedGrams !== undefined ? patch.cookedGrams : current.cookedGrams,
            ingredients: rows ?? current.ingredients,
          },
          catalog,
        );
      }
      const row = await repo.update(
        caller.id,
        id,
        {
          ...(patch.name !== undefined ? { name: patch.name, nameKey: userFoodNameKey(patch.name) } : {}),
          ...(patch.servings !== undefined ? { servings: patch.servings } : {}),
          ...(patch.cookedGrams !== undefined ? { cookedGrams: patch.cookedGrams } : {}),
          ...(rows !== undefined ? { ingredients: rows } : {}),
        },
        now(),
      );
      if (row === 'duplicate') throw nameTaken();
      if (!row) throw recipeNotFound();
      return toRecipe(row, catalog);
    },
    /** A copy named "<name> (cópia)" (then "(cópia 2)"…), the same ingredients and yield. */
    async duplicate(caller: Caller, id: string): Promise<Recipe> {
      const source = await repo.get(caller.id, id);
      if (!source) throw recipeNotFound();
      await ensureRoom(caller);
      const base = source.name.replace(/\s*\(cópia(?: \d+)?\)$/u, '').slice(0, FOOD_NAME_LENGTH.max - 12);
      let name = `${base} ${RECIPE_MESSAGES.copySuffix}`;
      for (let n = 2; await repo.idByNameKey(caller.id, userFoodNameKey(name)); n += 1) {
        name = `${base} (cópia ${n})`;
      }
      const row = await repo.insert(caller.id, {
        name,
        nameKey: userFoodNameKey(name),
        servings: source.servings,
        cookedGrams: source.cookedGrams,
        ingredients: source.ingredients,
      });
      if (!row) throw nameTaken();
      return toRecipe(row, await ingredients.forUser(caller.id));
    },
    async remove(caller: Caller, id: string): Promise<void> {
      if (!(await repo.delete(caller.id, id))) throw recipeNotFound();
    },
    /** The user's recipes as the catalogue builds foods from them (ingredients already resolved). */
    async definitions(subjectId: string): Promise<RecipeDefinition[]> {
      return (await repo.list(subjectId)).map(definitionOf);
    },
  };
}
export type RecipesService = ReturnType<typeof createRecipesService>;
