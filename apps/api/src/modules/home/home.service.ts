import { round1 } from '@prato/core/domain/rounding';
import { dailyCalorieGoal } from '@prato/core/domain/energy';
import { tipOfTheDay } from '@prato/core/domain/tips';
import { HOME_CHART_DAYS, HOME_LATEST_MEALS, type HomeSummary } from '@prato/core/schemas/home';
import { lastLocalDays, localHourOf } from '../../lib/local-day';
import type { Caller } from '../../lib/caller';
import type { ActivitiesService } from '../activities/activities.service';
import type { MealsService } from '../meals/meals.service';
import type { ProfileService } from '../profile/profile.service';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service';
import type { Clock } from '../../lib/clock';

export interface HomeServiceDeps {
  mealsService: Pick<MealsService, 'latest' | 'totalsByDay'>;
  activitiesService: Pick<ActivitiesService, 'totalsByDay'>;
  profileService: Pick<ProfileService, 'get' | 'timezoneOf'>;
  subscriptionsService: Pick<SubscriptionsService, 'effectivePlanOf'>;
  now?: Clock;
}

/** Home: everything of the user's local day, plus the last 7 days for the chart. */
export function createHomeService({
  mealsService,
  activitiesService,
  profileService,
  subscriptionsService,
  now = () => new Date(),
}: HomeServiceDeps) {
  return {
    async summary(caller: Caller): Promise<HomeSummary> {
      const at = now();
      const [timeZone, profile, plan] = await Promise.all([
        profileService.timezoneOf(caller),
        profileService.get(caller),
        subscriptionsService.effectivePlanOf(caller),
      ]);
      const days = lastLocalDays(at, timeZone, HOME_CHART_DAYS);
      const first = days[0];
      const today = days[days.length - 1];
      if (!first || !today) throw new Error('no local days');
      const [meals, activities, latestMeals] = await Promise.all([
        mealsService.totalsByDay(caller, first.start, today.end, timeZone),
        activitiesService.totalsByDay(caller, first.start, today.end, timeZone),
        mealsService.latest(caller, HOME_LATEST_MEALS),
      ]);
      const goal = dailyCalorieGoal(profile);
      const mealsOf = new Map(meals.map((day) => [day.date, day]));
      const activitiesOf = new Map(activities.map((day) => [day.date, day]));
      const todayMeals = mealsOf.get(today.date);
      const todayActivities = activitiesOf.get(today.date);
      return {
        date: today.date,
        localHour: localHourOf(at, timeZone),
        isPremium: plan.isPremium,
        goal,
        today: {
          calories: Math.round(todayMeals?.calories ?? 0),
          protein: round1(todayMeals?.protein ?? 0),
          carbs: round1(todayMeals?.carbs ?? 0),
          fat: round1(todayMeals?.fat ?? 0),
          meals: todayMeals?.meals ?? 0,
          activities: todayActivities?.activities ?? 0,
          burned: todayActivities?.burned ?? 0,
        },
        week: days.map((day) => ({
          date: day.date,
          calories: Math.round(mealsOf.get(day.date)?.calories ?? 0),
          burned: activitiesOf.get(day.date)?.burned ?? 0,
          goal,
        })),
        latestMeals,
        tip: tipOfTheDay(today.date).text,
      };
    },
  };
}
export type HomeService = ReturnType<typeof createHomeService>;
