import type { FastifyBaseLogger } from 'fastify';
import {
  isPaidStatus,
  minimumChargeCents,
  PAYMENT_CURRENCY,
  PAYMENT_SYNC,
  planOfCharge,
  plausibleNextCharge,
  type UnmatchedReason,
} from '@prato/core/domain/payments';
import { getPlan, type PlanCatalogue, type PlanId } from '@prato/core/domain/plans';
import { CHECKOUT_MESSAGES, type SyncResponse } from '@prato/core/schemas/payments';
import {
  chargeAmountCents,
  isValidSignature,
  KiwifyOrderSchema,
  parseKiwifyDate,
  type KiwifyOrder,
} from '../../adapters/payments/kiwify-order';
import type { CheckoutUser, PaidPlanId, PaymentProvider } from '../../adapters/payments/payment-provider';
import { badRequest, forbidden, HttpError } from '../../lib/http-error';
import type { PaymentQueries, PaymentsRepo } from './payments.repo';

export type PaymentEventSource = 'webhook' | 'sandbox' | 'sync';
/**
 * applied: the subscription or a payment changed · unchanged: recorded, nothing to change ·
 * duplicate: this (order, event type) was seen before · ignored: an event that changes no access ·
 * unmatched: no account to apply it to, or not something this app sells (kept for the admin).
 */
export type ProcessOutcome = 'applied' | 'unchanged' | 'duplicate' | 'ignored' | 'unmatched';

/** Events that grant a paid period, keep it until its end, or take it away now (docs/integrations/kiwify.md). */
const PAID_EVENTS = new Set(['order_approved', 'subscription_renewed']);
const GRACE_EVENTS = new Set(['subscription_late', 'subscription_canceled']);
const REVOKE_EVENTS = new Set(['order_refunded', 'chargeback']);

/** The event a sale listed by the sales API stands for (the sync maps sales as the webhook would). */
const SALE_STATUS_EVENTS: Readonly<Record<string, string>> = {
  paid: 'order_approved',
  approved: 'order_approved',
  refunded: 'order_refunded',
  chargedback: 'chargeback',
};

const DAY_MS = 24 * 60 * 60 * 1000;
const later = (a: Date | null, b: Date | null): Date | null => (a && b ? (a > b ? a : b) : (a ?? b));
const earlier = (a: Date, b: Date): Date => (a < b ? a : b);

export interface PaymentsServiceDeps {
  repo: PaymentsRepo;
  provider: PaymentProvider;
  /** The installation's plans: a charge is checked against the prices the operator set (env.ts). */
  plans: PlanCatalogue;
  /** Tells the user's open apps that the subscription changed (the live stream). */
  publish: (userId: string) => Promise<void>;
  /** False when the sandbox runs with NODE_ENV=production without PAYMENT_SANDBOX_IN_PRODUCTION. */
  checkoutEnabled: boolean;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/**
 * One event-processing path for webhooks, the sandbox and the sync (decision 013): idempotent on
 * (order_id, event type), applied to the account in `external_id` (by e-mail only without an id, and
 * when exactly one account has it and has confirmed it), never letting an older event undo a newer
 * one. A signed event is applied only when it is what this app sells (decision 021).
 */
export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { repo, provider, plans } = deps;
  const now = deps.now ?? (() => new Date());

  async function resolveUser(order: KiwifyOrder): Promise<{ userId: string } | { reason: UnmatchedReason }> {
    const externalId = order.TrackingParameters?.external_id?.trim();
    if (externalId) {
      // An id that names nobody is not replaced by a guess from the e-mail.
      const user = await repo.userById(externalId);
      return user ? { userId: user.id } : { reason: 'unknown_user' };
    }
    const email = order.Customer?.email?.trim();
    if (!email) return { reason: 'unknown_user' };
    const [match, ...others] = await repo.usersByEmail(email);
    if (!match) return { reason: 'unknown_user' };
    if (others.length > 0) return { reason: 'ambiguous_email' };
    // Anyone can sign up with an address they do not own: only its confirmed owner gets a purchase without an id.
    return match.emailVerified ? { userId: match.id } : { reason: 'unconfirmed_email' };
  }

