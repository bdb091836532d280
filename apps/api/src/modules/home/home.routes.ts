import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@prato/core/schemas/error';
import { HomeSummarySchema } from '@prato/core/schemas/home';
import { currentCaller, requireUser } from '../../lib/auth-guards';
import type { HomeService } from './home.service';

export const homeRoutes: FastifyPluginAsyncZod<{ homeService: HomeService }> = async (app, { homeService }) => {
  app.get(
    '/home',
    {
      onRequest: requireUser,
      schema: {
        tags: ['home'],
        summary: 'Resumo do dia local (calorias, macros, atividades) e os últimos 7 dias',
        response: { 200: HomeSummarySchema, 401: ApiErrorSchema },
      },
    },
    async (request) => homeService.summary(currentCaller(request)),
  );
};
