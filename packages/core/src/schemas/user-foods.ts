import { formatGrams, formatInteger, formatKcal } from '../domain/format-number';
import { FOOD_KINDS, type FoodKind } from '../data/food-types';
import type { NutrientId } from '../domain/nutrients';
import { normalizeBarcode } from '../domain/barcode';
import { foodName, realIn, textRule } from './input-rules';
import { FOOD_TYPE_BADGES } from './foods';
import { PRODUCT_MESSAGES } from './products';
import { z } from './z';

/**
 * "Meus alimentos" (issue 7 §5): a food a signed-in user adds from its nutrition label, per 100 g or
 * per serving. The server stores the composition per 100 g; the serving (grams and household
 * measure) becomes the food's typical portion in the planner.
 */

/** The kinds as the user picks them (pt-BR), in FOOD_KINDS order. */
export const FOOD_KIND_LABELS: Record<FoodKind, string> = {
  grain: 'Cereais e massas',
  bread: 'Pães e bolos',
  tuber: 'Tubérculos e raízes',
  legume: 'Feijões e leguminosas',
  meat: 'Carnes e aves',
  fish: 'Peixes e frutos do mar',
  egg: 'Ovos',
  dairy: 'Leites e iogurtes',
  cheese: 'Queijos',
  leafy: 'Folhas e verduras',
  vegetable: 'Legumes e hortaliças',
  fruit: 'Frutas',
  oil: 'Óleos e gorduras',
  nut: 'Castanhas e sementes',
  sugar: 'Doces e açúcares',
  beverage: 'Bebidas',
  other: 'Outros (molhos, temperos...)',
  dish: 'Pratos prontos',
};

/** How the label gives its values: per serving (most Brazilian labels show both) or per 100 g. */
export const LABEL_BASES = ['serving', 'per100g'] as const;
export type LabelBasis = (typeof LABEL_BASES)[number];
export const LABEL_BASIS_LABELS: Record<LabelBasis, string> = {
  serving: 'Por porção',
  per100g: 'Por 100 g',
};

export const USER_FOOD_LIMITS = {
  servingLabelMax: 40,
  servingGrams: { min: 1, max: 2000 },
  /** Any nutrient amount as typed (grams of a serving up to 2 kg). */
  grams: { min: 0, max: 2000 },
  kcal: { min: 0, max: 20000 },
  /** Pure fat: no food holds more energy per 100 g. */
  kcalPer100gMax: 900,
  /** Foods one user may keep. */
  perUser: 500,
} as const;

/**
 * What else a Brazilian nutrition label declares (ANVISA RDC 429/2020 and IN 75/2020: sodium,
 * saturated and trans fat and added sugars always; calcium and iron when the product claims them), as
 * nutrient registry ids. Each is optional: what the label does not show stays unknown, never 0.
 */
export const LABEL_NUTRIENTS = [
  { id: 'saturatedFat', label: 'Gorduras saturadas (g)', unit: 'g', max: 2000 },
  { id: 'transFat', label: 'Gorduras trans (g)', unit: 'g', max: 2000 },
  { id: 'addedSugars', label: 'Açúcares adicionados (g)', unit: 'g', max: 2000 },
  { id: 'sodium', label: 'Sódio (mg)', unit: 'mg', max: 100_000 },
  { id: 'calcium', label: 'Cálcio (mg)', unit: 'mg', max: 20_000 },
  { id: 'iron', label: 'Ferro (mg)', unit: 'mg', max: 2000 },
] as const satisfies readonly { id: NutrientId; label: string; unit: 'g' | 'mg'; max: number }[];
export type LabelNutrientId = (typeof LABEL_NUTRIENTS)[number]['id'];
export const LABEL_NUTRIENT_IDS = LABEL_NUTRIENTS.map((nutrient) => nutrient.id) as readonly LabelNutrientId[];
/** Label micronutrients by id, in the label's basis or per 100 g; null = not on the label. */
export type LabelNutrients = Record<LabelNutrientId, number | null>;
/** Table salt is 38.8 g of sodium per 100 g: no food holds more. */
const SODIUM_PER_100G_MAX_MG = 40_000;

