import { formatInteger } from '../domain/format-number';
import { labelOnlyFood, labelOnlyMessage } from '../domain/label-only-foods';
import { NUTRIENT_IDS, NutrientsSchema, type NutrientId } from '../domain/nutrients';
import { foodName, realIn, textRule } from './input-rules';
import { FOOD_SOURCES, PortionSchema } from './planner';
import { z } from './z';

/**
 * "Minhas receitas" (issue 34): a recipe a signed-in user builds from ingredients (each a food of the
 * catalogue, by grams or by a household measure), with its yield in servings and, optionally, the
 * cooked weight. The server resolves every ingredient and computes the nutrients; a recipe is then a
 * food of the user's catalogue like any other (search, planner, diary, assistant, export).
 */

export const RECIPE_LIMITS = {
  ingredients: { min: 1, max: 50 },
  /** One ingredient: from a pinch of salt to a 5 kg pot's worth. */
  grams: { min: 0.1, max: 5000 },
  /** "2 xícaras", "1/2 lata": a count of a household measure. */
  quantity: { min: 0.1, max: 100 },
  measureMax: 40,
  /** An ingredient as typed ("2 xícaras de arroz") or a food's name. */
  foodMax: 120,
  servings: { min: 0.5, max: 100 },
  /** The cooked dish: up to 20 kg (a party's feijoada). */
  cookedGrams: { min: 1, max: 20_000 },
  /** An ingredient's share of another recipe's prepared dish (servedGrams): up to that dish's 20 kg. */
  servedGrams: { min: 0.1, max: 20_000 },
  /** Recipes one user may keep. */
  perUser: 300,
} as const;

export const RECIPE_MESSAGES = {
  title: 'Minhas receitas',
  badge: 'Minha receita',
  name: 'O nome deve ter de 2 a 100 caracteres (letras, números, espaços e - , ( ) .).',
  servings: 'Informe quantas porções a receita rende (de 0,5 a 100).',
  cookedGrams: 'Informe o peso da receita pronta, de 1 a 20.000 g, ou deixe em branco.',
  fixCookedGrams: 'Corrija o peso pronto para ver os nutrientes.',
  cookedTooLight: (grams: number) =>
    `O peso da receita pronta não pode ser menor que ${formatInteger(grams)} g: só as proteínas, os carboidratos e as gorduras dos ingredientes, sem a água, já pesam isso.`,
  ingredientsCount: 'A receita deve ter de 1 a 50 ingredientes.',
  food: 'Informe o ingrediente (até 120 caracteres).',
  grams: 'Informe a quantidade do ingrediente, de 0,1 a 5.000 g.',
  quantity: 'Informe a quantidade da medida, de 0,1 a 100.',
  measure: 'Informe a medida caseira (ex.: xícara, colher de sopa, lata), com até 40 caracteres.',
  gramsOrMeasure: 'Informe a quantidade em gramas ou uma medida caseira, não as duas.',
  unknownFood: (name: string) => {
    const labelOnly = labelOnlyFood(name);
    return labelOnly
      ? labelOnlyMessage(labelOnly)
      : `Ingrediente não encontrado: "${name}". Escolha um alimento da lista.`;
  },
  unknownAmount: (text: string) =>
    `Não entendi a quantidade de "${text}". Escreva, por exemplo, "200 g de arroz" ou "2 xícaras de arroz".`,
  unknownMeasure: (measure: string, food: string) =>
    `"${food}" não tem a medida "${measure}". Informe a quantidade em gramas.`,
  servedGrams: 'A parte de outra receita deve pesar de 0,1 a 20.000 g.',
  servedTooLight: (grams: number) =>
    `Os ingredientes desta receita não podem pesar menos que ${formatInteger(grams)} g: só as proteínas, os carboidratos e as gorduras deles, sem a água, já pesam isso.`,
  servingOnlyIngredient: (name: string) =>
    `A receita “${name}” ainda não tem o peso pronto: use-a em porções (ex.: “1 porção de ${name}”) ou informe o peso pronto dela em Minhas receitas.`,
  weighedRaw: (names: readonly string[]) =>
    `Pesos considerados do alimento cru (como em receitas): ${names.join('; ')}. Se você pesou o alimento pronto, escreva como ele estava (ex.: “300 g de arroz cozido”, “200 g de frango grelhado”).`,
  cookedGramsForRaw:
    'Com ingredientes crus, informe o peso pronto para ter as porções em gramas e os nutrientes por 100 g da receita pronta. Sem ele, a receita é registrada no diário só por porção e não entra no planejador.',
  editCookedGramsForRaw:
    'Com ingredientes crus, edite a receita e informe o peso pronto para ter as porções em gramas e os nutrientes por 100 g da receita pronta. Sem ele, a receita é registrada no diário só por porção e não entra no planejador.',
  per100gOfRaw: 'Por 100 g dos ingredientes',
  estimatedCookedGrams: (grams: string) =>
    `Estimativa pelos alimentos preparados da TACO: cerca de ${grams}. Pesar a receita pronta, sem a panela, é mais exato.`,
  useEstimate: 'Usar a estimativa',
  notFound: 'Receita não encontrada.',
  notLoggable:
    'Esta receita tem um ingrediente excluído ou sem energia e macronutrientes medidos: edite a receita para registrá-la no diário.',
  duplicateName: 'Você já tem uma receita com este nome.',
  limitReached: `Você atingiu o limite de ${RECIPE_LIMITS.perUser} receitas. Exclua alguma para criar outra.`,
  copySuffix: '(cópia)',
  created: 'Receita salva!',
  updated: 'Receita atualizada!',
  deleted: 'Receita excluída.',
  duplicated: 'Receita duplicada.',
  saveFailed: 'Erro ao salvar a receita',
  deleteFailed: 'Erro ao excluir a receita',
  loadFailed: 'Não foi possível carregar suas receitas.',
  serving: 'porção',
  source: 'Receita calculada dos ingredientes',
} as const;

