import { and, desc, eq, getTableColumns, gte, lt, sql } from 'drizzle-orm';
import type { DayTotals } from '@prato/core/schemas/history';
import type { Db } from '../../db/client';
import { mealConsumption } from '../../db/schema/meals';
import type { Keyset } from '../../lib/history-window';

export type MealRow = typeof mealConsumption.$inferSelect;
export type NewMealRow = typeof mealConsumption.$inferInsert;
export type MealChanges = Partial<Omit<NewMealRow, 'id' | 'userId' | 'createdAt'>>;

// Outside every date a meal can have (the schemas accept 1900–2100).
const OPEN_FROM = new Date('1000-01-01T00:00:00Z');
const OPEN_TO = new Date('9999-01-01T00:00:00Z');
const LAST_UUID = 'ffffffff-ffff-ffff-ffff-ffffffffffff';

export function createMealsRepo(db: Db) {
  // The diary read of every signed-in screen: built once, not per request.
  const listStatement = db
    .select()
    .from(mealConsumption)
    .where(
      and(
        eq(mealConsumption.userId, sql.placeholder('userId')),
        gte(mealConsumption.consumedAt, sql.placeholder('from')),
        lt(mealConsumption.consumedAt, sql.placeholder('to')),
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
  const owned = (userId: string, id: string) => and(eq(mealConsumption.id, id), eq(mealConsumption.userId, userId));
  return {
    /** Inserts unless the id exists (whoever owns it); returns the new row or null. */
    async insertIfAbsent(row: Required<NewMealRow>): Promise<MealRow | null> {
      const [inserted] = await insertStatement.execute(row);
      return inserted ?? null;
    },
    async findOwned(userId: string, id: string): Promise<MealRow | null> {
      const [row] = await db.select().from(mealConsumption).where(owned(userId, id)).limit(1);
      return row ?? null;
    },
    async updateOwned(userId: string, id: string, changes: MealChanges): Promise<MealRow | null> {
      const [row] = await db.update(mealConsumption).set(changes).where(owned(userId, id)).returning();
      return row ?? null;
    },
    async deleteOwned(userId: string, id: string): Promise<boolean> {
      const rows = await db.delete(mealConsumption).where(owned(userId, id)).returning({ id: mealConsumption.id });
      return rows.length > 0;
    },
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
    /** Totals per local day (in `timeZone`) of the user's meals in [from, to), newest day first. */
    async dayTotals(userId: string, from: Date | null, to: Date | null, timeZone: string): Promise<DayTotals[]> {
      const day = sql<string>`to_char(${mealConsumption.consumedAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
      const rows = await db
        .select({
          date: day,
          meals: sql<number>`count(*)::int`,
          calories: sql<number>`coalesce(sum(${mealConsumption.totalCalories}), 0)::float8`,
          protein: sql<number>`coalesce(sum(${mealConsumption.totalProtein}), 0)::float8`,
          carbs: sql<number>`coalesce(sum(${mealConsumption.totalCarbs}), 0)::float8`,
          fat: sql<number>`coalesce(sum(${mealConsumption.totalFat}), 0)::float8`,
          fiber: sql<number>`coalesce(sum(${mealConsumption.totalFiber}), 0)::float8`,
        })
        .from(mealConsumption)
        .where(
          and(
            eq(mealConsumption.userId, userId),
            from ? gte(mealConsumption.consumedAt, from) : undefined,
            to ? lt(mealConsumption.consumedAt, to) : undefined,
          ),
        )
        // By position: the same expression written twice would bind the zone as two parameters.
        .groupBy(sql`1`)
        .orderBy(sql`1 desc`);
      return rows.map((row) => ({ ...row, meals: Number(row.meals) }));
    },
  };
}
export type MealsRepo = ReturnType<typeof createMealsRepo>;
