import { FavoriteMealSchema, type CreateFavorite } from '@prato/core/schemas/diary';
import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/hooks/use-refreshing-mutation';
import { favoritesQueryOptions } from './get-favorites';

/** POST /api/diary/favorites: a slot's items of a day saved under a name (the client id makes it once). */
export const createFavorite = (favorite: CreateFavorite) => api.post('/diary/favorites', favorite, FavoriteMealSchema);

export function useCreateFavorite() {
  return useRefreshingMutation(createFavorite, [favoritesQueryOptions().queryKey]);
}
