import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@prato/core/schemas/error';
import { HydrationHistoryPageSchema, HydrationHistoryQuerySchema } from '@prato/core/schemas/hydration';
import { currentRequester, currentUser, requireUser } from '../../lib/auth-guards';
import { IdParamSchema } from '../../lib/id-param';
import type { HydrationService } from './hydration.service';

const tags = ['hydration'];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };

export const hydrationRoutes: FastifyPluginAsyncZod<{ hydrationService: HydrationService }> = async (
  app,
  { hydrationService },
) => {
  app.get(
    '/hydration/intakes',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Histórico de ingestões de água do período, 50 por página, mais recentes primeiro',
        querystring: HydrationHistoryQuerySchema,
        response: { 200: HydrationHistoryPageSchema, ...errors },
      },
    },
    async (request) => hydrationService.history(currentRequester(request), request.query),
  );
  app.delete(
    '/hydration/intakes/:id',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Excluir ingestão', params: IdParamSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await hydrationService.remove(currentUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
