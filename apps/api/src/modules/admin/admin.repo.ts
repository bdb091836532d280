import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminUsers, instanceFlags } from '../../db/schema/admin';

const FIRST_ADMIN_FLAG = 'first_admin_granted';

export function createAdminRepo(db: Db) {
  return {
    async isAdmin(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: adminUsers.id })
        .from(adminUsers)
        .where(eq(adminUsers.userId, userId))
        .limit(1);
      return Boolean(row);
    },
    /** Grants by hand (CLI): also marks the first-admin grant as used, so no stranger gets it later. */
    async grant(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(adminUsers).values({ userId }).onConflictDoNothing();
        await tx.insert(instanceFlags).values({ name: FIRST_ADMIN_FLAG }).onConflictDoNothing();
      });
    },
    async revoke(userId: string): Promise<boolean> {
      const rows = await db.delete(adminUsers).where(eq(adminUsers.userId, userId)).returning({ id: adminUsers.id });
      return rows.length > 0;
    },
    /**
     * Makes the user admin if the instance has never granted its first admin: the grant is taken by
     * inserting the 'first_admin_granted' flag (its primary key lets exactly one sign-up win, on
     * PGlite and on PostgreSQL under concurrency) and is never given again, even when every admin
     * has been revoked later. Returns whether this user got it.
     */
    async grantFirstAdmin(userId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const taken = await tx
          .insert(instanceFlags)
          .values({ name: FIRST_ADMIN_FLAG })
          .onConflictDoNothing()
          .returning({ name: instanceFlags.name });
        if (taken.length === 0) return false;
        await tx.insert(adminUsers).values({ userId }).onConflictDoNothing();
        return true;
      });
    },
  };
}
export type AdminRepo = ReturnType<typeof createAdminRepo>;
