import { WeightListSchema } from '@prato/core/schemas/weight';
import { useQuery } from '@tanstack/react-query';
import { recentListQueryOptions } from './recent-list';

/** How many recent weight entries the health screen lists. */
export const RECENT_WEIGHTS_LIMIT = 10;

export const weightsQueryOptions = (limit: number = RECENT_WEIGHTS_LIMIT) =>
  recentListQueryOptions('weights', WeightListSchema, limit);

export function useWeights(limit?: number) {
  return useQuery(weightsQueryOptions(limit));
}
