import { HydrationIntakeSchema, type CreateHydrationIntake } from '@prato/core/schemas/hydration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { hydrationTodayQueryOptions } from './get-hydration-today';

/** POST /api/hydration/intakes: an intake outside the reminders ("bebi água agora"), logged as done now. */
export const drinkNow = (input: CreateHydrationIntake) => api.post('/hydration/intakes', input, HydrationIntakeSchema);

export function useDrinkNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: drinkNow,
    // The history tab lists the same rows.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: hydrationTodayQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: ['hydration', 'history'] }),
      ]),
  });
}
