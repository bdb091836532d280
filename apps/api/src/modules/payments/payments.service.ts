import type { FastifyBaseLogger } from 'fastify';
import {
  minimumChargeCents,
  PAYMENT_CURRENCY,
  PAYMENT_SYNC,
  planOfCharge,
  plausibleNextCharge,
  type PaymentEventKind,
  type UnmatchedReason,
} from '@prato/core/domain/payments';
import { getPlan, type PlanCatalogue, type PlanId } from '@prato/core/domain/plans';
import { CHECKOUT_MESSAGES, type PaymentEvent, type SyncResponse } from '@prato/core/schemas/payments';
import type { PaidPlanId, PaymentProvider } from '../../adapters/payments/payment-provider';
import type { Caller } from '../../lib/caller';
import { invalid, unauthenticated, forbidden } from '../../lib/domain-error';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service';
import type { PaymentQueries, PaymentsRepo } from './payments.repo';
import type { Clock } from '../../lib/clock';
import { DAY_MS } from '@prato/core/domain/timing';

export type PaymentEventSource = 'webhook' | 'sandbox' | 'sync';
/**
 * applied: the subscription or a payment changed · unchanged: recorded, nothing to change ·
 * duplicate: this (order, event type) was seen before · ignored: an event that changes no access ·
 * unmatched: no account to apply it to, or not something this app sells (kept for the admin).
 */
export type ProcessOutcome = 'applied' | 'unchanged' | 'duplicate' | 'ignored' | 'unmatched';

/** Events that grant a paid period, keep it until its end, or take it away now. */
const PAID_EVENTS = new Set<PaymentEventKind>(['paid', 'renewed']);
const GRACE_EVENTS = new Set<PaymentEventKind>(['late', 'canceled']);
const REVOKE_EVENTS = new Set<PaymentEventKind>(['refunded', 'chargeback']);

const later = (a: Date | null, b: Date): Date => (a && a > b ? a : b);
const earlier = (a: Date, b: Date): Date => (a < b ? a : b);

export interface PaymentsServiceDeps {
  repo: PaymentsRepo;
  provider: PaymentProvider;
  /** The owner of user_subscriptions: every change of access goes through it, in the payment's transaction. */
  subscriptions: Pick<SubscriptionsService, 'lockForChange' | 'activate' | 'revertToFree'>;
  /** The installation's plans: a charge is checked against the prices the operator set (env.ts). */
  plans: PlanCatalogue;
  /** Tells the user's open apps that the subscription changed (the live stream). */
  publish: (subjectId: string) => Promise<void>;
  /** False when the sandbox runs with NODE_ENV=production without PAYMENT_SANDBOX_IN_PRODUCTION. */
  checkoutEnabled: boolean;
  log: FastifyBaseLogger;
  now?: Clock;
}

/**
 * One event-processing path for webhooks, the sandbox and the sync (decision 013), over neutral payment
 * events (decision 034: the provider's adapter maps its payloads; nothing here reads a provider's
 * fields): idempotent on (order, provider event), applied to the account the checkout named (by e-mail
 * only without an id, and when exactly one account has it and has confirmed it), never letting an older
 * event undo a newer one. A signed event is applied only when it is what this app sells (decision 021).
 */
