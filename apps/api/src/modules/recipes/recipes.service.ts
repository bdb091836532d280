import type { FoodRecord } from '@prato/core/data/food-types';
import { foodSource } from '@prato/core/data/food-source';
import { isRecipeFoodId, recipeFoodId } from '@prato/core/domain/catalog-ids';
import { roundNutrients, unknownNutrients } from '@prato/core/domain/nutrients';
import { findMeasure, readIngredientLine, recipeTotals, type RecipeDefinition } from '@prato/core/domain/recipe';
import { userFoodNameKey } from '@prato/core/domain/user-food';
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

const recipeNotFound = () => notFound('RECIPE_NOT_FOUND', RECIPE_MESSAGES.notFound);
const unknownIngredient = (name: string) => invalid('UNKNOWN_INGREDIENT', RECIPE_MESSAGES.unknownFood(name));

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

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The numbers of a recipe (saved or being typed) from its resolved ingredients. */
function nutritionOf(
  recipe: { servings: number; cookedGrams: number | null; ingredients: readonly RecipeIngredientRow[] },
  catalog: IngredientCatalog,
): RecipeNutrition {
  const foodOf = new Map(recipe.ingredients.map((row) => [row.foodId, catalog.byId(row.foodId) ?? goneFood(row)]));
  const totals = recipeTotals(recipe, (id) => foodOf.get(id));
  if ('missing' in totals) throw unknownIngredient(String(totals.missing));
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
        ...(row.measure !== undefined ? { measure: row.measure } : {}),
        ...(row.quantity !== undefined ? { quantity: row.quantity } : {}),
        ...(row.typed !== undefined ? { typed: row.typed } : {}),
        source: foodSource(food),
        kcal: energy === null || !food.plannable ? null : Math.round((energy * row.grams) / 100),
      };
    }),
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
   * One ingredient as the catalogue food and grams: by id (a picked food, a meal's portion), by name
   * with grams or a measure, or by reading the typed line. A recipe is never an ingredient (decision
   * 041): its name is refused by name, its id by id.
   */
  function resolve(input: RecipeIngredientInput, catalog: IngredientCatalog, recipeKeys: Set<string>) {
    const refuseRecipe = (name: string) => {
      if (recipeKeys.has(userFoodNameKey(name)))
        throw invalid('RECIPE_AS_INGREDIENT', RECIPE_MESSAGES.recipeAsIngredient(name));
    };
    const byName = (name: string) => {
      refuseRecipe(name);
      return catalog.byName(name);
    };
    const withAmount = (food: FoodRecord, amount: { grams?: number; measure?: string; quantity?: number }) => {
      if (amount.grams !== undefined) return { food, grams: amount.grams };
      const measure = findMeasure(food, amount.measure ?? '');
      if (!measure) throw invalid('UNKNOWN_MEASURE', RECIPE_MESSAGES.unknownMeasure(amount.measure ?? '', food.name));
      return { food, grams: measure.grams * (amount.quantity ?? 1), measure: measure.label, quantity: amount.quantity };
    };

    if (input.foodId !== undefined) {
      if (isRecipeFoodId(input.foodId))
        throw invalid('RECIPE_AS_INGREDIENT', RECIPE_MESSAGES.recipeAsIngredient(input.food));
      const food = catalog.byId(input.foodId);
      if (!food) throw unknownIngredient(input.food);
      if (input.grams === undefined && input.measure === undefined)
        throw invalid('UNKNOWN_AMOUNT', RECIPE_MESSAGES.unknownAmount(input.food));
      return withAmount(food, input);
    }
    if (input.grams !== undefined || input.measure !== undefined) {
      const food = byName(input.food);
      if (!food) throw unknownIngredient(input.food);
      return withAmount(food, input);
    }
    // A line as typed: the first reading whose food (and measure) the catalogue knows.
    const readings = readIngredientLine(input.food);
    if (readings.length === 0) {
      refuseRecipe(input.food);
      if (!catalog.byName(input.food)) throw unknownIngredient(input.food);
      throw invalid('UNKNOWN_AMOUNT', RECIPE_MESSAGES.unknownAmount(input.food));
    }
    let named: { food: FoodRecord; measure: string } | undefined;
    for (const reading of readings) {
      const food = byName(reading.food);
      if (!food) continue;
      if ('grams' in reading) return { food, grams: reading.grams, typed: input.food };
      if (findMeasure(food, reading.measure)) return { ...withAmount(food, reading), typed: input.food };
      named ??= { food, measure: reading.measure };
    }
    if (named) throw invalid('UNKNOWN_MEASURE', RECIPE_MESSAGES.unknownMeasure(named.measure, named.food.name));
    throw unknownIngredient(readings[0]?.food ?? input.food);
  }

  async function ingredientRows(userId: string, list: readonly RecipeIngredientInput[], catalog: IngredientCatalog) {
    const recipeKeys = new Set((await repo.list(userId)).map((row) => row.nameKey));
    return list.map((input): RecipeIngredientRow => {
      const resolved = resolve(input, catalog, recipeKeys);
      if (resolved.grams < RECIPE_LIMITS.grams.min || resolved.grams > RECIPE_LIMITS.grams.max)
        throw invalid('INGREDIENT_GRAMS', RECIPE_MESSAGES.grams);
      return {
        foodId: resolved.food.id,
        name: resolved.food.name,
        grams: round1(resolved.grams),
        ...('measure' in resolved && resolved.measure !== undefined ? { measure: resolved.measure } : {}),
        ...('quantity' in resolved && resolved.quantity !== undefined ? { quantity: resolved.quantity } : {}),
        ...('typed' in resolved && resolved.typed !== undefined ? { typed: resolved.typed } : {}),
      };
    });
  }

  async function ensureNameFree(userId: string, name: string, exceptId?: string) {
    const taken = await repo.idByNameKey(userId, userFoodNameKey(name));
    if (taken && taken !== exceptId) throw conflict('RECIPE_NAME_TAKEN', RECIPE_MESSAGES.duplicateName);
  }

  async function ensureRoom(userId: string) {
    if ((await repo.count(userId)) >= RECIPE_LIMITS.perUser)
      throw conflict('RECIPES_LIMIT', RECIPE_MESSAGES.limitReached);
  }

  async function get(userId: string, id: string): Promise<Recipe> {
    const row = await repo.get(userId, id);
    if (!row) throw recipeNotFound();
    return toRecipe(row, await ingredients.forUser(userId));
  }

  return {
    async list(userId: string): Promise<RecipeList> {
      const catalog = await ingredients.forUser(userId);
      return {
        recipes: (await repo.list(userId)).map((row) => {
          const recipe = toRecipe(row, catalog);
          return {
            id: recipe.id,
            foodId: recipe.foodId,
            name: recipe.name,
            servings: recipe.servings,
            perServing: { grams: recipe.perServing.grams, kcal: recipe.perServing.nutrients.energy },
            ingredientCount: row.ingredients.length,
            updatedAt: recipe.updatedAt,
          };
        }),
      };
    },
    get,
    /** The numbers of a recipe being typed (the form's live table): resolves like create, saves nothing. */
    async preview(userId: string, input: RecipePreview): Promise<RecipeNutrition> {
      const catalog = await ingredients.forUser(userId);
      const rows = await ingredientRows(userId, input.ingredients, catalog);
      return nutritionOf(
        { servings: input.servings, cookedGrams: input.cookedGrams ?? null, ingredients: rows },
        catalog,
      );
    },
    async create(userId: string, input: RecipeInput): Promise<Recipe> {
      await ensureRoom(userId);
      await ensureNameFree(userId, input.name);
      const catalog = await ingredients.forUser(userId);
      const row = await repo.insert(userId, {
        name: input.name,
        nameKey: userFoodNameKey(input.name),
        servings: input.servings,
        cookedGrams: input.cookedGrams ?? null,
        ingredients: await ingredientRows(userId, input.ingredients, catalog),
      });
      return toRecipe(row, catalog);
    },
    async update(userId: string, id: string, patch: RecipePatch): Promise<Recipe> {
      if (!(await repo.get(userId, id))) throw recipeNotFound();
      if (patch.name !== undefined) await ensureNameFree(userId, patch.name, id);
      const catalog = await ingredients.forUser(userId);
      const row = await repo.update(
        userId,
        id,
        {
          ...(patch.name !== undefined ? { name: patch.name, nameKey: userFoodNameKey(patch.name) } : {}),
          ...(patch.servings !== undefined ? { servings: patch.servings } : {}),
          ...(patch.cookedGrams !== undefined ? { cookedGrams: patch.cookedGrams } : {}),
          ...(patch.ingredients !== undefined
            ? { ingredients: await ingredientRows(userId, patch.ingredients, catalog) }
            : {}),
        },
        now(),
      );
      if (!row) throw recipeNotFound();
      return toRecipe(row, catalog);
    },
    /** A copy named "<name> (cópia)" (then "(cópia 2)"…), the same ingredients and yield. */
    async duplicate(userId: string, id: string): Promise<Recipe> {
      const source = await repo.get(userId, id);
      if (!source) throw recipeNotFound();
      await ensureRoom(userId);
      const base = source.name.replace(/\s*\(cópia(?: \d+)?\)$/u, '').slice(0, RECIPE_LIMITS.nameMax - 12);
      let name = `${base} ${RECIPE_MESSAGES.copySuffix}`;
      for (let n = 2; await repo.idByNameKey(userId, userFoodNameKey(name)); n += 1) {
        name = `${base} (cópia ${n})`;
      }
      const row = await repo.insert(userId, {
        name,
        nameKey: userFoodNameKey(name),
        servings: source.servings,
        cookedGrams: source.cookedGrams,
        ingredients: source.ingredients,
      });
      return toRecipe(row, await ingredients.forUser(userId));
    },
    async remove(userId: string, id: string): Promise<void> {
      if (!(await repo.delete(userId, id))) throw recipeNotFound();
    },
    /** The user's recipes as the catalogue builds foods from them (ingredients already resolved). */
    async definitions(userId: string): Promise<RecipeDefinition[]> {
      return (await repo.list(userId)).map((row) => ({
        ref: row.ref,
        name: row.name,
        servings: row.servings,
        cookedGrams: row.cookedGrams,
        ingredients: row.ingredients.map(({ foodId, grams }) => ({ foodId, grams })),
      }));
    },
  };
}
export type RecipesService = ReturnType<typeof createRecipesService>;
