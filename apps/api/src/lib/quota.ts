import type { PlanLimits } from '@prato/core/domain/plans';
import { PLANNER_MESSAGES } from '@prato/core/schemas/planner';
import { HttpError, tooManyRequests } from './http-error';

/** The sliding window of the hourly AI-call cap (spec §6: free plan, 20 calls per hour). */
export const AI_CALLS_WINDOW_MS = 60 * 60 * 1000;

export interface CalculationUsage {
  /** Meal calculations already counted in the user's local day. */
  today: number;
  /** AI calls of any kind counted in the last hour. */
  lastHour: number;
}

/** Plan limits have nothing to count (premium): no lock, no queries. */
export const isUnlimited = (limits: PlanLimits) => limits.maxMealsPerDay === null && limits.aiCallsPerHour === null;

/** The refusal for one more meal calculation under `limits`, or null when it is allowed. */
export function calculationQuotaError(limits: PlanLimits, usage: CalculationUsage): HttpError | null {
  if (limits.maxMealsPerDay !== null && usage.today >= limits.maxMealsPerDay)
    return new HttpError(
      403,
      'DAILY_LIMIT_REACHED',
      PLANNER_MESSAGES.dailyLimit.replace('{N}', String(limits.maxMealsPerDay)),
    );
  if (limits.aiCallsPerHour !== null && usage.lastHour >= limits.aiCallsPerHour)
    return tooManyRequests('RATE_LIMITED', PLANNER_MESSAGES.rateLimit);
  return null;
}

/** What the usage endpoint reports: null limit/remaining = unlimited. */
export function dailyUsage(limits: PlanLimits, used: number) {
  const limit = limits.maxMealsPerDay;
  return { used, limit, remaining: limit === null ? null : Math.max(0, limit - used) };
}
