import {
  NutrientDayQuerySchema,
  NutrientDaySchema,
  NutrientSummaryQuerySchema,
  NutrientSummarySchema,
} from '@prato/core/schemas/nutrients';
import type { ServiceRoutes } from '../../lib/app-module';
import { defineRoutes } from '../../lib/route';
import type { NutrientsService } from './nutrients.service';

export const nutrientsRoutes: ServiceRoutes<NutrientsService> = async (app, { service }) => {
  const route = defineRoutes(app, { tags: ['nutrients'], errors: [400, 401] });

  route.get('/nutrients/day', {
    summary: 'Nutrientes do dia local (soma das porções das refeições) com as metas da pessoa',
    querystring: NutrientDayQuerySchema,
    response: { 200: NutrientDaySchema },
    handler: async ({ caller, query }) => service.day(caller, query.date),
  });
  route.get('/nutrients/summary', {
    summary: 'Média diária de cada nutriente nos dias com refeições de um período (até 31 dias)',
    querystring: NutrientSummaryQuerySchema,
    response: { 200: NutrientSummarySchema },
    handler: async ({ caller, query }) => service.summary(caller, query),
  });
};
