import {
  ActivityListSchema,
  ActivitySchema,
  CreateActivitySchema,
  DateRangeQuerySchema,
  LatestActivitySchema,
} from '@prato/core/schemas/activity';
import type { ServiceRoutes } from '../../lib/app-module';
import { defineRoutes } from '../../lib/route';
import type { ActivitiesService } from './activities.service';

export const activitiesRoutes: ServiceRoutes<ActivitiesService> = async (app, { service }) => {
  const route = defineRoutes(app, { tags: ['activities'], errors: [400, 401, 404, 409] });

  route.post('/activities', {
    summary: 'Registrar atividade física (calorias por MET quando omitidas)',
    body: CreateActivitySchema,
    response: { 200: ActivitySchema, 201: ActivitySchema },
    handler: async ({ caller, body }) => service.create(caller, body),
  });
  route.get('/activities', {
    summary: 'Atividades no período (padrão: 30 dias), mais recente primeiro; limitado pelo plano',
    querystring: DateRangeQuerySchema,
    response: { 200: ActivityListSchema },
    handler: async ({ caller, query }) => service.list(caller, query),
  });
  route.get('/activities/latest', {
    summary: 'Última atividade registrada',
    response: { 200: LatestActivitySchema },
    handler: async ({ caller }) => service.latest(caller),
  });
  route.delete('/activities/:id', {
    summary: 'Excluir atividade',
    handler: async ({ caller, params }) => service.remove(caller, params.id),
  });
};
