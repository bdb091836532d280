import { FavoriteMealListSchema } from '@prato/core/schemas/diary';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { DIARY_KEY } from '@/api/diary';
import { api } from '@/lib/api-client';

/** GET /api/diary/favorites: the person's favourite meals. */
export const getFavorites = (signal?: AbortSignal) => api.get('/diary/favorites', FavoriteMealListSchema, signal);

export const favoritesQueryOptions = () =>
  queryOptions({ queryKey: [...DIARY_KEY, 'favorites'], queryFn: ({ signal }) => getFavorites(signal) });

export function useFavorites({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...favoritesQueryOptions(), enabled });
}
