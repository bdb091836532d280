import { DiaryFoodSchema } from '@prato/core/schemas/diary';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { DIARY_KEY } from '@/api/diary';
import { api } from '@/lib/api-client';

/** GET /api/diary/foods/:foodId: a food's composition per 100 g and its household measures. */
export const getDiaryFood = (foodId: number, signal?: AbortSignal) =>
  api.get(`/diary/foods/${encodeURIComponent(String(foodId))}`, DiaryFoodSchema, signal);

export const diaryFoodQueryOptions = (foodId: number) =>
  queryOptions({
    queryKey: [...DIARY_KEY, 'food', foodId],
    queryFn: ({ signal }) => getDiaryFood(foodId, signal),
    // A food's composition changes only with a new release (or the person's own label).
    staleTime: 10 * 60_000,
  });

export function useDiaryFood(foodId: number | null) {
  return useQuery({ ...diaryFoodQueryOptions(foodId ?? 0), enabled: foodId !== null });
}
