import { ActivitySchema, type CreateActivity } from '@prato/core/schemas/activity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const createActivity = (input: CreateActivity) => api.post('/activities', input, ActivitySchema);

export function useCreateActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createActivity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['activities'] }),
  });
}
