import type { FoodRecord } from '@prato/core/data/food-types';
import { portionFacts } from '@prato/core/domain/portion-solver';
import type { MealPortionRow } from '../../db/schema/meals';
import type { FoodCatalogService, UserFoodCatalog } from '../foods/food-catalog';
import type { MealsRepo } from './meals.repo';

/** Meals read and written per round trip. */
export const BACKFILL_BATCH = 500;

/**
 * How far a stored portion's calories may be from today's food × grams and still be that food: 5 %, or
 * 2 kcal for small portions. A portion the planner made for that food is within 0.1 kcal (its rounding),
 * and grams edited on /plan were rescaled from the rounded portion (well under 1 %); a few foods' values
 * were revised since (issue 30's USDA fills and cooking yields move them by more than that). A name that
 * now means another food, or a user's food edited since, almost always misses by more: then the portion
 * is marked instead of being given nutrients it may not have had.
 */
export const BACKFILL_TOLERANCE = { relative: 0.05, kcal: 2 } as const;

/** A portion without a food id or the mark: saved before portions carried their food. */
const isPending = (portion: MealPortionRow) => portion.foodId === undefined && portion.foodUnresolved === undefined;

function caloriesAgree(portion: MealPortionRow, food: FoodRecord): boolean {
  const expected = (food.per100g.kcal * portion.grams) / 100;
  const tolerance = Math.max(BACKFILL_TOLERANCE.kcal, expected * BACKFILL_TOLERANCE.relative);
  return Math.abs(portion.calories - expected) <= tolerance;
}

/**
 * An older portion with its food, when its name resolves by the catalogue's rules (the user's own food
 * of that exact name, else the library's one food for the name) and its stored calories agree with that
 * food: `foodId` and `nutrients` (food × grams, rounded as the planner rounds) are added, the stored
 * numbers stay as they were shown. Otherwise `foodUnresolved: true`: food and nutrients unknown.
 */
export function resolvePortion(portion: MealPortionRow, catalog: Pick<UserFoodCatalog, 'byName'>): MealPortionRow {
  if (!isPending(portion)) return portion;
  const food = catalog.byName(portion.foodName);
  if (!food || !food.nutrients || !caloriesAgree(portion, food)) return { ...portion, foodUnresolved: true };
  const { foodId, nutrients } = portionFacts(food, portion.grams);
  return { ...portion, foodId, ...(nutrients ? { nutrients } : {}) };
}

export interface BackfillResult {
  meals: number;
  resolved: number;
  unresolved: number;
}

/**
 * Gives the portions of meals saved before issue 32 their food and nutrients (resolvePortion), in
 * batches, at boot after the migrations. Idempotent: a portion once resolved or marked is never read
 * again, so a second run (or a second instance at the same time) finds nothing left; a meal the user
 * changed meanwhile is left to the next run. Logs counts only, never names or amounts.
 */
export function createMealBackfill(deps: {
  repo: Pick<MealsRepo, 'unresolvedPortions' | 'replacePortions'>;
  foodCatalog: Pick<FoodCatalogService, 'forUser'>;
  log: { info(details: object, message: string): void; error(details: object, message: string): void };
  batch?: number;
}) {
  const batch = deps.batch ?? BACKFILL_BATCH;

  async function run(): Promise<BackfillResult> {
    const result: BackfillResult = { meals: 0, resolved: 0, unresolved: 0 };
    let after: string | null = null;
    for (;;) {
      const rows = await deps.repo.unresolvedPortions(after, batch);
      if (rows.length === 0) break;
      // Each user's own foods are read once per batch.
      const catalogs = new Map<string, Promise<UserFoodCatalog>>();
      for (const row of rows) {
        let catalog = catalogs.get(row.userId);
        if (!catalog) {
          catalog = deps.foodCatalog.forUser(row.userId);
          catalogs.set(row.userId, catalog);
        }
        const resolvedCatalog = await catalog;
        const portions = row.portions.map((portion) => resolvePortion(portion, resolvedCatalog));
        if (!(await deps.repo.replacePortions(row.id, row.portions, portions))) continue;
        result.meals += 1;
        row.portions.forEach((portion, index) => {
          if (!isPending(portion)) return;
          if (portions[index]?.foodUnresolved) result.unresolved += 1;
          else result.resolved += 1;
        });
      }
      after = rows[rows.length - 1]?.id ?? null;
      if (rows.length < batch) break;
    }
    return result;
  }

  let running: Promise<unknown> | undefined;
  return {
    run,
    /** Starts a run in the background (the server listens meanwhile); `stop` waits for it. */
    start() {
      running ??= run()
        .then((result) => deps.log.info({ backfill: result }, 'meal portions backfilled'))
        .catch((error: unknown) => deps.log.error({ err: error }, 'meal portions backfill failed'));
    },
    async stop() {
      await running;
    },
  };
}
export type MealBackfill = ReturnType<typeof createMealBackfill>;
