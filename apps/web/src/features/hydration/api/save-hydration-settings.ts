import { HydrationSettingsViewSchema, type HydrationSettings } from '@prato/core/schemas/hydration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { hydrationSettingsQueryOptions } from '@/api/hydration-settings';
import { hydrationTodayQueryOptions } from './get-hydration-today';

/** PUT /api/hydration/settings: saves and regenerates today's reminders (the marked ones are kept). */
export const saveHydrationSettings = (settings: HydrationSettings) =>
  api.put('/hydration/settings', settings, HydrationSettingsViewSchema);

export function useSaveHydrationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHydrationSettings,
    onSuccess: async (view) => {
      queryClient.setQueryData(hydrationSettingsQueryOptions().queryKey, view);
      await queryClient.invalidateQueries({ queryKey: hydrationTodayQueryOptions().queryKey });
    },
  });
}
