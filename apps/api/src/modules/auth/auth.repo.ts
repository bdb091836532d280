import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailThrottle, loginAttempts, users, verifications } from '../../db/schema/auth';

export function createAuthRepo(db: Db) {
  return {
    /** The latest lock among the keys, if any is still locked. */
    async activeLockUntil(keys: string[], now: Date): Promise<Date | null> {
      const rows = await db
        .select({ lockedUntil: loginAttempts.lockedUntil })
        .from(loginAttempts)
        .where(and(inArray(loginAttempts.key, keys), gt(loginAttempts.lockedUntil, now)));
      const times = rows.map((row) => row.lockedUntil?.getTime() ?? 0);
      return times.length ? new Date(Math.max(...times)) : null;
    },

    /** Counts one failure in the key's window; locks the key once it reaches `maxFailures`. */
    async recordFailure(
      key: string,
      now: Date,
      maxFailures: number,
      windowMinutes: number,
      lockMinutes: number,
    ): Promise<void> {
      const windowStart = new Date(now.getTime() - windowMinutes * 60_000);
      const windowExpired = sql`${loginAttempts.windowStart} < ${windowStart}`;
      const [row] = await db
        .insert(loginAttempts)
        .values({ key, failures: 1, windowStart: now })
        .onConflictDoUpdate({
          target: loginAttempts.key,
          set: {
            failures: sql`case when ${windowExpired} then 1 else ${loginAttempts.failures} + 1 end`,
            windowStart: sql`case when ${windowExpired} then ${now} else ${loginAttempts.windowStart} end`,
          },
        })
        .returning({ failures: loginAttempts.failures });
      if (row && row.failures >= maxFailures) {
        await db
          .update(loginAttempts)
          .set({ failures: 0, windowStart: now, lockedUntil: new Date(now.getTime() + lockMinutes * 60_000) })
          .where(eq(loginAttempts.key, key));
      }
    },

    async clearFailures(key: string): Promise<void> {
      await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
    },

    /** Counts one e-mail request for the key; false when the hourly budget is spent. */
    async takeEmailBudget(key: string, maxPerHour: number): Promise<boolean> {
      const windowExpired = sql`${emailThrottle.windowStart} < now() - interval '1 hour'`;
      const [row] = await db
        .insert(emailThrottle)
        .values({ key, count: 1 })
        .onConflictDoUpdate({
          target: emailThrottle.key,
          set: {
            count: sql`case when ${windowExpired} then 1 else ${emailThrottle.count} + 1 end`,
            windowStart: sql`case when ${windowExpired} then now() else ${emailThrottle.windowStart} end`,
          },
        })
        .returning({ count: emailThrottle.count });
      return (row?.count ?? 0) <= maxPerHour;
    },

    async findUserByEmail(email: string) {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row ?? null;
    },

    /** The account a password-reset token belongs to, while the token is valid. */
    async findUserByResetToken(token: string, now: Date) {
      const [row] = await db
        .select({ id: users.id, email: users.email })
        .from(verifications)
        .innerJoin(users, eq(users.id, verifications.value))
        .where(and(eq(verifications.identifier, `reset-password:${token}`), gt(verifications.expiresAt, now)))
        .limit(1);
      return row ?? null;
    },
  };
}
export type AuthRepo = ReturnType<typeof createAuthRepo>;
