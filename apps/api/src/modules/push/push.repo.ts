import { and, eq, inArray, isNull, lte, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { instanceSecrets } from '../../db/schema/admin';
import { hydrationIntakes, hydrationSettings, pushSubscriptions } from '../../db/schema';
import { profiles } from '../../db/schema/profiles';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** A due reminder one scheduler claimed: nobody else will push it. */
export interface ClaimedReminder {
  id: string;
  userId: string;
  amountMl: number;
  scheduledTime: string;
}

export function createPushRepo(db: Db) {
  return {
    /** The stored secret `name`, or `create()`'s value stored now; concurrent first starts agree (first insert wins). */
    async secret(name: string, create: () => string): Promise<string> {
      await db.insert(instanceSecrets).values({ name, value: create() }).onConflictDoNothing();
      const [row] = await db.select().from(instanceSecrets).where(eq(instanceSecrets.name, name));
      if (!row) throw new Error(`instance secret ${name} missing after insert`);
      return row.value;
    },

    /** One row per endpoint: a browser re-subscribing (or signed in with another account) takes it over. */
    async upsert(userId: string, subscription: { endpoint: string; p256dh: string; auth: string }) {
      await db
        .insert(pushSubscriptions)
        .values({ userId, ...subscription })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId, p256dh: subscription.p256dh, auth: subscription.auth },
        });
    },

    async remove(userId: string, endpoint: string): Promise<boolean> {
      const deleted = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return deleted.length > 0;
    },

    /** The push service said the subscription is gone (404/410). */
    async removeById(id: string) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },

    async markDelivered(id: string, at: Date) {
      await db.update(pushSubscriptions).set({ lastSuccessAt: at }).where(eq(pushSubscriptions.id, id));
    },

    async subscriptionsOf(userIds: string[]): Promise<PushSubscriptionRow[]> {
      if (userIds.length === 0) return [];
      return db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds));
    },

    async settingsOf(userIds: string[]) {
      if (userIds.length === 0) return [];
      return db.select().from(hydrationSettings).where(inArray(hydrationSettings.userId, userIds));
    },

    /**
     * Users with a push subscription and reminders on, whose schedule may not exist yet for their local
     * day (generated at most one day ahead of UTC); the caller compares with each one's local date.
     */
    async subscribedUsersToSchedule(
      utcDate: string,
    ): Promise<{ userId: string; timezone: string; wakeTime: string; scheduleDate: string | null }[]> {
      return db
        .select({
          userId: hydrationSettings.userId,
          timezone: profiles.timezone,
          wakeTime: hydrationSettings.wakeTime,
          scheduleDate: hydrationSettings.scheduleDate,
        })
        .from(hydrationSettings)
        .innerJoin(profiles, eq(profiles.id, hydrationSettings.userId))
        .where(
          and(
            eq(hydrationSettings.notificationsEnabled, true),
            sql`(${hydrationSettings.scheduleDate} is null or ${hydrationSettings.scheduleDate} <= ${utcDate}::date)`,
            sql`exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${hydrationSettings.userId})`,
          ),
        );
    },

    /**
     * Claims the pending reminders due in (since, now] of users with a subscription: the rows are locked
     * with FOR UPDATE SKIP LOCKED and marked notified in the same transaction, so of several schedulers
     * (instances) running at once each reminder goes to exactly one.
     */
    async claimDue(now: Date, since: Date, limit: number): Promise<ClaimedReminder[]> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select({
            id: hydrationIntakes.id,
            userId: hydrationIntakes.userId,
            amountMl: hydrationIntakes.amountMl,
            scheduledTime: hydrationIntakes.scheduledTime,
          })
          .from(hydrationIntakes)
          .where(
            and(
              eq(hydrationIntakes.completed, false),
              isNull(hydrationIntakes.notifiedAt),
              lte(hydrationIntakes.dueAt, now),
              gt(hydrationIntakes.dueAt, since),
              sql`exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${hydrationIntakes.userId})`,
            ),
          )
          .orderBy(hydrationIntakes.dueAt)
          .limit(limit)
          .for('update', { skipLocked: true });
        if (rows.length === 0) return [];
        await tx
          .update(hydrationIntakes)
          .set({ notifiedAt: now })
          .where(
            inArray(
              hydrationIntakes.id,
              rows.map((row) => row.id),
            ),
          );
        return rows;
      });
    },
  };
}
export type PushRepo = ReturnType<typeof createPushRepo>;
