import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { avatars } from '../../db/schema';

export function createAvatarRepo(db: Db) {
  return {
    async save(userId: string, contentType: string, data: Buffer, at: Date): Promise<void> {
      await db
        .insert(avatars)
        .values({ userId, contentType, data, updatedAt: at })
        .onConflictDoUpdate({ target: avatars.userId, set: { contentType, data, updatedAt: at } });
    },
    async find(userId: string) {
      const [row] = await db.select().from(avatars).where(eq(avatars.userId, userId)).limit(1);
      return row ?? null;
    },
    async remove(userId: string): Promise<void> {
      await db.delete(avatars).where(eq(avatars.userId, userId));
    },
  };
}
export type AvatarRepo = ReturnType<typeof createAvatarRepo>;
