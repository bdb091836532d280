import { isSlotId } from '../domain/diary-slots';
import { NUTRIENT_IDS, NutrientsSchema } from '../domain/nutrients';
import { boundedNumber, calendarDate, text } from './input-rules';
import { MEAL_LIMITS } from './meals';
import { FOOD_SOURCES, MacrosSchema, MEAL_TYPES, PortionSchema } from './planner';
import { z } from './z';

/**
 * The food diary (issue 33): a local day's meal slots and their items. The diary is the saved meals
 * (meal_consumption): a row is one meal of a slot on a local day and its portions are the items, so
 * history, home and the export read it too. Writing in the diary is free and unlimited; only meals
 * saved from the planner count toward the free plan's daily limit.
 */

/** The live event (GET /api/events) announcing a change of the user's diary: a saved meal or an item. */
export const DIARY_LIVE_EVENT = 'diary';

export const DIARY_LIMITS = {
  /** Grams of one item (as a saved meal's portion). */
  grams: MEAL_LIMITS.grams,
  /** How many household measures one item may hold ("2 conchas"); amounts in grams are sent as grams. */
  quantity: 100,
  /** Items of one meal row (as a saved meal). */
  itemsPerMeal: MEAL_LIMITS.items,
  slotLabel: 40,
  /** Slots one person may keep (the six defaults and added ones). */
  slots: 12,
  goalCalories: 10_000,
  favoriteName: 60,
  /** Favourite meals one person may keep. */
  favorites: 100,
  parseText: 500,
  food: MEAL_LIMITS.text,
  measure: 60,
  /** The recent and frequent foods answered to the search. */
  recentFoods: 20,
} as const;

export const DIARY_MESSAGES = {
  date: 'Data inválida. Use o formato AAAA-MM-DD.',
  futureDate: 'Não é possível registrar alimentos em datas futuras.',
  slot: 'Refeição do diário inválida.',
  unknownSlot: 'Esta refeição não existe no seu diário.',
  time: 'Hora inválida. Use o formato HH:MM.',
  food: `Informe o alimento (o nome ou o identificador do catálogo, até ${MEAL_LIMITS.text} caracteres).`,
  unknownFood: 'Alimento não encontrado no catálogo. Confira o nome ou escolha um alimento da busca.',
  unmeasuredFood: 'Este alimento não tem energia e macronutrientes medidos; não é possível registrá-lo.',
  servingGone: 'A receita desta porção foi excluída: a quantidade não pode mais ser alterada.',
  servingOnly:
    'Esta receita ainda não tem o peso pronto: registre-a por porção, ou informe o peso pronto em Minhas receitas para registrar em gramas.',
  grams: 'A quantidade deve ser maior que 0 e no máximo 10.000 g (ou ml, numa bebida).',
  quantity: `O número de medidas deve ser maior que 0 e no máximo ${DIARY_LIMITS.quantity}.`,
  amount: 'Informe a quantidade em gramas ou a medida caseira e o número de medidas.',
  amountBoth: 'Informe a quantidade em gramas ou em medida caseira, não as duas.',
  measure: 'Medida caseira inválida.',
  unknownMeasure: 'Este alimento não tem essa medida caseira. Escolha outra ou informe os gramas.',
  itemId: 'Identificador do item inválido.',
  itemNotFound: 'Item do diário não encontrado.',
  itemIdTaken: 'Este identificador de item já está em uso.',
  mealId: 'Identificador da refeição inválido.',
  mealNotFound: 'Refeição não encontrada.',
  nothingToChange: 'Informe o que alterar.',
  slotEmpty: 'Não há alimentos registrados nesta refeição.',
  nothingToCopy: 'Não há alimentos para copiar nesse dia.',
  copyId: 'Identificador da cópia inválido.',
  copyIdTaken: 'Este identificador de cópia já está em uso.',
  tooManyItems: `Uma refeição pode ter no máximo ${MEAL_LIMITS.items} alimentos.`,
  favoriteId: 'Identificador da refeição favorita inválido.',
  favoriteNotFound: 'Refeição favorita não encontrada.',
  favoriteName: `Dê um nome à refeição favorita (até ${DIARY_LIMITS.favoriteName} caracteres).`,
  favoriteSource: 'Informe a refeição a salvar: o dia e a refeição do diário, ou o identificador da refeição.',
  favoriteEmpty: 'Não há alimentos para salvar como favorita.',
  favoriteRecipeUnusable: (name: string) =>
    `A receita "${name}" desta favorita foi excluída ou tem um ingrediente excluído: edite a receita, ou registre a refeição de novo e salve-a outra vez como favorita.`,
  favoriteRecipeWeightless: (name: string) =>
    `A receita "${name}" desta favorita está em gramas e não tem mais o peso pronto: informe o peso pronto em Minhas receitas, ou registre a refeição de novo por porção e salve-a outra vez como favorita.`,
  water: 'A água não entra no diário alimentar: registre-a em Hidratação.',
  favoriteFoodGone: (names: readonly string[]) =>
    `${names.length === 1 ? `O alimento "${names[0]}" desta favorita foi excluído` : `Os alimentos ${names.map((name) => `"${name}"`).join(', ')} desta favorita foram excluídos`}. Registre a refeição de novo e salve-a outra vez como favorita.`,
  favoritesLimit: `Você pode guardar no máximo ${DIARY_LIMITS.favorites} refeições favoritas.`,
  slotLabel: `O nome da refeição deve ter entre 1 e ${DIARY_LIMITS.slotLabel} caracteres.`,
  slotsList: `Envie a lista de refeições do diário (de 1 a ${DIARY_LIMITS.slots}).`,
  slotsDuplicate: 'Cada refeição pode aparecer só uma vez na lista.',
  slotsMissingDefault:
    'A lista precisa conter as refeições padrão (café da manhã, lanches, almoço, jantar e ceia); oculte as que não usa.',
  slotsAllHidden: 'Deixe ao menos uma refeição visível no diário.',
  goalCalories: `A meta de calorias da refeição deve estar entre 0 e ${DIARY_LIMITS.goalCalories} kcal.`,
  parseText: `Digite o que você comeu (até ${DIARY_LIMITS.parseText} caracteres).`,
} as const;

