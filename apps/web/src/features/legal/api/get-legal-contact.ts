import { LegalContactSchema } from '@prato/core/schemas/legal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getLegalContact = (signal?: AbortSignal) => api.get('/legal/contact', LegalContactSchema, signal);

export const legalContactQueryOptions = () =>
  queryOptions({
    queryKey: ['legal', 'contact'],
    queryFn: ({ signal }) => getLegalContact(signal),
    staleTime: Infinity,
  });

export function useLegalContact() {
  return useQuery(legalContactQueryOptions());
}
