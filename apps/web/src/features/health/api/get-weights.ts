import { WeightListSchema } from '@prato/core/schemas/weight';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** How many recent weight entries the health screen lists. */
export const RECENT_WEIGHTS_LIMIT = 10;

export const getWeights = (limit: number, signal?: AbortSignal) =>
  api.get(`/weights?${new URLSearchParams({ limit: String(limit) }).toString()}`, WeightListSchema, signal);

export const weightsQueryOptions = (limit: number = RECENT_WEIGHTS_LIMIT) =>
  queryOptions({
    queryKey: ['weights', { limit }],
    queryFn: ({ signal }) => getWeights(limit, signal),
  });

export function useWeights(limit?: number) {
  return useQuery(weightsQueryOptions(limit));
}
