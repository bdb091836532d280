import { UnmatchedPaymentPageSchema } from '@prato/core/schemas/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/admin/unmatched-payment-events: payment events that matched no account, newest first. */
export const getUnmatchedPayments = (page: number, signal?: AbortSignal) =>
  api.get(`/admin/unmatched-payment-events?page=${page}`, UnmatchedPaymentPageSchema, signal);

export const unmatchedPaymentsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'unmatched-payments', page],
    queryFn: ({ signal }) => getUnmatchedPayments(page, signal),
    placeholderData: keepPreviousData,
  });

export function useUnmatchedPayments(page: number) {
  return useQuery(unmatchedPaymentsQueryOptions(page));
}
