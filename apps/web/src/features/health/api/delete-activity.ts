import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/hooks/use-refreshing-mutation';

export const deleteActivity = (id: string) => api.delete(`/activities/${encodeURIComponent(id)}`);

export function useDeleteActivity() {
  return useRefreshingMutation(deleteActivity, ['activities'], 'success');
}
