import { createHash, randomUUID } from 'node:crypto';
import { and, eq, gt, gte, isNull, like, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessLog, consumedTokens, emailThrottle, loginAttempts, users, verifications } from '../../db/schema/auth';

export function createAuthRepo(db: Db) {
  return {
    /** One access record of a session just started (table access_log), with the account's e-mail at `at`. */
    async recordAccess(
      session: { userId: string; ipAddress?: string | null; userAgent?: string | null },
      at: Date,
    ): Promise<void> {
      const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, session.userId)).limit(1);
      if (!user) return;
      await db.insert(accessLog).values({
        id: randomUUID(),
        userId: session.userId,
        email: user.email,
        ipAddress: session.ipAddress ?? null,
        userAgent: session.userAgent ?? null,
        createdAt: at,
      });
    },

    /**
     * Takes one attempt for the key in one atomic statement, before the password is checked: the
     * attempt counts whether it will succeed or fail, so parallel requests cannot all pass a check
     * made before any of them was counted. Returns the active lock's end (null when none) and the
     * attempts counted in the window including this one: above `maxAttempts` the caller refuses it and
     * gives it back. Only confirmed failures lock the key (`lockIfSpent`), so a burst of right
     * passwords is told to retry in a moment, never to wait out a lock it did not earn.
     */
    async takeAttempt(
      key: string,
      now: Date,
      maxAttempts: number,
      windowMinutes: number,
      lockMinutes: number,
    ): Promise<{ lockedUntil: Date | null; attempts: number }> {
      const windowStart = new Date(now.getTime() - windowMinutes * 60_000);
      const lockEnd = new Date(now.getTime() + lockMinutes * 60_000);
      const locked = sql`${loginAttempts.lockedUntil} is not null and ${loginAttempts.lockedUntil} > ${now}`;
      // A new window starts when the last one is over or a lock has ended.
      const expired = sql`(${loginAttempts.windowStart} < ${windowStart} or ${loginAttempts.lockedUntil} is not null)`;
      const [row] = await db
        .insert(loginAttempts)
        .values({ key, failures: 1, windowStart: now, lockedUntil: maxAttempts < 1 ? lockEnd : null })
        .onConflictDoUpdate({
          target: loginAttempts.key,
          set: {
            failures: sql`case when ${locked} then ${loginAttempts.failures}
              when ${expired} then 1 else ${loginAttempts.failures} + 1 end`,
            windowStart: sql`case when ${locked} or not ${expired} then ${loginAttempts.windowStart} else ${now} end`,
            lockedUntil: sql`case when ${locked} then ${loginAttempts.lockedUntil} else null end`,
          },
        })
        .returning({ lockedUntil: loginAttempts.lockedUntil, attempts: loginAttempts.failures });
      const until = row?.lockedUntil ?? null;
      return {
        lockedUntil: until && until.getTime() > now.getTime() ? until : null,
        attempts: row?.attempts ?? 0,
      };
    },

    /**
     * After a confirmed failure: locks the key until `lockEnd` when its window has used up
     * `maxAttempts`. Attempts still in flight count too (they were taken first), but a right password
     * among them clears the key (`clearFailures`).
     */
    async lockIfSpent(key: string, maxAttempts: number, now: Date, lockEnd: Date): Promise<void> {
      await db
        .update(loginAttempts)
        .set({ lockedUntil: lockEnd })
        .where(
          and(
            eq(loginAttempts.key, key),
            gte(loginAttempts.failures, maxAttempts),
            or(isNull(loginAttempts.lockedUntil), lte(loginAttempts.lockedUntil, now)),
          ),
        );
    },

    /** Gives back an attempt that did not fail (a successful sign-in must not count against an address). */
    async releaseAttempt(key: string): Promise<void> {
      await db
        .update(loginAttempts)
        .set({ failures: sql`greatest(${loginAttempts.failures} - 1, 0)` })
        .where(eq(loginAttempts.key, key));
    },

    async clearFailures(key: string): Promise<void> {
      await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
    },

    /**
     * Counts one request for the key in its hourly window (one atomic statement, so parallel requests
     * cannot all pass). `allowed` is false when the window's budget is spent; `retryAfterSeconds` is
     * when the window ends, by the database's clock (the one that started it).
     */
    async takeEmailBudget(key: string, maxPerHour: number): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
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
        .returning({
          count: emailThrottle.count,
          secondsLeft: sql<number>`ceil(extract(epoch from ${emailThrottle.windowStart} + interval '1 hour' - now()))::int`,
        });
      return {
        allowed: (row?.count ?? 0) <= maxPerHour,
        retryAfterSeconds: Math.max(1, Number(row?.secondsLeft ?? 3600)),
      };
    },

    async findUserByEmail(email: string) {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row ?? null;
    },

    /** Removes every pending password-reset token of the user (a used reset invalidates the others). */
    async revokeResetTokens(userId: string): Promise<void> {
      await db
        .delete(verifications)
        .where(and(eq(verifications.value, userId), like(verifications.identifier, 'reset-password:%')));
    },

    /**
     * Marks a single-use token as used; false when it already was. Only its SHA-256 is kept, until it
     * would have expired anyway (expired entries are pruned on the way).
     */
    async consumeToken(token: string, expiresAt: Date, now: Date): Promise<boolean> {
      const tokenHash = createHash('sha256').update(token).digest('hex');
      await db.delete(consumedTokens).where(lt(consumedTokens.expiresAt, now));
      const rows = await db
        .insert(consumedTokens)
        .values({ tokenHash, expiresAt })
        .onConflictDoNothing()
        .returning({ tokenHash: consumedTokens.tokenHash });
      return rows.length > 0;
    },

    async releaseToken(token: string): Promise<void> {
      const tokenHash = createHash('sha256').update(token).digest('hex');
      await db.delete(consumedTokens).where(eq(consumedTokens.tokenHash, tokenHash));
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
