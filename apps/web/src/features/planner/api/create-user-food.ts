import { UserFoodSchema, type UserFoodInput } from '@prato/core/schemas/user-foods';
import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/hooks/use-refreshing-mutation';
import { userFoodReads } from './get-user-foods';

export const createUserFood = (input: UserFoodInput) => api.post('/user-foods', input, UserFoodSchema);

export function useCreateUserFood() {
  return useRefreshingMutation(createUserFood, userFoodReads(), 'success');
}
