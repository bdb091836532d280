import { MealSchema, type SaveMeal } from '@prato/core/schemas/meals';
import { useMutation } from '@tanstack/react-query';
import { submitOrQueue } from '@/lib/offline-queue';

/**
 * POST /api/meals; the body's client-generated id makes a retry return the same meal. Without a
 * connection the meal waits in the offline queue with the moment it was saved (decision 016).
 */
export function saveMeal(meal: SaveMeal) {
  return submitOrQueue('meal', { ...meal, consumedAt: meal.consumedAt ?? new Date().toISOString() }, MealSchema);
}

export function useSaveMeal() {
  return useMutation({
    // Not paused while offline: without a connection the record goes to the offline queue.
    networkMode: 'always',
    mutationFn: saveMeal,
  });
}
