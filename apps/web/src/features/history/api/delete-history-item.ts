import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The lists a history item can be deleted from, with their endpoint and the caches to refresh. */
const ENDPOINTS = {
  meal: { path: '/meals', keys: [['meals'], ['home'], ['nutrients']] },
  activity: { path: '/activities', keys: [['activities'], ['home']] },
  weight: { path: '/weights', keys: [['weights']] },
  intake: { path: '/hydration/intakes', keys: [['hydration']] },
} as const;
export type HistoryItemKind = keyof typeof ENDPOINTS;

/** DELETE /api/{meals|activities|weights|hydration/intakes}/:id */
export const deleteHistoryItem = ({ kind, id }: { kind: HistoryItemKind; id: string }) =>
  api.delete(`${ENDPOINTS[kind].path}/${encodeURIComponent(id)}`);

export function useDeleteHistoryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHistoryItem,
    onSettled: (_data, _error, { kind }) =>
      Promise.all(ENDPOINTS[kind].keys.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] }))),
  });
}
