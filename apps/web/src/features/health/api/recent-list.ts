import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

/**
 * A recent list of the health screen: GET /api/<list>?limit, the newest `limit` records of the API's
 * default window.
 */
export function recentListQueryOptions<S extends z.ZodType>(list: 'activities' | 'weights', schema: S, limit: number) {
  return queryOptions({
    queryKey: [list, { limit }],
    queryFn: ({ signal }) =>
      api.get(`/${list}?${new URLSearchParams({ limit: String(limit) }).toString()}`, schema, signal),
  });
}
