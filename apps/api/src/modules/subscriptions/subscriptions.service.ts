import {
  daysRemaining,
  effectivePlan,
  isExpired,
  isExpiringSoon,
  subscriptionStatusMessage,
} from '@prato/core/domain/subscription';
import type { PaymentList } from '@prato/core/schemas/payments';
import type { PlanCatalogue, PlanDefinition } from '@prato/core/domain/plans';
import type { MySubscription } from '@prato/core/schemas/subscription';
import { userIdOf, type UserRef } from '../../lib/requester';
import type { SubscriptionsRepo } from './subscriptions.repo';

/** `plans`: the installation's catalogue (configured labels and prices), whose plans every caller gets. */
export function createSubscriptionsService(
  repo: SubscriptionsRepo,
  now: () => Date = () => new Date(),
  plans: PlanCatalogue,
) {
  return {
    ensureFree: (userId: string) => repo.ensureFree(userId),

    /** The plan whose limits apply to the user now (free unless an active, unexpired premium). */
    async effectivePlanOf(user: UserRef): Promise<PlanDefinition> {
      // The session check already read the caller's subscription: no second query.
      const sub = typeof user === 'string' ? await repo.findByUser(userIdOf(user)) : user.subscription;
      return plans[effectivePlan(sub, now()).id];
    },

    async getMine(userId: string): Promise<MySubscription> {
      await repo.ensureFree(userId);
      const row = await repo.findByUser(userId);
      const at = now();
      const sub = row
        ? {
            plan: row.plan,
            status: row.status,
            currentPeriodStart: row.currentPeriodStart?.toISOString() ?? null,
            currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
          }
        : null;
      const plan = effectivePlan(sub, at);
      return {
        subscription: sub,
        effectivePlan: plan.id,
        isPremium: plan.isPremium,
        isExpired: isExpired(sub, at),
        isExpiringSoon: isExpiringSoon(sub, at),
        daysRemaining: daysRemaining(sub, at),
        statusMessage: subscriptionStatusMessage(sub, at),
      };
    },

    async listPayments(userId: string, limit: number): Promise<PaymentList> {
      const rows = await repo.listPayments(userId, limit);
      return {
        payments: rows.map((row) => ({
          id: row.id,
          plan: row.plan,
          amountCents: row.amountCents,
          paymentStatus: row.paymentStatus,
          paidAt: row.paidAt?.toISOString() ?? null,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  };
}
export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
