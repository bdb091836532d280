import { WATER_FOOD_ID } from '@prato/core/data/water';
import { round1 } from '@prato/core/domain/rounding';
import { randomUUID } from 'node:crypto';
import { LIBRARY_CATALOG } from '@prato/core/data/food-catalog';
import { withStoredAmountUnit } from '@prato/core/data/stored-amount-unit';
import { summarizePortions } from '@prato/core/domain/meal-analysis';
import { portionFacts } from '@prato/core/domain/portion-solver';
import { isUserFoodRecordId } from '@prato/core/domain/user-food';
import { isProductFoodId } from '@prato/core/domain/catalog-ids';
import { roundMacroTotals, sumMacroTotals } from '@prato/core/domain/macros';
import {
  MEAL_MESSAGES,
  macrosOfMeal,
  mealMacroTotals,
  totalsOfMeal,
  type Meal,
  type MealList,
  type SaveMeal,
  type UpdateMeal,
} from '@prato/core/schemas/meals';
import {
  MEAL_HISTORY_DAYS,
  PLANNER_API_MESSAGES,
  type MealListQuery,
  type PlannerUsage,
} from '@prato/core/schemas/planner-usage';
import { invalid, notFound, conflict } from '../../lib/domain-error';
import { emptyDayTotals, type DayTotals } from '@prato/core/schemas/history';
import { historyWindow, keysetOf, pageOfVisible } from '../../lib/history-window';
import { localDateOf, localDay, localDayOf } from '../../lib/local-day';
import { DIARY_MESSAGES, slotUsualTime } from '@prato/core/schemas/diary';
import { TZDate } from '@date-fns/tz';
import { dailyUsage, mealSaveQuotaError } from '../../lib/quota';
import type { Caller } from '../../lib/caller';
import type { FoodCatalogService } from '../foods/food-catalog';
import type { ProfileService } from '../profile/profile.service';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service';
import type { MealChanges, MealRow, MealsRepo, NewMealRow } from './meals.repo';
import type { Clock } from '../../lib/clock';
import type { Written } from '../../lib/written';
import { pick } from '../../lib/pick';
import { DAY_MS } from '@prato/core/domain/timing';

/** The instant of a local date at HH:MM in a zone. */
function localDayAt(date: string, time: string, timeZone: string): Date {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(new TZDate(year, month - 1, day, hours, minutes, timeZone).getTime());
}
const isCalendarDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

export interface MealsServiceDeps {
  repo: MealsRepo;
  subscriptionsService: Pick<SubscriptionsService, 'effectivePlanOf'>;
  profileService: Pick<ProfileService, 'timezoneOf'>;
  /** Re-derives the portions that name a food; without it only library foods are known. */
  foodCatalog?: Pick<FoodCatalogService, 'forUser'>;
  now?: Clock;
}

type SavedPortions = NonNullable<UpdateMeal['portions']>;
type Totals = Required<Pick<UpdateMeal, 'totalCalories' | 'totalMacros' | 'glycemicData'>>;

function toMeal(row: MealRow): Meal {
  return {
    ...pick(row, 'id', 'mealType', 'slot', 'totalCalories', 'glycemicIndex', 'glycemicLoad'),
    portions: row.portions.map(withStoredAmountUnit),
    ...mealMacroTotals(macrosOfMeal(row)),
    consumedAt: row.consumedAt.toISOString(),
  };
}

/** Meal consumption columns from the calculation shape the client sends. */
function toChanges(input: UpdateMeal): MealChanges {
  const changes: MealChanges = {};
  if (input.mealType !== undefined) changes.mealType = input.mealType;
  if (input.portions !== undefined) changes.portions = input.portions;
  if (input.totalCalories !== undefined) changes.totalCalories = input.totalCalories;
  if (input.totalMacros !== undefined) Object.assign(changes, mealMacroTotals(input.totalMacros));
  if (input.glycemicData !== undefined) {
    changes.glycemicIndex = input.glycemicData.index;
    changes.glycemicLoad = input.glycemicData.load;
  }
  if (input.consumedAt !== undefined) changes.consumedAt = new Date(input.consumedAt);
  return changes;
}

/** Every item of a meal has its own id (the diary edits items one by one); a stored id is kept. */
const withItemIds = <T extends { id?: string }>(portions: readonly T[]): T[] =>
  portions.map((portion) => (portion.id ? portion : { ...portion, id: randomUUID() }));

