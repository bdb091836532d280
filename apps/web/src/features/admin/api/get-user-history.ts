import { AdminHistorySchema } from '@prato/core/schemas/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/admin/users/:id/history: the admin changes of one user, newest first. */
export const getUserHistory = (userId: string, signal?: AbortSignal) =>
  api.get(`/admin/users/${encodeURIComponent(userId)}/history`, AdminHistorySchema, signal);

export const userHistoryQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['admin', 'history', userId], queryFn: ({ signal }) => getUserHistory(userId, signal) });

export function useUserHistory(userId: string) {
  return useQuery(userHistoryQueryOptions(userId));
}
