import { paidPlansOf, PLANS, type PlanCatalogue, type PlanId } from './plans';

/**
 * Payment rules shared by the API and the web app. The provider's contract is in docs/integrations/kiwify.md.
 */

/** Checkout: the `source` query parameter of every checkout link ('{product}-app'). */
export const CHECKOUT_SOURCE = 'prato-certo-app';

const HOUR_MS = 60 * 60 * 1000;

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
  /** After a sync that persisted something the page reloads after this delay. */
  reloadDelayMs: 1000,
  /** /obrigado counts down this long before going to /. */
  thankYouCountdownMs: 5000,
} as const;

/** Subscription changes reach the open app at most this often per user (events per second). */
export const LIVE_EVENTS_PER_SECOND = 10;

/** Kiwify's `Subscription.plan.frequency` values, mapped to our paid plans. */
const FREQUENCY_PLANS: Readonly<Record<string, PlanId>> = {
  monthly: 'premium_monthly',
  quarterly: 'premium_quarterly',
  yearly: 'premium_annual',
  annual: 'premium_annual',
  annually: 'premium_annual',
};

/**
 * The paid plan a charge is for: the subscription's frequency when the provider sends it, else the
 * plan whose price (in the installation's catalogue) is the amount charged; null when neither tells.
 */
export function planOfCharge(
  frequency: string | null | undefined,
  amountCents: number | null,
  plans: PlanCatalogue,
): PlanId | null {
  const byFrequency = frequency ? FREQUENCY_PLANS[frequency.toLowerCase()] : undefined;
  if (byFrequency) return byFrequency;
  if (amountCents === null) return null;
  return paidPlansOf(plans).find((plan) => plan.priceCents === amountCents)?.id ?? null;
}

/** The frequency Kiwify reports for a paid plan (used by the sandbox to speak the same contract). */
export function frequencyOfPlan(plan: PlanId): 'monthly' | 'quarterly' | 'yearly' {
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
] as const;
export type UnmatchedReason = (typeof UNMATCHED_REASONS)[number];

/** The only currency the plans are sold in. */
export const PAYMENT_CURRENCY = 'BRL';

/** `order_status` values of a charge that was paid: only these grant a period. */
const PAID_STATUSES = new Set(['paid', 'approved']);

export function isPaidStatus(status: string | null | undefined): boolean {
  return PAID_STATUSES.has((status ?? '').trim().toLowerCase());
}

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

const DAY_MS = 24 * HOUR_MS;

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
