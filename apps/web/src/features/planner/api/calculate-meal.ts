import {
  MealCalculationSchema,
  PLANNER_MESSAGES,
  type MealCalculation,
  type MealCalculationRequest,
} from '@prato/core/schemas/planner';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { plannerUsageQueryOptions } from './get-planner-usage';

export const DAILY_LIMIT_CODE = 'DAILY_LIMIT_REACHED';

export function calculateMeal(input: MealCalculationRequest): Promise<MealCalculation> {
  return api.post('/planner/calculate', input, MealCalculationSchema);
}

/** Spec §8 Meal calculation: the text shown for a failed calculation. */
export function calculationErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return PLANNER_MESSAGES.unexpected;
  if (error.code === 'NETWORK_ERROR') return PLANNER_MESSAGES.unexpected;
  if (error.code === 'INVALID_RESPONSE') return PLANNER_MESSAGES.invalidResponse;
  if (error.status === 401) return PLANNER_MESSAGES.sessionExpired;
  // The server's own pt-BR text: rate limit, daily limit, validation, unknown food, unreachable energy.
  const hasServerMessage = error.code !== 'HTTP_ERROR';
  if (error.status === 429) return hasServerMessage ? error.message : PLANNER_MESSAGES.rateLimit;
  if ([400, 403, 422].includes(error.status) && hasServerMessage) return error.message;
  return PLANNER_MESSAGES.httpFailure;
}

export const isDailyLimitError = (error: unknown) => error instanceof ApiError && error.code === DAILY_LIMIT_CODE;

export function useCalculateMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: calculateMeal,
    // Successful or refused, the server may have counted the attempt: read the count again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: plannerUsageQueryOptions().queryKey }),
  });
}
