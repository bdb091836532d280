import { round1, round2 } from '@prato/core/domain/rounding';
import { dailyCalorieGoal } from '@prato/core/domain/energy';
import { DEFAULT_SNACK_QUANTITY } from '@prato/core/schemas/health-form';
import { TARGET_MACRO_SPLIT } from '@prato/core/domain/meal-analysis';
import { createHash, randomUUID } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import type { FoodRecord } from '@prato/core/data/food-types';
import { isRecipeFoodId } from '@prato/core/domain/catalog-ids';
import { DEFAULT_SLOTS, DEFAULT_SLOT_IDS, defaultSlotLabel, mealTypeOfSlot } from '@prato/core/domain/diary-slots';
import { amountUnitField, amountUnitOf } from '@prato/core/domain/amount-unit';
import { withStoredAmountUnit } from '@prato/core/data/stored-amount-unit';
import { describeAmount, portionMeasure } from '@prato/core/domain/household-measure';
import { MACRO_IDS, macrosFrom, type Macros } from '@prato/core/domain/macros';
import { summarizePortions } from '@prato/core/domain/meal-analysis';
import { portionNutrients } from '@prato/core/domain/nutrient-summary';
import {
  roundNutrients,
  scaleNutrients,
  sumNutrients,
  unknownNutrients,
  type Nutrients,
} from '@prato/core/domain/nutrients';
import { portionFacts } from '@prato/core/domain/portion-solver';
import { findMeasure, foodMeasures, gramsOf as measureGrams, gramsPerUnit } from '@prato/core/domain/food-amount';
import { parseQuickEntry, type QuickEntryResult } from '@prato/core/domain/quick-entry';
import { MEAL_LIMIT_TEXTS } from '@prato/core/domain/plans';
import {
  DIARY_LIMITS,
  DIARY_MESSAGES,
  slotUsualTime,
  type AddDiaryItem,
  type CopyDiary,
  type CreateFavorite,
  type DiaryDay,
  type DiaryFood,
  type DiaryGoals,
  type DiaryItem,
  type DiaryItemResult,
  type DiarySlot,
  type DiarySlotDay,
  type DiarySlots,
  type DiaryTotals,
  type DiaryWriteResult,
  type FavoriteMeal,
  type FavoriteMealList,
  type LogFavorite,
  type MoveDiaryMeal,
  type RecentFoods,
  type UpdateDiaryItem,
  type UpdateDiarySlots,
} from '@prato/core/schemas/diary';
import { mealMacroTotals, type StoredPortion } from '@prato/core/schemas/meals';
import type { MealType } from '@prato/core/schemas/planner';
import type { Profile } from '@prato/core/schemas/profile';
import { WATER_FOOD_ID } from '@prato/core/data/water';
import type { FavoriteMealItem } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { conflict, forbidden, invalid, notFound } from '../../lib/domain-error';
import { localDay, localDayOf, safeTimeZone, shiftDate } from '../../lib/local-day';
import { DAILY_LIMIT_CODE } from '../../lib/quota';
import type { Caller } from '../../lib/caller';
import type { FoodCatalogService, UserFoodCatalog } from '../foods/food-catalog';
import type { ProfileService } from '../profile/profile.service';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service';
import type { DiaryMealRow, DiaryRepo, DiaryWrites, NewDiaryMealRow } from './diary.repo';
import type { Written } from '../../lib/written';

/** A diary item as stored: a saved meal's portion, with the household measure it was entered in. */
export type DiaryPortion = StoredPortion & {
  measureUnit?: { label: string; grams: number };
  /** The measure the person chose and how many ("2 conchas"); absent when entered in grams. */
  measure?: { id?: string; label: string; quantity: number };
  /** A serving of a recipe logged while it had no cooked weight: its grams are its raw ingredients'. */
  servingOnly?: true;
};

export interface DiaryServiceDeps {
  repo: DiaryRepo;
  foodCatalog: Pick<FoodCatalogService, 'forUser'>;
  profileService: Pick<ProfileService, 'timezoneOf' | 'get'>;
  subscriptionsService: Pick<SubscriptionsService, 'effectivePlanOf'>;
  /** Announces a change of the user's diary to their other tabs (live events). */
  publish?: (subjectId: string) => Promise<void>;
  now?: Clock;
}

const RECENT_DAYS = 60;

