import { UserFoodListSchema } from '@prato/core/schemas/user-foods';
import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getUserFoods = (signal?: AbortSignal) => api.get('/user-foods', UserFoodListSchema, signal);

/** "Meus alimentos": the signed-in user's own foods (few; loaded once for the picker and the panel). */
export const userFoodsQueryOptions = () =>
  queryOptions({
    queryKey: ['user-foods'],
    queryFn: ({ signal }) => getUserFoods(signal),
    select: (data) => data.foods,
  });

/**
 * What a change to one's own foods changes: their list, the food searches (which list them first), the
 * recipes (whose nutrients come from their ingredients' foods) and the products read by barcode (a food
 * carrying a barcode is the user's correction, which the lookup answers instead of the shared product).
 */
export const USER_FOOD_READS: readonly QueryKey[] = [
  userFoodsQueryOptions().queryKey,
  ['foods'],
  ['recipes'],
  ['products'],
];

export function useUserFoods() {
  return useQuery(userFoodsQueryOptions());
}
