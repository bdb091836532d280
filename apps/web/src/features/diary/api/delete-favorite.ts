import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/hooks/use-refreshing-mutation';
import { favoritesQueryOptions } from './get-favorites';

/** DELETE /api/diary/favorites/:id */
export const deleteFavorite = (id: string) => api.delete(`/diary/favorites/${encodeURIComponent(id)}`);

export function useDeleteFavorite() {
  return useRefreshingMutation(deleteFavorite, [favoritesQueryOptions().queryKey]);
}
