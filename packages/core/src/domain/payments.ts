import { paidPlansOf, PLANS, type PlanCatalogue, type PlanId } from './plans';
import { DAY_MS, HOUR_MS } from './timing';

/**
 * Payment rules shared by the API and the web app, in no provider's vocabulary: each provider's adapter
 * maps its payloads to a neutral payment event (schemas/payments.ts) before these rules read it.
 */

/** Checkout: the `source` query parameter of every checkout link ('{product}-app'). */
export const CHECKOUT_SOURCE = 'prato-certo-app';

export const PAYMENT_SYNC = {
  /** The automatic sync after login looks this far back. */
  loginLookbackMs: 2 * 24 * HOUR_MS,
  /** The thank-you page and the periodic sync look this far back. */
  recentLookbackMs: 24 * HOUR_MS,
  /** The farthest back a manual sync may ask for. */
  maxLookbackMs: 7 * 24 * HOUR_MS,
  /** A login sync is skipped when one ran this recently (tracked in session storage). */
  dedupeMs: 5 * 60 * 1000,
  /** The open app syncs this often. */
  intervalMs: 300_000,
  /** /obrigado counts down this long before going to /. */
  thankYouCountdownMs: 5000,
} as const;

/** Subscription changes reach the open app at most this often per user (events per second). */
export const LIVE_EVENTS_PER_SECOND = 10;

/**
 * What a provider can tell the app about a payment, in the app's own words (decision 034): a first
 * charge (`paid`), a later charge of the same subscription (`renewed`), money returned (`refunded`,
 * `chargeback`), a failed renewal (`late`) and the end of renewals (`canceled`). Each provider's
 * adapter maps its own events to these; anything else changes no access and is not mapped.
 */
export const PAYMENT_EVENT_KINDS = ['paid', 'renewed', 'refunded', 'chargeback', 'late', 'canceled'] as const;
export type PaymentEventKind = (typeof PAYMENT_EVENT_KINDS)[number];

/** How often a subscription is charged, as the provider reports it. */
export const BILLING_PERIODS = ['monthly', 'quarterly', 'yearly'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

const PERIOD_PLANS: Readonly<Record<string, PlanId | undefined>> & Record<BillingPeriod, PlanId> = {
  monthly: 'premium_monthly',
  quarterly: 'premium_quarterly',
  yearly: 'premium_annual',
};

/**
 * The paid plan a charge is for: the billing period when the provider sends it, else the plan whose
 * price (in the installation's catalogue) is the amount charged; null when neither tells.
 */
export function planOfCharge(
  period: string | null | undefined,
  amountCents: number | null,
  plans: PlanCatalogue,
): PlanId | null {
  const byPeriod = period ? PERIOD_PLANS[period.toLowerCase()] : undefined;
  if (byPeriod) return byPeriod;
  if (amountCents === null) return null;
  return paidPlansOf(plans).find((plan) => plan.priceCents === amountCents)?.id ?? null;
}

/** The billing period of a paid plan (the sandbox reports its charges with it). */
export function billingPeriodOfPlan(plan: PlanId): BillingPeriod {
  if (plan === 'premium_quarterly') return 'quarterly';
  if (plan === 'premium_annual') return 'yearly';
  return 'monthly';
}

/**
 * Why a payment event was kept for the admin instead of applied: no account for it (unknown_user,
 * ambiguous_email, unconfirmed_email), or not something this app sells (the others). Every code has
 * a pt-BR label in the admin's list (schemas/admin.ts).
 */
export const UNMATCHED_REASONS = [
  'unknown_user',
  'ambiguous_email',
  'unconfirmed_email',
  'unknown_plan',
  'unknown_product',
  'wrong_currency',
  'not_paid',
  'amount_too_low',
  'unknown_amount',
] as const;
export type UnmatchedReason = (typeof UNMATCHED_REASONS)[number];

/** The only currency the plans are sold in. */
export const PAYMENT_CURRENCY = 'BRL';

/**
 * The least a charge for `plan` may be, in cents, when coupons of up to `maxDiscountPercent` are on
 * sale (0: the full price). The price is the installation's (the operator may have set it), never the
 * compiled default. Rounded up, so the discount never exceeds the percentage.
 */
export function minimumChargeCents(plan: PlanId, maxDiscountPercent: number, plans: PlanCatalogue): number {
  return Math.ceil((plans[plan].priceCents * (100 - maxDiscountPercent)) / 100);
}

/**
 * Calendar periods are longer than the plan's days (a month of 31 days, a quarter of 92, a leap
 * year): a provider's next charge date up to this many days past `periodDays` is believed.
 */
export const PERIOD_TOLERANCE_DAYS = 3;

/**
 * The provider's next charge date when it lies within one period of `plan` (plus the tolerance)
 * after the charge; null when absent or beyond (a date like 2999-01-01 is never trusted).
 */
export function plausibleNextCharge(plan: PlanId, chargedAt: Date, nextCharge: Date | null): Date | null {
  if (!nextCharge) return null;
  // Period lengths are not configurable: the defaults' are every installation's.
  const latest = chargedAt.getTime() + (PLANS[plan].periodDays + PERIOD_TOLERANCE_DAYS) * DAY_MS;
  return nextCharge.getTime() <= latest ? nextCharge : null;
}
