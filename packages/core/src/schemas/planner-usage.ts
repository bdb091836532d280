import { labelOnlyFood, labelOnlyMessage } from '../domain/label-only-foods';
import { z } from './z';
import { INPUT_RULE_MESSAGES, isWithinDateRange, wholeParam } from './input-rules';
import {
  HISTORY_MESSAGES,
  HISTORY_PAGE_SIZE,
  HistoryPeriodSchema,
  hasWholeCursor,
  keysetFields,
  periodOrDates,
} from './history';

/**
 * Planned meals saved in the user's local day (today, in the profile's zone) against the plan's daily
 * limit; limit and remaining are null when unlimited. Calculations are not counted.
 */
export const PlannerUsageSchema = z.object({
  used: z.number().int().nonnegative(),
  limit: z.number().int().nullable(),
  remaining: z.number().int().nonnegative().nullable(),
});
export type PlannerUsage = z.infer<typeof PlannerUsageSchema>;

/** meal_history_limited: the history covers this many days by default. */
export const MEAL_HISTORY_DAYS = 365;

/** Messages of the planner and meals API that the product rules do not word. */
export const PLANNER_API_MESSAGES = {
  unknownFood: (name: string) => {
    // Whey, iogurte grego: sold only as brands, with their own labels (label-only-foods.ts).
    const labelOnly = labelOnlyFood(name);
    return labelOnly
      ? labelOnlyMessage(labelOnly)
      : `Alimento não encontrado: ${name}. Escolha um nome da lista de sugestões.`;
  },
  /** A recipe without its cooked weight has servings but no grams (FoodRecord.servingOnly). */
  servingOnlyRecipe: (name: string) =>
    `A receita “${name}” ainda não tem o peso pronto: informe-o em Minhas receitas para calcular porções em gramas com ela.`,
  mealIdTaken: 'Refeição já registrada.',
  mealNotFound: 'Refeição não encontrada.',
  invalidPeriod: 'Período inválido: a data inicial deve ser anterior à final.',
  invalidDate: 'Data inválida. Use o formato AAAA-MM-DD.',
} as const;

const isCalendarDate = (value: string) => z.iso.date().safeParse(value).success;
const isInstant = (value: string) => z.iso.datetime({ offset: true }).safeParse(value).success;
const HistoryBoundSchema = z
  .string({ error: PLANNER_API_MESSAGES.invalidDate })
  .max(64, PLANNER_API_MESSAGES.invalidDate)
  .refine((value) => isCalendarDate(value) || isInstant(value), {
    message: PLANNER_API_MESSAGES.invalidDate,
    abort: true,
  })
  .refine(isWithinDateRange, INPUT_RULE_MESSAGES.date);

/**
 * GET /api/meals: a date (YYYY-MM-DD, the user's local day, inclusive) or an ISO instant; without
 * `from`, the last MEAL_HISTORY_DAYS days. Pages follow the keyset `before`/`beforeId`.
 */
export const MealListQuerySchema = z
  .object({
    from: HistoryBoundSchema.optional(),
    to: HistoryBoundSchema.optional(),
    /** A history filter in the user's local days instead of from/to ('all' = MEAL_HISTORY_DAYS). */
    period: HistoryPeriodSchema.optional(),
    /** Page size; without it, the whole window (the plan's limit still applies). */
    limit: wholeParam(HISTORY_MESSAGES.limit, { min: 1, max: HISTORY_PAGE_SIZE.max }).optional(),
    ...keysetFields,
  })
  .refine(hasWholeCursor, { message: HISTORY_MESSAGES.cursor, path: ['before'] })
  .refine(...periodOrDates);
export type MealListQuery = z.infer<typeof MealListQuerySchema>;
