import { BarcodeParamsSchema, ProductSchema } from '@prato/core/schemas/products';
import type { ServiceRoutes } from '../../lib/app-module';
import { defineRoutes } from '../../lib/route';
import type { ProductsService } from './products.service';

/** Packaged foods by barcode: our cache, then Open Food Facts (signed-in users; the user's correction wins). */
export const productsRoutes: ServiceRoutes<ProductsService> = async (app, { service: productsService }) => {
  const route = defineRoutes(app, { tags: ['products'] });

  route.get('/products/:barcode', {
    summary: 'Produto embalado pelo código de barras (Open Food Facts, ODbL), com o "alto em" da ANVISA',
    params: BarcodeParamsSchema,
    response: { 200: ProductSchema },
    errors: [400, 401, 404, 503],
    handler: async ({ caller, params }) => productsService.lookup(caller, params.barcode),
  });
};
