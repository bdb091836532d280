import {
  CreateHydrationIntakeSchema,
  HydrationDayParamsSchema,
  HydrationDaySchema,
  HydrationHistoryPageSchema,
  HydrationHistoryQuerySchema,
  HydrationIntakeSchema,
  HydrationSettingsSchema,
  HydrationSettingsViewSchema,
  HydrationTodaySchema,
  UpdateHydrationIntakeSchema,
} from '@prato/core/schemas/hydration';
import type { ServiceRoutes } from '../../lib/app-module';
import { defineRoutes } from '../../lib/route';
import type { HydrationService } from './hydration.service';

export const hydrationRoutes: ServiceRoutes<HydrationService> = async (app, { service }) => {
  const route = defineRoutes(app, { tags: ['hydration'], errors: [400, 401, 404] });
  /** The intake routes that can find the intake in the wrong state. */
  const withConflict = [400, 401, 404, 409] as const;

  route.get('/hydration/settings', {
    summary: 'Configurações de hidratação (os padrões até serem salvas) e a meta sugerida pelo perfil',
    response: { 200: HydrationSettingsViewSchema },
    handler: async ({ caller }) => service.settings(caller),
  });
  route.put('/hydration/settings', {
    summary: 'Salvar configurações; os lembretes de hoje são refeitos, mantendo os já marcados',
    body: HydrationSettingsSchema,
    response: { 200: HydrationSettingsViewSchema },
    handler: async ({ caller, body }) => service.saveSettings(caller, body),
  });
  route.get('/hydration/today', {
    summary:
      'Progresso, lembretes (criados na primeira leitura do dia, que vai do despertar ao despertar seguinte) e, à parte, as ingestões fora dos lembretes',
    response: { 200: HydrationTodaySchema },
    handler: async ({ caller }) => service.today(caller),
  });
  route.get('/hydration/days/:date', {
    summary: 'Ingestões de uma data',
    params: HydrationDayParamsSchema,
    response: { 200: HydrationDaySchema },
    handler: async ({ caller, params }) => service.day(caller, params.date),
  });
  route.get('/hydration/intakes', {
    summary: 'Histórico de ingestões de água do período, 50 por página, mais recentes primeiro',
    querystring: HydrationHistoryQuerySchema,
    response: { 200: HydrationHistoryPageSchema },
    handler: async ({ caller, query }) => service.history(caller, query),
  });
  route.post('/hydration/intakes', {
    summary: 'Registrar uma ingestão fora dos lembretes ("bebi água agora"); o mesmo id devolve o mesmo registro (200)',
    body: CreateHydrationIntakeSchema,
    response: { 200: HydrationIntakeSchema, 201: HydrationIntakeSchema },
    errors: withConflict,
    handler: async ({ caller, body }) => service.drinkNow(caller, body),
  });
  route.patch('/hydration/intakes/:id', {
    summary: 'Marcar ou desmarcar um lembrete (uma ingestão fora dos lembretes se desfaz excluindo-a: 409)',
    body: UpdateHydrationIntakeSchema,
    response: { 200: HydrationIntakeSchema },
    errors: withConflict,
    handler: async ({ caller, params, body }) => service.setCompleted(caller, params.id, body.completed, body.markedAt),
  });
  route.post('/hydration/intakes/:id/snooze', {
    summary: 'Adiar um lembrete pendente em 15 minutos',
    response: { 200: HydrationIntakeSchema },
    errors: withConflict,
    handler: async ({ caller, params }) => service.snooze(caller, params.id),
  });
  route.delete('/hydration/intakes/:id', {
    summary: 'Excluir ingestão',
    handler: async ({ caller, params }) => service.remove(caller, params.id),
  });
};
