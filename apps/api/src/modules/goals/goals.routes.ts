import { z } from 'zod';
import {
  AchievementSchema,
  CreateAchievementSchema,
  CreateGoalSchema,
  GoalListQuerySchema,
  GoalSchema,
} from '@prato/core/schemas/goals';
import type { ServiceRoutes } from '../../lib/app-module';
import { defineRoutes } from '../../lib/route';
import type { GoalsService } from './goals.service';

export const goalsRoutes: ServiceRoutes<GoalsService> = async (app, { service }) => {
  const route = defineRoutes(app, { tags: ['goals'], errors: [400, 401, 404] });

  route.post('/goals', {
    summary: 'Criar meta',
    body: CreateGoalSchema,
    response: { 201: GoalSchema },
    handler: async ({ caller, body }) => service.createGoal(caller, body),
  });
  route.get('/goals', {
    summary: 'Metas (active=true: só as ativas), mais recentes primeiro',
    querystring: GoalListQuerySchema,
    response: { 200: z.array(GoalSchema) },
    handler: async ({ caller, query }) => service.listGoals(caller, query.active),
  });
  route.post('/goals/:id/complete', {
    summary: 'Concluir meta',
    response: { 200: GoalSchema },
    handler: async ({ caller, params }) => service.completeGoal(caller, params.id),
  });
  route.get('/achievements', {
    summary: 'Conquistas, mais recentes primeiro',
    response: { 200: z.array(AchievementSchema) },
    handler: async ({ caller }) => service.listAchievements(caller),
  });
  route.post('/achievements', {
    summary: 'Registrar conquista (uma vez por código)',
    body: CreateAchievementSchema,
    response: { 200: AchievementSchema, 201: AchievementSchema },
    handler: async ({ caller, body }) => service.award(caller, body),
  });
};
