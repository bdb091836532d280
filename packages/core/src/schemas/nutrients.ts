import { z } from './z';
import { calendarDate, wholeParam } from './input-rules';
import { NUTRIENT_IDS, type NutrientId } from '../domain/nutrients';

/** Days a nutrient summary may cover (a month at most: the bench measures 30). */
export const NUTRIENT_SUMMARY_DAYS = { default: 30, min: 1, max: 31 } as const;

export const NUTRIENT_MESSAGES = {
  date: 'Data inválida. Use o formato AAAA-MM-DD.',
  days: `O número de dias deve estar entre ${NUTRIENT_SUMMARY_DAYS.min} e ${NUTRIENT_SUMMARY_DAYS.max}.`,
  /** Shown where a nutrient's amount leaves out a food that has no measured value for it. */
  notMeasured: 'não medido',
} as const;

export const NutrientIdSchema = z.enum(NUTRIENT_IDS as [NutrientId, ...NutrientId[]]);

/**
 * One nutrient of a meal, a day or a period, against the person's target. `amount` is the sum of the
 * known values (rounded to the registry's decimals); `complete` is false when at least one food summed
 * has no measured value for it, so the amount is a lower bound and the screen says "não medido".
 * `target` is null when no reference exists or the person's sex and age are unknown.
 */
export const NutrientDayItemSchema = z.object({
  id: NutrientIdSchema,
  label: z.string(),
  unit: z.enum(['kcal', 'g', 'mg', 'mcg']),
  amount: z.number(),
  target: z.number().nullable(),
  kind: z.enum(['goal', 'limit']),
  complete: z.boolean(),
});
export type NutrientDayItem = z.infer<typeof NutrientDayItemSchema>;

/** GET /api/nutrients/day: the user's local day, one item per registry nutrient. */
export const NutrientDaySchema = z.object({
  /** Local calendar date, YYYY-MM-DD. */
  date: z.string(),
  items: z.array(NutrientDayItemSchema),
  mealCount: z.number().int(),
  /** Where the targets come from (the screen shows it). */
  citation: z.string(),
  /**
   * The day's energy from ultra-processed foods (NOVA group 4, issue 35), in whole percent of the day's
   * energy, and the percent of that energy whose NOVA group is known (packaged foods with a group).
   * Absent when no food of the day has a known group.
   */
  ultraProcessed: z.object({ percent: z.number(), knownPercent: z.number() }).optional(),
});
export type NutrientDay = z.infer<typeof NutrientDaySchema>;

/** GET /api/nutrients/day?date=YYYY-MM-DD (without a date: today in the user's time zone). */
export const NutrientDayQuerySchema = z.object({
  date: calendarDate(NUTRIENT_MESSAGES.date).optional(),
});
export type NutrientDayQuery = z.infer<typeof NutrientDayQuerySchema>;

/**
 * GET /api/nutrients/summary?to=YYYY-MM-DD&days=30: the `days` local days ending on `to` (inclusive;
 * today by default).
 */
export const NutrientSummaryQuerySchema = z.object({
  to: calendarDate(NUTRIENT_MESSAGES.date).optional(),
  days: wholeParam(NUTRIENT_MESSAGES.days, NUTRIENT_SUMMARY_DAYS).optional(),
});
export type NutrientSummaryQuery = z.infer<typeof NutrientSummaryQuerySchema>;

/**
 * A period's daily average per nutrient. Days without any logged meal are left out of the average (a
 * day the user did not log is not a day they ate nothing): each item's `amount` is the sum over the
 * logged days divided by `loggedDays`, and `complete` is false when any food of those days lacks it.
 */
export const NutrientSummarySchema = z.object({
  /** First and last local dates of the period, YYYY-MM-DD, inclusive. */
  from: z.string(),
  to: z.string(),
  /** Days in the period. */
  days: z.number().int(),
  /** Days of the period with at least one logged meal: the divisor of every average. */
  loggedDays: z.number().int(),
  mealCount: z.number().int(),
  /** `amount` is the daily average over the logged days (0 when none). */
  items: z.array(NutrientDayItemSchema),
  citation: z.string(),
});
export type NutrientSummary = z.infer<typeof NutrientSummarySchema>;
