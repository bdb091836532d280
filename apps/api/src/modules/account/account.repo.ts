import { count, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminHistory, adminUsers } from '../../db/schema/admin';
import { accessLog, emailThrottle, loginAttempts, sessions, users, verifications } from '../../db/schema/auth';
import { emailOutbox } from '../../db/schema/email';
import {
  achievements,
  avatars,
  goals,
  hydrationIntakes,
  hydrationSettings,
  physicalActivities,
  weightHistory,
} from '../../db/schema';
import { countedRequests, mealConsumption } from '../../db/schema';
import { profiles } from '../../db/schema/profiles';
import { paymentEvents, unmatchedPaymentEvents } from '../../db/schema';
import { pushSubscriptions } from '../../db/schema/push';
import { paymentHistory, userSubscriptions } from '../../db/schema/subscriptions';
import { userFoods } from '../../db/schema/user-foods';
import { recipes } from '../../db/schema/recipes';
import { diarySlots, favoriteMeals } from '../../db/schema/diary';

/**
 * Reads and deletes a user's rows across every module's tables (decision record 004): the export
 * must hold everything the app keeps about the user, and deletion must leave nothing behind.
 */
export function createAccountRepo(db: Db) {
  return {
    async collect(userId: string) {
      const [user] = await db
        .select({
          id: users.id,
          email: users.email,
          name: users.name,
          emailVerified: users.emailVerified,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      if (!user) return null;
      const [
        profile,
        avatar,
        subscription,
        payments,
        paymentNotices,
        meals,
        activities,
        weights,
        hydration,
        intakes,
        userGoals,
        userAchievements,
        ownFoods,
        aiCount,
        admin,
      ] = await Promise.all([
        db.select().from(profiles).where(eq(profiles.id, userId)),
        db
          .select({
            contentType: avatars.contentType,
            data: avatars.data,
            updatedAt: avatars.updatedAt,
          })
          .from(avatars)
          .where(eq(avatars.userId, userId)),
        db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, userId)),
        db.select().from(paymentHistory).where(eq(paymentHistory.userId, userId)).orderBy(paymentHistory.createdAt),
        db.select().from(paymentEvents).where(eq(paymentEvents.userId, userId)).orderBy(paymentEvents.receivedAt),
        db.select().from(mealConsumption).where(eq(mealConsumption.userId, userId)).orderBy(mealConsumption.consumedAt),
        db
          .select()
          .from(physicalActivities)
          .where(eq(physicalActivities.userId, userId))
          .orderBy(physicalActivities.performedAt),
        db.select().from(weightHistory).where(eq(weightHistory.userId, userId)).orderBy(weightHistory.measuredAt),
        db.select().from(hydrationSettings).where(eq(hydrationSettings.userId, userId)),
        db
          .select()
          .from(hydrationIntakes)
          .where(eq(hydrationIntakes.userId, userId))
          .orderBy(hydrationIntakes.date, hydrationIntakes.scheduledTime),
        db.select().from(goals).where(eq(goals.userId, userId)).orderBy(goals.createdAt),
        db.select().from(achievements).where(eq(achievements.userId, userId)).orderBy(achievements.achievedAt),
        db.select().from(userFoods).where(eq(userFoods.userId, userId)).orderBy(userFoods.createdAt),
        db.select({ value: count() }).from(countedRequests).where(eq(countedRequests.userId, userId)),
        db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.userId, userId)),
      ]);
      const ownRecipes = await db.select().from(recipes).where(eq(recipes.userId, userId)).orderBy(recipes.createdAt);
      const [slots, favorites, signIns, accesses, devices, adminActions] = await Promise.all([
        db.select().from(diarySlots).where(eq(diarySlots.userId, userId)).orderBy(diarySlots.position),
        db.select().from(favoriteMeals).where(eq(favoriteMeals.userId, userId)).orderBy(favoriteMeals.createdAt),
        // Never the token: what a session reveals about the person is when and from where.
        db
          .select({
            createdAt: sessions.createdAt,
            expiresAt: sessions.expiresAt,
            ipAddress: sessions.ipAddress,
            userAgent: sessions.userAgent,
          })
          .from(sessions)
          .where(eq(sessions.userId, userId))
          .orderBy(sessions.createdAt),
        db
          .select({ createdAt: accessLog.createdAt, ipAddress: accessLog.ipAddress, userAgent: accessLog.userAgent })
          .from(accessLog)
          .where(eq(accessLog.userId, userId))
          .orderBy(accessLog.createdAt),
        // Never the keys; the endpoint is a capability URL of the browser's push service.
        db
          .select({
            endpoint: pushSubscriptions.endpoint,
            createdAt: pushSubscriptions.createdAt,
            lastSuccessAt: pushSubscriptions.lastSuccessAt,
          })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, userId))
          .orderBy(pushSubscriptions.createdAt),
        db
          .select({
            actionType: adminHistory.actionType,
            beforeState: adminHistory.beforeState,
            afterState: adminHistory.afterState,
            notes: adminHistory.notes,
            createdAt: adminHistory.createdAt,
          })
          .from(adminHistory)
          .where(eq(adminHistory.userId, userId))
          .orderBy(adminHistory.createdAt),
      ]);
      return {
        user,
        profile: profile[0] ?? null,
        avatar: avatar[0] ?? null,
        subscription: subscription[0] ?? null,
        payments,
        paymentEvents: paymentNotices,
        meals,
        activities,
        weights,
        hydrationSettings: hydration[0] ?? null,
        hydrationIntakes: intakes,
        goals: userGoals,
        achievements: userAchievements,
        userFoods: ownFoods,
        recipes: ownRecipes,
        diarySlots: slots,
        favoriteMeals: favorites,
        sessions: signIns,
        accessLog: accesses,
        pushSubscriptions: devices,
        adminActions,
        countedRequestsCount: aiCount[0]?.value ?? 0,
        isAdmin: admin.length > 0,
      };
    },

    /**
     * Deletes the user: every user-owned table references users(id) ON DELETE CASCADE, so this also
     * ends every session. The payment records stay, tied to no one (ON DELETE SET NULL), and so do the
     * access records (no foreign key): what the law asks to be kept, for as long as it asks (decision 052). Rows keyed by the e-mail address or the id (outbox, throttles, payment
     * notices that matched no account) go too.
     */
    async deleteUser(userId: string, email: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(users).where(eq(users.id, userId));
        await tx.delete(verifications).where(or(eq(verifications.value, userId), eq(verifications.identifier, email)));
        await tx.delete(emailOutbox).where(eq(emailOutbox.to, email));
        await tx.delete(loginAttempts).where(inArray(loginAttempts.key, [`email:${email}`, `password:${userId}`]));
        await tx
          .delete(emailThrottle)
          .where(inArray(emailThrottle.key, [`confirm:${email}`, `reset:${email}`, `signup-exists:${userId}`]));
        await tx
          .delete(unmatchedPaymentEvents)
          .where(or(eq(unmatchedPaymentEvents.email, email), eq(unmatchedPaymentEvents.externalId, userId)));
      });
    },
  };
}
export type AccountRepo = ReturnType<typeof createAccountRepo>;
