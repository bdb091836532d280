import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@prato/core/schemas/error';
import {
  AchievementSchema,
  CreateAchievementSchema,
  CreateGoalSchema,
  GoalListQuerySchema,
  GoalSchema,
} from '@prato/core/schemas/goals';
import { currentCaller, requireUser } from '../../lib/auth-guards';
import { IdParamSchema } from '../../lib/id-param';
import type { GoalsService } from './goals.service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };

export const goalsRoutes: FastifyPluginAsyncZod<{ goalsService: GoalsService }> = async (app, { goalsService }) => {
  app.post(
    '/goals',
    {
      onRequest: requireUser,
      schema: {
        tags: ['goals'],
        summary: 'Criar meta',
        body: CreateGoalSchema,
        response: { 201: GoalSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await goalsService.createGoal(currentCaller(request), request.body)),
  );
  app.get(
    '/goals',
    {
      onRequest: requireUser,
      schema: {
        tags: ['goals'],
        summary: 'Metas (active=true: só as ativas), mais recentes primeiro',
        querystring: GoalListQuerySchema,
        response: { 200: z.array(GoalSchema), ...errors },
      },
    },
    async (request) => goalsService.listGoals(currentCaller(request), request.query.active),
  );
  app.post(
    '/goals/:id/complete',
    {
      onRequest: requireUser,
      schema: {
        tags: ['goals'],
        summary: 'Concluir meta',
        params: IdParamSchema,
        response: { 200: GoalSchema, ...errors },
      },
    },
    async (request) => goalsService.completeGoal(currentCaller(request), request.params.id),
  );
  app.get(
    '/achievements',
    {
      onRequest: requireUser,
      schema: {
        tags: ['goals'],
        summary: 'Conquistas, mais recentes primeiro',
        response: { 200: z.array(AchievementSchema), ...errors },
      },
    },
    async (request) => goalsService.listAchievements(currentCaller(request)),
  );
  app.post(
    '/achievements',
    {
      onRequest: requireUser,
      schema: {
        tags: ['goals'],
        summary: 'Registrar conquista (uma vez por código)',
        body: CreateAchievementSchema,
        response: { 200: AchievementSchema, 201: AchievementSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { achievement, created } = await goalsService.award(currentCaller(request), request.body);
      return reply.code(created ? 201 : 200).send(achievement);
    },
  );
};
