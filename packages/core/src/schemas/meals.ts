import { GLYCEMIC_SOURCES } from '../domain/glycemic';
import { MACRO_IDS, macroSchema, macrosFrom, type MacroId, type Macros, type MacroTotals } from '../domain/macros';
import { z } from './z';
import { boundedNumber, calendarDate, instant, text } from './input-rules';
import { isSlotId } from '../domain/diary-slots';
import { MEAL_TYPES, PortionSchema } from './planner';
import { DayTotalsSchema } from './history';

/** Bounds of what a saved meal may hold: far above any real meal, well inside the `real` columns. */
export const MEAL_LIMITS = {
  grams: 10_000,
  calories: 100_000,
  macroGrams: 10_000,
  glycemicIndex: 200,
  glycemicLoad: 10_000,
  text: 200,
  items: 20,
} as const;

export const MEAL_MESSAGES = {
  grams: `A quantidade de cada alimento deve estar entre 0 e 10.000 g.`,
  calories: `As calorias devem estar entre 0 e 100.000 kcal.`,
  macros: `Os macronutrientes devem estar entre 0 e 10.000 g.`,
  glycemicIndex: `O índice glicêmico deve estar entre 0 e ${MEAL_LIMITS.glycemicIndex}.`,
  glycemicLoad: `A carga glicêmica deve estar entre 0 e 10.000.`,
  giSource: 'Origem do índice glicêmico inválida.',
  foodName: `Informe o nome do alimento (até ${MEAL_LIMITS.text} caracteres).`,
  homeMeasure: `A medida caseira deve ter até ${MEAL_LIMITS.text} caracteres.`,
  consumedAt: 'Data da refeição inválida.',
  slot: 'Refeição do diário inválida.',
  date: 'Data inválida. Use o formato AAAA-MM-DD.',
  unknownFood: 'Alimento não encontrado. Calcule a refeição de novo em Planejar.',
} as const;

const macroGrams = boundedNumber({ min: 0, max: MEAL_LIMITS.macroGrams, message: MEAL_MESSAGES.macros });
const MacrosInputSchema = macroSchema(() => macroGrams);
const glycemicIndex = boundedNumber({ min: 0, max: MEAL_LIMITS.glycemicIndex, message: MEAL_MESSAGES.glycemicIndex });

/** One food of a saved meal (the calculation's portion, as the client sends it back). */
const PortionInputSchema = z.object({
  /** The item's id in the food diary (given by the server on save; a client replay may send it back). */
  id: z.uuid({ error: 'Identificador do item inválido.' }).optional(),
  foodName: text({ min: 1, max: MEAL_LIMITS.text, message: MEAL_MESSAGES.foodName }),
  grams: boundedNumber({ min: 0, max: MEAL_LIMITS.grams, message: MEAL_MESSAGES.grams }),
  calories: boundedNumber({ min: 0, max: MEAL_LIMITS.calories, message: MEAL_MESSAGES.calories }),
  homeMeasure: text({ max: MEAL_LIMITS.text, message: MEAL_MESSAGES.homeMeasure }),
  // Where the numbers come from, kept with the saved meal (issue 30).
  foodId: PortionSchema.shape.foodId,
  amountUnit: PortionSchema.shape.amountUnit,
  nutrients: PortionSchema.shape.nutrients,
  source: PortionSchema.shape.source,
  measureEstimated: PortionSchema.shape.measureEstimated,
  fiberMeasured: PortionSchema.shape.fiberMeasured,
  macros: MacrosInputSchema,
  glycemicIndex: glycemicIndex.nullable(),
  /** Where the index comes from (decision 027); optional: meals saved before it was recorded lack it. */
  giSource: z.enum(GLYCEMIC_SOURCES, { error: MEAL_MESSAGES.giSource }).optional(),
});

