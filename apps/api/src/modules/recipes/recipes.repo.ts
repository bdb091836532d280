import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countOwned, deleteOwned, findOwned, updateOwnedUnique } from '../../db/owned-rows';
import { recipes } from '../../db/schema/recipes';

export type RecipeRow = typeof recipes.$inferSelect;
export type RecipeValues = Pick<
  typeof recipes.$inferInsert,
  'name' | 'nameKey' | 'servings' | 'cookedGrams' | 'ingredients'
>;

/** Every query is scoped to the given user: another user's id simply matches no row. */
export function createRecipesRepo(db: Db) {
  return {
    list(userId: string): Promise<RecipeRow[]> {
      return db
        .select()
        .from(recipes)
        .where(eq(recipes.userId, userId))
        .orderBy(asc(recipes.nameKey), asc(recipes.createdAt));
    },
    get: (userId: string, id: string): Promise<RecipeRow | null> => findOwned(db, recipes, userId, id),
    /** The user's recipe with this name key (another one than `exceptId`), if any. */
    async idByNameKey(userId: string, nameKey: string): Promise<string | null> {
      const [row] = await db
        .select({ id: recipes.id })
        .from(recipes)
        .where(and(eq(recipes.userId, userId), eq(recipes.nameKey, nameKey)))
        .limit(1);
      return row?.id ?? null;
    },
    count: (userId: string) => countOwned(db, recipes, userId),
    /** null when the user already has a recipe with this name key (a save that raced the service's check). */
    async insert(userId: string, values: RecipeValues): Promise<RecipeRow | null> {
      const [row] = await db
        .insert(recipes)
        .values({ ...values, userId })
        .onConflictDoNothing({ target: [recipes.userId, recipes.nameKey] })
        .returning();
      return row ?? null;
    },
    /** 'duplicate' when another recipe of the user has the new name key; null when the row is not the user's. */
    update: (userId: string, id: string, values: Partial<RecipeValues>, at: Date) =>
      updateOwnedUnique(db, recipes, userId, id, values, at),
    delete: (userId: string, id: string) => deleteOwned(db, recipes, userId, id),
  };
}
export type RecipesRepo = ReturnType<typeof createRecipesRepo>;
