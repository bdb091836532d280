/**
 * Rules of the admin back-office: named once here, read by the API (filters, risk buckets, subscription
 * changes) and by the screen (page size, quick renew, colours).
 */
import { getPlan, type PlanId } from './plans';
import type { SubscriptionStatus } from './subscription';
import { DAY_MS } from './timing';

/** Rows per page of the admin user table. */
export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_MAX_PAGE_SIZE = 100;
/** The due filters, in days. */
export const ADMIN_DUE_FILTER_DAYS = [7, 30] as const;
export type AdminDueFilterDays = (typeof ADMIN_DUE_FILTER_DAYS)[number];
/** The quick-renew buttons of the edit-user modal, in days. */
export const ADMIN_QUICK_RENEW_DAYS = [30, 90, 365] as const;
/** Ids one bulk update or one lookup may name. */
export const ADMIN_MAX_BULK_IDS = 500;
/** Longest "add days" an admin may give at once (ten years). */
export const ADMIN_MAX_ADD_DAYS = 3650;

/** Risk of losing the subscription: active with an end date that is past, within 7 days, within 30 days, or none of these. */
export const RISK_BUCKETS = ['expired', 'due_7', 'due_30', 'ok'] as const;
export type RiskBucket = (typeof RISK_BUCKETS)[number];

export const RISK_BUCKET_LABELS: Readonly<Record<RiskBucket, string>> = {
  expired: 'Expiradas',
  due_7: 'Vencem em 7 dias',
  due_30: 'Vencem em 30 dias',
  ok: 'Em dia',
};

/** The bucket of a subscription at `now`. */
export function riskBucketOf(
  sub: { status: string; currentPeriodEnd: Date | string | null } | null,
  now: Date,
): RiskBucket {
  if (!sub || sub.status !== 'active' || sub.currentPeriodEnd === null) return 'ok';
  const end = new Date(sub.currentPeriodEnd).getTime();
  if (Number.isNaN(end)) return 'ok';
  const left = end - now.getTime();
  if (left <= 0) return 'expired';
  if (left <= 7 * DAY_MS) return 'due_7';
  if (left <= 30 * DAY_MS) return 'due_30';
  return 'ok';
}

/** pt-BR labels of the stored subscription statuses. */
export const SUBSCRIPTION_STATUS_LABELS: Readonly<Record<SubscriptionStatus, string>> = {
  active: 'Ativa',
  pending: 'Pendente',
  paid: 'Paga',
  cancelled: 'Cancelada',
  incomplete: 'Incompleta',
};

/** The status label of an admin row: an active subscription past its end reads 'Expirada'. */
export function adminStatusLabel(status: string, expired: boolean): string {
  if (status === 'active' && expired) return 'Expirada';
  return SUBSCRIPTION_STATUS_LABELS[status as SubscriptionStatus] ?? status;
}

/** days-remaining colours in admin: ≤0 red, ≤7 orange, ≤30 yellow, otherwise none. */
export type DaysRemainingTone = 'red' | 'orange' | 'yellow' | 'none';
export function daysRemainingTone(days: number | null): DaysRemainingTone {
  if (days === null) return 'none';
  if (days <= 0) return 'red';
  if (days <= 7) return 'orange';
  if (days <= 30) return 'yellow';
  return 'none';
}

/** A subscription as the admin change reads and writes it. */
export interface AdminSubscriptionState {
  plan: PlanId;
  status: SubscriptionStatus;
  currentPeriodStart: Date;
  currentPeriodEnd: Date | null;
}

/** One admin change of a subscription (plan, end date, add days, notes). */
export interface AdminSubscriptionChange {
  plan?: PlanId | undefined;
  /** The new end, already resolved to an instant (null: no end date). */
  endAt?: Date | null | undefined;
  addDays?: number | undefined;
}

export type AdminChangeRefusal = 'free_with_end';

/**
 * The subscription after an admin change, or why it cannot be made. A paid plan is made active;
 * `addDays` counts from the current end when it is still ahead, else from now (renewing an expired
 * plan gives the full days); moving a free user to a paid plan without a date gives one period of
 * that plan. The free plan has no end date.
 */
export function applyAdminChange(
  before: AdminSubscriptionState,
  change: AdminSubscriptionChange,
  now: Date,
): AdminSubscriptionState | AdminChangeRefusal {
  const plan = change.plan ?? before.plan;
  const paid = getPlan(plan).isPremium;
  const wantsEnd = change.endAt != null || change.addDays !== undefined;
  if (!paid) {
    if (wantsEnd) return 'free_with_end';
    return { plan, status: 'active', currentPeriodStart: before.currentPeriodStart, currentPeriodEnd: null };
  }
  const fromFree = !getPlan(before.plan).isPremium;
  const start = fromFree ? now : before.currentPeriodStart;
  let end: Date | null = fromFree ? null : before.currentPeriodEnd;
  if (change.endAt !== undefined) end = change.endAt;
  if (change.addDays !== undefined) {
    const base = end && end.getTime() > now.getTime() ? end.getTime() : now.getTime();
    end = new Date(base + change.addDays * DAY_MS);
  } else if (fromFree && change.endAt === undefined) {
    end = new Date(now.getTime() + getPlan(plan).periodDays * DAY_MS);
  }
  return { plan, status: 'active', currentPeriodStart: start, currentPeriodEnd: end };
}