export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { repo, provider, plans, subscriptions } = deps;
  const now = deps.now ?? (() => new Date());

  async function resolveUser(event: PaymentEvent): Promise<{ userId: string } | { reason: UnmatchedReason }> {
    const externalId = event.buyer.userId?.trim();
    if (externalId) {
      // An id that names nobody is not replaced by a guess from the e-mail.
      const user = await repo.userById(externalId);
      return user ? { userId: user.id } : { reason: 'unknown_user' };
    }
    const email = event.buyer.email?.trim();
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
  function refusal(event: PaymentEvent, paid: boolean, plan: PlanId | null, amount: number | null) {
    const productId = event.product.id?.trim() ?? '';
    if (!provider.catalog.productIds.has(productId)) return 'unknown_product';
    if (!paid) return null;
    if (!event.settled) return 'not_paid';
    // Providers say the currency; a charge that does not say it is in reais is not trusted.
    if (event.currency?.trim().toUpperCase() !== PAYMENT_CURRENCY) return 'wrong_currency';
    if (!plan) return 'unknown_plan';
    if (amount === null) return 'unknown_amount';
    if (amount < minimumChargeCents(plan, provider.catalog.maxDiscountPercent, plans)) return 'amount_too_low';
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

  /** What the admin sees of an unmatched event: the neutral fields, never the provider's payload. */
  function details(event: PaymentEvent) {
    return {
      eventType: event.providerEvent,
      kind: event.kind,
      settled: event.settled,
      occurredAt: event.occurredAt,
      productId: event.product.id,
      productName: event.product.name,
      chargeAmount: event.amountCents,
      currency: event.currency,
      period: event.period,
      nextChargeAt: event.nextChargeAt,
      subscriptionId: event.subscriptionId,
    };
  }

  async function keepUnmatched(event: PaymentEvent, reason: UnmatchedReason, source: PaymentEventSource) {
    await repo.recordUnmatched({
      orderId: event.orderId,
      eventType: event.providerEvent,
      email: event.buyer.email,
      externalId: event.buyer.userId,
      reason,
      details: details(event),
      source,
    });
    deps.log.warn({ eventType: event.providerEvent, reason }, 'payment event kept as unmatched');
    return 'unmatched' as const;
  }

  const dateOf = (iso: string | null): Date | null => (iso ? new Date(iso) : null);

  async function processEvent(event: PaymentEvent, source: PaymentEventSource): Promise<ProcessOutcome> {
    const { kind, orderId } = event;
    // The provider's name for the event is the replay key: a provider may send two kinds for one charge.
    const eventType = event.providerEvent;
    const paid = PAID_EVENTS.has(kind);
    const revoke = REVOKE_EVENTS.has(kind);

    const amount = event.amountCents;
    const plan = planOfCharge(event.period, amount, plans);
    const refused = refusal(event, paid, plan, amount);
    if (refused) return keepUnmatched(event, refused, source);
    // A refund or chargeback is of an order: once the order is on record, its account is the one, whoever
    // the event names (a provider may leave the checkout's id out of a refund, and the e-mail may be another).
    const owner = revoke ? (await repo.paymentByOrder(orderId))?.userId : null;
    const who = owner ? { userId: owner } : await resolveUser(event);
    if ('reason' in who) return keepUnmatched(event, who.reason, source);
    const { userId } = who;
    const reported = dateOf(event.occurredAt);
    // A charge is never dated after it was reported: a future date would stretch the period.
    const chargedAt = reported && earlier(reported, now());

    const outcome: ProcessOutcome = await repo.transaction(async (queries, tx) => {
      const fresh = await queries.recordEvent({ orderId, eventType, kind, userId, source, chargedAt });
      if (!fresh) return 'duplicate';
      await queries.forgetUnmatched(orderId, eventType);
      const sub = await subscriptions.lockForChange(userId, tx);
      const existing = await queries.paymentByOrder(orderId);
      if (existing && existing.userId !== userId) return 'unchanged';
      const at = now();
      const within = { tx, at };

      if (GRACE_EVENTS.has(kind)) {
        // A failed or cancelled renewal: the paid period runs to its end, then the expiry rule applies.
        return 'unchanged';
      }

      const latest = await queries.latestPaidCharge(userId, orderId);
      const newerCharge = Boolean(latest?.paidAt && chargedAt && latest.paidAt > chargedAt);

      if (revoke) {
        const status = kind === 'chargeback' ? 'chargedback' : 'refunded';
        if (existing) {
          if (existing.paymentStatus !== status) await queries.setPaymentStatus(orderId, { paymentStatus: status });
        } else if (plan) {
          await queries.insertPayment(userId, provider.name, {
            orderId,
            plan,
            amountCents: amount ?? plans[plan].priceCents,
            paymentStatus: status,
            paidAt: chargedAt,
          });
        }
        // A refund takes away what this order paid for, not what the account's other charges still pay:
        // anyone can buy with another account's id in the checkout link and then refund it.
        if (getPlan(sub.plan).isPremium) {
          const cover = await stillPaidFor(queries, userId, orderId, at);
          if (!cover) {
            await subscriptions.revertToFree(userId, within);
          } else if (sub.currentPeriodEnd === null || cover.end < sub.currentPeriodEnd) {
            await subscriptions.activate(
              userId,
              { plan: cover.plan, start: sub.currentPeriodStart, end: cover.end },
              within,
            );
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
      // The order's refund or chargeback came first, without a plan to record it under (deliveries are not
      // in order): the charge is recorded as what it became, and it pays for nothing.
      const revoked = existing ? null : await queries.revocationOf(orderId);
      const payment = {
        plan: paidPlan,
        amountCents: amount ?? plans[paidPlan].priceCents,
        paymentStatus: revoked === null ? 'paid' : revoked === 'chargeback' ? 'chargedback' : 'refunded',
        paidAt,
      };
      if (existing) await queries.setPaymentStatus(orderId, payment);
      else await queries.insertPayment(userId, provider.name, { orderId, ...payment });
      if (revoked !== null) return 'unchanged';

      const currentEnd = sub.currentPeriodEnd;
      const activePremium =
        sub.status === 'active' && getPlan(sub.plan).isPremium && currentEnd !== null && currentEnd > at;
      // The provider's next charge date, unless it lies beyond one period of this plan (never up to 2999).
      const nextPayment = plausibleNextCharge(paidPlan, paidAt, dateOf(event.nextChargeAt));
      const days = plans[paidPlan].periodDays * DAY_MS;
      if (newerCharge) {
        // A late delivery of an older charge: it may lengthen the period, never shorten it nor change the plan.
        const end = later(currentEnd, nextPayment ?? new Date(paidAt.getTime() + days));
        await subscriptions.activate(
          userId,
          activePremium
            ? { plan: sub.plan as PaidPlanId, start: sub.currentPeriodStart, end }
            : { plan: paidPlan, start: paidAt, end },
          within,
        );
        return 'applied';
      }
      // Renewing before the end extends from the current end.
      const base = activePremium && currentEnd > paidAt ? currentEnd : paidAt;
      const end = later(nextPayment, new Date(base.getTime() + days));
      await subscriptions.activate(
        userId,
        { plan: paidPlan, start: activePremium ? sub.currentPeriodStart : paidAt, end },
        within,
      );
      return 'applied';
    });

    if (outcome === 'applied') {
      await deps.publish(userId).catch((error: unknown) => deps.log.warn({ err: error }, 'live event not sent'));
    }
    return outcome;
  }

  async function processSales(events: PaymentEvent[]): Promise<number> {
    let persisted = 0;
    for (const event of events) {
      if ((await processEvent(event, 'sync')) === 'applied') persisted += 1;
    }
    return persisted;
  }

  return {
    processEvent,

    /**
     * A webhook delivery: the provider checks the signature over the raw body first (401 changes
     * nothing), then reads the body (an unreadable one is a 400 in Portuguese, never a 500).
     */
    async receiveWebhook(rawBody: Buffer, signature: string | undefined): Promise<ProcessOutcome> {
      const reading = provider.readWebhook(rawBody, signature);
      if (!reading.ok && reading.problem === 'signature') {
        throw unauthenticated(CHECKOUT_MESSAGES.invalidSignature, 'INVALID_SIGNATURE');
      }
      if (!reading.ok) throw invalid('INVALID_PAYLOAD', CHECKOUT_MESSAGES.invalidPayload);
      // An event that changes no access is acknowledged so the provider stops sending it.
      if (!reading.event) return 'ignored';
      return processEvent(reading.event, provider.name === 'sandbox' ? 'sandbox' : 'webhook');
    },

    /** Where the browser goes to pay: the checkout is tied to the caller's id and address. */
    checkoutUrl(caller: Caller, plan: PaidPlanId): string {
      if (!deps.checkoutEnabled) throw forbidden('CHECKOUT_UNAVAILABLE', CHECKOUT_MESSAGES.sandboxDisabled);
      return provider.checkoutUrl(plan, { id: caller.id, email: caller.email });
    },

    /**
     * sync_manual: the caller's own purchases since `since` (at most 7 days back), mapped exactly
     * as webhooks are. A provider that cannot be reached answers `success: false` (the app ignores it).
     */
    async syncUser(caller: Caller, since: Date | null): Promise<SyncResponse> {
      const at = now();
      const oldest = new Date(at.getTime() - PAYMENT_SYNC.maxLookbackMs);
      const from = since ?? new Date(at.getTime() - PAYMENT_SYNC.loginLookbackMs);
      if (from < oldest || from > at) throw invalid('INVALID_SINCE', CHECKOUT_MESSAGES.since);
      try {
        const sales = await provider.listSales({ since: from, until: at });
        const email = caller.email.toLowerCase();
        const mine = sales.filter((event) => {
          const externalId = event.buyer.userId?.trim();
          if (externalId) return externalId === caller.id;
          return event.buyer.email?.trim().toLowerCase() === email;
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
