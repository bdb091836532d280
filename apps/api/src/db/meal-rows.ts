import { and, eq, gte, lt, lte, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from './client';
import { mealConsumption } from './schema';

/**
 * The queries on `meal_consumption` that both of its writers make, the planner's saves (meals module)
 * and the diary, each on the executor it holds (a transaction under the user's lock, or the database).
 */

type MealRow = typeof mealConsumption.$inferSelect;

/** A value, or a placeholder a prepared statement fills on each run. */
type Param<T> = T | Placeholder;

/** Which of a user's meals: every bound given narrows them; an absent one does not. */
export interface MealFilter {
  /** One local day (the meal's own `local_date`, chosen in the diary). */
  day?: Param<string>;
  /** Local days from / to, inclusive. */
  fromDate?: Param<string> | null;
  toDate?: Param<string> | null;
  /** Consumed in [consumedFrom, consumedBefore). */
  consumedFrom?: Param<Date>;
  consumedBefore?: Param<Date>;
  slot?: string;
  origin?: MealRow['origin'];
}

/**
 * The condition every read of a user's meals goes through: scoped to `userId` first (another user's
 * meals never match), then the filter's bounds. The local-day bounds are served by (user_id, local_date),
 * the consumed-at ones by (user_id, consumed_at).
 */
export function mealsOf(userId: Param<string>, filter: MealFilter = {}): SQL {
  const { day, fromDate, toDate, consumedFrom, consumedBefore, slot, origin } = filter;
  const column = mealConsumption;
  return and(
    eq(column.userId, userId),
    day === undefined ? undefined : eq(column.localDate, day),
    fromDate == null ? undefined : gte(column.localDate, fromDate),
    toDate == null ? undefined : lte(column.localDate, toDate),
    consumedFrom === undefined ? undefined : gte(column.consumedAt, consumedFrom),
    consumedBefore === undefined ? undefined : lt(column.consumedAt, consumedBefore),
    slot === undefined ? undefined : eq(column.slot, slot),
    origin === undefined ? undefined : eq(column.origin, origin),
  ) as SQL;
}

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
    .where(mealsOf(userId, { day: date, origin: 'planner' }));
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
