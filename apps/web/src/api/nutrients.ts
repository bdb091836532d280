import { NutrientDaySchema } from '@prato/core/schemas/nutrients';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * A day's nutrients against the person's targets. Shared by /home (today) and /history (a past day),
 * so it lives in the shared api layer instead of one feature.
 */
export const getNutrientDay = (date: string | undefined, signal?: AbortSignal) =>
  api.get(
    date ? `/nutrients/day?${new URLSearchParams({ date }).toString()}` : '/nutrients/day',
    NutrientDaySchema,
    signal,
  );

/** Without a date: today in the user's time zone (the server decides which day that is). */
export const nutrientDayQueryOptions = (date?: string) =>
  queryOptions({
    queryKey: ['nutrients', 'day', date ?? 'today'],
    queryFn: ({ signal }) => getNutrientDay(date, signal),
  });

export function useNutrientDay(date?: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...nutrientDayQueryOptions(date), enabled });
}
