import { getPlan, PLANS, type PlanDefinition, type PlanId } from './plans';
import { countOf } from './plural';
import { DAY_MS } from './timing';

/** Subscription rules: which plan a subscription grants, when it expires, what its card says. */

export const SUBSCRIPTION_STATUSES = ['active', 'pending', 'paid', 'cancelled', 'incomplete'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const EXPIRING_SOON_DAYS = 3;

export interface SubscriptionLike {
  plan: PlanId | string;
  status: SubscriptionStatus | string;
  currentPeriodStart?: Date | string | null;
  currentPeriodEnd?: Date | string | null;
}

function toDate(value: Date | string | null | undefined): Date | null {
  if (value == null) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Days until the period ends, rounded up, minimum 0; null when not active or without an end date. */
export function daysRemaining(sub: SubscriptionLike | null | undefined, now: Date = new Date()): number | null {
  if (!sub || sub.status !== 'active') return null;
  const end = toDate(sub.currentPeriodEnd);
  if (!end) return null;
  return Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));
}

/** Active with a period end reached or past: the user is back on the free plan. */
export function isExpired(sub: SubscriptionLike | null | undefined, now: Date = new Date()): boolean {
  if (!sub || sub.status !== 'active') return false;
  const end = toDate(sub.currentPeriodEnd);
  return end !== null && end.getTime() <= now.getTime();
}

/** 1 to 3 days remaining on an active premium plan. */
export function isExpiringSoon(sub: SubscriptionLike | null | undefined, now: Date = new Date()): boolean {
  if (!sub || !getPlan(sub.plan).isPremium || isExpired(sub, now)) return false;
  const days = daysRemaining(sub, now);
  return days !== null && days >= 1 && days <= EXPIRING_SOON_DAYS;
}

/** Only an active, unexpired subscription grants its plan; anything else is the free plan. */
export function effectivePlan(sub: SubscriptionLike | null | undefined, now: Date = new Date()): PlanDefinition {
  if (!sub || sub.status !== 'active' || isExpired(sub, now)) return PLANS.free;
  return getPlan(sub.plan);
}

export function isPremium(sub: SubscriptionLike | null | undefined, now: Date = new Date()): boolean {
  return effectivePlan(sub, now).isPremium;
}

/** The status line of the subscription card. */
export function subscriptionStatusMessage(sub: SubscriptionLike | null | undefined, now: Date = new Date()): string {
  if (!sub || !getPlan(sub.plan).isPremium || sub.status !== 'active') return 'Plano Grátis';
  if (isExpired(sub, now)) return 'Assinatura expirada - Renovação necessária';
  const days = daysRemaining(sub, now);
  if (days === null) return 'Plano Premium Ativo';
  if (isExpiringSoon(sub, now)) return `Expira em ${countOf(days, 'dia', 'dias')} - Renove agora!`;
  return `Válido por mais ${days} dias`;
}
