import { UserFoodSchema, type UserFoodInput } from '@prato/core/schemas/user-foods';
import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/hooks/use-refreshing-mutation';
import { USER_FOOD_READS } from './get-user-foods';

export const createUserFood = (input: UserFoodInput) => api.post('/user-foods', input, UserFoodSchema);

export function useCreateUserFood() {
  return useRefreshingMutation(createUserFood, USER_FOOD_READS, 'success');
}
