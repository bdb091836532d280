import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/hooks/use-refreshing-mutation';
import { ACTIVITY_READS } from './get-activities';

export const deleteActivity = (id: string) => api.delete(`/activities/${encodeURIComponent(id)}`);

export function useDeleteActivity() {
  return useRefreshingMutation(deleteActivity, ACTIVITY_READS, 'success');
}
