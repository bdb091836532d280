import { z } from './z';
import { HISTORY_MESSAGES, HistoryPeriodSchema } from './history';

/** Spec §3 Hydration intake/reminder, as the history lists it. */
export const HydrationIntakeSchema = z.object({
  id: z.string(),
  amountMl: z.number().int(),
  scheduledTime: z.string(),
  actualTime: z.string().nullable(),
  completed: z.boolean(),
  snoozed: z.boolean(),
  snoozeCount: z.number().int(),
  date: z.string(),
});
export type HydrationIntake = z.infer<typeof HydrationIntakeSchema>;

/** GET /api/hydration/intakes: one page (spec §9: 50 per page) of the period, newest first. */
export const HydrationHistoryQuerySchema = z.object({
  period: HistoryPeriodSchema.optional(),
  page: z.coerce
    .number({ error: HISTORY_MESSAGES.page })
    .int(HISTORY_MESSAGES.page)
    .min(1, HISTORY_MESSAGES.page)
    .max(100_000, HISTORY_MESSAGES.page)
    .optional(),
});
export type HydrationHistoryQuery = z.infer<typeof HydrationHistoryQuerySchema>;

export const HydrationHistoryPageSchema = z.object({
  intakes: z.array(HydrationIntakeSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type HydrationHistoryPage = z.infer<typeof HydrationHistoryPageSchema>;
