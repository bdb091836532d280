import { and, asc, desc, eq, getTableColumns, gt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { MACRO_IDS, type MacroId } from '@prato/core/domain/macros';
import { mealTotalField } from '@prato/core/schemas/meals';
import type { DayTotals } from '@prato/core/schemas/history';
import type { Db } from '../../db/client';
import { countPlannedMeals, findMealById, insertMealIfAbsent, mealsOf } from '../../db/meal-rows';
import { inUserLock, USER_LOCKS } from '../../db/user-lock';
import { deleteOwned, findOwned, ownedBy } from '../../db/owned-rows';
import { mealConsumption, type MealPortionRow } from '../../db/schema';
import type { Keyset } from '../../lib/history-window';

export type MealRow = typeof mealConsumption.$inferSelect;
export type NewMealRow = typeof mealConsumption.$inferInsert;
export type MealChanges = Partial<Omit<NewMealRow, 'id' | 'userId' | 'createdAt'>>;

type Executor = Pick<Db, 'select' | 'insert' | 'update'>;

// Outside every date a meal can have (the schemas accept 1900–2100).
const OPEN_FROM = new Date('1000-01-01T00:00:00Z');
const OPEN_TO = new Date('9999-01-01T00:00:00Z');
const LAST_UUID = 'ffffffff-ffff-ffff-ffff-ffffffffffff';

/** A `real` column summed over a group (0 for none), as float8 so the driver answers a number. */
const sumOf = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)::float8`;
/** The day's sum of each macro total column, keyed by macro id (DayTotals' fields). */
const macroSums = Object.fromEntries(MACRO_IDS.map((id) => [id, sumOf(mealConsumption[mealTotalField(id)])])) as Record<
  MacroId,
  SQL<number>
>;

const owned = (userId: string, id: string) => ownedBy(mealConsumption, userId, id);

/** The writes of a plan with a daily meal limit, on one executor (the transaction holding the user's lock). */
function limitedWrites(executor: Executor, userId: string) {
  return {
    findById: (id: string): Promise<MealRow | null> => findMealById(executor, id),
    findOwned: (id: string): Promise<MealRow | null> => findOwned(executor, mealConsumption, userId, id),
    countPlanned: (date: string) => countPlannedMeals(executor, userId, date),
    insertIfAbsent: (row: Required<NewMealRow>): Promise<MealRow | null> => insertMealIfAbsent(executor, row),
    async updateOwned(id: string, changes: MealChanges): Promise<MealRow | null> {
      const [row] = await executor.update(mealConsumption).set(changes).where(owned(userId, id)).returning();
      return row ?? null;
    },
  };
}
export type LimitedMealWrites = ReturnType<typeof limitedWrites>;

export function createMealsRepo(db: Db) {
  // The diary read of every signed-in screen: built once, not per request.
  const listStatement = db
    .select()
    .from(mealConsumption)
    .where(
      and(
        mealsOf(sql.placeholder('userId'), {
          consumedFrom: sql.placeholder('from'),
          consumedBefore: sql.placeholder('to'),
        }),
        sql`(${mealConsumption.consumedAt}, ${mealConsumption.id}) < (${sql.placeholder('afterAt')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`,
      ),
    )
    .orderBy(desc(mealConsumption.consumedAt), desc(mealConsumption.id))
    .limit(sql.placeholder('limit'))
    .prepare('meals_list');
  // Every meal logged goes through this insert: built once, not per request, every column a placeholder.
  const placeholders = Object.fromEntries(
    Object.keys(getTableColumns(mealConsumption)).map((column) => [column, sql.placeholder(column)]),
  ) as unknown as NewMealRow;
  const insertStatement = db
    .insert(mealConsumption)
    .values(placeholders)
    .onConflictDoNothing({ target: mealConsumption.id })
    .returning()
    .prepare('meals_insert');
  return {
    /**
     * Runs `work` in a transaction holding a per-user advisory lock, so two saves of one user check
     * the day's count and insert one after the other (works on PGlite and PostgreSQL). Inside, only
     * `work`'s executor may be used: on PGlite (one connection) another query would wait for it.
     */
    withUserLock<T>(userId: string, work: (writes: LimitedMealWrites) => Promise<T>): Promise<T> {
      return inUserLock(db, USER_LOCKS.mealLimit, userId, (tx) => work(limitedWrites(tx, userId)));
    },
    /** Inserts unless the id exists (whoever owns it); returns the new row or null. */
    async insertIfAbsent(row: Required<NewMealRow>): Promise<MealRow | null> {
      const [inserted] = await insertStatement.execute(row);
      return inserted ?? null;
    },
    countPlanned: (userId: string, date: string) => countPlannedMeals(db, userId, date),
    findOwned: (userId: string, id: string): Promise<MealRow | null> => findOwned(db, mealConsumption, userId, id),
    async updateOwned(userId: string, id: string, changes: MealChanges): Promise<MealRow | null> {
      const [row] = await db.update(mealConsumption).set(changes).where(owned(userId, id)).returning();
      return row ?? null;
    },
    deleteOwned: (userId: string, id: string) => deleteOwned(db, mealConsumption, userId, id),
    /**
     * The user's meals consumed in [from, to), newest first (ties by id, so pages are stable); after
     * the keyset when given; `limit` null = all. Served by (user_id, consumed_at).
     */
    async list(
      userId: string,
      from: Date | null,
      to: Date | null,
      limit: number | null,
      after: Keyset | null = null,
    ): Promise<MealRow[]> {
      // One prepared statement for every shape: an open bound is a date outside any stored one, a
      // missing keyset one after every row, and LIMIT NULL is no limit.
      return listStatement.execute({
        userId,
        from: from ?? OPEN_FROM,
        to: to ?? OPEN_TO,
        afterAt: (after?.at ?? OPEN_TO).toISOString(),
        afterId: after?.id ?? LAST_UUID,
        limit,
      });
    },
    /**
     * Totals per local day of the user's meals of the local days from `fromDate` to `toDate` (inclusive;
     * null = open), newest day first. The day is the meal's own `local_date` (chosen in the diary: a
     * back-dated item counts on its day). Served by (user_id, local_date).
     */
    async dayTotals(userId: string, fromDate: string | null, toDate: string | null): Promise<DayTotals[]> {
      const rows = await db
        .select({
          date: sql<string>`${mealConsumption.localDate}::text`,
          meals: sql<number>`count(*)::int`,
          calories: sumOf(mealConsumption.totalCalories),
          ...macroSums,
        })
        .from(mealConsumption)
        .where(mealsOf(userId, { fromDate, toDate }))
        .groupBy(sql`1`)
        .orderBy(sql`1 desc`);
      return rows.map((row) => ({ ...row, meals: Number(row.meals) }));
    },

    /**
     * Meals (any user's) with a portion saved before portions carried their food: neither a `foodId`
     * nor the backfill's `foodUnresolved` mark. Keyset pages by id, so a run walks the table once.
     */
    unresolvedPortions(afterId: string | null, limit: number): Promise<Pick<MealRow, 'id' | 'userId' | 'portions'>[]> {
      const pending = sql`exists (select 1 from jsonb_array_elements(${mealConsumption.portions}) as portion
        where portion->'foodId' is null and portion->'foodUnresolved' is null)`;
      return db
        .select({ id: mealConsumption.id, userId: mealConsumption.userId, portions: mealConsumption.portions })
        .from(mealConsumption)
        .where(and(pending, afterId ? gt(mealConsumption.id, afterId) : undefined))
        .orderBy(asc(mealConsumption.id))
        .limit(limit);
    },
    /**
     * Writes a meal's portions only if they are still the ones read (a user's edit in between wins);
     * true when written. Totals and `updated_at` stay: the backfill only adds what was always implied.
     */
    async replacePortions(id: string, read: MealPortionRow[], portions: MealPortionRow[]): Promise<boolean> {
      const written = await db
        .update(mealConsumption)
        .set({ portions })
        .where(and(eq(mealConsumption.id, id), sql`${mealConsumption.portions} = ${JSON.stringify(read)}::jsonb`))
        .returning({ id: mealConsumption.id });
      return written.length > 0;
    },
  };
}
export type MealsRepo = ReturnType<typeof createMealsRepo>;
