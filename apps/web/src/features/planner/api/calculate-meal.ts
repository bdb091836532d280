import {
  MealCalculationSchema,
  PLANNER_MESSAGES,
  type MealCalculation,
  type MealCalculationRequest,
} from '@prato/core/schemas/planner';
import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

export function calculateMeal(input: MealCalculationRequest): Promise<MealCalculation> {
  return api.post('/planner/calculate', input, MealCalculationSchema);
}

/** Meal calculation: the text shown for a failed calculation. */
export function calculationErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return PLANNER_MESSAGES.unexpected;
  if (error.code === 'NETWORK_ERROR') return PLANNER_MESSAGES.unexpected;
  if (error.code === 'INVALID_RESPONSE') return PLANNER_MESSAGES.invalidResponse;
  if (error.status === 401) return PLANNER_MESSAGES.sessionExpired;
  // The server's own pt-BR text: rate limit, validation, unknown food, unreachable energy.
  const hasServerMessage = error.code !== 'HTTP_ERROR';
  if (error.status === 429) return hasServerMessage ? error.message : PLANNER_MESSAGES.rateLimit;
  if ([400, 403, 422].includes(error.status) && hasServerMessage) return error.message;
  return PLANNER_MESSAGES.httpFailure;
}

/** A calculation costs nothing of the day's limit (saved meals count): the usage is not read again. */
export function useCalculateMeal() {
  return useMutation({ mutationFn: calculateMeal });
}