/** Same rule as the planner's food names, so a recipe can be typed in the planner by its name. */
export const RecipeNameSchema = foodName(RECIPE_MESSAGES.name);

const ingredientFood = z
  .string({ error: RECIPE_MESSAGES.food })
  .trim()
  .min(1, { message: RECIPE_MESSAGES.food, abort: true })
  .max(RECIPE_LIMITS.foodMax, RECIPE_MESSAGES.food)
  .refine(...textRule);
/**
 * The catalogue food, when known (a food picked from the search, a portion of a planned or logged meal
 * saved as a recipe); `food` is then only its name as shown.
 */
const ingredientFoodId = z.number({ error: RECIPE_MESSAGES.food }).int(RECIPE_MESSAGES.food).optional();

/** The message of the branch whose own keys the ingredient has; "grams or measure" when it mixes both. */
function ingredientError(issue: { errors?: readonly (readonly { code: string; message: string }[])[] }) {
  const fitting = (issue.errors ?? []).find((branch) => branch.every((i) => i.code !== 'unrecognized_keys'));
  return fitting?.[0]?.message ?? RECIPE_MESSAGES.gramsOrMeasure;
}

/**
 * One ingredient: a food's name with its grams, or with a household measure and how many of it
 * ("xícara", 2), never both; or, with neither, a line as people type it ("2 xícaras de arroz", "200 g
 * de frango"), which the server reads. "Salvar como receita" sends a meal's portions as foodId + grams.
 * Two strict shapes, so the API's description says it too (a client, or the OpenAPI sweep, builds a
 * valid body from the first).
 */
export const RecipeIngredientInputSchema = z.union(
  [
    z.strictObject({
      food: ingredientFood,
      foodId: ingredientFoodId,
      grams: realIn(RECIPE_MESSAGES.grams, RECIPE_LIMITS.grams).optional(),
      /** With `foodId` and `grams`: the grams of another recipe's prepared dish they stand for (RecipeIngredientSchema). */
      servedGrams: realIn(RECIPE_MESSAGES.servedGrams, RECIPE_LIMITS.servedGrams).optional(),
    }),
    z.strictObject({
      food: ingredientFood,
      foodId: ingredientFoodId,
      measure: z
        .string({ error: RECIPE_MESSAGES.measure })
        .trim()
        .min(1, { message: RECIPE_MESSAGES.measure, abort: true })
        .max(RECIPE_LIMITS.measureMax, RECIPE_MESSAGES.measure)
        .refine(...textRule),
      quantity: realIn(RECIPE_MESSAGES.quantity, RECIPE_LIMITS.quantity),
    }),
  ],
  { error: (issue) => ingredientError(issue as Parameters<typeof ingredientError>[0]) },
);
export type RecipeIngredientInput = z.infer<typeof RecipeIngredientInputSchema>;

export const RecipeInputSchema = z.object({
  name: RecipeNameSchema,
  servings: realIn(RECIPE_MESSAGES.servings, RECIPE_LIMITS.servings),
  cookedGrams: realIn(RECIPE_MESSAGES.cookedGrams, RECIPE_LIMITS.cookedGrams).nullish(),
  ingredients: z
    .array(RecipeIngredientInputSchema, { error: RECIPE_MESSAGES.ingredientsCount })
    .min(RECIPE_LIMITS.ingredients.min, RECIPE_MESSAGES.ingredientsCount)
    .max(RECIPE_LIMITS.ingredients.max, RECIPE_MESSAGES.ingredientsCount),
});
export type RecipeInput = z.infer<typeof RecipeInputSchema>;

