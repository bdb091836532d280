import { MEAL_LIMIT_TEXTS, type PlanLimits } from '@prato/core/domain/plans';
import { PLANNER_MESSAGES } from '@prato/core/schemas/planner';
import { type DomainError, forbidden, quotaExceeded } from './domain-error';

/** The sliding window of the hourly request cap (free plan, 20 counted requests per hour). */
export const REQUESTS_WINDOW_MS = 60 * 60 * 1000;

/** The code of the refusal of a save over the plan's daily meals (the web shows the upgrade notice on it). */
export const DAILY_LIMIT_CODE = 'DAILY_LIMIT_REACHED';

/**
 * The refusal of one more meal calculation: only the hourly request cap applies (`lastHour` = counted
 * calls of any kind in the last hour), so recalculating a meal never costs a unit of the daily limit.
 */
export function calculationQuotaError(limits: PlanLimits, lastHour: number): DomainError | null {
  if (limits.requestsPerHour !== null && lastHour >= limits.requestsPerHour)
    return quotaExceeded('RATE_LIMITED', PLANNER_MESSAGES.rateLimit);
  return null;
}

/** The refusal of one more planned meal in a local day that already holds `savedThatDay`, or null. */
export function mealSaveQuotaError(limits: PlanLimits, savedThatDay: number): DomainError | null {
  const limit = limits.maxMealsPerDay;
  if (limit !== null && savedThatDay >= limit) return forbidden(DAILY_LIMIT_CODE, MEAL_LIMIT_TEXTS.dailyLimit(limit));
  return null;
}

/** What the usage endpoint reports: null limit/remaining = unlimited. */
export function dailyUsage(limits: PlanLimits, used: number) {
  const limit = limits.maxMealsPerDay;
  return { used, limit, remaining: limit === null ? null : Math.max(0, limit - used) };
}
