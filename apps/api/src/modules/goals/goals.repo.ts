import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { findOwned, ownedBy } from '../../db/owned-rows';
import { achievements, goals } from '../../db/schema';

export type GoalRow = typeof goals.$inferSelect;
export type AchievementRow = typeof achievements.$inferSelect;

/** Goals and achievements; every query is scoped to the given user. */
export function createGoalsRepo(db: Db) {
  return {
    async insertGoal(row: Omit<typeof goals.$inferInsert, 'id' | 'createdAt' | 'isActive' | 'completedAt'>) {
      const [created] = await db.insert(goals).values(row).returning();
      if (!created) throw new Error('goal insert returned no row');
      return created;
    },
    async listGoals(userId: string, onlyActive: boolean | undefined): Promise<GoalRow[]> {
      const conditions: SQL[] = [eq(goals.userId, userId)];
      if (onlyActive !== undefined) conditions.push(eq(goals.isActive, onlyActive));
      return db
        .select()
        .from(goals)
        .where(and(...conditions))
        .orderBy(desc(goals.createdAt));
    },
    findGoal: (userId: string, id: string): Promise<GoalRow | null> => findOwned(db, goals, userId, id),
    /** Marks an active goal completed; null when the user has no such active goal. */
    async completeGoal(userId: string, id: string, at: Date): Promise<GoalRow | null> {
      const [row] = await db
        .update(goals)
        .set({ isActive: false, completedAt: at })
        .where(and(ownedBy(goals, userId, id), eq(goals.isActive, true)))
        .returning();
      return row ?? null;
    },
    async insertAchievement(row: Omit<typeof achievements.$inferInsert, 'id'>): Promise<AchievementRow> {
      const [created] = await db.insert(achievements).values(row).returning();
      if (!created) throw new Error('achievement insert returned no row');
      return created;
    },
    async findAchievementByCode(userId: string, code: string): Promise<AchievementRow | null> {
      const [row] = await db
        .select()
        .from(achievements)
        .where(and(eq(achievements.userId, userId), eq(achievements.code, code)))
        .limit(1);
      return row ?? null;
    },
    async listAchievements(userId: string): Promise<AchievementRow[]> {
      return db
        .select()
        .from(achievements)
        .where(eq(achievements.userId, userId))
        .orderBy(desc(achievements.achievedAt));
    },
  };
}
export type GoalsRepo = ReturnType<typeof createGoalsRepo>;