  /**
   * Why a correctly signed event is still not applied: a product we do not sell (for every kind of
   * event: another product's refund takes nothing away), or, for a charge, one that is not paid, not
   * in reais, for no plan we know, or below the plan's price by more than the largest coupon. Null
   * when it is ours.
   */
  function refusal(order: KiwifyOrder, paid: boolean, plan: PlanId | null, amount: number | null) {
    const productId = order.Product?.product_id?.trim() ?? '';
    if (!provider.catalog.productIds.has(productId)) return 'unknown_product';
    if (!paid) return null;
    if (!isPaidStatus(order.order_status)) return 'not_paid';
    // Kiwify always says the currency; a charge that does not say it is in reais is not trusted.
    if (order.Commissions?.currency?.trim().toUpperCase() !== PAYMENT_CURRENCY) return 'wrong_currency';
    if (!plan) return 'unknown_plan';
    if (amount === null || amount < minimumChargeCents(plan, provider.catalog.maxDiscountPercent, plans)) {
      return 'amount_too_low';
    }
    return null;
  }

  /**
   * The access the account's other paid charges still cover at `at`: each pays its plan's days from its
   * charge date; the one that ends last, or null when none reaches `at`.
   */
  async function stillPaidFor(
    tx: Pick<PaymentQueries, 'otherPaidCharges'>,
    userId: string,
    orderId: string,
    at: Date,
  ): Promise<{ plan: PaidPlanId; end: Date } | null> {
    let best: { plan: PaidPlanId; end: Date } | null = null;
    for (const charge of await tx.otherPaidCharges(userId, orderId)) {
      const plan = charge.plan as PlanId;
      if (!charge.paidAt || !getPlan(plan).isPremium) continue;
      const end = new Date(charge.paidAt.getTime() + plans[plan].periodDays * DAY_MS);
      if (end > at && (!best || end > best.end)) best = { plan: plan as PaidPlanId, end };
    }
    return best;
  }

  function details(order: KiwifyOrder, eventType: string) {
    return {
      eventType,
      orderStatus: order.order_status ?? null,
      approvedDate: order.approved_date ?? null,
      productId: order.Product?.product_id ?? null,
      productName: order.Product?.product_name ?? null,
      chargeAmount: order.Commissions?.charge_amount ?? null,
      currency: order.Commissions?.currency ?? null,
      frequency: order.Subscription?.plan?.frequency ?? null,
      nextPayment: order.Subscription?.next_payment ?? null,
      subscriptionId: order.Subscription?.id ?? order.subscription_id ?? null,
    };
  }

  async function keepUnmatched(
    order: KiwifyOrder,
    eventType: string,
    reason: UnmatchedReason,
    source: PaymentEventSource,
  ) {
    await repo.recordUnmatched({
      orderId: order.order_id,
      eventType,
      email: order.Customer?.email ?? null,
      externalId: order.TrackingParameters?.external_id ?? null,
      reason,
      details: details(order, eventType),
      source,
    });
    deps.log.warn({ eventType, reason }, 'payment event kept as unmatched');
    return 'unmatched' as const;
  }

