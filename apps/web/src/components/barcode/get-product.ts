import { ProductSchema } from '@prato/core/schemas/products';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/products/:barcode: our cache of Open Food Facts (the user's own correction wins for them). */
export const getProduct = (barcode: string, signal?: AbortSignal) =>
  api.get(`/products/${encodeURIComponent(barcode)}`, ProductSchema, signal);

/** One lookup per barcode; a product found stays fresh for the session (the server keeps it 30 days). */
export const productQueryOptions = (barcode: string) =>
  queryOptions({
    queryKey: ['products', barcode],
    queryFn: ({ signal }) => getProduct(barcode, signal),
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
