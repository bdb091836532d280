import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/hooks/use-refreshing-mutation';
import { userFoodReads } from './get-user-foods';

export const deleteUserFood = (id: string) => api.delete(`/user-foods/${encodeURIComponent(id)}`);

export function useDeleteUserFood() {
  return useRefreshingMutation(deleteUserFood, userFoodReads(), 'success');
}
