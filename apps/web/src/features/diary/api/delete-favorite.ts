import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { favoritesQueryOptions } from './get-favorites';

/** DELETE /api/diary/favorites/:id */
export const deleteFavorite = (id: string) => api.delete(`/diary/favorites/${encodeURIComponent(id)}`);

export function useDeleteFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFavorite,
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoritesQueryOptions().queryKey }),
  });
}
