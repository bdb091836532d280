import { PaymentListSchema } from '@prato/core/schemas/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getPayments = (limit: number, signal?: AbortSignal) =>
  api.get(`/me/payments?${new URLSearchParams({ limit: String(limit) }).toString()}`, PaymentListSchema, signal);

export const paymentsQueryOptions = (limit: number) =>
  queryOptions({ queryKey: ['me', 'payments', limit], queryFn: ({ signal }) => getPayments(limit, signal) });

export function usePayments(limit: number) {
  return useQuery(paymentsQueryOptions(limit));
}
