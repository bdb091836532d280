import {
  daysRemaining,
  effectivePlan,
  isExpired,
  isExpiringSoon,
  subscriptionStatusMessage,
} from '@prato/core/domain/subscription';
import type { PaymentList } from '@prato/core/schemas/payments';
import type { PlanCatalogue, PlanDefinition, PlanId } from '@prato/core/domain/plans';
import type { MySubscription } from '@prato/core/schemas/subscription';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Caller } from '../../lib/caller';
import type { SubscriptionState, SubscriptionsRepo } from './subscriptions.repo';

export type { SubscriptionState } from './subscriptions.repo';
type PaidPlan = Exclude<PlanId, 'free'>;

/**
 * A change made inside a transaction another module holds open (its Db bound to that transaction):
 * the subscription row and the caller's own rows (a payment, an audit entry) commit together.
 */
export interface InTransaction {
  tx: Db;
  /** When the change is made (the row's updated_at). */
  at: Date;
}

/**
 * `plans`: the installation's catalogue (configured labels and prices), whose plans every caller gets.
 * This module is the only writer of user_subscriptions: payments and the admin change a subscription
 * through the methods below, each named for what it does to the person's access.
 */
export function createSubscriptionsService({
  repo,
  now,
  plans,
}: {
  repo: SubscriptionsRepo;
  now: Clock;
  plans: PlanCatalogue;
}) {
  return {
    ensureFree: (subjectId: string) => repo.ensureFree(subjectId),

    /** The plan whose limits apply to the user now (free unless an active, unexpired premium). */
    async effectivePlanOf(caller: Caller): Promise<PlanDefinition> {
      // The session check already read the caller's subscription: no second query.
      return plans[effectivePlan(caller.subscription, now()).id];
    },

    /**
     * Reads only: a user without a row (every sign-up and session load creates one) is shown the free
     * plan rather than given a row by a GET.
     */
    async getMine(caller: Caller): Promise<MySubscription> {
      const row = await repo.findByUser(caller.id);
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

    /**
     * The user's subscription, created free when missing and locked until `tx` ends: changes of one
     * user (a payment, an admin's edit) apply one at a time, each deciding from what the last one left.
     */
    lockForChange: (subjectId: string, tx: Db): Promise<SubscriptionState> => repo.in(tx).lock(subjectId),

    /** A paid plan, active from `start` to `end` (a charge, a renewal, or what other charges still cover). */
    async activate(subjectId: string, period: { plan: PaidPlan; start: Date; end: Date }, within: InTransaction) {
      await repo
        .in(within.tx)
        .write(
          subjectId,
          { plan: period.plan, status: 'active', currentPeriodStart: period.start, currentPeriodEnd: period.end },
          within.at,
        );
    },

    /** Back to the free plan from now: the money was returned and no other charge covers today. */
    async revertToFree(subjectId: string, within: InTransaction) {
      await repo
        .in(within.tx)
        .write(
          subjectId,
          { plan: 'free', status: 'active', currentPeriodStart: within.at, currentPeriodEnd: null },
          within.at,
        );
    },

    /** Exactly this plan, status and period (the admin's change, decided and audited by the admin module). */
    async setPlan(subjectId: string, state: SubscriptionState, within: InTransaction) {
      await repo.in(within.tx).write(subjectId, state, within.at);
    },

    async listPayments(caller: Caller, limit: number): Promise<PaymentList> {
      const rows = await repo.listPayments(caller.id, limit);
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
