import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MealCalculationRequestSchema, MealCalculationSchema, PLANNER_MESSAGES } from '@prato/core/schemas/planner';
import { PlannerUsageSchema } from '@prato/core/schemas/planner-usage';
import type { ServiceRoutes } from '../../lib/app-module';
import { requireUser } from '../../lib/auth-guards';
import { HttpError } from '../../lib/http-error';
import { defineRoutes } from '../../lib/route';
import type { PlannerService } from './planner.service';

/** requireUser with the planner's own wording (not logged in). */
async function requirePlannerUser(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  try {
    await requireUser.call(this, request, reply);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 401)
      throw new HttpError(401, error.code, PLANNER_MESSAGES.notLoggedIn);
    throw error;
  }
}

export const plannerRoutes: ServiceRoutes<PlannerService> = async (app, { service }) => {
  // The guard runs before the body is read: without a session the answer is 401 whatever the body holds.
  const route = defineRoutes(app, { tags: ['planner'], guard: requirePlannerUser });

  route.post('/planner/calculate', {
    summary: 'Calcular porções de uma refeição (TACO, divisão 40/30/30; não conta no limite diário)',
    body: MealCalculationRequestSchema,
    response: { 200: MealCalculationSchema },
    errors: [400, 401, 403, 422, 429],
    handler: async ({ caller, body }) => service.calculate(caller, body),
  });
  route.get('/planner/usage', {
    summary: 'Refeições planejadas salvas hoje (dia local do usuário) e o limite diário do plano',
    response: { 200: PlannerUsageSchema },
    errors: [401],
    handler: async ({ caller }) => service.usage(caller),
  });
};