/** A UUID derived from a client id and a source id: a replayed copy writes the same ids again. */
function derivedId(clientId: string, sourceId: string): string {
  const hex = createHash('sha256').update(`${clientId}:${sourceId}`).digest('hex');
  // A version 5-shaped UUID (name-based) built from the hash.
  const variant = ((Number.parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

/** The local HH:MM of an instant in a zone. */
function localTimeOf(at: Date, timeZone: string): string {
  const local = new TZDate(at.getTime(), timeZone);
  return `${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}`;
}

/**
 * The instant of a local date and HH:MM in a zone, kept inside that local day (a time skipped by a DST
 * jump lands just after it, still on the chosen day).
 */
function instantOf(date: string, time: string, timeZone: string): Date {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const at = new Date(new TZDate(year, month - 1, day, hours, minutes, timeZone).getTime());
  const bounds = localDayOf(date, timeZone);
  if (at.getTime() < bounds.start.getTime()) return bounds.start;
  if (at.getTime() >= bounds.end.getTime()) return new Date(bounds.end.getTime() - 60_000);
  return at;
}

const emptyTotals = (): DiaryTotals => ({
  calories: 0,
  macros: macrosFrom(() => 0),
  nutrients: sumNutrients([]).total,
  incomplete: [],
});

/** The sum of some items: energy and macros rounded as shown, nutrients by the registry's decimals. */
function totalsOf(items: readonly DiaryItem[]): DiaryTotals {
  if (items.length === 0) return emptyTotals();
  const sum = sumNutrients(items.map((item) => item.nutrients));
  return {
    calories: round1(items.reduce((total, item) => total + item.calories, 0)),
    macros: macrosFrom((id) => round1(items.reduce((total, item) => total + item.macros[id], 0))),
    nutrients: roundNutrients(sum.total),
    incomplete: sum.incomplete,
  };
}

/** A meal row's totals columns from its portions. */
function rowTotals(portions: readonly DiaryPortion[]) {
  const summary = summarizePortions(portions);
  return {
    totalCalories: summary.totalCalories,
    ...mealMacroTotals(summary.totalMacros),
    glycemicIndex: summary.glycemicData.index,
    glycemicLoad: summary.glycemicData.load,
  };
}

/** A portion's numbers at other grams when its food is unknown (an older item): scaled from the saved ones. */
function scaledPortion(portion: DiaryPortion, grams: number): DiaryPortion {
  const factor = portion.grams > 0 ? grams / portion.grams : 0;
  const scaledMacros: Macros = macrosFrom((id) => round1(portion.macros[id] * factor));
  return {
    ...portion,
    grams,
    // The new grams in the unit the item was counted in (never the saved text of the old grams).
    homeMeasure: describeAmount(portion.measureUnit, grams, portion.amountUnit),
    calories: Math.round(portion.calories * factor),
    macros: scaledMacros,
    ...(portion.nutrients ? { nutrients: roundNutrients(scaleNutrients(portion.nutrients as Nutrients, factor)) } : {}),
  };
}

function toItem(portion: DiaryPortion, row: DiaryMealRow, timeZone: string): DiaryItem {
  const nutrients = portionNutrients(portion);
  const { amountUnit } = withStoredAmountUnit(portion);
  return {
    id: portion.id ?? '',
    mealId: row.id,
    foodId: portion.foodId ?? null,
    name: portion.foodName,
    grams: portion.grams,
    ...(amountUnit ? { amountUnit } : {}),
    measure: portion.measure
      ? {
          ...(portion.measure.id ? { id: portion.measure.id } : {}),
          label: portion.measure.label,
          quantity: portion.measure.quantity,
        }
      : null,
    ...(portion.servingOnly ? { servingOnly: true as const } : {}),
    homeMeasure: portion.homeMeasure,
    calories: portion.calories,
    macros: macrosFrom((id) => portion.macros[id]),
    nutrients,
    source: portion.source ?? null,
    time: localTimeOf(row.consumedAt, timeZone),
    origin: row.origin,
  };
}

/** The distinct food ids of some portions. */
const foodIdsOf = (portions: readonly { foodId?: number | undefined }[]): number[] => [
  ...new Set(portions.flatMap((portion) => (portion.foodId === undefined ? [] : [portion.foodId]))),
];

const itemNotFound = () => notFound('DIARY_ITEM_NOT_FOUND', DIARY_MESSAGES.itemNotFound);

/** The snack slots in the order onboarding's snack count turns them on. */
const SNACK_SLOTS_BY_COUNT = ['snack', 'morning_snack', 'supper'] as const;

export function createDiaryService({
  repo,
  foodCatalog,
  profileService,
  subscriptionsService,
  publish,
  now = () => new Date(),
}: DiaryServiceDeps) {
  const announce = async (userId: string) => {
    await publish?.(userId).catch(() => undefined);
  };

  async function zoneOf(caller: Caller): Promise<string> {
    return safeTimeZone(await profileService.timezoneOf(caller));
  }

  function refuseFuture(date: string, timeZone: string) {
    if (date > localDay(now(), timeZone).date) throw invalid('FUTURE_DATE', DIARY_MESSAGES.futureDate);
  }

  /** The goal onboarding gives a meal type (every snack slot: the snack goal); null without goals. */
  function defaultGoal(profile: Profile | null, mealType: MealType): number | null {
    if (!profile) return null;
    const value = {
      breakfast: profile.breakfastCalories,
      lunch: profile.lunchCalories,
      dinner: profile.dinnerCalories,
      snack: profile.snackCalories,
    }[mealType];
    return typeof value === 'number' && value > 0 ? value : null;
  }

  /**
   * Until the person arranges their slots, the snack slots shown are as many as the snacks onboarding
   * planned (`snackQuantity`: 1 → the afternoon snack, 2 → also the morning one, 3+ → also the supper),
   * so the day's goal (the sum of the visible slots' goals) is onboarding's daily total, as on /home.
   * A snack goal without a count is one snack, as the day's goal counts it. Without either (no
   * profile yet, or no snack goal) all six show. A hidden slot still shows when it holds items.
   */
  function hiddenByDefault(slot: string, profile: Profile | null): boolean {
    const order = SNACK_SLOTS_BY_COUNT.indexOf(slot as (typeof SNACK_SLOTS_BY_COUNT)[number]);
    const count = profile?.snackQuantity ?? (profile?.snackCalories ? DEFAULT_SNACK_QUANTITY : null);
    if (order < 0 || typeof count !== 'number') return false;
    return order >= count;
  }

  /** The person's slots in their order: their saved list, else the defaults; hidden ones included. */
  async function slotList(
    caller: Caller,
    profile: Profile | null,
    saved?: Awaited<ReturnType<DiaryRepo['slots']>>,
  ): Promise<DiarySlot[]> {
    const rows = saved ?? (await repo.slots(caller.id));
    const listed = rows.map((row) => ({
      slot: row.slot,
      label: row.label,
      hidden: row.hidden,
      goalCalories: row.goalCalories,
    }));
    // A default slot missing from a saved list (never the case through PUT) still shows, after it.
    const missing = DEFAULT_SLOTS.filter((entry) => !rows.some((row) => row.slot === entry.slot)).map((entry) => ({
      slot: entry.slot as string,
      label: entry.label as string,
      hidden: hiddenByDefault(entry.slot, profile),
      goalCalories: null,
    }));
    return [...listed, ...missing].map((entry) => {
      const mealType = mealTypeOfSlot(entry.slot);
      return { ...entry, mealType, defaultGoalCalories: defaultGoal(profile, mealType) };
    });
  }

  async function profileOf(caller: Caller): Promise<Profile | null> {
    try {
      return await profileService.get(caller);
    } catch {
      return null;
    }
  }

  /** A slot id the person may write into: a default one, or one they added. */
  async function requireSlot(caller: Caller, slot: string): Promise<void> {
    if ((DEFAULT_SLOT_IDS as readonly string[]).includes(slot)) return;
    const rows = await repo.slots(caller.id);
    if (!rows.some((row) => row.slot === slot)) throw invalid('UNKNOWN_SLOT', DIARY_MESSAGES.unknownSlot);
  }

  function resolveFood(catalog: UserFoodCatalog, food: number | string): FoodRecord {
    const found = typeof food === 'number' ? catalog.byId(food) : catalog.byName(food);
    if (!found) throw invalid('UNKNOWN_FOOD', DIARY_MESSAGES.unknownFood);
    // A food whose energy or macronutrients are unknown (not plannable) would count as 0 kcal.
    if (!found.plannable) throw invalid('UNMEASURED_FOOD', DIARY_MESSAGES.unmeasuredFood);
    // A recipe's water (decision 058) is the hydration screen's, never a food of the diary.
    if (found.id === WATER_FOOD_ID) throw invalid('WATER', DIARY_MESSAGES.water);
    return found;
  }

  /** Grams of the amount sent: grams, or a measure of the food and how many. */
  function gramsOf(
    food: FoodRecord,
    amount: { grams?: number | undefined; measure?: string | undefined; quantity?: number | undefined },
  ): { grams: number; measure?: DiaryPortion['measure'] } {
    // A recipe without its cooked weight has servings, not grams (FoodRecord.servingOnly).
    const byWeight =
      amount.grams !== undefined || (amount.measure !== undefined && gramsPerUnit(amount.measure) !== undefined);
    if (food.servingOnly && byWeight) throw invalid('SERVING_ONLY', DIARY_MESSAGES.servingOnly);
    if (amount.grams !== undefined) return { grams: amount.grams };
    if (amount.measure === undefined || amount.quantity === undefined)
      throw invalid('INVALID_AMOUNT', DIARY_MESSAGES.amount);
    const grams = measureGrams(food, amount.measure, amount.quantity);
    if (grams === undefined || !(grams > 0)) throw invalid('UNKNOWN_MEASURE', DIARY_MESSAGES.unknownMeasure);
    if (grams > DIARY_LIMITS.grams) throw invalid('INVALID_AMOUNT', DIARY_MESSAGES.grams);
    // A weight or volume ("200 ml", "0,5 kg") is an amount in grams, not a household measure.
    if (gramsPerUnit(amount.measure) !== undefined) return { grams };
    const known = findMeasure(food, amount.measure);
    return {
      grams,
      measure: known
        ? { id: known.id, label: known.label, quantity: amount.quantity }
        : { label: amount.measure, quantity: amount.quantity },
    };
  }

  /** A diary item of a catalogue food: the server computes every number (as a saved meal's derive does). */
  function portionOf(id: string, food: FoodRecord, grams: number, measure?: DiaryPortion['measure']): DiaryPortion {
    const facts = portionFacts(food, grams);
    return {
      id,
      foodName: food.name,
      grams,
      ...portionMeasure(food, grams),
      ...facts,
      ...(measure ? { measure } : {}),
      ...(food.servingOnly ? { servingOnly: true } : {}),
    } as DiaryPortion;
  }

  /** The local time a new diary meal of (date, slot) gets. */
  function timeFor(date: string, slot: string, time: string | undefined, timeZone: string): Date {
    if (time !== undefined) return instantOf(date, time, timeZone);
    const today = localDay(now(), timeZone);
    if (date === today.date) return now();
    return instantOf(date, slotUsualTime(slot), timeZone);
  }

  function newRow(
    userId: string,
    id: string,
    date: string,
    slot: string,
    consumedAt: Date,
    portions: DiaryPortion[],
  ): NewDiaryMealRow {
    const at = now();
    return {
      id,
      userId,
      mealType: mealTypeOfSlot(slot),
      slot,
      localDate: date,
      origin: 'diary',
      ...rowTotals(portions),
      portions,
      consumedAt,
      createdAt: at,
      updatedAt: at,
    };
  }

  const portionsOf = (row: DiaryMealRow) => row.portions as DiaryPortion[];
  const itemOf = (row: DiaryMealRow, itemId: string, timeZone: string): DiaryItemResult => {
    const portion = portionsOf(row).find((entry) => entry.id === itemId);
    if (!portion) throw itemNotFound();
    return { date: row.localDate, slot: row.slot, item: toItem(portion, row, timeZone) };
  };

  /**
   * Puts a portion into the newest diary meal of (date, slot), or a new one when there is none or it
   * is full. Returns the row written.
   */
  async function place(
    writes: DiaryWrites,
    userId: string,
    target: { date: string; slot: string; time: string | undefined },
    portion: DiaryPortion,
    timeZone: string,
  ): Promise<DiaryMealRow> {
    const existing = await writes.newestDiaryRow(target.date, target.slot);
    if (existing && existing.portions.length < DIARY_LIMITS.itemsPerMeal) {
      const portions = [...portionsOf(existing), portion];
      return writes.update(existing.id, {
        portions,
        ...rowTotals(portions),
        ...(target.time !== undefined ? { consumedAt: instantOf(target.date, target.time, timeZone) } : {}),
        updatedAt: now(),
      });
    }
    const row = newRow(
      userId,
      randomUUID(),
      target.date,
      target.slot,
      timeFor(target.date, target.slot, target.time, timeZone),
      [portion],
    );
    const inserted = await writes.insertIfAbsent(row);
    if (!inserted) throw new Error('a random meal id was taken');
    return inserted;
  }

  /** Takes a portion out of its meal: the meal is deleted when it empties, else its totals follow. */
  async function takeOut(writes: DiaryWrites, row: DiaryMealRow, itemId: string): Promise<void> {
    const portions = portionsOf(row).filter((entry) => entry.id !== itemId);
    if (portions.length === 0) await writes.remove(row.id);
    else await writes.update(row.id, { portions, ...rowTotals(portions), updatedAt: now() });
  }

  /** The free plan's limit when planned meals move to another day (as PATCH /api/meals refuses it). */
  async function checkPlannedMove(caller: Caller, writes: DiaryWrites, toDate: string, moving: number) {
    if (moving === 0) return;
    const plan = await subscriptionsService.effectivePlanOf(caller);
    const limit = plan.limits.maxMealsPerDay;
    if (limit === null) return;
    if ((await writes.plannedOn(toDate)) + moving > limit)
      throw forbidden(DAILY_LIMIT_CODE, MEAL_LIMIT_TEXTS.dailyLimit(limit));
  }

  /** Writes copies of meals into (toDate, toSlot ?? each one's slot); ids derived from the client's copy id. */
  async function writeCopies(
    caller: Caller,
    sources: readonly DiaryMealRow[],
    target: { id?: string | undefined; toDate: string; toSlot?: string | undefined; time?: string | undefined },
    timeZone: string,
  ): Promise<Written<DiaryWriteResult>> {
    const copyId = target.id;
    return repo.withUserLock(caller.id, async (writes) => {
      const written: DiaryMealRow[] = [];
      let created = false;
      for (const source of sources) {
        const rowId = copyId ? derivedId(copyId, source.id) : randomUUID();
        const slot = target.toSlot ?? source.slot;
        const portions = portionsOf(source).map((portion, index) => ({
          ...portion,
          id: copyId ? derivedId(copyId, `${source.id}:${portion.id ?? index}`) : randomUUID(),
        }));
        const time = target.time ?? localTimeOf(source.consumedAt, timeZone);
        const row = newRow(caller.id, rowId, target.toDate, slot, instantOf(target.toDate, time, timeZone), portions);
        const inserted = await writes.insertIfAbsent(row);
        if (inserted) {
          created = true;
          written.push(inserted);
          continue;
        }
        const stored = await writes.findMeal(rowId);
        if (!stored || stored.userId !== caller.id) throw conflict('COPY_ID_TAKEN', DIARY_MESSAGES.copyIdTaken);
        written.push(stored);
      }
      return {
        created,
        value: {
          items: written.flatMap((row) =>
            portionsOf(row).map((portion) => ({
              date: row.localDate,
              slot: row.slot,
              item: toItem(portion, row, timeZone),
            })),
          ),
        },
      };
    });
  }

  /**
   * A favourite item's grams now: its saved count of a measure in what the measure weighs now (a
   * recipe's "porção" after its servings changed, a food of the person's after its serving was
   * corrected), else the grams saved. The list shows and the log writes the same amount.
   */
  function favoriteItemGrams(food: FoodRecord | undefined, item: FavoriteMealItem): number {
    if (!food || item.measure === undefined || item.quantity === undefined || !findMeasure(food, item.measure))
      return item.grams;
    const weighs = measureGrams(food, item.measure, item.quantity);
    return weighs !== undefined && weighs > 0 && weighs <= DIARY_LIMITS.grams ? weighs : item.grams;
  }

  /**
   * The grams of a food's last item, to start the next one with: servings of a recipe logged before its
   * cooked weight was given weigh what those servings weigh now (their stored grams were its raw
   * ingredients').
   */
  function lastGramsOf(portion: DiaryPortion, food: FoodRecord): number {
    if (!portion.servingOnly || food.servingOnly || !portion.measure) return portion.grams;
    const { id, label, quantity } = portion.measure;
    return measureGrams(food, id ?? label, quantity) ?? portion.grams;
  }

  /**
   * A favourite's item kept in grams (or a measure it no longer has) of a recipe that has lost its cooked
   * weight since (servingOnly): those grams are no longer the dish's, and no serving count was kept.
   */
  const weightless = (food: FoodRecord | undefined, item: FavoriteMealItem) =>
    food?.servingOnly === true && !(item.measure !== undefined && findMeasure(food, item.measure));

  function favoriteOf(
    row: { id: string; name: string; slot: string; items: FavoriteMealItem[]; createdAt: Date },
    catalog: UserFoodCatalog,
  ): FavoriteMeal {
    const foods = row.items.map((item) => catalog.byId(item.foodId));
    const grams = row.items.map((item, index) => favoriteItemGrams(foods[index], item));
    const calories = foods.every(
      (food, index): food is FoodRecord => food !== undefined && !weightless(food, row.items[index]!),
    )
      ? foods.reduce((total, food, index) => total + portionFacts(food, grams[index]!).calories, 0)
      : null;
    return {
      id: row.id,
      name: row.name,
      slot: row.slot,
      items: row.items.map((item, index) => {
        // Stored by its id ("concha-media-cheia"); answered, as a diary item's, by its label.
        const known = foods[index];
        const label = item.measure !== undefined && known ? findMeasure(known, item.measure)?.label : undefined;
        return {
          foodId: item.foodId,
          name: item.name,
          grams: grams[index]!,
          ...(known ? amountUnitField(amountUnitOf(known)) : {}),
          ...(item.measure !== undefined ? { measure: label ?? item.measure } : {}),
          ...(item.quantity !== undefined ? { quantity: item.quantity } : {}),
          ...(known?.servingOnly ? { servingOnly: true as const } : {}),
        };
      }),
      calories: calories === null ? null : Math.round(calories),
      createdAt: row.createdAt.toISOString(),
    };
  }

  return {
    /**
     * A local day of the diary: every visible slot in the person's order (empty ones too), then any slot
     * holding items that is hidden or no longer kept, so nothing eaten disappears.
     */
    async day(caller: Caller, date: string | undefined): Promise<DiaryDay> {
      const timeZone = await zoneOf(caller);
      const today = localDay(now(), timeZone).date;
      const day = date ?? today;
      // One round trip each, side by side: the day's meals, the profile (goals) and the saved slots.
      const [rows, profile, saved] = await Promise.all([
        repo.dayRows(caller.id, day),
        profileOf(caller),
        repo.slots(caller.id),
      ]);
      const slots = await slotList(caller, profile, saved);
      const bySlot = new Map<string, DiaryItem[]>();
      for (const row of rows) {
        const items = bySlot.get(row.slot) ?? [];
        for (const portion of portionsOf(row)) items.push(toItem(portion, row, timeZone));
        bySlot.set(row.slot, items);
      }
      const slotDay = (slot: string, label: string, goalCalories: number | null): DiarySlotDay => {
        const items = bySlot.get(slot) ?? [];
        return { slot, label, mealType: mealTypeOfSlot(slot), goalCalories, items, totals: totalsOf(items) };
      };
      const shown = slots
        .filter((slot) => !slot.hidden || bySlot.has(slot.slot))
        .map((slot) => slotDay(slot.slot, slot.label, slot.goalCalories ?? slot.defaultGoalCalories));
      const orphans = [...bySlot.keys()]
        .filter((slot) => !slots.some((entry) => entry.slot === slot))
        .map((slot) => slotDay(slot, defaultSlotLabel(slot), null));
      const all = [...shown, ...orphans];
      // Until the person arranges their slots, the day's goal is onboarding's daily total, as on /home
      // (breakfast + lunch + dinner + snack × the number of snacks, even beyond the three snack slots).
      // Then it is the goal of the slots they keep visible (a hidden slot that holds items shows, without
      // adding its goal: eating a supper one did not plan does not raise the day's goal).
      const visible = slots.filter((slot) => !slot.hidden);
      const goalsTotal = !profile
        ? null
        : saved.length === 0
          ? dailyCalorieGoal(profile)
          : visible.reduce((total, slot) => total + (slot.goalCalories ?? slot.defaultGoalCalories ?? 0), 0);
      const calories = goalsTotal !== null && goalsTotal > 0 ? goalsTotal : null;
      // Onboarding sets calorie goals (per meal); the macro goals are the app's split of them (40 %
      // carbohydrates, 30 % protein, 30 % fat, as the planner and the day's nutrient targets use).
      const macroGoal = (share: number, kcalPerGram: number) =>
        calories === null ? null : Math.round((calories * share) / kcalPerGram);
      const goals: DiaryGoals = {
        calories,
        protein: macroGoal(TARGET_MACRO_SPLIT.protein, 4),
        carbs: macroGoal(TARGET_MACRO_SPLIT.carbs, 4),
        fat: macroGoal(TARGET_MACRO_SPLIT.fat, 9),
      };
      return { date: day, today, slots: all, totals: totalsOf(all.flatMap((slot) => slot.items)), goals };
    },

    /**
     * Adds an item to the newest diary meal of the day's slot (or a new one). Exactly once by the
     * client's id: a replay answers the stored item (created false); another user's id is refused.
     */
    async addItem(caller: Caller, input: AddDiaryItem): Promise<Written<DiaryItemResult>> {
      const timeZone = await zoneOf(caller);
      refuseFuture(input.date, timeZone);
      // Packaged foods join the catalogue only when named (by id or by name).
      const catalog = await foodCatalog.forUser(
        caller.id,
        typeof input.food === 'number' ? { ids: [input.food] } : { names: [input.food] },
      );
      await requireSlot(caller, input.slot);
      const food = resolveFood(catalog, input.food);
      const amount = gramsOf(food, input);
      const itemId = input.id ?? randomUUID();
      const outcome = await repo.withUserLock(caller.id, async (writes) => {
        if (input.id) {
          // One look-up of the id among every user's items: the user's own is a replay, another's a conflict.
          const stored = await writes.anyRowOfItem(input.id);
          if (stored && stored.userId !== caller.id) throw conflict('DIARY_ITEM_ID_TAKEN', DIARY_MESSAGES.itemIdTaken);
          if (stored) return { created: false, value: itemOf(stored, input.id, timeZone) };
        }
        const portion = portionOf(itemId, food, amount.grams, amount.measure);
        const row = await place(
          writes,
          caller.id,
          { date: input.date, slot: input.slot, time: input.time },
          portion,
          timeZone,
        );
        return { created: true, value: itemOf(row, itemId, timeZone) };
      });
      if (outcome.created) await announce(caller.id);
      return outcome;
    },

    /**
     * Changes an item: its amount, its food, its slot, day or time. A new slot or day moves it into that
     * (date, slot)'s diary meal (the meal it leaves is deleted when empty); a time sets its meal's time.
     * The same change sent again leaves everything as it is.
     */
    async updateItem(caller: Caller, itemId: string, input: UpdateDiaryItem): Promise<DiaryItemResult> {
      const timeZone = await zoneOf(caller);
      if (input.date !== undefined) refuseFuture(input.date, timeZone);
      if (input.slot !== undefined) await requireSlot(caller, input.slot);
      const changesFood = input.food !== undefined;
      const changesAmount = input.grams !== undefined || input.measure !== undefined;
      // The item's current food is read first, so the catalogue loads the packaged foods involved.
      const before = changesFood || changesAmount ? await repo.reads(caller.id).rowOfItem(itemId) : null;
      const currentFoodId = before ? portionsOf(before).find((entry) => entry.id === itemId)?.foodId : undefined;
      const catalog =
        changesFood || changesAmount
          ? await foodCatalog.forUser(caller.id, {
              ids: [
                ...(currentFoodId !== undefined ? [currentFoodId] : []),
                ...(typeof input.food === 'number' ? [input.food] : []),
              ],
              ...(typeof input.food === 'string' ? { names: [input.food] } : {}),
            })
          : null;
      const result = await repo.withUserLock(caller.id, async (writes) => {
        // The meal read before, again by its id (one row), unless the item left it meanwhile.
        const again = before ? await writes.findMeal(before.id) : null;
        const holds = again?.userId === caller.id && portionsOf(again).some((entry) => entry.id === itemId);
        const row = holds ? again : await writes.rowOfItem(itemId);
        if (!row) throw itemNotFound();
        const current = portionsOf(row).find((entry) => entry.id === itemId);
        if (!current) throw itemNotFound();
        let portion: DiaryPortion = current;
        if (catalog) {
          const knownFood = current.foodId !== undefined ? catalog.byId(current.foodId) : undefined;
          const food = input.food !== undefined ? resolveFood(catalog, input.food) : knownFood;
          if (food) {
            let amount: { grams: number; measure?: DiaryPortion['measure'] };
            if (changesAmount) amount = gramsOf(food, input);
            else if (current.measure && food !== knownFood) {
              // The same measure of the new food when it has it, else the same grams.
              const measure = findMeasure(food, current.measure.id ?? current.measure.label);
              amount = measure
                ? {
                    grams: round1(measure.grams * current.measure.quantity),
                    measure: { id: measure.id, label: measure.label, quantity: current.measure.quantity },
                  }
                : { grams: current.grams };
            } else amount = { grams: current.grams, ...(current.measure ? { measure: current.measure } : {}) };
            // Grams of another food are no servings of a recipe without its cooked weight.
            if (food.servingOnly && !amount.measure) throw invalid('SERVING_ONLY', DIARY_MESSAGES.servingOnly);
            portion = portionOf(itemId, food, amount.grams, amount.measure);
          } else if (current.servingOnly) {
            // Its recipe is gone: servings without a weight cannot be turned into grams.
            throw invalid('SERVING_GONE', DIARY_MESSAGES.servingGone);
          } else if (input.grams !== undefined) {
            // An older item whose food is unknown: its saved numbers, scaled to the new grams.
            const { measure: _measure, ...rest } = current;
            portion = scaledPortion(rest, input.grams);
          } else {
            throw invalid('UNKNOWN_FOOD', DIARY_MESSAGES.unknownFood);
          }
        }
        const date = input.date ?? row.localDate;
        const slot = input.slot ?? row.slot;
        if (date === row.localDate && slot === row.slot) {
          const portions = portionsOf(row).map((entry) => (entry.id === itemId ? portion : entry));
          const written = await writes.update(row.id, {
            portions,
            ...rowTotals(portions),
            ...(input.time !== undefined ? { consumedAt: instantOf(date, input.time, timeZone) } : {}),
            updatedAt: now(),
          });
          return itemOf(written, itemId, timeZone);
        }
        await takeOut(writes, row, itemId);
        const written = await place(writes, caller.id, { date, slot, time: input.time }, portion, timeZone);
        return itemOf(written, itemId, timeZone);
      });
      await announce(caller.id);
      return result;
    },

    async removeItem(caller: Caller, itemId: string): Promise<void> {
      await repo.withUserLock(caller.id, async (writes) => {
        const row = await writes.rowOfItem(itemId);
        if (!row) throw itemNotFound();
        await takeOut(writes, row, itemId);
      });
      await announce(caller.id);
    },

    /**
     * Moves every meal of a day's slot to another day, slot and/or time (each keeps its own local time
     * unless one is given). A replay finds the slot empty and answers what the target holds.
     */
    async moveMeal(caller: Caller, input: MoveDiaryMeal): Promise<DiaryWriteResult> {
      const timeZone = await zoneOf(caller);
      const toDate = input.toDate ?? input.fromDate;
      const toSlot = input.toSlot ?? input.slot;
      refuseFuture(toDate, timeZone);
      await requireSlot(caller, toSlot);
      const result = await repo.withUserLock(caller.id, async (writes) => {
        const rows = await writes.dayRows(input.fromDate, input.slot);
        const toResult = (written: DiaryMealRow[]): DiaryWriteResult => ({
          items: written.flatMap((row) =>
            portionsOf(row).map((portion) => ({
              date: row.localDate,
              slot: row.slot,
              item: toItem(portion, row, timeZone),
            })),
          ),
        });
        if (rows.length === 0) {
          const there = await writes.dayRows(toDate, toSlot);
          if (there.length === 0) throw notFound('DIARY_SLOT_EMPTY', DIARY_MESSAGES.slotEmpty);
          return toResult(there);
        }
        if (toDate !== input.fromDate)
          await checkPlannedMove(caller, writes, toDate, rows.filter((row) => row.origin === 'planner').length);
        const written: DiaryMealRow[] = [];
        for (const row of rows) {
          const time = input.time ?? localTimeOf(row.consumedAt, timeZone);
          written.push(
            await writes.update(row.id, {
              slot: toSlot,
              mealType: mealTypeOfSlot(toSlot),
              localDate: toDate,
              consumedAt: instantOf(toDate, time, timeZone),
              updatedAt: now(),
            }),
          );
        }
        return toResult(written);
      });
      await announce(caller.id);
      return result;
    },

    /**
     * Copies a whole day, one slot of it, or one meal into `toDate` as diary meals (free: never the
     * planner's quota). With the client's copy id, the copy happens once: a replay answers the same items.
     */
    async copy(caller: Caller, input: CopyDiary): Promise<Written<DiaryWriteResult>> {
      const timeZone = await zoneOf(caller);
      refuseFuture(input.toDate, timeZone);
      if (input.toSlot !== undefined) await requireSlot(caller, input.toSlot);
      let sources: DiaryMealRow[];
      const reads = repo.reads(caller.id);
      if (input.mealId !== undefined) {
        const [meal] = await repo.mealsByIds(caller.id, [input.mealId]);
        if (!meal) throw notFound('MEAL_NOT_FOUND', DIARY_MESSAGES.mealNotFound);
        sources = [meal];
      } else {
        sources = await reads.dayRows(input.fromDate!, input.slot);
      }
      if (sources.length === 0) throw notFound('NOTHING_TO_COPY', DIARY_MESSAGES.nothingToCopy);
      const outcome = await writeCopies(caller, sources, input, timeZone);
      if (outcome.created) await announce(caller.id);
      return outcome;
    },

    async favorites(caller: Caller): Promise<FavoriteMealList> {
      const rows = await repo.favorites(caller.id);
      const catalog = await foodCatalog.forUser(caller.id, {
        ids: [...new Set(rows.flatMap((row) => row.items.map((item) => item.foodId)))],
      });
      return { favorites: rows.map((row) => favoriteOf(row, catalog)) };
    },

    /** Saves a day's slot or a meal as a favourite (items of a known food only). Exactly once by id. */
    async createFavorite(caller: Caller, input: CreateFavorite): Promise<Written<FavoriteMeal>> {
      const reads = repo.reads(caller.id);
      // The source is read first: the catalogue then loads the packaged foods it names (by id).
      let rows: DiaryMealRow[];
      if (input.mealId !== undefined) {
        const meal = await reads.findMeal(input.mealId);
        rows = meal && meal.userId === caller.id ? [meal] : [];
        if (rows.length === 0 && !input.id) throw notFound('MEAL_NOT_FOUND', DIARY_MESSAGES.mealNotFound);
      } else rows = await reads.dayRows(input.date!, input.slot);
      const catalog = await foodCatalog.forUser(caller.id, { ids: foodIdsOf(rows.flatMap(portionsOf)) });
      const outcome = await repo.withUserLock(caller.id, async (writes) => {
        if (input.id) {
          const stored = await writes.findFavorite(input.id);
          if (stored) {
            if (stored.userId !== caller.id) throw conflict('FAVORITE_ID_TAKEN', DIARY_MESSAGES.itemIdTaken);
            return { created: false, value: favoriteOf(stored, catalog) };
          }
        }
        if (input.mealId !== undefined && rows.length === 0)
          throw notFound('MEAL_NOT_FOUND', DIARY_MESSAGES.mealNotFound);
        const items: FavoriteMealItem[] = rows.flatMap((row) =>
          portionsOf(row)
            .filter((portion) => portion.foodId !== undefined && catalog.byId(portion.foodId))
            .map((portion) => ({
              foodId: portion.foodId!,
              name: portion.foodName,
              grams: portion.grams,
              ...(portion.measure ? { measure: portion.measure.id ?? portion.measure.label } : {}),
              ...(portion.measure ? { quantity: portion.measure.quantity } : {}),
            })),
        );
        if (items.length === 0) throw invalid('FAVORITE_EMPTY', DIARY_MESSAGES.favoriteEmpty);
        if ((await writes.countFavorites()) >= DIARY_LIMITS.favorites)
          throw invalid('FAVORITES_LIMIT', DIARY_MESSAGES.favoritesLimit);
        const inserted = await writes.insertFavorite({
          id: input.id ?? randomUUID(),
          userId: caller.id,
          name: input.name,
          slot: input.slot ?? rows[0]?.slot ?? 'lunch',
          items: items.slice(0, DIARY_LIMITS.itemsPerMeal),
          createdAt: now(),
        });
        if (!inserted) throw conflict('FAVORITE_ID_TAKEN', DIARY_MESSAGES.itemIdTaken);
        return { created: true, value: favoriteOf(inserted, catalog) };
      });
      if (outcome.created) await announce(caller.id);
      return outcome;
    },

    async deleteFavorite(caller: Caller, id: string): Promise<void> {
      if (!(await repo.deleteFavorite(caller.id, id)))
        throw notFound('FAVORITE_NOT_FOUND', DIARY_MESSAGES.favoriteNotFound);
      await announce(caller.id);
    },

    /**
     * Logs a favourite into a day's slot as a new diary meal, its numbers computed from the catalogue now.
     * With the client's id (the new meal's), a replay answers the same items.
     */
    async logFavorite(caller: Caller, favoriteId: string, input: LogFavorite): Promise<Written<DiaryWriteResult>> {
      const timeZone = await zoneOf(caller);
      refuseFuture(input.date, timeZone);
      await requireSlot(caller, input.slot);
      const favorite = await repo.findFavorite(caller.id, favoriteId);
      if (!favorite) throw notFound('FAVORITE_NOT_FOUND', DIARY_MESSAGES.favoriteNotFound);
      const catalog = await foodCatalog.forUser(caller.id, { ids: favorite.items.map((item) => item.foodId) });
      // A food deleted since (one of "Meus alimentos", a recipe, or a recipe that lost an ingredient and
      // can no longer be computed): the meal would be logged short of it.
      const gone = favorite.items.filter((item) => !catalog.byId(item.foodId));
      const recipe = gone.find((item) => isRecipeFoodId(item.foodId));
      if (recipe) throw conflict('FAVORITE_FOOD_GONE', DIARY_MESSAGES.favoriteRecipeUnusable(recipe.name));
      if (gone.length > 0)
        throw conflict('FAVORITE_FOOD_GONE', DIARY_MESSAGES.favoriteFoodGone(gone.map((item) => item.name)));
      const weighed = favorite.items.find((item) => weightless(catalog.byId(item.foodId), item));
      if (weighed) throw conflict('FAVORITE_WEIGHTLESS', DIARY_MESSAGES.favoriteRecipeWeightless(weighed.name));
      const rowId = input.id ?? randomUUID();
      const portions = favorite.items.map((item, index) => {
        const food = catalog.byId(item.foodId) as FoodRecord;
        const found = item.measure !== undefined ? findMeasure(food, item.measure) : undefined;
        const measure =
          item.measure !== undefined && item.quantity !== undefined
            ? { id: item.measure, label: found?.label ?? item.measure, quantity: item.quantity }
            : undefined;
        return portionOf(derivedId(rowId, `${favoriteId}:${index}`), food, favoriteItemGrams(food, item), measure);
      });
      if (portions.length === 0) throw invalid('FAVORITE_EMPTY', DIARY_MESSAGES.favoriteEmpty);
      const outcome = await repo.withUserLock(caller.id, async (writes) => {
        const row = newRow(
          caller.id,
          rowId,
          input.date,
          input.slot,
          timeFor(input.date, input.slot, input.time, timeZone),
          portions,
        );
        const inserted = await writes.insertIfAbsent(row);
        const written = inserted ?? (await writes.findMeal(rowId));
        if (!written || written.userId !== caller.id) throw conflict('MEAL_ID_TAKEN', DIARY_MESSAGES.copyIdTaken);
        return {
          created: inserted !== null,
          value: {
            items: portionsOf(written).map((portion) => ({
              date: written.localDate,
              slot: written.slot,
              item: toItem(portion, written, timeZone),
            })),
          },
        };
      });
      if (outcome.created) await announce(caller.id);
      return outcome;
    },

    async slots(caller: Caller): Promise<DiarySlots> {
      return { slots: await slotList(caller, await profileOf(caller)) };
    },

    /**
     * Replaces the person's slot list (order, names, hidden, goals). Every default slot must stay in it
     * (hidden when unused: their ids keep their meaning) and one slot at least must be visible.
     */
    async updateSlots(caller: Caller, input: UpdateDiarySlots): Promise<DiarySlots> {
      const ids = new Set(input.slots.map(({ slot }) => slot));
      if (!DEFAULT_SLOT_IDS.every((slot) => ids.has(slot)))
        throw invalid('DEFAULT_SLOT_MISSING', DIARY_MESSAGES.slotsMissingDefault);
      if (input.slots.every((slot) => slot.hidden === true))
        throw invalid('ALL_SLOTS_HIDDEN', DIARY_MESSAGES.slotsAllHidden);
      const at = now();
      await repo.withUserLock(caller.id, (writes) =>
        writes.replaceSlots(
          input.slots.map((slot, position) => ({
            slot: slot.slot,
            label: slot.label,
            position,
            hidden: slot.hidden ?? false,
            goalCalories: slot.goalCalories ?? null,
            updatedAt: at,
          })),
        ),
      );
      await announce(caller.id);
      return { slots: await slotList(caller, await profileOf(caller)) };
    },

    /** The foods of the last RECENT_DAYS local days: most frequent first, and most recent first. */
    async recentFoods(caller: Caller): Promise<RecentFoods> {
      const timeZone = await zoneOf(caller);
      const today = localDay(now(), timeZone).date;
      const rows = await repo.recentPortions(caller.id, shiftDate(today, -(RECENT_DAYS - 1)));
      const catalog = await foodCatalog.forUser(caller.id, { ids: foodIdsOf(rows.flatMap((row) => row.portions)) });
      const foods = new Map<number, RecentFoods['recent'][number] & { order: number }>();
      let order = 0;
      // Rows come newest first: the first time a food is seen is its last use.
      for (const row of rows) {
        for (const portion of [...row.portions].reverse()) {
          if (portion.foodId === undefined) continue;
          const seen = foods.get(portion.foodId);
          if (seen) {
            seen.count += 1;
            continue;
          }
          const food = catalog.byId(portion.foodId);
          if (!food) continue;
          foods.set(portion.foodId, {
            foodId: portion.foodId,
            name: food.name,
            count: 1,
            lastDate: row.localDate,
            lastGrams: lastGramsOf(portion as DiaryPortion, food),
            order: order++,
          });
        }
      }
      const all = [...foods.values()];
      const strip = ({ order: _order, ...food }: (typeof all)[number]) => food;
      return {
        frequent: [...all]
          .sort((a, b) => b.count - a.count || a.order - b.order)
          .slice(0, DIARY_LIMITS.recentFoods)
          .map(strip),
        recent: all.slice(0, DIARY_LIMITS.recentFoods).map(strip),
      };
    },

    /** A sentence parsed through the user's catalogue and household measures; nothing is saved. */
    async parse(caller: Caller, text: string): Promise<QuickEntryResult> {
      // Packaged foods whose names the sentence holds join the catalogue.
      const catalog = await foodCatalog.forUser(caller.id, { text });
      return parseQuickEntry(text, catalog);
    },

    /** A food's composition per 100 g and household measures, for numbers shown while typing. */
    async food(caller: Caller, foodId: number): Promise<DiaryFood> {
      const catalog = await foodCatalog.forUser(caller.id, { ids: [foodId] });
      const food = catalog.byId(foodId);
      // A recipe's water (decision 058) is no food of the diary.
      if (!food || food.id === WATER_FOOD_ID) throw notFound('UNKNOWN_FOOD', DIARY_MESSAGES.unknownFood);
      const facts = portionFacts(food, 100);
      const nutrients = facts.nutrients ? (facts.nutrients as Nutrients) : unknownNutrients();
      if (!facts.nutrients) {
        nutrients.energy = facts.calories;
        for (const id of MACRO_IDS) nutrients[id] = facts.macros[id];
      }
      const measures = foodMeasures(food);
      return {
        foodId: food.id,
        name: food.name,
        source: catalog.sourceOf(food),
        ...amountUnitField(amountUnitOf(food)),
        per100g: { calories: facts.calories, macros: facts.macros, nutrients },
        measures: measures.map((measure) => ({ ...measure, grams: round2(measure.grams) })),
        ...(food.servingOnly ? { servingOnly: true as const } : {}),
      };
    },
  };
}
export type DiaryService = ReturnType<typeof createDiaryService>;
