import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userFoodsQueryOptions } from './get-user-foods';

export const deleteUserFood = (id: string) => api.delete(`/user-foods/${encodeURIComponent(id)}`);

export function useDeleteUserFood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUserFood,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userFoodsQueryOptions().queryKey }),
  });
}