/** The usual local time of a slot: where a meal of an earlier day written without a time is placed. */
const SLOT_USUAL_TIMES: Readonly<Record<string, string>> = {
  breakfast: '08:00',
  morning_snack: '10:00',
  lunch: '12:30',
  snack: '16:00',
  dinner: '19:30',
  supper: '21:30',
};
/** HH:MM; an added slot: mid-afternoon. */
export const slotUsualTime = (slot: string): string => SLOT_USUAL_TIMES[slot] ?? '15:00';

const date = calendarDate(DIARY_MESSAGES.date);
/** A local time of day, HH:MM (24 h). */
const timeOfDay = z.string({ error: DIARY_MESSAGES.time }).regex(/^([01]\d|2[0-3]):[0-5]\d$/u, DIARY_MESSAGES.time);
export const DiarySlotIdSchema = z
  .string({ error: DIARY_MESSAGES.slot })
  .refine((value) => isSlotId(value), DIARY_MESSAGES.slot);
const grams = z
  .number({ error: DIARY_MESSAGES.grams })
  .gt(0, DIARY_MESSAGES.grams)
  .max(DIARY_LIMITS.grams, DIARY_MESSAGES.grams);
const quantity = z
  .number({ error: DIARY_MESSAGES.quantity })
  .gt(0, DIARY_MESSAGES.quantity)
  .max(DIARY_LIMITS.quantity, DIARY_MESSAGES.quantity);
const measure = text({ min: 1, max: DIARY_LIMITS.measure, message: DIARY_MESSAGES.measure });
/** A catalogue id (negative: the user's own food) or a name as typed. */
const food = z.union(
  [z.number().int().safe(), text({ min: 1, max: DIARY_LIMITS.food, message: DIARY_MESSAGES.food })],
  { error: DIARY_MESSAGES.food },
);

/** An amount is grams, or a household measure with how many of it — never both. */
const amountRule = <
  T extends { grams?: number | undefined; measure?: string | undefined; quantity?: number | undefined },