  async function processOrder(order: KiwifyOrder, eventType: string, source: PaymentEventSource) {
    const paid = PAID_EVENTS.has(eventType);
    const revoke = REVOKE_EVENTS.has(eventType);
    if (!paid && !revoke && !GRACE_EVENTS.has(eventType)) return 'ignored' as const;

    const amount = chargeAmountCents(order);
    const plan = planOfCharge(order.Subscription?.plan?.frequency, amount, plans);
    const refused = refusal(order, paid, plan, amount);
    if (refused) return keepUnmatched(order, eventType, refused, source);
    const who = await resolveUser(order);
    if ('reason' in who) return keepUnmatched(order, eventType, who.reason, source);
    const { userId } = who;
    const reported = parseKiwifyDate(order.approved_date) ?? parseKiwifyDate(order.created_at);
    // A charge is never dated after it was reported: a future date would stretch the period.
    const chargedAt = reported && earlier(reported, now());

    const outcome: ProcessOutcome = await repo.transaction(async (tx) => {
      const fresh = await tx.recordEvent({ orderId: order.order_id, eventType, userId, source, chargedAt });
      if (!fresh) return 'duplicate';
      await tx.forgetUnmatched(order.order_id, eventType);
      const sub = await tx.lockSubscription(userId);
      const existing = await tx.paymentByOrder(order.order_id);
      if (existing && existing.userId !== userId) return 'unchanged';
      const at = now();

      if (GRACE_EVENTS.has(eventType)) {
        // A failed or cancelled renewal: the paid period runs to its end, then the expiry rule applies.
        return 'unchanged';
      }

      const latest = await tx.latestPaidCharge(userId, order.order_id);
      const newerCharge = Boolean(latest?.paidAt && chargedAt && latest.paidAt > chargedAt);

      if (revoke) {
        const status = eventType === 'chargeback' ? 'chargedback' : 'refunded';
        if (existing) {
          if (existing.paymentStatus !== status) await tx.setPaymentStatus(order.order_id, { paymentStatus: status });
        } else if (plan) {
          await tx.insertPayment(userId, provider.name, {
            orderId: order.order_id,
            plan,
            amountCents: amount ?? plans[plan].priceCents,
            paymentStatus: status,
            paidAt: chargedAt,
          });
        }
        // A refund takes away what this order paid for, not what the account's other charges still pay:
        // anyone can buy with another account's external_id and then refund it.
        if (getPlan(sub.plan).isPremium) {
          const cover = await stillPaidFor(tx, userId, order.order_id, at);
          if (!cover) {
            await tx.updateSubscription(userId, {
              plan: 'free',
              status: 'active',
              currentPeriodStart: at,
              currentPeriodEnd: null,
              at,
            });
          } else if (sub.currentPeriodEnd === null || cover.end < sub.currentPeriodEnd) {
            await tx.updateSubscription(userId, {
              plan: cover.plan,
              status: 'active',
              currentPeriodStart: sub.currentPeriodStart,
              currentPeriodEnd: cover.end,
              at,
            });
          }
        }
        return 'applied';
      }

      // A paid charge. Once recorded (under any event type) or refunded, a replay changes nothing.
      if (existing && existing.paymentStatus !== 'waiting_payment' && existing.paymentStatus !== 'pending') {
        return 'unchanged';
      }
      const paidPlan = plan as PaidPlanId;
      const paidAt = chargedAt ?? at;
      const payment = {
        plan: paidPlan,
        amountCents: amount ?? plans[paidPlan].priceCents,
        paymentStatus: 'paid',
        paidAt,
      };
      if (existing) await tx.setPaymentStatus(order.order_id, payment);
      else await tx.insertPayment(userId, provider.name, { orderId: order.order_id, ...payment });

      const currentEnd = sub.currentPeriodEnd;
      const activePremium =
        sub.status === 'active' && getPlan(sub.plan).isPremium && currentEnd !== null && currentEnd > at;
      // Kiwify's next charge date, unless it lies beyond one period of this plan (never up to 2999).
      const nextPayment = plausibleNextCharge(paidPlan, paidAt, parseKiwifyDate(order.Subscription?.next_payment));
      const days = plans[paidPlan].periodDays * DAY_MS;
      if (newerCharge) {
        // A late delivery of an older charge: it may lengthen the period, never shorten it nor change the plan.
        const end = later(currentEnd, nextPayment ?? new Date(paidAt.getTime() + days));
        await tx.updateSubscription(userId, {
          plan: activePremium ? sub.plan : paidPlan,
          status: 'active',
          currentPeriodStart: activePremium ? sub.currentPeriodStart : paidAt,
          currentPeriodEnd: end,
          at,
        });
        return 'applied';
      }
      // Renewing before the end extends from the current end.
      const base = activePremium && currentEnd > paidAt ? currentEnd : paidAt;
      const end = later(nextPayment, new Date(base.getTime() + days));
      await tx.updateSubscription(userId, {
        plan: paidPlan,
        status: 'active',
        currentPeriodStart: activePremium ? sub.currentPeriodStart : paidAt,
        currentPeriodEnd: end,
        at,
      });
      return 'applied';
    });

    if (outcome === 'applied') {
      await deps.publish(userId).catch((error: unknown) => deps.log.warn({ err: error }, 'live event not sent'));
    }
    return outcome;
  }

