import { MySubscriptionSchema } from '@prato/core/schemas/subscription';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/me/subscription (the profile's cache entry): whether the plan includes the assistant. */
export const getMySubscription = (signal?: AbortSignal) => api.get('/me/subscription', MySubscriptionSchema, signal);

export const mySubscriptionQueryOptions = () =>
  queryOptions({ queryKey: ['me', 'subscription'], queryFn: ({ signal }) => getMySubscription(signal) });

export function useMySubscription() {
  return useQuery(mySubscriptionQueryOptions());
}
