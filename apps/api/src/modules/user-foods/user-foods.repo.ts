import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countOwned, deleteOwned, findOwned, updateOwnedUnique } from '../../db/owned-rows';
import { userFoods } from '../../db/schema/user-foods';

export type UserFoodRow = typeof userFoods.$inferSelect;
export type UserFoodValues = Omit<typeof userFoods.$inferInsert, 'id' | 'ref' | 'userId' | 'createdAt' | 'updatedAt'>;

/** Every query is scoped to the given user: another user's id simply matches no row. */
export function createUserFoodsRepo(db: Db) {
  return {
    list(userId: string): Promise<UserFoodRow[]> {
      return db
        .select()
        .from(userFoods)
        .where(eq(userFoods.userId, userId))
        .orderBy(asc(userFoods.nameKey), asc(userFoods.createdAt));
    },
    get: (userId: string, id: string): Promise<UserFoodRow | null> => findOwned(db, userFoods, userId, id),
    /** The user's newest food carrying this barcode (a correction of a scanned product). */
    async byBarcode(userId: string, barcode: string): Promise<UserFoodRow | null> {
      const [row] = await db
        .select()
        .from(userFoods)
        .where(and(eq(userFoods.userId, userId), eq(userFoods.barcode, barcode)))
        .orderBy(desc(userFoods.updatedAt))
        .limit(1);
      return row ?? null;
    },
    count: (userId: string) => countOwned(db, userFoods, userId),
    /** null when the user already has a food with this name key. */
    async insert(userId: string, values: UserFoodValues): Promise<UserFoodRow | null> {
      const [row] = await db
        .insert(userFoods)
        .values({ ...values, userId })
        .onConflictDoNothing({ target: [userFoods.userId, userFoods.nameKey] })
        .returning();
      return row ?? null;
    },
    /** 'duplicate' when another food of the user has the new name key; null when the row is not the user's. */
    update: (userId: string, id: string, values: Partial<UserFoodValues>, at: Date) =>
      updateOwnedUnique(db, userFoods, userId, id, values, at),
    delete: (userId: string, id: string) => deleteOwned(db, userFoods, userId, id),
  };
}
export type UserFoodsRepo = ReturnType<typeof createUserFoodsRepo>;
