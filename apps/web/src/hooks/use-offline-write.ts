import {
  useMutation,
  useQueryClient,
  type DefaultError,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query';
import type { SubmitResult } from '@/lib/offline-queue';

/**
 * A write sent through submitOrQueue: never paused while offline (React Query would hold it until the
 * connection returns), because without a connection submitOrQueue keeps it in the offline queue
 * (decision 016) and the result says so.
 */
export function useOfflineWrite<TData, TVariables>(
  options: Omit<UseMutationOptions<TData, DefaultError, TVariables>, 'networkMode'>,
) {
  return useMutation({ ...options, networkMode: 'always' });
}

/**
 * A record written through submitOrQueue after which the screens read `reads` again once the server
 * has it (a queued one changes nothing there yet: the queue refreshes them when it is sent).
 */
export function useOfflineRecordWrite<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<SubmitResult<TData>>,
  reads: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useOfflineWrite({
    mutationFn,
    onSuccess: async (result) => {
      if (result.status === 'queued') return;
      await Promise.all(reads.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