>(
  value: T,
  context: z.RefinementCtx,
) => {
  if (value.grams !== undefined && (value.measure !== undefined || value.quantity !== undefined)) {
    context.addIssue({ code: 'custom', message: DIARY_MESSAGES.amountBoth, path: ['grams'] });
  } else if ((value.measure === undefined) !== (value.quantity === undefined)) {
    context.addIssue({ code: 'custom', message: DIARY_MESSAGES.amount, path: ['measure'] });
  }
};

// ---------------------------------------------------------------------------------------------------
// Requests

/** GET /api/diary?date= (default: today in the profile's time zone). */
export const DiaryDayQuerySchema = z.object({ date: date.optional() });
export type DiaryDayQuery = z.infer<typeof DiaryDayQuerySchema>;

/**
 * POST /api/diary/items. `id` is the client's UUID for the item: a replay answers 200 with the stored
 * item (exactly once). The item joins the newest diary meal of that day and slot, or a new one.
 */
export const AddDiaryItemSchema = z
  .object({
    id: z.uuid({ error: DIARY_MESSAGES.itemId }).optional(),
    date,
    slot: DiarySlotIdSchema,
    /** When it was eaten (local HH:MM); default now when the date is today, else the slot's usual hour. */
    time: timeOfDay.optional(),
    food,
    grams: grams.optional(),
    /** A household measure of the food (its id from the food's measures, or a label as typed). */
    measure: measure.optional(),
    quantity: quantity.optional(),
  })
  .superRefine((value, context) => {
    amountRule(value, context);
    if (value.grams === undefined && value.measure === undefined && value.quantity === undefined) {
      context.addIssue({ code: 'custom', message: DIARY_MESSAGES.amount, path: ['grams'] });
    }
  });
export type AddDiaryItem = z.infer<typeof AddDiaryItemSchema>;

/**
 * PATCH /api/diary/items/:id: any of the amount (grams, or measure and quantity), the food, the slot,
 * the day and the time. Moving to another slot or day moves the item into that day and slot's diary
 * meal. Sending the same change again changes nothing (replays are idempotent).
 */
export const UpdateDiaryItemSchema = z
  .object({
    grams: grams.optional(),
    measure: measure.optional(),
    quantity: quantity.optional(),
    food: food.optional(),
    slot: DiarySlotIdSchema.optional(),
    date: date.optional(),
    time: timeOfDay.optional(),
  })
  .superRefine(amountRule)
  .refine((value) => Object.values(value).some((field) => field !== undefined), DIARY_MESSAGES.nothingToChange);
export type UpdateDiaryItem = z.infer<typeof UpdateDiaryItemSchema>;

export const DiaryItemParamsSchema = z.object({ id: z.uuid({ error: DIARY_MESSAGES.itemId }) });

/**
 * POST /api/diary/move: every item of a slot on a day moves to another day and/or slot (and time).
 * Moving twice to the same place changes nothing.
 */
export const MoveDiaryMealSchema = z
  .object({
    fromDate: date,
    slot: DiarySlotIdSchema,
    toDate: date.optional(),
    toSlot: DiarySlotIdSchema.optional(),
    time: timeOfDay.optional(),
  })
  .refine(
    (value) => value.toDate !== undefined || value.toSlot !== undefined || value.time !== undefined,
    DIARY_MESSAGES.nothingToChange,
  );
export type MoveDiaryMeal = z.infer<typeof MoveDiaryMealSchema>;

/**
 * POST /api/diary/copy: a whole day (no slot, no mealId), one slot of it (`slot`, optionally into
 * `toSlot`: "copiar café de ontem") or one saved meal (`mealId`: "repetir", into `toSlot` or its own
 * slot) into `toDate`. Copies get new item ids, are diary meals and never spend the planner's quota.
 * With a client `id` the copy happens exactly once: a replay with the same id answers 200 with the
 * same items (the copy's meal and item ids are derived from it).
 */
