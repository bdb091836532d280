import {
  ACTIVITY_LEVEL_LABELS,
  HEALTH_GOAL_LABELS,
  ONBOARDING_SNACK_QUANTITY,
  goalRefusal,
  mealGoalsTotal,
  safeOnboardingGoals,
} from '@prato/core/domain/energy';
import {
  AiOnboardingReplySchema,
  MealGoalsSchema,
  ONBOARDING_MESSAGES,
  type OnboardingInput,
  type OnboardingResult,
} from '@prato/core/schemas/onboarding';
import { AiError, type AiProvider } from '../../adapters/ai/ai-provider';
import { dataBlock, dataBlocksRule } from '../../adapters/ai/user-data';
import { invalid, quotaExceeded } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';

/** gemini-generic "calorie-calculation" settings. */
const AI_SETTINGS = { temperature: 0.3, topP: 0.8, maxOutputTokens: 500 } as const;

/** The block the person's data travels in (declared as data by the system instruction). */
const USER_DATA_BLOCK = 'dados_do_usuario';

const SYSTEM = [
  'Você é um nutricionista que calcula metas diárias de calorias.',
  'Responda somente com um objeto JSON, sem texto fora dele, com os campos numéricos inteiros',
  'totalDaily, breakfast, lunch, dinner, snack e snackQuantity, e o campo explanation (texto curto em português do Brasil explicando o cálculo).',
  'Distribua: café da manhã 25–30%, almoço 35–40%, jantar 25–30% e lanches 10–15% do total.',
  'snack é o valor de cada lanche; totalDaily = breakfast + lunch + dinner + snack × snackQuantity.',
  dataBlocksRule([USER_DATA_BLOCK]),
].join(' ');

const GENDER_LABELS = { male: 'masculino', female: 'feminino' } as const;

/**
 * Today every value is a validated number or one of our own labels; the block keeps it that way for
 * whatever the person may type here one day.
 */
function prompt(input: OnboardingInput): string {
  const person = [
    `- Peso: ${input.weight} kg`,
    `- Altura: ${input.height} cm`,
    `- Idade: ${input.age} anos`,
    `- Sexo: ${GENDER_LABELS[input.gender]}`,
    `- Nível de atividade: ${ACTIVITY_LEVEL_LABELS[input.activityLevel]}`,
    `- Objetivo: ${HEALTH_GOAL_LABELS[input.healthGoals]}`,
  ];
  return [
    'Calcule as metas diárias de calorias para esta pessoa:',
    dataBlock(USER_DATA_BLOCK, person.join('\n')),
    `Use ${ONBOARDING_SNACK_QUANTITY} lanches por dia.`,
  ].join('\n');
}

/** The JSON object of a reply, also when the model wraps it in a ```json fence or adds text around it. */
function extractJson(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) throw new AiError('bad_response', 'reply without a JSON object');
  try {
    return JSON.parse(text.slice(start, end + 1));
  } catch {
    throw new AiError('bad_response', 'reply with malformed JSON');
  }
}

/**
 * Validates a model's reply (the five calorie fields are required) and keeps the total
 * consistent. Whether the total is safe for the person is `safeOnboardingGoals`' decision.
 */
export function parseAiReply(text: string): OnboardingResult {
  const parsed = AiOnboardingReplySchema.safeParse(extractJson(text));
  if (!parsed.success) throw new AiError('bad_response', ONBOARDING_MESSAGES.aiIncomplete);
  const reply = parsed.data;
  const goals = MealGoalsSchema.safeParse({
    breakfast: reply.breakfast,
    lunch: reply.lunch,
    dinner: reply.dinner,
    snack: reply.snack,
    snackQuantity: reply.snackQuantity ?? ONBOARDING_SNACK_QUANTITY,
  });
  if (!goals.success) throw new AiError('bad_response', 'meal values out of range');
  // The parts are what the profile stores; the total shown is always their sum.
  const totalDaily = mealGoalsTotal(goals.data);
  return {
    ...goals.data,
    totalDaily,
    explanation: reply.explanation || 'Metas calculadas pela IA a partir dos seus dados.',
    source: 'ai',
  };
}

interface Logger {
  warn(details: object, message: string): void;
}

/** The shared hourly request counter (kept by the planner service, which owns the counted_requests log). */
export interface RequestCounter {
  countRequest(caller: Caller, requestType: string): Promise<boolean>;
}

export const ONBOARDING_AI_REQUEST = 'onboarding_goals';

/** 400 for a goal the person may not have (a minor's or an underweight adult's weight loss). */
export function assertGoalAllowed(input: OnboardingInput): void {
  const refusal = goalRefusal(input);
  if (refusal) throw invalid('GOAL_NOT_SAFE', refusal);
}

export function createOnboardingService({
  ai,
  log,
  requestCounter,
}: {
  ai: AiProvider;
  log: Logger;
  requestCounter?: RequestCounter;
}) {
  return {
    /**
     * With a model, ask it; 429 → 'Limite de uso atingido…'; any other failure (including a
     * rejected provider key and 'Resposta da IA incompleta') silently falls back to the formula.
     */
    async calculateGoals(caller: Caller, input: OnboardingInput): Promise<OnboardingResult> {
      assertGoalAllowed(input);
      if (!ai.isModel) return safeOnboardingGoals(input);
      // Model calls count toward the free plan's hourly AI cap; the formula costs nothing.
      if (requestCounter && !(await requestCounter.countRequest(caller, ONBOARDING_AI_REQUEST)))
        throw quotaExceeded('AI_RATE_LIMITED', ONBOARDING_MESSAGES.rateLimited);
      try {
        const text = await ai.generateText({ system: SYSTEM, prompt: prompt(input), json: true, ...AI_SETTINGS });
        const proposal = parseAiReply(text);
        const result = safeOnboardingGoals(input, proposal);
        if (result !== proposal)
          log.warn(
            { provider: ai.name, reason: 'daily total out of the safe range' },
            'onboarding: AI goals replaced by the formula',
          );
        return result;
      } catch (error) {
        if (error instanceof AiError && error.kind === 'rate_limited')
          throw quotaExceeded('AI_RATE_LIMITED', ONBOARDING_MESSAGES.rateLimited);
        // Never the prompt (personal data) nor the provider's message (may echo it): kind and status only.
        const details = error instanceof AiError ? { provider: ai.name, kind: error.kind, status: error.status } : {};
        log.warn(
          { ...details, reason: error instanceof AiError ? error.message : 'unexpected error' },
          'onboarding: AI failed, using the formula',
        );
        return safeOnboardingGoals(input);
      }
    },
  };
}
export type OnboardingService = ReturnType<typeof createOnboardingService>;