/** The form's live table: the nutrients of what is typed so far, nothing saved. */
export const RecipePreviewSchema = RecipeInputSchema.omit({ name: true });
export type RecipePreview = z.infer<typeof RecipePreviewSchema>;

/** PATCH: any of the fields; the ingredients, when sent, replace the list. */
export const RecipePatchSchema = RecipeInputSchema.partial();
export type RecipePatch = z.infer<typeof RecipePatchSchema>;

/** One ingredient as resolved: the catalogue food, its grams and where its numbers come from. */
export const RecipeIngredientSchema = z.object({
  foodId: z.number().int(),
  /** The catalogue food's name. */
  name: z.string(),
  grams: z.number(),
  /** 'ml': a poured ingredient (milk, juice), its grams shown as millilitres. Absent: grams. */
  amountUnit: PortionSchema.shape.amountUnit,
  measure: z.string().optional(),
  quantity: z.number().optional(),
  /** The line as typed, when the server read it. */
  typed: z.string().optional(),
  /**
   * true: a food its name finds prepared, read as the raw food, as a recipe's weights are ("500 g de
   * arroz" finds cooked rice and reads raw rice; "2 xícaras de arroz", the raw rice's cups); "arroz
   * cozido" keeps it cooked.
   */
  readAsRaw: z.literal(true).optional(),
  /**
   * An ingredient of another recipe given by the weight of its prepared dish ("200 g de Feijão da semana",
   * weighed cooked): these raw grams stand for `servedGrams` of that dish, which the recipe's weight counts
   * (they need no cooked weight of this one). A form sends it back with the food id and grams.
   */
  servedGrams: z.number().optional(),
  source: z.enum(FOOD_SOURCES),
  /** Energy of this ingredient's grams (kcal), null when unknown. */
  kcal: z.number().nullable(),
  /** The registry nutrients its food's table does not measure: each is unknown in the whole recipe. */
  unmeasured: z.array(z.enum(NUTRIENT_IDS as unknown as [NutrientId, ...NutrientId[]])),
});
export type RecipeIngredient = z.infer<typeof RecipeIngredientSchema>;

/** Computed nutrients, before saving (the form's live table) or of a saved recipe. */
export const RecipeNutritionSchema = z.object({
  servings: z.number(),
  cookedGrams: z.number().nullable(),
  /** The ingredients' grams added (the yield when no cooked weight is given). */
  totalGrams: z.number(),
  perServing: z.object({ grams: z.number(), nutrients: NutrientsSchema }),
  per100g: z.object({ nutrients: NutrientsSchema }),
  ingredients: z.array(RecipeIngredientSchema),
  /**
   * true: an ingredient is a raw food cooked before eating (dry rice, raw meat) and the cooked weight
   * is not given, so a serving's grams would be raw ingredients' grams, not what goes on a plate: the
   * servings are shown without grams and the cooked weight is asked for. Nutrients per serving are exact.
   * False when absent (an answer kept from before the field, such as the offline read cache's).
   */
  needsCookedGrams: z.boolean().default(false),
  /**
   * When a raw food cooked before eating is there: an estimate of the cooked weight from the tables'
   * cooked twins (domain/cooked-weight.ts), to offer, never applied by itself. Absent when the tables
   * cannot tell it or the recipe would refuse it.
   */
  estimatedCookedGrams: z.number().optional(),
  /** The sources of the ingredients' numbers, each once. */
  sources: z.array(z.enum(FOOD_SOURCES)),
});
export type RecipeNutrition = z.infer<typeof RecipeNutritionSchema>;

export const RecipeSchema = RecipeNutritionSchema.extend({
  id: z.uuid(),
  /** The recipe as a food of the catalogue (planner, diary, saved meals). */
  foodId: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Recipe = z.infer<typeof RecipeSchema>;

export const RecipeSummarySchema = z.object({
  id: z.uuid(),
  foodId: z.number().int(),
  name: z.string(),
  servings: z.number(),
  perServing: z.object({ grams: z.number(), kcal: z.number().nullable() }),
  /** As the recipe's (RecipeNutritionSchema): its servings have no grams to show without the cooked weight. */
  needsCookedGrams: z.boolean().default(false),
  ingredientCount: z.number().int(),
  updatedAt: z.string(),
});
export type RecipeSummary = z.infer<typeof RecipeSummarySchema>;

export const RecipeListSchema = z.object({ recipes: z.array(RecipeSummarySchema) });
export type RecipeList = z.infer<typeof RecipeListSchema>;
