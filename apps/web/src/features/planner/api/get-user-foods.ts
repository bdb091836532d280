import { UserFoodListSchema } from '@prato/core/schemas/user-foods';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getUserFoods = (signal?: AbortSignal) => api.get('/user-foods', UserFoodListSchema, signal);

/** "Meus alimentos": the signed-in user's own foods (few; loaded once for the picker and the panel). */
export const userFoodsQueryOptions = () =>
  queryOptions({
    queryKey: ['user-foods'],
    queryFn: ({ signal }) => getUserFoods(signal),
    select: (data) => data.foods,
  });

export function useUserFoods() {
  return useQuery(userFoodsQueryOptions());
}
