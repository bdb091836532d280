import { DiaryDaySchema, DiarySlotsSchema } from '@prato/core/schemas/diary';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The food diary's day (GET /api/diary). Shared: the diary shows it, and the planner and /home refresh
 * it when they change the day's meals, so it lives in the shared api layer instead of one feature.
 */
export const getDiaryDay = (date: string | undefined, signal?: AbortSignal) =>
  api.get(date ? `/diary?${new URLSearchParams({ date }).toString()}` : '/diary', DiaryDaySchema, signal);

/** Every diary read (days, slots, favourites, recent foods) sits under this key. */
export const DIARY_KEY = ['diary'] as const;

/** Without a date: today in the user's time zone (the server decides which day that is). */
export const diaryDayQueryOptions = (date?: string) =>
  queryOptions({
    queryKey: [...DIARY_KEY, 'day', date ?? 'today'],
    queryFn: ({ signal }) => getDiaryDay(date, signal),
  });

export function useDiaryDay(date?: string) {
  return useQuery(diaryDayQueryOptions(date));
}

/**
 * GET /api/diary/slots: every slot the person keeps, hidden ones too, in their order. Shared: the diary
 * edits them, and a recipe's "Registrar uma porção" picks one.
 */
export const diarySlotsQueryOptions = () =>
  queryOptions({
    queryKey: [...DIARY_KEY, 'slots'],
    queryFn: ({ signal }) => api.get('/diary/slots', DiarySlotsSchema, signal),
  });

export function useDiarySlots({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...diarySlotsQueryOptions(), enabled });
}

/**
 * After a change to what was eaten: the diary, and every screen that sums the saved meals (the home's
 * day and week, the history, the day's nutrients).
 */
export const refreshMealReads = (queryClient: QueryClient) =>
  Promise.all(
    [DIARY_KEY, ['home'], ['meals'], ['nutrients']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