export const CopyDiarySchema = z
  .object({
    id: z.uuid({ error: DIARY_MESSAGES.copyId }).optional(),
    fromDate: date.optional(),
    toDate: date,
    slot: DiarySlotIdSchema.optional(),
    toSlot: DiarySlotIdSchema.optional(),
    mealId: z.uuid({ error: DIARY_MESSAGES.mealId }).optional(),
    time: timeOfDay.optional(),
  })
  .refine((value) => value.fromDate !== undefined || value.mealId !== undefined, {
    message: DIARY_MESSAGES.date,
    path: ['fromDate'],
  });
export type CopyDiary = z.infer<typeof CopyDiarySchema>;

/**
 * POST /api/diary/favorites: save a slot's items of a day (`date` and `slot`) or a saved meal
 * (`mealId`) under a name. `id` is the client's UUID (a replay answers 200 with the stored favourite).
 */
export const CreateFavoriteSchema = z
  .object({
    id: z.uuid({ error: DIARY_MESSAGES.favoriteId }).optional(),
    name: text({ min: 1, max: DIARY_LIMITS.favoriteName, message: DIARY_MESSAGES.favoriteName }),
    date: date.optional(),
    slot: DiarySlotIdSchema.optional(),
    mealId: z.uuid({ error: DIARY_MESSAGES.mealId }).optional(),
  })
  .refine(
    (value) => (value.mealId !== undefined) !== (value.date !== undefined && value.slot !== undefined),
    DIARY_MESSAGES.favoriteSource,
  );
export type CreateFavorite = z.infer<typeof CreateFavoriteSchema>;

export const FavoriteParamsSchema = z.object({ id: z.uuid({ error: DIARY_MESSAGES.favoriteId }) });

/**
 * POST /api/diary/favorites/:id/log: the favourite's items into a day's slot (a new diary meal).
 * With a client `id` (the new meal's id) a replay answers 200 with the same items.
 */
export const LogFavoriteSchema = z.object({
  id: z.uuid({ error: DIARY_MESSAGES.mealId }).optional(),
  date,
  slot: DiarySlotIdSchema,
  time: timeOfDay.optional(),
});
export type LogFavorite = z.infer<typeof LogFavoriteSchema>;

/** One slot as the person keeps it (PUT /api/diary/slots sends the whole ordered list). */
export const DiarySlotInputSchema = z.object({
  slot: DiarySlotIdSchema,
  label: text({ min: 1, max: DIARY_LIMITS.slotLabel, message: DIARY_MESSAGES.slotLabel }),
  hidden: z.boolean().optional(),
  /** The slot's calorie goal; null = the one onboarding computed for its meal type. */
  goalCalories: boundedNumber({ min: 0, max: DIARY_LIMITS.goalCalories, message: DIARY_MESSAGES.goalCalories })
    .nullable()
    .optional(),
});

export const UpdateDiarySlotsSchema = z.object({
  slots: z
    .array(DiarySlotInputSchema, { error: DIARY_MESSAGES.slotsList })
    .min(1, DIARY_MESSAGES.slotsList)
    .max(DIARY_LIMITS.slots, DIARY_MESSAGES.slotsList)
    .refine((slots) => new Set(slots.map(({ slot }) => slot)).size === slots.length, DIARY_MESSAGES.slotsDuplicate),
});
export type UpdateDiarySlots = z.infer<typeof UpdateDiarySlotsSchema>;

/** POST /api/diary/parse: a sentence in Portuguese; nothing is saved. */
export const ParseDiaryTextSchema = z.object({
  text: text({ min: 1, max: DIARY_LIMITS.parseText, message: DIARY_MESSAGES.parseText }),
});
export type ParseDiaryText = z.infer<typeof ParseDiaryTextSchema>;

export const DiaryFoodParamsSchema = z.object({ foodId: z.coerce.number().int().safe() });

// ---------------------------------------------------------------------------------------------------
// Responses

/** The household measure an item was entered in ("2 conchas médias"). */
export const DiaryMeasureSchema = z.object({ id: z.string().optional(), label: z.string(), quantity: z.number() });

