import { z } from 'zod';
import { MealListSchema, MealSchema, SaveMealSchema, UpdateMealSchema } from '@prato/core/schemas/meals';
import { MealListQuerySchema } from '@prato/core/schemas/planner-usage';
import type { ServiceRoutes } from '../../lib/app-module';
import { defineRoutes } from '../../lib/route';
import type { MealsService } from './meals.service';

const MealParamsSchema = z.object({ id: z.uuid({ error: 'Identificador da refeição inválido.' }) });

export const mealsRoutes: ServiceRoutes<MealsService> = async (app, { service }) => {
  const route = defineRoutes(app, { tags: ['meals'] });

  route.post('/meals', {
    summary: 'Registrar refeição (idempotente pelo id gerado no cliente; plano gratuito: limite de refeições por dia)',
    body: SaveMealSchema,
    response: { 200: MealSchema, 201: MealSchema },
    errors: [400, 401, 403, 409],
    handler: async ({ caller, body }) => service.save(caller, body),
  });
  route.get('/meals', {
    summary: 'Histórico de refeições (365 dias, mais recentes primeiro; limitado pelo plano)',
    querystring: MealListQuerySchema,
    response: { 200: MealListSchema },
    errors: [400, 401],
    handler: async ({ caller, query }) => service.list(caller, query),
  });
  route.patch('/meals/:id', {
    summary: 'Alterar refeição',
    params: MealParamsSchema,
    body: UpdateMealSchema,
    response: { 200: MealSchema },
    errors: [400, 401, 403, 404],
    handler: async ({ caller, params, body }) => service.update(caller, params.id, body),
  });
  route.delete('/meals/:id', {
    summary: 'Excluir refeição',
    params: MealParamsSchema,
    errors: [400, 401, 404],
    handler: async ({ caller, params }) => service.remove(caller, params.id),
  });
};
