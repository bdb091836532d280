import { round1 } from '@prato/core/domain/rounding';
import { CreateActivitySchema } from '@prato/core/schemas/activity';
import { HOME_LATEST_MEALS, type HomeSummary } from '@prato/core/schemas/home';
import { addMacroTotals, sumMacroTotals } from '@prato/core/domain/macros';
import { mealMacroTotals, SaveMealSchema, totalsOfMeal, type Meal } from '@prato/core/schemas/meals';
import type { QueueItem } from '@/lib/offline-queue';
import { localDateIn } from '@/lib/local-day';

export interface HomeWithPending {
  summary: HomeSummary;
  /** Ids of the latest meals that are still waiting in the offline queue. */
  pendingMealIds: Set<string>;
  pendingCount: number;
}

/**
 * Today's summary as the user sees it right after logging offline (issue 12): queued meals and
 * activities of today's local date are added to the totals and counts, and queued meals lead the
 * latest meals, until the server has them (an id already in the summary is not counted twice).
 */
export function withPending(
  summary: HomeSummary,
  meals: QueueItem[],
  activities: QueueItem[],
  timeZone: string,
): HomeWithPending {
  const known = new Set(summary.latestMeals.map((meal) => meal.id));
  const isToday = (iso: string | undefined, item: QueueItem) =>
    localDateIn(iso ? new Date(iso) : new Date(item.timestamp), timeZone) === summary.date;

  const queuedMeals: Meal[] = [];
  for (const item of meals) {
    const parsed = SaveMealSchema.safeParse(item.data);
    if (!parsed.success || known.has(parsed.data.id) || !isToday(parsed.data.consumedAt, item)) continue;
    const meal = parsed.data;
    queuedMeals.push({
      id: meal.id,
      mealType: meal.mealType,
      totalCalories: meal.totalCalories,
      ...mealMacroTotals(meal.totalMacros),
      glycemicIndex: meal.glycemicData.index,
      glycemicLoad: meal.glycemicData.load,
      portions: meal.portions.map((portion) => ({ ...portion, homeMeasure: portion.homeMeasure ?? null })),
      consumedAt: meal.consumedAt ?? new Date(item.timestamp).toISOString(),
    });
  }
  const queuedActivities = activities.flatMap((item) => {
    const parsed = CreateActivitySchema.safeParse(item.data);
    return parsed.success && isToday(parsed.data.performedAt, item) ? [parsed.data] : [];
  });

  const { today } = summary;
  const queued = sumMacroTotals(queuedMeals.map(totalsOfMeal));
  return {
    summary: {
      ...summary,
      today: {
        ...addMacroTotals(today, queued, round1),
        meals: today.meals + queuedMeals.length,
        activities: today.activities + queuedActivities.length,
        burned: today.burned + queuedActivities.reduce((total, activity) => total + (activity.caloriesBurned ?? 0), 0),
      },
      latestMeals: [...queuedMeals.reverse(), ...summary.latestMeals].slice(0, HOME_LATEST_MEALS),
    },
    pendingMealIds: new Set(queuedMeals.map((meal) => meal.id)),
    pendingCount: queuedMeals.length + queuedActivities.length,
  };
}
