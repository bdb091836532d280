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
 * GET /api/home: today's summary in the user's local day and the week chart. The tip of the day is
 * picked by the screen from the local date (domain/tips.ts), so it follows the device's clock.
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
});
export type HomeSummary = z.infer<typeof HomeSummarySchema>;
