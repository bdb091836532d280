import { UserFoodSchema, type UserFoodInput } from '@prato/core/schemas/user-foods';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userFoodsQueryOptions } from './get-user-foods';

export const createUserFood = (input: UserFoodInput) => api.post('/user-foods', input, UserFoodSchema);

export function useCreateUserFood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUserFood,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userFoodsQueryOptions().queryKey }),
  });
}
