import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { profiles } from '../../db/schema/profiles';

export type ProfileRow = typeof profiles.$inferSelect;
export type ProfileChanges = Partial<Omit<typeof profiles.$inferInsert, 'id' | 'createdAt'>>;

export function createProfileRepo(db: Db) {
  return {
    async create(userId: string, fullName: string): Promise<void> {
      await db.insert(profiles).values({ id: userId, fullName }).onConflictDoNothing();
    },
    /** The profile with the account's e-mail; creates the row when it is missing. */
    async findWithEmail(userId: string): Promise<{ profile: ProfileRow; email: string } | null> {
      await db.insert(profiles).values({ id: userId }).onConflictDoNothing();
      const [row] = await db
        .select({ profile: profiles, email: users.email })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.id))
        .where(eq(profiles.id, userId))
        .limit(1);
      return row ?? null;
    },
    async update(userId: string, changes: ProfileChanges): Promise<void> {
      await db.insert(profiles).values({ id: userId }).onConflictDoNothing();
      await db
        .update(profiles)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(profiles.id, userId));
      if (changes.fullName)
        await db.update(users).set({ name: changes.fullName, updatedAt: new Date() }).where(eq(users.id, userId));
    },
  };
}
export type ProfileRepo = ReturnType<typeof createProfileRepo>;
