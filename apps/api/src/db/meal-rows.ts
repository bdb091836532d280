import { and, eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { mealConsumption } from './schema';

/**
 * The queries on `meal_consumption` that both of its writers make, the planner's saves (meals module)
 * and the diary, each on the executor it holds (a transaction under the user's lock, or the database).
 */

type MealRow = typeof mealConsumption.$inferSelect;

/** The meal with this id whoever owns it (a replay of the user's own, or another user's id), or null. */
export async function findMealById(executor: Pick<Db, 'select'>, id: string): Promise<MealRow | null> {
  const [row] = await executor.select().from(mealConsumption).where(eq(mealConsumption.id, id)).limit(1);
  return row ?? null;
}

/**
 * The user's planned meals (origin 'planner') of one local day: what the free plan's daily limit
 * counts (diary items are free). Served by (user_id, local_date).
 */
export async function countPlannedMeals(executor: Pick<Db, 'select'>, userId: string, date: string): Promise<number> {
  const [row] = await executor
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(mealConsumption)
    .where(
      and(
        eq(mealConsumption.userId, userId),
        eq(mealConsumption.localDate, date),
        eq(mealConsumption.origin, 'planner'),
      ),
    );
  return row?.n ?? 0;
}

/** Inserts unless the id exists (whoever owns it); returns the new row or null. */
export async function insertMealIfAbsent(
  executor: Pick<Db, 'insert'>,
  row: Required<typeof mealConsumption.$inferInsert>,
): Promise<MealRow | null> {
  const [inserted] = await executor
    .insert(mealConsumption)
    .values(row)
    .onConflictDoNothing({ target: mealConsumption.id })
    .returning();
  return inserted ?? null;
}
