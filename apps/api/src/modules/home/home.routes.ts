import { HomeSummarySchema } from '@prato/core/schemas/home';
import type { ServiceRoutes } from '../../lib/app-module';
import { defineRoutes } from '../../lib/route';
import type { HomeService } from './home.service';

export const homeRoutes: ServiceRoutes<HomeService> = async (app, { service: homeService }) => {
  const route = defineRoutes(app, { tags: ['home'] });

  route.get('/home', {
    summary: 'Resumo do dia local (calorias, macros, atividades) e os últimos 7 dias',
    response: { 200: HomeSummarySchema },
    errors: [401],
    handler: async ({ caller }) => homeService.summary(caller),
  });
};
