import { z } from './z';
import { numberIn } from './input-rules';
import { BODY_DATA_LIMITS, BODY_DATA_MESSAGES } from './body-data';
import { GENDERS } from './profile';

/** Health form bounds and Health messages (the /health screen's body-data and goals forms). */
export const HEALTH_LIMITS = {
  ...BODY_DATA_LIMITS,
  breakfast: { min: 100, max: 1000, step: 1 },
  lunch: { min: 100, max: 1500, step: 1 },
  dinner: { min: 100, max: 1500, step: 1 },
  snack: { min: 50, max: 500, step: 50 },
  snackQuantity: { min: 0, max: 5, step: 1 },
} as const;

/** An empty snack quantity counts as 1. */
export const DEFAULT_SNACK_QUANTITY = 1;

export const HEALTH_MESSAGES = {
  ...BODY_DATA_MESSAGES,
  weightStep: 'Use no máximo uma casa decimal no peso.',
  gender: 'Selecione o sexo.',
  breakfast: 'Café da manhã: informe entre 100 e 1000 kcal.',
  lunch: 'Almoço: informe entre 100 e 1500 kcal.',
  dinner: 'Jantar: informe entre 100 e 1500 kcal.',
  snack: 'Lanche: informe de 50 a 500 kcal.',
  snackQuantity: 'Quantidade de lanches: informe de 0 a 5.',
  bodySaved: 'Dados corporais salvos com sucesso!',
  bodySaveFailed: 'Erro ao salvar dados corporais',
  goalsSaved: 'Metas salvas com sucesso!',
  goalsSaveFailed: 'Erro ao salvar metas',
} as const;

const isMultipleOf = (value: number, step: number) => Math.abs(value / step - Math.round(value / step)) < 1e-9;

export const HealthBodySchema = z.object({
  weight: numberIn(HEALTH_MESSAGES.weight, HEALTH_LIMITS.weight).refine(
    (value) => isMultipleOf(value, HEALTH_LIMITS.weight.step),
    HEALTH_MESSAGES.weightStep,
  ),
  height: numberIn(HEALTH_MESSAGES.height, HEALTH_LIMITS.height),
  age: numberIn(HEALTH_MESSAGES.age, HEALTH_LIMITS.age).int(HEALTH_MESSAGES.age),
  gender: z.enum(GENDERS, { error: HEALTH_MESSAGES.gender }),
});
export type HealthBody = z.infer<typeof HealthBodySchema>;

const emptyToDefault = (value: unknown) =>
  value === undefined || value === null || value === '' || (typeof value === 'number' && Number.isNaN(value))
    ? DEFAULT_SNACK_QUANTITY
    : value;

export const CalorieGoalsSchema = z.object({
  breakfastCalories: numberIn(HEALTH_MESSAGES.breakfast, HEALTH_LIMITS.breakfast).int(HEALTH_MESSAGES.breakfast),
  lunchCalories: numberIn(HEALTH_MESSAGES.lunch, HEALTH_LIMITS.lunch).int(HEALTH_MESSAGES.lunch),
  dinnerCalories: numberIn(HEALTH_MESSAGES.dinner, HEALTH_LIMITS.dinner).int(HEALTH_MESSAGES.dinner),
  // The snack input steps by 50 but any whole number in range is kept: the onboarding
  // formula splits the remainder over 2 snacks and may give e.g. 175 kcal.
  snackCalories: numberIn(HEALTH_MESSAGES.snack, HEALTH_LIMITS.snack).int(HEALTH_MESSAGES.snack),
  snackQuantity: z.preprocess(
    emptyToDefault,
    numberIn(HEALTH_MESSAGES.snackQuantity, HEALTH_LIMITS.snackQuantity).int(HEALTH_MESSAGES.snackQuantity),
  ),
});
export type CalorieGoalsInput = z.input<typeof CalorieGoalsSchema>;
export type CalorieGoals = z.output<typeof CalorieGoalsSchema>;

/**
 * The live "Total diário" of the goals form: breakfast + lunch + dinner + snack × quantity,
 * reading blanks as 0 and a blank quantity as 1, so the total follows the inputs while typing.
 */
export function liveDailyTotal(values: {
  breakfastCalories?: number | string | null;
  lunchCalories?: number | string | null;
  dinnerCalories?: number | string | null;
  snackCalories?: number | string | null;
  snackQuantity?: number | string | null;
}): number {
  const read = (value: number | string | null | undefined, fallback: number) => {
    const number = typeof value === 'string' ? (value.trim() === '' ? NaN : Number(value)) : (value ?? NaN);
    return Number.isFinite(number) ? number : fallback;
  };
  return Math.round(
    read(values.breakfastCalories, 0) +
      read(values.lunchCalories, 0) +
      read(values.dinnerCalories, 0) +
      read(values.snackCalories, 0) * read(values.snackQuantity, DEFAULT_SNACK_QUANTITY),
  );
}
