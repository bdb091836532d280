import { GLYCEMIC_INDEX_LEVEL_IDS, GLYCEMIC_SOURCES } from '../domain/glycemic';
import { macroSchema } from '../domain/macros';
import { NutrientsSchema } from '../domain/nutrients';
import { PackagedInfoSchema } from './products';
import { z } from './z';
import { foodName, wholeIn } from './input-rules';

/** Meal consumption meal types, Planner default. */
export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type MealType = (typeof MEAL_TYPES)[number];
export const MEAL_TYPE_LABELS: Record<MealType, string> = {
  breakfast: 'Café da manhã',
  lunch: 'Almoço',
  dinner: 'Jantar',
  snack: 'Lanche',
};
export const DEFAULT_MEAL_TYPE: MealType = 'lunch';
export const DEFAULT_MEAL_TARGET_KCAL = 600;
/**
 * One calorie rule for a meal, in the form and in the API (the form resolves with
 * MealCalculationRequestSchema itself): whole kcal from 50 to 2000, the same bounds as the per-meal
 * goals of the profile, so every target the app proposes can be planned: the 60 kcal snacks of a
 * 1,200 kcal day up to the 2,000 kcal lunch of a 5,400 kcal athlete's day.
 */
export const CALORIE_TARGET_INPUT = { min: 50, max: 2000 } as const;

export const PLANNER_MESSAGES = {
  duplicateFoods: 'Há alimentos duplicados na lista',
  duplicateFood: 'Este alimento já foi adicionado',
  foodName: 'Cada alimento deve ter de 2 a 100 caracteres (letras, números, espaços e - , ( ) .).',
  foodsCount: 'Informe de 1 a 20 alimentos.',
  targetCalories: `Informe uma meta de calorias entre ${CALORIE_TARGET_INPUT.min} e ${CALORIE_TARGET_INPUT.max} kcal.`,
  mealType: 'Tipo de refeição inválido.',
  notLoggedIn: 'Você precisa estar logado para calcular refeições.',
  /** The hourly request cap, the only limit of a calculation (the daily one counts saved meals: MEAL_LIMIT_TEXTS). */
  rateLimit: 'Você atingiu o limite de 20 cálculos por hora. Por favor, tente novamente mais tarde.',
  sessionExpired: 'Sessão expirada. Por favor, faça login novamente.',
  httpFailure: 'Falha ao calcular as porções. Por favor, tente novamente.',
  /** An answer that does not parse: it comes from our solver, never from an AI, so it does not say so. */
  invalidResponse: 'Resposta inválida do servidor. Por favor, tente novamente.',
  unexpected: 'Erro inesperado ao calcular as porções. Por favor, tente novamente.',
  fallback: 'Erro ao calcular refeição',
  mealSaved: 'Refeição salva com sucesso!',
  mealSaveFailed: 'Erro ao salvar refeição',
} as const;

const plannerFoodName = foodName(PLANNER_MESSAGES.foodName);

/** Two names of one meal are the same food when they differ only in case ("Arroz", "arroz"). */
export const sameFoodName = (a: string, b: string): boolean =>
  a.toLocaleLowerCase('pt-BR') === b.toLocaleLowerCase('pt-BR');

/** Meal schema: what a calculation request carries. */
export const MealCalculationRequestSchema = z.object({
  mealType: z.enum(MEAL_TYPES, { error: PLANNER_MESSAGES.mealType }),
  targetCalories: wholeIn(PLANNER_MESSAGES.targetCalories, CALORIE_TARGET_INPUT),
  foods: z
    .array(plannerFoodName, { error: PLANNER_MESSAGES.foodsCount })
    .min(1, PLANNER_MESSAGES.foodsCount)
    .max(20, PLANNER_MESSAGES.foodsCount)
    .refine((foods) => foods.every((food, i) => foods.findIndex((other) => sameFoodName(other, food)) === i), {
      message: PLANNER_MESSAGES.duplicateFoods,
    }),
});
export type MealCalculationRequest = z.infer<typeof MealCalculationRequestSchema>;

/** Grams of each macronutrient of the registry (macros.ts), as a portion or a total carries them. */
export const MacrosSchema = macroSchema(() => z.number());
export type { Macros } from '../domain/macros';

