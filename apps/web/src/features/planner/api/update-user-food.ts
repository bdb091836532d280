import { UserFoodSchema, type UserFoodInput } from '@prato/core/schemas/user-foods';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userFoodsQueryOptions } from './get-user-foods';

/** Replaces the whole label of one of the user's foods. */
export const updateUserFood = ({ id, input }: { id: string; input: UserFoodInput }) =>
  api.put(`/user-foods/${encodeURIComponent(id)}`, input, UserFoodSchema);

export function useUpdateUserFood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserFood,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userFoodsQueryOptions().queryKey }),
  });
}