/**
 * The energy check (reject clearly impossible labels, never a plausible one): the label's energy
 * must lie within ±25% of 4/4/9 kcal per gram of carbohydrate/protein/fat, plus 25 kcal per 100 g
 * of slack (rounding on labels, alcohol and organic acids in drinks), and down to 4 kcal per gram
 * of fibre lower (labels that count fibre inside the carbohydrates at 2 kcal/g or not at all).
 * Brazilian labels may deviate ±20% (RDC 429/2020), so a real label passes.
 */
export const LABEL_ENERGY_TOLERANCE = { relative: 0.25, absolutePer100g: 25, fiberKcalPerG: 4 } as const;
/** Rounding slack of the label's grams (each value is rounded to 0.1–1 g). */
const MACRO_SUM_SLACK = 0.5;

export const USER_FOOD_MESSAGES = {
  title: 'Meus alimentos',
  badge: FOOD_TYPE_BADGES.user,
  name: `O nome deve ter de 2 a 100 caracteres (letras, números, espaços e - , ( ) .).`,
  kind: 'Escolha o tipo do alimento.',
  basis: 'Informe se os valores são por porção ou por 100 g.',
  servingLabel: 'Informe a medida caseira da porção (ex.: pote, fatia, unidade), com até 40 caracteres.',
  servingGrams: 'Informe o peso da porção, de 1 a 2000 g.',
  kcal: 'Informe a energia (kcal), de 0 a 20000.',
  carbs: 'Informe os carboidratos (g), de 0 a 2000.',
  protein: 'Informe as proteínas (g), de 0 a 2000.',
  fat: 'Informe as gorduras totais (g), de 0 a 2000.',
  fiber: 'Informe a fibra alimentar (g), de 0 a 2000, ou deixe em branco.',
  macroSum: (sum: number, basis: LabelBasis, servingGrams: number) =>
    basis === 'serving'
      ? `Carboidratos, proteínas e gorduras somam ${formatGrams(sum)}, mais do que o peso da porção (${formatGrams(servingGrams)}). Confira os valores do rótulo.`
      : `Carboidratos, proteínas e gorduras somam ${formatGrams(sum)}, mais do que 100 g do alimento. Confira os valores do rótulo.`,
  fiberOverWeight: 'A fibra alimentar não pode passar do peso do alimento. Confira os valores do rótulo.',
  labelNutrient: (label: string, max: number) =>
    `${label}: informe um valor de 0 a ${formatInteger(max)}, ou deixe em branco.`,
  fatParts: 'Gorduras saturadas e trans não podem passar das gorduras totais. Confira os valores do rótulo.',
  addedSugarsOverCarbs: 'Os açúcares adicionados não podem passar dos carboidratos. Confira os valores do rótulo.',
  sodiumTooHigh: 'O sódio passa de 40.000 mg em 100 g, mais do que o sal de cozinha. Confira os valores do rótulo.',
  labelNutrientsTitle: 'Outros valores do rótulo (opcional)',
  labelNutrientsHint:
    'Preencha o que o rótulo mostrar; o que ficar em branco fica como não informado, nunca como zero.',
  energyTooHigh: 'A energia passa de 900 kcal em 100 g, mais do que a gordura pura. Confira os valores do rótulo.',
  energyMismatch: (kcal: number, expected: number) =>
    `A energia informada (${formatKcal(kcal)}) não confere com os macronutrientes: 4 kcal por grama de carboidratos e de proteínas e 9 por grama de gorduras dão cerca de ${formatKcal(expected)}. Confira os valores do rótulo.`,
  notFound: 'Alimento não encontrado.',
  duplicateName: 'Você já tem um alimento com este nome.',
  limitReached: `Você atingiu o limite de ${USER_FOOD_LIMITS.perUser} alimentos próprios. Exclua algum para adicionar outro.`,
  created: 'Alimento adicionado!',
  updated: 'Alimento atualizado!',
  saveFailed: 'Erro ao salvar alimento',
  deleted: 'Alimento excluído.',
  deleteFailed: 'Erro ao excluir alimento',
  loadFailed: 'Não foi possível carregar seus alimentos.',
  source: 'Rótulo informado pelo usuário',
} as const;