/**
 * Where a portion's composition comes from (issue 30: /plan and saved meals name it per food):
 * TACO as printed; TACO's raw food cooked by a USDA yield factor; USDA itself (TACO lacks the food,
 * or marks its values unknown); IBGE POF 2008–09 foods as consumed; the user's own label; a recipe
 * computed from its ingredients; a packaged food's Open Food Facts data (ODbL).
 */
export const FOOD_SOURCES = [
  'taco',
  'taco-derived',
  'usda',
  'ibge-pof',
  'user-label',
  'recipe',
  'open-food-facts',
  // A recipe's water (data/water.ts): no table lists it; no nutrient of it is counted.
  'water',
] as const;
export type FoodSource = (typeof FOOD_SOURCES)[number];

/** One item of a calculation. */
export const PortionSchema = z.object({
  foodName: z.string(),
  /**
   * The library food the name resolved to (a user's own food is negative). Absent in meals saved
   * before it was recorded.
   */
  foodId: z.number().int().optional(),
  grams: z.number().nonnegative(),
  /**
   * 'ml': a drink, whose grams are read and typed as millilitres (1 ml taken as 1 g). Absent: grams
   * (and in meals saved before it was recorded).
   */
  amountUnit: z.enum(['ml']).optional(),
  /**
   * true: a diary serving of a recipe logged before its cooked weight was known (FoodRecord.servingOnly):
   * its grams are its raw ingredients', so it reads by homeMeasure ("1 porção"). Never in a calculation.
   */
  servingOnly: z.literal(true).optional(),
  calories: z.number().nonnegative(),
  homeMeasure: z.string(),
  /**
   * The food's household unit that homeMeasure counts ("concha média cheia", 140 g): the same at
   * every amount, so grams edited on /plan are described in it too. Absent for a food without one.
   */
  measureUnit: z.object({ label: z.string(), grams: z.number().positive() }).optional(),
  /** The composition's source. Absent in meals saved before it was recorded. */
  source: z.enum(FOOD_SOURCES).optional(),
  /**
   * true when the household unit is the team's estimate for the kind of food, not an IBGE POF
   * measure or the user's label (shown as "medida estimada").
   */
  measureEstimated: z.boolean().optional(),
  /**
   * false when the food table does not measure the food's fibre (TACO blank or '*'): macros.fiber
   * then counts it as 0 and the meal's fibre total is partial. Absent = measured.
   */
  fiberMeasured: z.boolean().optional(),
  macros: MacrosSchema,
  /** null when not applicable (no value linked or estimated; never estimated under 5 g carbohydrate per 100 g). */
  glycemicIndex: z.number().nullable(),
  /** Where the index comes from (decision 027), with the index. Absent in meals saved before it was recorded. */
  giSource: z.enum(GLYCEMIC_SOURCES).optional(),
  /**
   * Every registry nutrient of the portion (null = not measured for this food), rounded to the
   * registry's decimals. Absent in meals saved before it was recorded.
   */
  nutrients: NutrientsSchema.optional(),
  /** A packaged food's barcode, NOVA group and ANVISA magnifier (issue 35); absent for any other food. */
  packaged: PackagedInfoSchema.optional(),
});
export type Portion = z.infer<typeof PortionSchema>;

/** "AI calculation response" — computed by the solver from TACO, never by an LLM. */
export const MealCalculationSchema = z.object({
  portions: z.array(PortionSchema).min(1),
  totalCalories: z.number(),
  totalMacros: MacrosSchema,
  /** false when a portion's fibre is not measured: totalMacros.fiber is then a partial sum. */
  fiberComplete: z.boolean().optional(),
  /**
   * Decision 027: index and load from available carbohydrate; `estimated` when a food whose index is
   * not measured supplies a real share of it; `indexLevel` the ISO 26642 band of the index (the load
   * has none for a whole meal).
   */
  glycemicData: z.object({
    index: z.number().nullable(),
    load: z.number().nullable(),
    estimated: z.boolean(),
    indexLevel: z.enum(GLYCEMIC_INDEX_LEVEL_IDS).nullable(),
  }),
  suggestions: z.array(z.string()),
});
export type MealCalculation = z.infer<typeof MealCalculationSchema>;
