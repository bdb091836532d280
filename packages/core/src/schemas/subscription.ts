import { z } from './z';
import { PLAN_IDS } from '../domain/plans';
import { SUBSCRIPTION_STATUSES } from '../domain/subscription';

/** The signed-in user's subscription with the derived state the card shows. */
export const MySubscriptionSchema = z.object({
  subscription: z
    .object({
      plan: z.enum(PLAN_IDS),
      status: z.enum(SUBSCRIPTION_STATUSES),
      currentPeriodStart: z.string().nullable(),
      currentPeriodEnd: z.string().nullable(),
    })
    .nullable(),
  effectivePlan: z.enum(PLAN_IDS),
  isPremium: z.boolean(),
  isExpired: z.boolean(),
  isExpiringSoon: z.boolean(),
  daysRemaining: z.number().int().nullable(),
  statusMessage: z.string(),
});
export type MySubscription = z.infer<typeof MySubscriptionSchema>;
