import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema/profiles';

export function createProfileRepo(db: Db) {
  return {
    async create(userId: string, fullName: string): Promise<void> {
      await db.insert(profiles).values({ id: userId, fullName }).onConflictDoNothing();
    },
    async findById(userId: string) {
      const [row] = await db.select().from(profiles).where(eq(profiles.id, userId)).limit(1);
      return row ?? null;
    },
  };
}
export type ProfileRepo = ReturnType<typeof createProfileRepo>;
