import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mealConsumption } from '../../db/schema/meals';

export type MealRow = typeof mealConsumption.$inferSelect;
export type NewMealRow = typeof mealConsumption.$inferInsert;
export type MealChanges = Partial<Omit<NewMealRow, 'id' | 'userId' | 'createdAt'>>;

export function createMealsRepo(db: Db) {
  const owned = (userId: string, id: string) => and(eq(mealConsumption.id, id), eq(mealConsumption.userId, userId));
  return {
    /** Inserts unless the id exists (whoever owns it); returns the new row or null. */
    async insertIfAbsent(row: NewMealRow): Promise<MealRow | null> {
      const [inserted] = await db
        .insert(mealConsumption)
        .values(row)
        .onConflictDoNothing({ target: mealConsumption.id })
        .returning();
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
    /** The user's meals consumed in [from, to), newest first; `limit` null = all. */
    async list(userId: string, from: Date, to: Date | null, limit: number | null): Promise<MealRow[]> {
      const query = db
        .select()
        .from(mealConsumption)
        .where(
          and(
            eq(mealConsumption.userId, userId),
            gte(mealConsumption.consumedAt, from),
            to ? lt(mealConsumption.consumedAt, to) : undefined,
          ),
        )
        .orderBy(desc(mealConsumption.consumedAt), desc(mealConsumption.createdAt));
      return limit === null ? query : query.limit(limit);
    },
  };
}
export type MealsRepo = ReturnType<typeof createMealsRepo>;
