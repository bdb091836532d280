import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@prato/core/schemas/error';
import { FoodSearchResponseSchema } from '@prato/core/schemas/foods';
import { textRule } from '@prato/core/schemas/input-rules';
import { currentCaller, requireUser } from '../../lib/auth-guards';
import type { FoodsService } from './foods.service';

const SearchQuerySchema = z.object({
  q: z
    .string()
    .max(100, 'A busca deve ter no máximo 100 caracteres.')
    .refine(...textRule)
    .optional(),
});

export const foodsRoutes: FastifyPluginAsyncZod<{ foodsService: FoodsService }> = async (app, { foodsService }) => {
  app.get(
    '/foods',
    {
      onRequest: requireUser,
      schema: {
        tags: ['foods'],
        summary: 'Sugestões de alimentos (meus alimentos primeiro, depois TACO e nomes populares)',
        querystring: SearchQuerySchema,
        response: { 200: FoodSearchResponseSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => ({ foods: await foodsService.searchFor(currentCaller(request), request.query.q ?? '') }),
  );
};