export const DiaryItemSchema = z.object({
  /** The item's id (a saved meal portion's id). */
  id: z.string(),
  /** The meal (meal_consumption row) holding it. */
  mealId: z.string(),
  /** null: an item of a meal saved before portions carried their food (its numbers are the saved ones). */
  foodId: z.number().int().nullable(),
  name: z.string(),
  grams: z.number(),
  /** 'ml': a drink, its grams read as millilitres. Absent: grams (and items logged before it was recorded). */
  amountUnit: PortionSchema.shape.amountUnit,
  /** The measure it was entered in; null when entered in grams (or planned). */
  measure: DiaryMeasureSchema.nullable(),
  /**
   * true: a serving of a recipe logged before its cooked weight was known (FoodRecord.servingOnly): its
   * grams are its raw ingredients', so the amount shows as the servings alone.
   */
  servingOnly: z.literal(true).optional(),
  /** The food's household measure description of these grams ("1 concha média cheia"). */
  homeMeasure: z.string(),
  calories: z.number(),
  macros: MacrosSchema,
  /** Every registry nutrient; null = not measured for this food (or unknown for an older item). */
  nutrients: NutrientsSchema,
  source: z.enum(FOOD_SOURCES).nullable(),
  /** The meal's local time, HH:MM. */
  time: z.string(),
  /** How the meal was written: 'planner' (saved from a calculation) or 'diary'. */
  origin: z.enum(['planner', 'diary']),
});
export type DiaryItem = z.infer<typeof DiaryItemSchema>;

/**
 * The sum of some items: energy and macros (0 when there are none), every registry nutrient (null
 * when no item measured it) and which nutrients leave out an item without a measured value.
 */
export const DiaryTotalsSchema = z.object({
  calories: z.number(),
  macros: MacrosSchema,
  nutrients: NutrientsSchema,
  incomplete: z.array(z.enum(NUTRIENT_IDS as [string, ...string[]])),
});
export type DiaryTotals = z.infer<typeof DiaryTotalsSchema>;

export const DiarySlotDaySchema = z.object({
  slot: z.string(),
  label: z.string(),
  mealType: z.enum(MEAL_TYPES),
  goalCalories: z.number().nullable(),
  items: z.array(DiaryItemSchema),
  totals: DiaryTotalsSchema,
});
export type DiarySlotDay = z.infer<typeof DiarySlotDaySchema>;

/**
 * The day's goals: the calories onboarding gave the visible slots, and the macros as the app's
 * 40/30/30 split of them (grams); null when the person has not set them.
 */
export const DiaryGoalsSchema = z.object({
  calories: z.number().nullable(),
  protein: z.number().nullable(),
  carbs: z.number().nullable(),
  fat: z.number().nullable(),
});
export type DiaryGoals = z.infer<typeof DiaryGoalsSchema>;

/**
 * GET /api/diary: every visible slot in the person's order (empty ones too); items of a hidden slot
 * (or of a slot no longer kept) still show, after the visible slots, so nothing eaten disappears.
 */
export const DiaryDaySchema = z.object({
  date: z.string(),
  /** The user's local today (so a client can refuse future days as the server does). */
  today: z.string(),
  slots: z.array(DiarySlotDaySchema),
  totals: DiaryTotalsSchema,
  goals: DiaryGoalsSchema,
});
export type DiaryDay = z.infer<typeof DiaryDaySchema>;

/** A written item with the day it landed in (POST and PATCH answers). */
export const DiaryItemResultSchema = z.object({ date: z.string(), slot: z.string(), item: DiaryItemSchema });
export type DiaryItemResult = z.infer<typeof DiaryItemResultSchema>;

/** Copy, move and a favourite logged: the items written, with their day and slot. */
export const DiaryWriteResultSchema = z.object({ items: z.array(DiaryItemResultSchema) });
export type DiaryWriteResult = z.infer<typeof DiaryWriteResultSchema>;

