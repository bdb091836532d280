import { UserFoodSchema, type UserFoodInput } from '@prato/core/schemas/user-foods';
import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/hooks/use-refreshing-mutation';
import { USER_FOOD_READS } from './get-user-foods';

/** Replaces the whole label of one of the user's foods. */
export const updateUserFood = ({ id, input }: { id: string; input: UserFoodInput }) =>
  api.put(`/user-foods/${encodeURIComponent(id)}`, input, UserFoodSchema);

export function useUpdateUserFood() {
  return useRefreshingMutation(updateUserFood, USER_FOOD_READS, 'success');
}