/** Sums of `real` columns carry float noise (42.2 + 0 = 42.200000762…): one decimal, as shown. */
const roundTotals = (day: DayTotals): DayTotals => roundMacroTotals(day, round1);

const mealNotFound = () => notFound('MEAL_NOT_FOUND', PLANNER_API_MESSAGES.mealNotFound);

export function createMealsService({
  repo,
  subscriptionsService,
  profileService,
  foodCatalog,
  now = () => new Date(),
}: MealsServiceDeps) {
  /**
   * The server is the authority on numbers it can compute: a portion that names a food (`foodId`: the
   * library's, or the user's own when negative) gets that food's calories, macros, fibre, source,
   * glycemic index and nutrients for its grams, rounded as the planner rounds them, and the meal's totals
   * follow its portions. A portion without a food id keeps the client's numbers and has no nutrients
   * (unknown); a meal of such portions only keeps the client's totals, as before foods had ids. An id the
   * catalogue does not know (or another user's food) is refused.
   */
  async function derive(
    caller: Caller,
    portions: SavedPortions,
  ): Promise<{ portions: SavedPortions; totals?: Totals }> {
    const unknown = (portion: SavedPortions[number]) => {
      const { nutrients: _notTrusted, ...rest } = portion;
      return rest;
    };
    if (!portions.some((portion) => portion.foodId !== undefined)) return { portions: portions.map(unknown) };
    // The user's foods (and the packaged foods named) are read only when a portion names one outside the library.
    const ids = portions.flatMap((portion) => (portion.foodId === undefined ? [] : [portion.foodId]));
    const beyondLibrary = ids.some((id) => isUserFoodRecordId(id) || id < 0 || isProductFoodId(id));
    const catalog = foodCatalog && beyondLibrary ? await foodCatalog.forUser(caller.id, { ids }) : LIBRARY_CATALOG;
    const derived = portions.map((portion) => {
      if (portion.foodId === undefined) return unknown(portion);
      const food = catalog.byId(portion.foodId);
      if (!food) throw invalid('UNKNOWN_FOOD', MEAL_MESSAGES.unknownFood);
      // A food whose energy or macronutrients are unknown (not plannable) would count as 0 kcal.
      if (!food.plannable) throw invalid('UNMEASURED_FOOD', DIARY_MESSAGES.unmeasuredFood);
      // A recipe's water (decision 058) is the hydration screen's, never a meal's food.
      if (food.id === WATER_FOOD_ID) throw invalid('WATER', DIARY_MESSAGES.water);
      // A saved meal's portion is grams: a recipe without its cooked weight has none (servingOnly).
      if (food.servingOnly) throw invalid('SERVING_ONLY', DIARY_MESSAGES.servingOnly);
      const { fiberMeasured: _fiber, giSource: _gi, nutrients: _nutrients, amountUnit: _unit, ...kept } = portion;
      return { ...kept, ...portionFacts(food, portion.grams) };
    });
    const summary = summarizePortions(derived);
    return {
      portions: derived,
      totals: {
        totalCalories: summary.totalCalories,
        totalMacros: summary.totalMacros,
        glycemicData: summary.glycemicData,
      },
    };
  }

  /** Half-open [from, to) instants; a calendar date is a whole local day of the user. */
  async function period(
    caller: Caller,
    query: MealListQuery,
    timeZone: string,
  ): Promise<{ from: Date; to: Date | null }> {
    if (query.period) {
      const window = historyWindow(query.period, now(), timeZone, MEAL_HISTORY_DAYS);
      return { from: window.from ?? new Date(0), to: window.to };
    }
    const to =
      query.to === undefined
        ? null
        : isCalendarDate(query.to)
          ? localDayOf(query.to, timeZone).end
          : new Date(new Date(query.to).getTime() + 1);
    const from =
      query.from === undefined
        ? new Date((to ?? now()).getTime() - MEAL_HISTORY_DAYS * DAY_MS)
        : isCalendarDate(query.from)
          ? localDayOf(query.from, timeZone).start
          : new Date(query.from);
    if (to && from.getTime() >= to.getTime()) throw invalid('INVALID_PERIOD', PLANNER_API_MESSAGES.invalidPeriod);
    return { from, to };
  }

  /** Totals per local day of the given meals, newest day first. */
  function totalsOf(rows: readonly MealRow[]): DayTotals[] {
    const days = new Map<string, DayTotals>();
    for (const row of rows) {
      // The meal's own local day (a back-dated diary item counts on the day it was written for).
      const date = row.localDate;
      const day = days.get(date) ?? emptyDayTotals(date);
      days.set(date, { ...day, meals: day.meals + 1, ...sumMacroTotals([day, totalsOfMeal(row)]) });
    }
    return [...days.values()].sort((a, b) => b.date.localeCompare(a.date)).map(roundTotals);
  }

  /** The answer to a save whose id is stored already: the user's own meal (a replay), else 409. */
  const replayOf = (userId: string, existing: MealRow | null): Written<Meal> & { created: false } => {
    // Not found among the user's rows: the id belongs to someone else.
    if (!existing || existing.userId !== userId) throw conflict('MEAL_ID_TAKEN', PLANNER_API_MESSAGES.mealIdTaken);
    return { created: false, value: toMeal(existing) };
  };

  return {
    /**
     * Idempotent on the client's id: a retry returns the stored meal; an id of another user is refused.
     * On a plan with a daily limit (free), a new meal is refused (403) when its local day (the day it
     * is eaten, in the profile's zone) already holds `maxMealsPerDay` meals; a replay of a stored meal
     * never counts again, and a deleted meal no longer counts. The check and the insert run under the
     * user's lock, so simultaneous saves cannot pass the limit together.
     */
    async save(caller: Caller, input: SaveMeal): Promise<Written<Meal>> {
      const at = now();
      const { portions, totals } = await derive(caller, input.portions);
      const { totalCalories, totalMacros, glycemicData } = totals ?? input;
      // Read before the lock: on PGlite (one connection) a query outside the open transaction would wait for it.
      const [plan, timeZone] = await Promise.all([
        subscriptionsService.effectivePlanOf(caller),
        profileService.timezoneOf(caller),
      ]);
      // A meal planned from a diary slot fills that slot and local day (never a future day).
      if (input.date !== undefined && input.date > localDay(at, timeZone).date)
        throw invalid('FUTURE_DATE', DIARY_MESSAGES.futureDate);
      // The client's time stands unless it falls on another local day than the one planned for (the web
      // sends now with an earlier diary day): then the time a meal of that day gets without one.
      const given = input.consumedAt ? new Date(input.consumedAt) : undefined;
      const consumedAt =
        given && (input.date === undefined || localDay(given, timeZone).date === input.date)
          ? given
          : input.date !== undefined && input.date !== localDay(at, timeZone).date
            ? localDayAt(input.date, slotUsualTime(input.slot ?? input.mealType), timeZone)
            : at;
      const day = input.date !== undefined ? localDayOf(input.date, timeZone) : localDay(consumedAt, timeZone);
      const row: Required<NewMealRow> = {
        id: input.id,
        userId: caller.id,
        mealType: input.mealType,
        // A planned meal fills the slot it was planned for, else its meal type's slot, on its local day.
        slot: input.slot ?? input.mealType,
        localDate: day.date,
        origin: 'planner',
        totalCalories,
        ...mealMacroTotals(totalMacros),
        glycemicIndex: glycemicData.index,
        glycemicLoad: glycemicData.load,
        portions: withItemIds(portions),
        consumedAt,
        createdAt: at,
        updatedAt: at,
      };
      if (plan.limits.maxMealsPerDay === null) {
        const inserted = await repo.insertIfAbsent(row);
        if (inserted) return { created: true, value: toMeal(inserted) };
        return replayOf(caller.id, await repo.findOwned(caller.id, input.id));
      }
      return repo.withUserLock(caller.id, async (writes) => {
        const existing = await writes.findById(input.id);
        if (existing) return replayOf(caller.id, existing);
        const refusal = mealSaveQuotaError(plan.limits, await writes.countPlanned(day.date));
        if (refusal) throw refusal;
        const inserted = await writes.insertIfAbsent(row);
        if (inserted) return { created: true, value: toMeal(inserted) };
        // Inserted meanwhile by another user (this user's saves wait for the lock).
        return replayOf(caller.id, await writes.findOwned(input.id));
      });
    },

    /**
     * Changes one of the user's meals. On a plan with a daily limit, moving a meal to another local day
     * is refused like a new save when that day is full (else two saves a day could fill any day).
     */
    async update(caller: Caller, id: string, input: UpdateMeal): Promise<Meal> {
      const derived = input.portions ? await derive(caller, input.portions) : undefined;
      const changes = toChanges(derived ? { ...input, portions: derived.portions, ...derived.totals } : input);
      if (changes.portions) changes.portions = withItemIds(changes.portions);
      if (changes.mealType) changes.slot = changes.mealType;
      if (Object.keys(changes).length === 0) {
        const row = await repo.findOwned(caller.id, id);
        if (!row) throw mealNotFound();
        return toMeal(row);
      }
      const stamped = { ...changes, updatedAt: now() };
      const direct = async () => {
        const row = await repo.updateOwned(caller.id, id, stamped);
        if (!row) throw mealNotFound();
        return toMeal(row);
      };
      const movedTo = changes.consumedAt;
      if (movedTo === undefined) return direct();
      const [plan, timeZone] = await Promise.all([
        subscriptionsService.effectivePlanOf(caller),
        profileService.timezoneOf(caller),
      ]);
      const day = localDay(movedTo, timeZone);
      stamped.localDate = day.date;
      if (plan.limits.maxMealsPerDay === null) return direct();
      return repo.withUserLock(caller.id, async (writes) => {
        const current = await writes.findOwned(id);
        if (!current) throw mealNotFound();
        if (current.origin === 'planner' && current.localDate !== day.date) {
          const refusal = mealSaveQuotaError(plan.limits, await writes.countPlanned(day.date));
          if (refusal) throw refusal;
        }
        const row = await writes.updateOwned(id, stamped);
        if (!row) throw mealNotFound();
        return toMeal(row);
      });
    },

    async remove(caller: Caller, id: string): Promise<void> {
      if (!(await repo.deleteOwned(caller.id, id))) throw mealNotFound();
    },

    /**
     * meal_history_limited: always the caller's own meals, newest first; the free plan sees
     * only its newest historyItems of the window (and never pages past them), premium all of them.
     */
    async list(caller: Caller, query: MealListQuery): Promise<MealList> {
      const [timeZone, plan] = await Promise.all([
        profileService.timezoneOf(caller),
        subscriptionsService.effectivePlanOf(caller),
      ]);
      const { from, to } = await period(caller, query, timeZone);
      const planLimit = plan.limits.historyItems;
      const keyset = keysetOf(query);
      const pageSize = query.limit ?? null;
      if (planLimit !== null) {
        const visible = await repo.list(caller.id, from, to, planLimit);
        const page = pageOfVisible(visible, (row) => ({ at: row.consumedAt, id: row.id }), keyset, pageSize);
        return {
          meals: page.rows.map(toMeal),
          limit: planLimit,
          hasMore: page.hasMore,
          days: totalsOf(visible),
        };
      }
      const rows = await repo.list(caller.id, from, to, pageSize === null ? null : pageSize + 1, keyset);
      const hasMore = pageSize !== null && rows.length > pageSize;
      const page = hasMore ? rows.slice(0, pageSize ?? undefined) : rows;
      // Whole-day totals of the local days this page shows (not of the whole window: a year would
      // aggregate ~1,400 rows on every page).
      const dates = page.map((row) => row.localDate).sort();
      const oldest = dates[0];
      const newest = dates[dates.length - 1];
      const days = newest && oldest ? await repo.dayTotals(caller.id, oldest, newest) : [];
      return { meals: page.map(toMeal), limit: null, hasMore, days: days.map(roundTotals) };
    },

    /** Planned meals of today (the user's local day) against the plan's daily limit (the planner's usage). */
    async dailyUsage(caller: Caller): Promise<PlannerUsage> {
      const [plan, timeZone] = await Promise.all([
        subscriptionsService.effectivePlanOf(caller),
        profileService.timezoneOf(caller),
      ]);
      const today = localDay(now(), timeZone);
      return dailyUsage(plan.limits, await repo.countPlanned(caller.id, today.date));
    },

    /** The caller's newest meals (within the plan's history limit), for the home card. */
    async latest(caller: Caller, count: number): Promise<Meal[]> {
      const plan = await subscriptionsService.effectivePlanOf(caller);
      const limit = Math.min(count, plan.limits.historyItems ?? count);
      return (await repo.list(caller.id, null, null, limit)).map(toMeal);
    },

    /**
     * Totals per local day of every meal of the local days in [from, to) (the home summary and its week
     * chart): by each meal's own local day, so a back-dated diary item counts on its day.
     */
    async totalsByDay(caller: Caller, from: Date, to: Date, timeZone: string): Promise<DayTotals[]> {
      const fromDate = localDateOf(from, timeZone);
      const toDate = localDateOf(new Date(to.getTime() - 1), timeZone);
      return (await repo.dayTotals(caller.id, fromDate, toDate)).map(roundTotals);
    },
  };
}
export type MealsService = ReturnType<typeof createMealsService>;
