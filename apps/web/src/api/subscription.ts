import { MySubscriptionSchema } from '@prato/core/schemas/subscription';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /api/me/subscription: the signed-in user's plan, its period and status. Shared by several
 * features (subscription, profile, chat, history), so it lives in the shared api layer: one cache
 * entry, refreshed by the live stream when a payment or an admin changes it (use-live-events) and by
 * the explicit sync on the plans screen.
 */
export const getMySubscription = (signal?: AbortSignal) => api.get('/me/subscription', MySubscriptionSchema, signal);

export const mySubscriptionQueryOptions = () =>
  queryOptions({ queryKey: ['me', 'subscription'], queryFn: ({ signal }) => getMySubscription(signal) });

export function useMySubscription() {
  return useQuery(mySubscriptionQueryOptions());
}
