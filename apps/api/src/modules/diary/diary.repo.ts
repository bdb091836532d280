import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countPlannedMeals, findMealById, insertMealIfAbsent, mealsOf } from '../../db/meal-rows';
import { inUserLock, USER_LOCKS } from '../../db/user-lock';
import { deleteOwned, findOwned, ownedBy } from '../../db/owned-rows';
import { diarySlots, favoriteMeals, mealConsumption } from '../../db/schema';

export type DiaryMealRow = typeof mealConsumption.$inferSelect;
export type NewDiaryMealRow = Required<typeof mealConsumption.$inferInsert>;
export type DiaryMealChanges = Partial<Omit<NewDiaryMealRow, 'id' | 'userId' | 'createdAt'>>;
export type DiarySlotRow = typeof diarySlots.$inferSelect;
export type FavoriteRow = typeof favoriteMeals.$inferSelect;

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

const ownedMeal = (userId: string, id: string) => ownedBy(mealConsumption, userId, id);
/** Rows whose portions hold an item with this id (jsonb containment). */
const holdsItem = (itemId: string) => sql`${mealConsumption.portions} @> ${JSON.stringify([{ id: itemId }])}::jsonb`;

/** The diary's writes on one executor (the transaction holding the user's diary lock). */
function writesOn(executor: Executor, userId: string) {
  return {
    /** The user's meal holding this item, or null. */
    async rowOfItem(itemId: string): Promise<DiaryMealRow | null> {
      const [row] = await executor
        .select()
        .from(mealConsumption)
        .where(and(mealsOf(userId), holdsItem(itemId)))
        .limit(1);
      return row ?? null;
    },
    /**
     * The meal holding this item id, whoever owns it (the user's own: a replay; another's: the id is
     * taken). No index serves it: a scan of the meals' portions.
     */
    async anyRowOfItem(itemId: string): Promise<DiaryMealRow | null> {
      const [row] = await executor.select().from(mealConsumption).where(holdsItem(itemId)).limit(1);
      return row ?? null;
    },
    findMeal: (id: string): Promise<DiaryMealRow | null> => findMealById(executor, id),
    /** The user's meals of a local day (one slot, or all), oldest first. */
    dayRows(date: string, slot?: string): Promise<DiaryMealRow[]> {
      return executor
        .select()
        .from(mealConsumption)
        .where(mealsOf(userId, { day: date, slot }))
        .orderBy(asc(mealConsumption.consumedAt), asc(mealConsumption.createdAt), asc(mealConsumption.id));
    },
    /** The newest meal written in the diary (origin 'diary') of a day's slot, or null. */
    async newestDiaryRow(date: string, slot: string): Promise<DiaryMealRow | null> {
      const [row] = await executor
        .select()
        .from(mealConsumption)
        .where(mealsOf(userId, { day: date, slot, origin: 'diary' }))
        .orderBy(desc(mealConsumption.createdAt), desc(mealConsumption.id))
        .limit(1);
      return row ?? null;
    },
    /** Planned meals (origin 'planner') of a local day: what the free plan's daily limit counts. */
    plannedOn: (date: string): Promise<number> => countPlannedMeals(executor, userId, date),
    /** Inserts unless the id exists (whoever owns it); returns the new row or null. */
    insertIfAbsent: (row: NewDiaryMealRow): Promise<DiaryMealRow | null> => insertMealIfAbsent(executor, row),
    async update(id: string, changes: DiaryMealChanges): Promise<DiaryMealRow> {
      const [row] = await executor.update(mealConsumption).set(changes).where(ownedMeal(userId, id)).returning();
      if (!row) throw new Error(`diary meal ${id} vanished inside its lock`);
      return row;
    },
    async remove(id: string): Promise<void> {
      await executor.delete(mealConsumption).where(ownedMeal(userId, id));
    },
    /** The favourite with this id whoever owns it, or null. */
    async findFavorite(id: string): Promise<FavoriteRow | null> {
      const [row] = await executor.select().from(favoriteMeals).where(eq(favoriteMeals.id, id)).limit(1);
      return row ?? null;
    },
    async countFavorites(): Promise<number> {
      const [row] = await executor
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(favoriteMeals)
        .where(eq(favoriteMeals.userId, userId));
      return row?.n ?? 0;
    },
    async insertFavorite(row: typeof favoriteMeals.$inferInsert): Promise<FavoriteRow | null> {
      const [inserted] = await executor
        .insert(favoriteMeals)
        .values(row)
        .onConflictDoNothing({ target: favoriteMeals.id })
        .returning();
      return inserted ?? null;
    },
    /** Replaces the user's slot list. */
    async replaceSlots(rows: Omit<typeof diarySlots.$inferInsert, 'userId'>[]): Promise<void> {
      await executor.delete(diarySlots).where(eq(diarySlots.userId, userId));
      if (rows.length > 0) await executor.insert(diarySlots).values(rows.map((row) => ({ ...row, userId })));
    },
  };
}
export type DiaryWrites = ReturnType<typeof writesOn>;

