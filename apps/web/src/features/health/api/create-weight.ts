import { WeightEntrySchema, type CreateWeightEntry } from '@prato/core/schemas/weight';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQueryOptions } from '@/api/profile';
import { api } from '@/lib/api-client';

export const createWeight = (input: CreateWeightEntry) => api.post('/weights', input, WeightEntrySchema);

export function useCreateWeight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWeight,
    onSuccess: async () => {
      // The server moves the profile's weight to the newest entry.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['weights'] }),
        queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey }),
      ]);
    },
  });
}
