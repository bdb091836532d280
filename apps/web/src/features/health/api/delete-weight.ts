import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQueryOptions } from '@/api/profile';
import { api } from '@/lib/api-client';

export const deleteWeight = (id: string) => api.delete(`/weights/${encodeURIComponent(id)}`);

export function useDeleteWeight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWeight,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['weights'] }),
        queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey }),
      ]);
    },
  });
}
