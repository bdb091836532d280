import { z } from 'zod';
import { FoodSearchResponseSchema } from '@prato/core/schemas/foods';
import { textRule } from '@prato/core/schemas/input-rules';
import type { ServiceRoutes } from '../../lib/app-module';
import { defineRoutes } from '../../lib/route';
import type { FoodsService } from './foods.service';

const SearchQuerySchema = z.object({
  q: z
    .string()
    .max(100, 'A busca deve ter no máximo 100 caracteres.')
    .refine(...textRule)
    .optional(),
});

export const foodsRoutes: ServiceRoutes<FoodsService> = async (app, { service: foodsService }) => {
  const route = defineRoutes(app, { tags: ['foods'] });

  route.get('/foods', {
    summary: 'Sugestões de alimentos (meus alimentos primeiro, depois TACO e nomes populares)',
    querystring: SearchQuerySchema,
    response: { 200: FoodSearchResponseSchema },
    errors: [400, 401],
    handler: async ({ caller, query }) => ({ foods: await foodsService.searchFor(caller, query.q ?? '') }),
  });
};