/** Same rule as the planner's food names, so a food of the user can be typed in the planner. */
const nameSchema = foodName(USER_FOOD_MESSAGES.name);

const servingLabelSchema = z
  .string({ error: USER_FOOD_MESSAGES.servingLabel })
  .trim()
  .min(1, { message: USER_FOOD_MESSAGES.servingLabel, abort: true })
  .max(USER_FOOD_LIMITS.servingLabelMax, USER_FOOD_MESSAGES.servingLabel)
  .regex(/^[\p{L}\p{N} \-,()./]+$/u, USER_FOOD_MESSAGES.servingLabel)
  .refine(...textRule);

export interface LabelValues {
  basis: LabelBasis;
  servingGrams: number;
  kcal: number;
  carbs: number;
  protein: number;
  fat: number;
  fiber?: number | null | undefined;
}

/** The label's micronutrients, in the label's basis (missing = not on the label). */
export type LabelNutrientValues = Partial<Record<LabelNutrientId, number | null | undefined>>;

/** Grams of food the label's values refer to. */
export const labelGrams = (label: Pick<LabelValues, 'basis' | 'servingGrams'>): number =>
  label.basis === 'serving' ? label.servingGrams : 100;

/** The label's values per 100 g of food, as stored. */
export function labelPer100g(label: LabelValues) {
  const factor = 100 / labelGrams(label);
  const fiber = label.fiber ?? null;
  return {
    kcal: label.kcal * factor,
    carbs: label.carbs * factor,
    protein: label.protein * factor,
    fat: label.fat * factor,
    fiber: fiber === null ? null : fiber * factor,
  };
}

/** The label's micronutrients per 100 g of food, as stored; null where the label shows none. */
export function labelNutrientsPer100g(
  label: Pick<LabelValues, 'basis' | 'servingGrams'> & LabelNutrientValues,
): LabelNutrients {
  const factor = 100 / labelGrams(label);
  return Object.fromEntries(
    LABEL_NUTRIENT_IDS.map((id) => {
      const value = label[id];
      return [id, value === null || value === undefined ? null : value * factor];
    }),
  ) as LabelNutrients;
}

/** 4/4/9 kcal of the label's macronutrients (same basis as the label). */
export const macroEnergy = (label: Pick<LabelValues, 'carbs' | 'protein' | 'fat'>): number =>
  4 * label.carbs + 4 * label.protein + 9 * label.fat;

/** The first problem of a label that no real food can have, in the label's own basis; null when plausible. */
export function labelProblem(
  label: LabelValues & LabelNutrientValues,
): { path: keyof LabelValues | LabelNutrientId; message: string } | null {
  const grams = labelGrams(label);
  const scale = grams / 100;
  const sum = label.carbs + label.protein + label.fat;
  const fatParts = (label.saturatedFat ?? 0) + (label.transFat ?? 0);
  if (fatParts > label.fat + MACRO_SUM_SLACK * scale)
    return { path: 'saturatedFat', message: USER_FOOD_MESSAGES.fatParts };
  if ((label.addedSugars ?? 0) > label.carbs + MACRO_SUM_SLACK * scale)
    return { path: 'addedSugars', message: USER_FOOD_MESSAGES.addedSugarsOverCarbs };
  if ((label.sodium ?? 0) / scale > SODIUM_PER_100G_MAX_MG)
    return { path: 'sodium', message: USER_FOOD_MESSAGES.sodiumTooHigh };
  if (sum > grams + MACRO_SUM_SLACK * scale)
    return { path: 'carbs', message: USER_FOOD_MESSAGES.macroSum(sum, label.basis, grams) };
  if ((label.fiber ?? 0) > grams + MACRO_SUM_SLACK * scale)
    return { path: 'fiber', message: USER_FOOD_MESSAGES.fiberOverWeight };
  if (label.kcal / scale > USER_FOOD_LIMITS.kcalPer100gMax)
    return { path: 'kcal', message: USER_FOOD_MESSAGES.energyTooHigh };
  const expected = macroEnergy(label);
  const { relative, absolutePer100g, fiberKcalPerG } = LABEL_ENERGY_TOLERANCE;
  const slack = absolutePer100g * scale;
  const low = expected * (1 - relative) - slack - fiberKcalPerG * (label.fiber ?? 0);
  const high = expected * (1 + relative) + slack;
  if (label.kcal < low || label.kcal > high)
    return { path: 'kcal', message: USER_FOOD_MESSAGES.energyMismatch(label.kcal, expected) };
  return null;
}

