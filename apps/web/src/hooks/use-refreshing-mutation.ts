import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A write after which the screens read `queryKeys` again (every read the write changes): their queries
 * are invalidated when the write settles, or only when it succeeded with `after: 'success'`.
 */
export function useRefreshingMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  queryKeys: readonly QueryKey[],
  after: 'settled' | 'success' = 'settled',
) {
  const queryClient = useQueryClient();
  const refresh = () => Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({ mutationFn, ...(after === 'settled' ? { onSettled: refresh } : { onSuccess: refresh }) });
}
