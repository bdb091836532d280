import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@prato/core/schemas/error';
import { BarcodeParamsSchema, ProductSchema } from '@prato/core/schemas/products';
import { currentCaller, requireUser } from '../../lib/auth-guards';
import type { ProductsService } from './products.service';

/** Packaged foods by barcode: our cache, then Open Food Facts (signed-in users; the user's correction wins). */
export const productsRoutes: FastifyPluginAsyncZod<{ productsService: ProductsService }> = async (
  app,
  { productsService },
) => {
  app.get(
    '/products/:barcode',
    {
      onRequest: requireUser,
      schema: {
        tags: ['products'],
        summary: 'Produto embalado pelo código de barras (Open Food Facts, ODbL), com o "alto em" da ANVISA',
        params: BarcodeParamsSchema,
        response: {
          200: ProductSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          404: ApiErrorSchema,
          503: ApiErrorSchema,
        },
      },
    },
    async (request) => productsService.lookup(currentCaller(request), request.params.barcode),
  );
};
