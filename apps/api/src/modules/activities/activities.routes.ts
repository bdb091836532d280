import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ActivityListSchema,
  ActivitySchema,
  CreateActivitySchema,
  DateRangeQuerySchema,
  LatestActivitySchema,
} from '@prato/core/schemas/activity';
import { ApiErrorSchema } from '@prato/core/schemas/error';
import { currentCaller, requireUser } from '../../lib/auth-guards';
import { IdParamSchema } from '../../lib/id-param';
import type { ActivitiesService } from './activities.service';

const tags = ['activities'];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };

export const activitiesRoutes: FastifyPluginAsyncZod<{ activitiesService: ActivitiesService }> = async (
  app,
  { activitiesService },
) => {
  app.post(
    '/activities',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Registrar atividade física (calorias por MET quando omitidas)',
        body: CreateActivitySchema,
        response: { 200: ActivitySchema, 201: ActivitySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { entry, created } = await activitiesService.create(currentCaller(request), request.body);
      return reply.code(created ? 201 : 200).send(entry);
    },
  );
  app.get(
    '/activities',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Atividades no período (padrão: 30 dias), mais recente primeiro; limitado pelo plano',
        querystring: DateRangeQuerySchema,
        response: { 200: ActivityListSchema, ...errors },
      },
    },
    async (request) => activitiesService.list(currentCaller(request), request.query),
  );
  app.get(
    '/activities/latest',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Última atividade registrada', response: { 200: LatestActivitySchema, ...errors } },
    },
    async (request) => activitiesService.latest(currentCaller(request)),
  );
  app.delete(
    '/activities/:id',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Excluir atividade', params: IdParamSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await activitiesService.remove(currentCaller(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
