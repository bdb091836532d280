import { formatInteger, formatKcal } from '../domain/format-number';
import { z } from './z';
import { wholeIn } from './input-rules';
import { BODY_DATA_LIMITS, BODY_DATA_MESSAGES } from './body-data';
import { ACTIVITY_LEVELS, GENDERS, HEALTH_GOALS, PROFILE_MESSAGES } from './profile';

/** "Onboarding step 1" and "Onboarding" texts. */
export const ONBOARDING_MESSAGES = {
  ...BODY_DATA_MESSAGES,
  aiIncomplete: 'Resposta da IA incompleta',
  rateLimited: 'Limite de uso atingido. Tente novamente em instantes.',
  sessionExpired: 'Sessão expirada. Faça login novamente.',
  saveFailed: 'Erro ao salvar configuração. Tente novamente.',
  calculating: 'Calculando suas metas...',
  // Safe goals (docs/decisions/028-safe-goals.md): why a weight-loss goal is refused, and what we offer.
  noDeficitMinor:
    'Para menores de 18 anos não oferecemos meta de perder peso: o corpo ainda está crescendo e precisa de toda a energia do dia. Escolha "Manter peso"; se quiser mudar o peso, converse com um pediatra ou nutricionista.',
  noDeficitUnderweight:
    'Seu IMC está abaixo de 18,5 (baixo peso): uma meta de perder peso não é segura. Escolha "Manter peso"; se quiser mudar o peso, converse com um médico ou nutricionista.',
  belowFloor: (min: number) =>
    `A meta diária não pode ficar abaixo de ${formatKcal(min)} para os seus dados. Ajuste as refeições ou recalcule as metas.`,
  aiOutOfRange: (total: number, min: number, max: number) =>
    `A sugestão da IA (${formatKcal(total)} por dia) ficou fora da faixa segura para os seus dados (de ${formatInteger(min)} a ${formatKcal(max)}) e foi substituída pelo cálculo da fórmula.`,
  goalChangedToMaintain:
    'Mudamos seu objetivo para "Manter peso" e recalculamos suas metas: uma meta de perder peso não é segura para os seus dados.',
} as const;

/** Onboarding step 1 bounds. */
export const ONBOARDING_BOUNDS = BODY_DATA_LIMITS;

/** The body data and choices of onboarding steps 1–3: what the goals are computed from. */
export const OnboardingInputSchema = z.object({
  weight: z
    .number({ error: ONBOARDING_MESSAGES.weight })
    .min(ONBOARDING_BOUNDS.weight.min, ONBOARDING_MESSAGES.weight)
    .max(ONBOARDING_BOUNDS.weight.max, ONBOARDING_MESSAGES.weight),
  height: z
    .number({ error: ONBOARDING_MESSAGES.height })
    .min(ONBOARDING_BOUNDS.height.min, ONBOARDING_MESSAGES.height)
    .max(ONBOARDING_BOUNDS.height.max, ONBOARDING_MESSAGES.height),
  age: wholeIn(ONBOARDING_MESSAGES.age, ONBOARDING_BOUNDS.age),
  gender: z.enum(GENDERS, { error: PROFILE_MESSAGES.gender }),
  activityLevel: z.enum(ACTIVITY_LEVELS, { error: PROFILE_MESSAGES.activityLevel }),
  healthGoals: z.enum(HEALTH_GOALS, { error: PROFILE_MESSAGES.healthGoal }),
});
export type OnboardingInput = z.infer<typeof OnboardingInputSchema>;

/** Per-meal calorie goals as the profile stores them (same bounds as ProfileUpdateSchema). */
export const MealGoalsSchema = z.object({
  breakfast: z.number().int().min(50).max(2000),
  lunch: z.number().int().min(50).max(2000),
  dinner: z.number().int().min(50).max(2000),
  snack: z.number().int().min(50).max(1000),
  snackQuantity: z.number().int().min(0).max(10),
});
export type MealGoals = z.infer<typeof MealGoalsSchema>;

export const ONBOARDING_RESULT_SOURCES = ['ai', 'formula'] as const;
export type OnboardingResultSource = (typeof ONBOARDING_RESULT_SOURCES)[number];

/** "AI onboarding result", plus where the numbers came from. totalDaily = breakfast + lunch + dinner + snack × snackQuantity. */
export const OnboardingResultSchema = MealGoalsSchema.extend({
  totalDaily: z.number().int().positive(),
  explanation: z.string(),
  source: z.enum(ONBOARDING_RESULT_SOURCES),
});
export type OnboardingResult = z.infer<typeof OnboardingResultSchema>;

/**
 * What a model must answer (totalDaily, breakfast, lunch, dinner and snack are required,
 * else 'Resposta da IA incompleta'). Numbers are rounded: models often answer 512.5.
 */
const aiCalories = z.number({ error: ONBOARDING_MESSAGES.aiIncomplete }).transform((value) => Math.round(value));
export const AiOnboardingReplySchema = z.object({
  totalDaily: aiCalories,
  breakfast: aiCalories,
  lunch: aiCalories,
  dinner: aiCalories,
  snack: aiCalories,
  snackQuantity: z.number().int().min(0).max(10).optional(),
  explanation: z.string().trim().max(2000).optional(),
});
export type AiOnboardingReply = z.infer<typeof AiOnboardingReplySchema>;