const labelNutrientFields = Object.fromEntries(
  LABEL_NUTRIENTS.map(({ id, label, max }) => [
    id,
    realIn(USER_FOOD_MESSAGES.labelNutrient(label, max), { min: 0, max }).nullable().optional(),
  ]),
) as Record<LabelNutrientId, z.ZodOptional<z.ZodNullable<ReturnType<typeof realIn>>>>;

/**
 * POST /api/user-foods and PUT /api/user-foods/:id: the label as the user read it. Unknown keys
 * (an owner id, say) are refused: the owner is always the session's user.
 */
export const UserFoodInputSchema = z
  .object({
    name: nameSchema,
    kind: z.enum(FOOD_KINDS, { error: USER_FOOD_MESSAGES.kind }),
    basis: z.enum(LABEL_BASES, { error: USER_FOOD_MESSAGES.basis }),
    servingLabel: servingLabelSchema,
    servingGrams: realIn(USER_FOOD_MESSAGES.servingGrams, USER_FOOD_LIMITS.servingGrams),
    kcal: realIn(USER_FOOD_MESSAGES.kcal, USER_FOOD_LIMITS.kcal),
    carbs: realIn(USER_FOOD_MESSAGES.carbs, USER_FOOD_LIMITS.grams),
    protein: realIn(USER_FOOD_MESSAGES.protein, USER_FOOD_LIMITS.grams),
    fat: realIn(USER_FOOD_MESSAGES.fat, USER_FOOD_LIMITS.grams),
    fiber: realIn(USER_FOOD_MESSAGES.fiber, USER_FOOD_LIMITS.grams).nullable().optional(),
    ...labelNutrientFields,
    /** A scanned product this food corrects for the user (issue 35): their copy wins for them. */
    barcode: z
      .string({ error: PRODUCT_MESSAGES.invalidBarcode })
      .max(32, PRODUCT_MESSAGES.invalidBarcode)
      .refine((code) => normalizeBarcode(code) !== undefined, PRODUCT_MESSAGES.invalidBarcode)
      .nullable()
      .optional(),
  })
  .strict()
  .superRefine((label, ctx) => {
    // Compared only when each value is valid on its own (its own message says what is wrong).
    const amounts = [
      label.kcal,
      label.carbs,
      label.protein,
      label.fat,
      label.fiber ?? 0,
      ...LABEL_NUTRIENT_IDS.map((id) => label[id] ?? 0),
    ];
    if (!(label.servingGrams >= USER_FOOD_LIMITS.servingGrams.min) || !amounts.every((value) => value >= 0)) return;
    const problem = labelProblem(label);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
  });
export type UserFoodInput = z.infer<typeof UserFoodInputSchema>;

const NutrientsSchema = z.object({
  kcal: z.number(),
  carbs: z.number(),
  protein: z.number(),
  fat: z.number(),
  fiber: z.number().nullable(),
  ...(Object.fromEntries(LABEL_NUTRIENT_IDS.map((id) => [id, z.number().nullable()])) as Record<
    LabelNutrientId,
    z.ZodNullable<z.ZodNumber>
  >),
});
export type UserFoodNutrients = z.infer<typeof NutrientsSchema>;

export const UserFoodSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(FOOD_KINDS),
  basis: z.enum(LABEL_BASES),
  serving: z.object({ label: z.string(), grams: z.number() }),
  per100g: NutrientsSchema,
  perServing: NutrientsSchema,
  /** The product's barcode when this food corrects a scanned product (issue 35). */
  barcode: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserFood = z.infer<typeof UserFoodSchema>;

export const UserFoodListSchema = z.object({ foods: z.array(UserFoodSchema) });
export type UserFoodList = z.infer<typeof UserFoodListSchema>;
