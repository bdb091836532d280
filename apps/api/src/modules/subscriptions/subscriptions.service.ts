import {
  daysRemaining,
  effectivePlan,
  isExpired,
  isExpiringSoon,
  subscriptionStatusMessage,
} from '@prato/core/domain/subscription';
import type { MySubscription } from '@prato/core/schemas/subscription';
import type { SubscriptionsRepo } from './subscriptions.repo';

export function createSubscriptionsService(repo: SubscriptionsRepo, now: () => Date = () => new Date()) {
  return {
    ensureFree: (userId: string) => repo.ensureFree(userId),

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
  };
}
export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
