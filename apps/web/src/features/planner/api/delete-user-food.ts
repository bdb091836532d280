import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/hooks/use-refreshing-mutation';
import { USER_FOOD_READS } from './get-user-foods';

export const deleteUserFood = (id: string) => api.delete(`/user-foods/${encodeURIComponent(id)}`);

export function useDeleteUserFood() {
  return useRefreshingMutation(deleteUserFood, USER_FOOD_READS, 'success');
}
