import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A write after which the screen reads `queryKey` again: its queries are invalidated when the write
 * settles, or only when it succeeded with `after: 'success'`.
 */
export function useRefreshingMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  queryKey: QueryKey,
  after: 'settled' | 'success' = 'settled',
) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  return useMutation({ mutationFn, ...(after === 'settled' ? { onSettled: refresh } : { onSuccess: refresh }) });
}
