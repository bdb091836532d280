import { MealSchema, type SaveMeal } from '@prato/core/schemas/meals';
import { useQueryClient } from '@tanstack/react-query';
import { DIARY_KEY } from '@/api/diary';
import { ApiError } from '@/lib/api-client';
import { submitOrQueue } from '@/lib/offline-queue';
import { useOfflineWrite } from '@/hooks/use-offline-write';
import { plannerUsageQueryOptions } from './get-planner-usage';

/** The API's code for a save over the free plan's daily meals (its message says so in pt-BR). */
export const DAILY_LIMIT_CODE = 'DAILY_LIMIT_REACHED';

export const isDailyLimitError = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === DAILY_LIMIT_CODE;

/**
 * POST /api/meals; the body's client-generated id makes a retry return the same meal. Without a
 * connection the meal waits in the offline queue with the moment it was saved (decision 016).
 */
export function saveMeal(meal: SaveMeal) {
  return submitOrQueue('meal', { ...meal, consumedAt: meal.consumedAt ?? new Date().toISOString() }, MealSchema);
}

export function useSaveMeal() {
  const queryClient = useQueryClient();
  return useOfflineWrite({
    mutationFn: saveMeal,
    // A saved meal is a unit of the day's limit; a refusal means another device used the last one.
    // It also changes the day's nutrients (/home and /history show them).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: plannerUsageQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: ['nutrients'] }),
        // The diary lists the saved meal in its slot.
        queryClient.invalidateQueries({ queryKey: DIARY_KEY }),
      ]),
  });
}
