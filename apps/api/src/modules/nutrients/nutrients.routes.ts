import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@prato/core/schemas/error';
import {
  NutrientDayQuerySchema,
  NutrientDaySchema,
  NutrientSummaryQuerySchema,
  NutrientSummarySchema,
} from '@prato/core/schemas/nutrients';
import { currentCaller, requireUser } from '../../lib/auth-guards';
import type { NutrientsService } from './nutrients.service';

const tags = ['nutrients'];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema };

export const nutrientsRoutes: FastifyPluginAsyncZod<{ nutrientsService: NutrientsService }> = async (
  app,
  { nutrientsService },
) => {
  app.get(
    '/nutrients/day',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Nutrientes do dia local (soma das porções das refeições) com as metas da pessoa',
        querystring: NutrientDayQuerySchema,
        response: { 200: NutrientDaySchema, ...errors },
      },
    },
    async (request) => nutrientsService.day(currentCaller(request), request.query.date),
  );
  app.get(
    '/nutrients/summary',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Média diária de cada nutriente nos dias com refeições de um período (até 31 dias)',
        querystring: NutrientSummaryQuerySchema,
        response: { 200: NutrientSummarySchema, ...errors },
      },
    },
    async (request) => nutrientsService.summary(currentCaller(request), request.query),
  );
};
