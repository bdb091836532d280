import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminUsers } from '../../db/schema/admin';

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
    async grant(userId: string): Promise<void> {
      await db.insert(adminUsers).values({ userId }).onConflictDoNothing();
    },
    async revoke(userId: string): Promise<boolean> {
      const rows = await db.delete(adminUsers).where(eq(adminUsers.userId, userId)).returning({ id: adminUsers.id });
      return rows.length > 0;
    },
    /** Makes the user admin only when the instance has no admin yet (one statement, so two first sign-ups can't both win). */
    async grantIfNoAdmin(userId: string): Promise<void> {
      await db.execute(sql`
        insert into admin_users (user_id)
        select ${userId}
        where not exists (select 1 from admin_users)
        on conflict do nothing`);
    },
  };
}
export type AdminRepo = ReturnType<typeof createAdminRepo>;
