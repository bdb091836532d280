import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@prato/core/schemas/error';
import { MealCalculationRequestSchema, MealCalculationSchema, PLANNER_MESSAGES } from '@prato/core/schemas/planner';
import { PlannerUsageSchema } from '@prato/core/schemas/planner-usage';
import { currentCaller, requireUser } from '../../lib/auth-guards';
import { HttpError } from '../../lib/http-error';
import type { PlannerService } from './planner.service';

const tags = ['planner'];

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

export const plannerRoutes: FastifyPluginAsyncZod<{ plannerService: PlannerService }> = async (
  app,
  { plannerService },
) => {
  app.post(
    '/planner/calculate',
    {
      // Before the body is read: without a session the answer is 401 whatever the body holds.
      onRequest: requirePlannerUser,
      schema: {
        tags,
        summary: 'Calcular porções de uma refeição (TACO, divisão 40/30/30; não conta no limite diário)',
        body: MealCalculationRequestSchema,
        response: {
          200: MealCalculationSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          422: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request) => plannerService.calculate(currentCaller(request), request.body),
  );

  app.get(
    '/planner/usage',
    {
      onRequest: requirePlannerUser,
      schema: {
        tags,
        summary: 'Refeições planejadas salvas hoje (dia local do usuário) e o limite diário do plano',
        response: { 200: PlannerUsageSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => plannerService.usage(currentCaller(request)),
  );
};
