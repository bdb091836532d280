import { z } from './z';
import { PLAN_BADGES, PLAN_IDS } from '../domain/plans';

/**
 * One plan as GET /api/plans serves it and the screens show it: the installation's price and label
 * (set by the operator, else the defaults) with what is derived from the prices (domain/plans.ts
 * `planOffers`): the monthly equivalent, the saving over the monthly plan and the best-value badge.
 */
export const PlanOfferSchema = z.object({
  id: z.enum(PLAN_IDS),
  label: z.string(),
  /** Price of one period in cents (0 for the free plan). */
  priceCents: z.number().int().min(0),
  billingPeriod: z.enum(['none', 'monthly', 'quarterly', 'yearly']),
  /** Months in one period (0 for the free plan). */
  billingMonths: z.number().int().min(0),
  /** Days of Premium access one payment gives (0 for the free plan). */
  periodDays: z.number().int().min(0),
  /** What one month costs on this plan, in cents, rounded half up. */
  monthlyEquivalentCents: z.number().int().min(0),
  /** Whole-percent saving over paying the monthly plan for the same months; 0 when there is none. */
  savingsPercent: z.number().int().min(0).max(100),
  /** The paid plan whose month costs least (none when two tie). */
  bestValue: z.boolean(),
  badge: z.enum(PLAN_BADGES).nullable(),
  features: z.array(z.string()),
  isPremium: z.boolean(),
});
export type PlanOffer = z.infer<typeof PlanOfferSchema>;

/** GET /api/plans: every plan, free first, then monthly, quarterly and annual. */
export const PlansResponseSchema = z.object({ plans: z.array(PlanOfferSchema) });
export type PlansResponse = z.infer<typeof PlansResponseSchema>;
