import { useMutation, type DefaultError, type UseMutationOptions } from '@tanstack/react-query';

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