  async function processSales(orders: KiwifyOrder[]): Promise<number> {
    let persisted = 0;
    for (const order of orders) {
      const eventType = SALE_STATUS_EVENTS[(order.order_status ?? '').toLowerCase()];
      if (!eventType) continue;
      if ((await processOrder(order, eventType, 'sync')) === 'applied') persisted += 1;
    }
    return persisted;
  }

  return {
    processOrder,

    /** A webhook delivery: the signature over the raw body first (401 changes nothing), then the event. */
    async receiveWebhook(rawBody: Buffer, signature: string | undefined): Promise<ProcessOutcome> {
      if (!isValidSignature(rawBody, signature, provider.webhookToken)) {
        throw new HttpError(401, 'INVALID_SIGNATURE', CHECKOUT_MESSAGES.invalidSignature);
      }
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw badRequest('INVALID_PAYLOAD', CHECKOUT_MESSAGES.invalidPayload);
      }
      const parsed = KiwifyOrderSchema.safeParse(json);
      if (!parsed.success) throw badRequest('INVALID_PAYLOAD', CHECKOUT_MESSAGES.invalidPayload);
      const eventType = parsed.data.webhook_event_type ?? '';
      return processOrder(parsed.data, eventType, provider.name === 'sandbox' ? 'sandbox' : 'webhook');
    },

    /** Where the browser goes to pay. */
    checkoutUrl(plan: PaidPlanId, user: CheckoutUser): string {
      if (!deps.checkoutEnabled) throw forbidden('CHECKOUT_UNAVAILABLE', CHECKOUT_MESSAGES.sandboxDisabled);
      return provider.checkoutUrl(plan, user);
    },

    /**
     * sync_manual: the caller's own purchases since `since` (at most 7 days back), mapped exactly
     * as webhooks are. A provider that cannot be reached answers `success: false` (the app ignores it).
     */
    async syncUser(user: CheckoutUser, since: Date | null): Promise<SyncResponse> {
      const at = now();
      const oldest = new Date(at.getTime() - PAYMENT_SYNC.maxLookbackMs);
      const from = since ?? new Date(at.getTime() - PAYMENT_SYNC.loginLookbackMs);
      if (from < oldest || from > at) throw badRequest('INVALID_SINCE', CHECKOUT_MESSAGES.since);
      try {
        const sales = await provider.listSales({ since: from, until: at });
        const email = user.email.toLowerCase();
        const mine = sales.filter((order) => {
          const externalId = order.TrackingParameters?.external_id?.trim();
          if (externalId) return externalId === user.id;
          return order.Customer?.email?.trim().toLowerCase() === email;
        });
        return { success: true, result: { subscriptionsPersisted: await processSales(mine) } };
      } catch (error) {
        deps.log.warn({ err: error }, 'payment sync failed');
        return { success: false, result: { subscriptionsPersisted: 0 } };
      }
    },

    /** Every sale of the recent window, for every user (the periodic reconciliation). */
    async syncRecent(since: Date): Promise<number> {
      return processSales(await provider.listSales({ since, until: now() }));
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
