import { MealSchema, type Meal, type SaveMeal } from '@prato/core/schemas/meals';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/meals; the body's client-generated id makes a retry return the same meal. */
export function saveMeal(meal: SaveMeal): Promise<Meal> {
  return api.post('/meals', meal, MealSchema);
}

export function useSaveMeal() {
  return useMutation({ mutationFn: saveMeal });
}