export const DiarySlotSchema = z.object({
  slot: z.string(),
  label: z.string(),
  mealType: z.enum(MEAL_TYPES),
  hidden: z.boolean(),
  /** The person's own goal for the slot; null = the default one. */
  goalCalories: z.number().nullable(),
  /** The goal onboarding gives the slot's meal type (snacks: the snack goal); null without goals. */
  defaultGoalCalories: z.number().nullable(),
});
export type DiarySlot = z.infer<typeof DiarySlotSchema>;
export const DiarySlotsSchema = z.object({ slots: z.array(DiarySlotSchema) });
export type DiarySlots = z.infer<typeof DiarySlotsSchema>;

export const FavoriteItemSchema = z.object({
  foodId: z.number().int(),
  name: z.string(),
  grams: z.number(),
  amountUnit: PortionSchema.shape.amountUnit,
  measure: z.string().optional(),
  quantity: z.number().optional(),
  /** A recipe that has no cooked weight now (DiaryItemSchema.servingOnly). */
  servingOnly: z.literal(true).optional(),
});
export const FavoriteMealSchema = z.object({
  id: z.string(),
  name: z.string(),
  slot: z.string(),
  items: z.array(FavoriteItemSchema),
  /**
   * Energy of the items from the catalogue now; null when a food of it is gone (a recipe or one of "Meus
   * alimentos" deleted since): unknown, never a partial sum.
   */
  calories: z.number().nullable(),
  createdAt: z.string(),
});
export type FavoriteMeal = z.infer<typeof FavoriteMealSchema>;
export const FavoriteMealListSchema = z.object({ favorites: z.array(FavoriteMealSchema) });
export type FavoriteMealList = z.infer<typeof FavoriteMealListSchema>;

export const RecentFoodSchema = z.object({
  foodId: z.number().int(),
  name: z.string(),
  /** Items of it in the window. */
  count: z.number().int(),
  /** The local day it was last eaten. */
  lastDate: z.string(),
  /** The grams of its last item (a suggestion for the amount). */
  lastGrams: z.number(),
});
/** GET /api/diary/recent-foods: the last ~60 days' foods, most frequent first and most recent first. */
export const RecentFoodsSchema = z.object({
  frequent: z.array(RecentFoodSchema),
  recent: z.array(RecentFoodSchema),
});
export type RecentFoods = z.infer<typeof RecentFoodsSchema>;

export const ParsedItemSchema = z.object({
  /** The words of the sentence this item came from. */
  text: z.string(),
  food: z.string(),
  foodId: z.number().int(),
  amountUnit: PortionSchema.shape.amountUnit,
  grams: z.number(),
  measure: z.string().nullable(),
  quantity: z.number(),
  /** true: no amount was typed, one default unit is assumed (shown for confirmation). */
  assumed: z.boolean().optional(),
  /** A recipe without its cooked weight: counted in servings only (DiaryItemSchema.servingOnly). */
  servingOnly: z.literal(true).optional(),
});
export type ParsedItem = z.infer<typeof ParsedItemSchema>;
export const ParsedDiaryTextSchema = z.object({
  items: z.array(ParsedItemSchema),
  /** Words that matched no food (never guessed). */
  unknown: z.array(z.string()),
});
export type ParsedDiaryText = z.infer<typeof ParsedDiaryTextSchema>;

/**
 * GET /api/diary/foods/:foodId: what a client needs to show an item's numbers as the amount is typed —
 * the composition per 100 g and the food's household measures (grams of one of each).
 */
export const DiaryFoodSchema = z.object({
  foodId: z.number().int(),
  name: z.string(),
  source: z.enum(FOOD_SOURCES),
  /** 'ml': a drink, its amount typed and shown in millilitres (per100g is then per 100 ml). Absent: grams. */
  amountUnit: PortionSchema.shape.amountUnit,
  per100g: z.object({ calories: z.number(), macros: MacrosSchema, nutrients: NutrientsSchema }),
  measures: z.array(z.object({ id: z.string(), label: z.string(), grams: z.number() })),
  /**
   * A recipe without its cooked weight: logged by its serving only, never in grams (per100g is then per
   * 100 g of its raw ingredients, only good for the serving's numbers).
   */
  servingOnly: z.literal(true).optional(),
});
export type DiaryFood = z.infer<typeof DiaryFoodSchema>;
