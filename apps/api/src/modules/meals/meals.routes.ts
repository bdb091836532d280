import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@prato/core/schemas/error';
import { MealListSchema, MealSchema, SaveMealSchema, UpdateMealSchema } from '@prato/core/schemas/meals';
import { MealListQuerySchema } from '@prato/core/schemas/planner-usage';
import { currentCaller, requireUser } from '../../lib/auth-guards';
import type { MealsService } from './meals.service';

const tags = ['meals'];
const MealParamsSchema = z.object({ id: z.uuid({ error: 'Identificador da refeição inválido.' }) });

export const mealsRoutes: FastifyPluginAsyncZod<{ mealsService: MealsService }> = async (app, { mealsService }) => {
  app.post(
    '/meals',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          'Registrar refeição (idempotente pelo id gerado no cliente; plano gratuito: limite de refeições por dia)',
        body: SaveMealSchema,
        response: {
          200: MealSchema,
          201: MealSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { created, meal } = await mealsService.save(currentCaller(request), request.body);
      return reply.code(created ? 201 : 200).send(meal);
    },
  );

  app.get(
    '/meals',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Histórico de refeições (365 dias, mais recentes primeiro; limitado pelo plano)',
        querystring: MealListQuerySchema,
        response: { 200: MealListSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => mealsService.list(currentCaller(request), request.query),
  );

  app.patch(
    '/meals/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Alterar refeição',
        params: MealParamsSchema,
        body: UpdateMealSchema,
        response: {
          200: MealSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (request) => mealsService.update(currentCaller(request), request.params.id, request.body),
  );

  app.delete(
    '/meals/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Excluir refeição',
        params: MealParamsSchema,
        response: { 204: z.null(), 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      await mealsService.remove(currentCaller(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
