import { z } from './z';
import { MealSchema } from './meals';

/** Home: meals shown in the "latest meals" card. */
export const HOME_LATEST_MEALS = 3;
/** Days in the home chart of calories eaten, burned and the goal. */
export const HOME_CHART_DAYS = 7;

export const HomeDaySchema = z.object({
  /** Local calendar date, YYYY-MM-DD. */
  date: z.string(),
  calories: z.number(),
  burned: z.number(),
  goal: z.number(),
});
export type HomeDay = z.infer<typeof HomeDaySchema>;

/**
 * GET /api/home: today's summary in the user's local day, the week chart and the tip of `date`
 * (domain/tips.ts). The screen shows the tip of the device's local date: the server's when the dates
 * agree, otherwise it picks one from the list, which it loads only then (decision 044).
 */
export const HomeSummarySchema = z.object({
  date: z.string(),
  /** Hour of the user's local time (0–23), for the greeting. */
  localHour: z.number().int(),
  isPremium: z.boolean(),
  /** Daily calorie goal (breakfast + lunch + dinner + snack × quantity). */
  goal: z.number(),
  today: z.object({
    calories: z.number(),
    protein: z.number(),
    carbs: z.number(),
    fat: z.number(),
    meals: z.number().int(),
    activities: z.number().int(),
    burned: z.number(),
  }),
  week: z.array(HomeDaySchema),
  latestMeals: z.array(MealSchema),
  /** Text of the tip of `date`; absent from the responses the service worker kept before it existed. */
  tip: z.string().optional(),
});
export type HomeSummary = z.infer<typeof HomeSummarySchema>;