/** Meal consumption. The id is a client-generated UUID: saving twice never duplicates. */
export const SaveMealSchema = z.object({
  id: z.uuid({ error: 'Identificador da refeição inválido.' }),
  mealType: z.enum(MEAL_TYPES, { error: 'Tipo de refeição inválido.' }),
  portions: z
    .array(PortionInputSchema)
    .min(1, 'A refeição precisa de ao menos um alimento.')
    .max(MEAL_LIMITS.items, `A refeição pode ter no máximo ${MEAL_LIMITS.items} alimentos.`),
  totalCalories: boundedNumber({ min: 0, max: MEAL_LIMITS.calories, message: MEAL_MESSAGES.calories }),
  totalMacros: MacrosInputSchema,
  glycemicData: z.object({
    index: glycemicIndex.nullable(),
    load: boundedNumber({ min: 0, max: MEAL_LIMITS.glycemicLoad, message: MEAL_MESSAGES.glycemicLoad }).nullable(),
  }),
  /**
   * When it was eaten; defaults to now (or, with `date`, the slot's usual time of that day). With
   * `date`, a time on another local day is replaced the same way.
   */
  consumedAt: instant(MEAL_MESSAGES.consumedAt).optional(),
  /** The diary slot it was planned for (the web's "planejar" from a slot); default: the meal type's. */
  slot: z
    .string({ error: MEAL_MESSAGES.slot })
    .refine((value) => isSlotId(value), MEAL_MESSAGES.slot)
    .optional(),
  /** The user's local day it belongs to (YYYY-MM-DD; never a future day); default: the day it is eaten. */
  date: calendarDate(MEAL_MESSAGES.date).optional(),
  /** The original app sent the food list too; accepted and not stored. */
  foodItems: z
    .array(text({ max: MEAL_LIMITS.text, message: MEAL_MESSAGES.foodName }))
    .max(MEAL_LIMITS.items, `A refeição pode ter no máximo ${MEAL_LIMITS.items} alimentos.`)
    .optional(),
});
export type SaveMeal = z.infer<typeof SaveMealSchema>;

// Moving a meal to another slot or day is POST /api/diary/move (the diary's whole-meal move).
export const UpdateMealSchema = SaveMealSchema.omit({ id: true, foodItems: true, slot: true, date: true }).partial();
export type UpdateMeal = z.infer<typeof UpdateMealSchema>;

/**
 * A saved meal's portion. `foodUnresolved: true` marks a portion of a meal saved before portions
 * carried their food, whose name could not be matched to exactly one food with the stored calories:
 * its food and nutrients stay unknown, so any nutrient sum that includes it is partial.
 */
export const SavedPortionSchema = PortionSchema.extend({
  /** The diary item's id (every stored portion has one since the diary; see migration 0013). */
  id: z.string().optional(),
  foodUnresolved: z.boolean().optional(),
});

/** A saved meal's portion as stored: as the client sends it (PortionInputSchema), plus the backfill's mark. */
export type StoredPortion = z.output<typeof PortionInputSchema> &
  Pick<z.output<typeof SavedPortionSchema>, 'foodUnresolved'>;

/**
 * A saved meal answers its totals flat (`totalProtein`, … as the API always has, and as the
 * meal_consumption columns are named): the one place a macro id becomes its total's field name.
 */
export type MealTotalField = `total${Capitalize<MacroId>}`;
export const mealTotalField = (id: MacroId): MealTotalField =>
  `total${id.charAt(0).toUpperCase()}${id.slice(1)}` as MealTotalField;
export type MealMacroTotals = Record<MealTotalField, number>;

/** A meal's macros as its flat total fields. */
export const mealMacroTotals = (macros: Macros): MealMacroTotals =>
  Object.fromEntries(MACRO_IDS.map((id) => [mealTotalField(id), macros[id]])) as MealMacroTotals;

/** A meal's flat total fields as macros. */
export const macrosOfMeal = (meal: MealMacroTotals): Macros => macrosFrom((id) => meal[mealTotalField(id)]);

/** A meal's energy and macros, named as a day's totals are (a day's sum of meals). */
export const totalsOfMeal = (meal: MealMacroTotals & { totalCalories: number }): MacroTotals => ({
  calories: meal.totalCalories,
  ...macrosOfMeal(meal),
});

export const MealSchema = z.object({
  id: z.string(),
  mealType: z.enum(MEAL_TYPES),
  /**
   * The diary slot it belongs to (breakfast, morning_snack, … or the person's own custom-<n>); absent
   * in a meal kept by the browser before the diary (offline cache, a pending save): its meal type's.
   */
  slot: z.string().optional(),
  totalCalories: z.number(),
  ...(Object.fromEntries(MACRO_IDS.map((id) => [mealTotalField(id), z.number()])) as Record<
    MealTotalField,
    z.ZodNumber
  >),
  glycemicIndex: z.number().nullable(),
  glycemicLoad: z.number().nullable(),
  portions: z.array(SavedPortionSchema),
  consumedAt: z.string(),
});
export type Meal = z.infer<typeof MealSchema>;

export const MealListSchema = z.object({
  meals: z.array(MealSchema),
  /** The plan's history limit (free plan sees the newest 5); null = unlimited. */
  limit: z.number().int().nullable(),
  /** More rows follow this page (ask again with the last meal as before/beforeId). */
  hasMore: z.boolean(),
  /**
   * Whole-day totals of the local days this page shows (free plan: of its visible meals only),
   * newest day first.
   */
  days: z.array(DayTotalsSchema),
});
export type MealList = z.infer<typeof MealListSchema>;
