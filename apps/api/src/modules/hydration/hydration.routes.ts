import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@prato/core/schemas/error';
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
import { currentCaller, requireUser } from '../../lib/auth-guards';
import { IdParamSchema } from '../../lib/id-param';
import type { HydrationService } from './hydration.service';

const tags = ['hydration'];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };

export const hydrationRoutes: FastifyPluginAsyncZod<{ hydrationService: HydrationService }> = async (
  app,
  { hydrationService },
) => {
  app.get(
    '/hydration/settings',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Configurações de hidratação (os padrões até serem salvas) e a meta sugerida pelo perfil',
        response: { 200: HydrationSettingsViewSchema, ...errors },
      },
    },
    async (request) => hydrationService.settings(currentCaller(request)),
  );
  app.put(
    '/hydration/settings',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Salvar configurações; os lembretes de hoje são refeitos, mantendo os já marcados',
        body: HydrationSettingsSchema,
        response: { 200: HydrationSettingsViewSchema, ...errors },
      },
    },
    async (request) => hydrationService.saveSettings(currentCaller(request), request.body),
  );
  app.get(
    '/hydration/today',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          'Progresso, lembretes (criados na primeira leitura do dia, que vai do despertar ao despertar seguinte) e, à parte, as ingestões fora dos lembretes',
        response: { 200: HydrationTodaySchema, ...errors },
      },
    },
    async (request) => hydrationService.today(currentCaller(request)),
  );
  app.get(
    '/hydration/days/:date',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Ingestões de uma data',
        params: HydrationDayParamsSchema,
        response: { 200: HydrationDaySchema, ...errors },
      },
    },
    async (request) => hydrationService.day(currentCaller(request), request.params.date),
  );
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
    async (request) => hydrationService.history(currentCaller(request), request.query),
  );
  app.post(
    '/hydration/intakes',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          'Registrar uma ingestão fora dos lembretes ("bebi água agora"); o mesmo id devolve o mesmo registro (200)',
        body: CreateHydrationIntakeSchema,
        response: { 200: HydrationIntakeSchema, 201: HydrationIntakeSchema, ...errors, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { intake, created } = await hydrationService.drinkNow(currentCaller(request), request.body);
      return reply.code(created ? 201 : 200).send(intake);
    },
  );
  app.patch(
    '/hydration/intakes/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Marcar ou desmarcar um lembrete (uma ingestão fora dos lembretes se desfaz excluindo-a: 409)',
        params: IdParamSchema,
        body: UpdateHydrationIntakeSchema,
        response: { 200: HydrationIntakeSchema, ...errors, 409: ApiErrorSchema },
      },
    },
    async (request) =>
      hydrationService.setCompleted(
        currentCaller(request),
        request.params.id,
        request.body.completed,
        request.body.markedAt,
      ),
  );
  app.post(
    '/hydration/intakes/:id/snooze',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Adiar um lembrete pendente em 15 minutos',
        params: IdParamSchema,
        response: { 200: HydrationIntakeSchema, 409: ApiErrorSchema, ...errors },
      },
    },
    async (request) => hydrationService.snooze(currentCaller(request), request.params.id),
  );
  app.delete(
    '/hydration/intakes/:id',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Excluir ingestão', params: IdParamSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await hydrationService.remove(currentCaller(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