export function createDiaryRepo(db: Db) {
  // The day's read (GET /api/diary): built once, served by (user_id, local_date).
  const dayStatement = db
    .select()
    .from(mealConsumption)
    .where(mealsOf(sql.placeholder('userId'), { day: sql.placeholder('date') }))
    .orderBy(asc(mealConsumption.consumedAt), asc(mealConsumption.createdAt), asc(mealConsumption.id))
    .prepare('diary_day');
  const slotsStatement = db
    .select()
    .from(diarySlots)
    .where(eq(diarySlots.userId, sql.placeholder('userId')))
    .orderBy(asc(diarySlots.position))
    .prepare('diary_slots');

  return {
    /**
     * Runs `work` in a transaction holding the user's diary lock, so two writes of one user (an item
     * added twice by a replay, two moves) run one after the other. Inside, only `work`'s executor may
     * be used: on PGlite (one connection) another query would wait for it.
     */
    withUserLock<T>(userId: string, work: (writes: DiaryWrites) => Promise<T>): Promise<T> {
      return inUserLock(db, USER_LOCKS.diary, userId, (tx) => work(writesOn(tx, userId)));
    },
    reads: (userId: string) => writesOn(db, userId),
    dayRows: (userId: string, date: string): Promise<DiaryMealRow[]> => dayStatement.execute({ userId, date }),
    slots: (userId: string): Promise<DiarySlotRow[]> => slotsStatement.execute({ userId }),
    /** The user's meals of the local days from `fromDate` on (their portions and days), newest first. */
    recentPortions(userId: string, fromDate: string) {
      return db
        .select({ localDate: mealConsumption.localDate, portions: mealConsumption.portions })
        .from(mealConsumption)
        .where(mealsOf(userId, { fromDate }))
        .orderBy(desc(mealConsumption.localDate), desc(mealConsumption.consumedAt));
    },
    favorites(userId: string): Promise<FavoriteRow[]> {
      return db
        .select()
        .from(favoriteMeals)
        .where(eq(favoriteMeals.userId, userId))
        .orderBy(desc(favoriteMeals.createdAt), desc(favoriteMeals.id));
    },
    findFavorite: (userId: string, id: string): Promise<FavoriteRow | null> => findOwned(db, favoriteMeals, userId, id),
    deleteFavorite: (userId: string, id: string) => deleteOwned(db, favoriteMeals, userId, id),
    /** The user's meals with these ids. */
    mealsByIds(userId: string, ids: readonly string[]): Promise<DiaryMealRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(mealConsumption)
        .where(and(mealsOf(userId), inArray(mealConsumption.id, [...ids])));
    },
  };
}
export type DiaryRepo = ReturnType<typeof createDiaryRepo>;
