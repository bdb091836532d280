import { nutrientItems, nutrientItemsFromSum, portionNutrients } from '@prato/core/domain/nutrient-summary';
import { NUTRIENT_TARGETS_CITATION, targetPersonOf } from '@prato/core/domain/nutrient-targets';
import { sumNutrients } from '@prato/core/domain/nutrients';
import { ultraProcessedShare } from '@prato/core/domain/product';
import {
  NUTRIENT_SUMMARY_DAYS,
  type NutrientDay,
  type NutrientSummary,
  type NutrientSummaryQuery,
} from '@prato/core/schemas/nutrients';
import { localDateOf, localDayOf, shiftDate } from '../../lib/local-day';
import type { Caller } from '../../lib/caller';
import type { ProfileService } from '../profile/profile.service';
import type { NutrientsRepo } from './nutrients.repo';
import type { Clock } from '../../lib/clock';

export interface NutrientsServiceDeps {
  repo: NutrientsRepo;
  profileService: Pick<ProfileService, 'get' | 'timezoneOf'>;
  now?: Clock;
}

/** A day's and a period's nutrients, in the user's local days (profile time zone). */
export function createNutrientsService({ repo, profileService, now = () => new Date() }: NutrientsServiceDeps) {
  async function context(caller: Caller) {
    const [timeZone, profile] = await Promise.all([profileService.timezoneOf(caller), profileService.get(caller)]);
    return { timeZone, person: targetPersonOf(profile) };
  }

  return {
    /**
     * The local day `date` (today by default): one item per registry nutrient, each the sum of the
     * day's portions. The assistant answers "quanto de sódio comi hoje?" from this too.
     */
    async day(caller: Caller, date?: string): Promise<NutrientDay> {
      const { timeZone, person } = await context(caller);
      const day = localDayOf(date ?? localDateOf(now(), timeZone), timeZone);
      // By the meals' local day: a back-dated item counts on the day it was written for.
      const meals = await repo.mealPortionsOfDays(caller.id, day.date, day.date);
      const portions = meals.flatMap((meal) => meal.portions);
      const ultraProcessed = ultraProcessedShare(portions);
      return {
        date: day.date,
        items: nutrientItems(portions, person),
        mealCount: meals.length,
        citation: NUTRIENT_TARGETS_CITATION,
        ...(ultraProcessed ? { ultraProcessed } : {}),
      };
    },

    /**
     * The `days` local days ending on `to` (today by default): the daily average of each nutrient over
     * the days with at least one logged meal, in the same items as a day. A month is a few hundred portions:
     * read and summed here, which measured faster on PGlite than any sum in SQL over the jsonb (decision 032).
     */
    async summary(caller: Caller, query: NutrientSummaryQuery = {}): Promise<NutrientSummary> {
      const { timeZone, person } = await context(caller);
      const days = query.days ?? NUTRIENT_SUMMARY_DAYS.default;
      const to = query.to ?? localDateOf(now(), timeZone);
      const from = shiftDate(to, -(days - 1));
      const meals = await repo.mealPortionsOfDays(caller.id, from, to);
      const loggedDays = new Set(meals.map((meal) => meal.localDate)).size;
      const sum = sumNutrients(meals.flatMap((meal) => meal.portions.map(portionNutrients)));
      return {
        from,
        to,
        days,
        loggedDays,
        mealCount: meals.length,
        items: nutrientItemsFromSum(sum, person, Math.max(loggedDays, 1)),
        citation: NUTRIENT_TARGETS_CITATION,
      };
    },
  };
}
export type NutrientsService = ReturnType<typeof createNutrientsService>;
