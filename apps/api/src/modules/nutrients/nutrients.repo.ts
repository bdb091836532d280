import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mealsOf } from '../../db/meal-rows';
import { mealConsumption, type MealPortionRow } from '../../db/schema/meals';

/** One logged meal as the nutrient views need it: when, and its portions (each with its nutrients). */
export interface MealPortions {
  consumedAt: Date;
  portions: MealPortionRow[];
}

/** One logged meal with the local day it belongs to (chosen in the diary; back-dating allowed). */
export interface DayMealPortions extends MealPortions {
  localDate: string;
}

/**
 * Reads of the meals' portions, the one place a portion's nutrients are stored (jsonb inside
 * `meal_consumption.portions`, decision 032). Read-only: the meals module owns every write. Only the
 * two columns a sum needs are read, never the whole row; the sum itself is done in JS by the same core
 * function as a meal's (on PGlite, summing a month's jsonb in SQL measured slower: decision 032).
 */
export function createNutrientsRepo(db: Db) {
  // Every day and summary read goes through this one statement: prepared once, served by the
  // (user_id, consumed_at) index.
  const portionsStatement = db
    .select({ consumedAt: mealConsumption.consumedAt, portions: mealConsumption.portions })
    .from(mealConsumption)
    .where(
      mealsOf(sql.placeholder('userId'), {
        consumedFrom: sql.placeholder('from'),
        consumedBefore: sql.placeholder('to'),
      }),
    )
    .prepare('nutrients_meal_portions');
  // The same by local day (the diary's day, served by the (user_id, local_date) index).
  const dayPortionsStatement = db
    .select({
      consumedAt: mealConsumption.consumedAt,
      localDate: mealConsumption.localDate,
      portions: mealConsumption.portions,
    })
    .from(mealConsumption)
    .where(
      mealsOf(sql.placeholder('userId'), { fromDate: sql.placeholder('fromDate'), toDate: sql.placeholder('toDate') }),
    )
    .prepare('nutrients_day_meal_portions');
  return {
    /** The user's meals consumed in [from, to), in no particular order. */
    mealPortions(userId: string, from: Date, to: Date): Promise<MealPortions[]> {
      return portionsStatement.execute({ userId, from, to });
    },
    /** The user's meals of the local days fromDate..toDate (inclusive), in no particular order. */
    mealPortionsOfDays(userId: string, fromDate: string, toDate: string): Promise<DayMealPortions[]> {
      return dayPortionsStatement.execute({ userId, fromDate, toDate });
    },
  };
}
export type NutrientsRepo = ReturnType<typeof createNutrientsRepo>;
