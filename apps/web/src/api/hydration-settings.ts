import { HydrationSettingsViewSchema } from '@prato/core/schemas/hydration';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /api/hydration/settings: the settings (defaults until saved) and the goal suggested by the profile.
 * Shared: the hydration screen reads all of it, the history its volume unit.
 */
export const getHydrationSettings = (signal?: AbortSignal) =>
  api.get('/hydration/settings', HydrationSettingsViewSchema, signal);

export const hydrationSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['hydration', 'settings'], queryFn: ({ signal }) => getHydrationSettings(signal) });

export function useHydrationSettings() {
  return useQuery(hydrationSettingsQueryOptions());
}
