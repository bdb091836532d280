import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@prato/core/schemas/error';
import { OnboardingInputSchema, OnboardingResultSchema } from '@prato/core/schemas/onboarding';
import { currentCaller, requireUser } from '../../lib/auth-guards';
import type { OnboardingService } from './onboarding.service';

const tags = ['onboarding'];

export const onboardingRoutes: FastifyPluginAsyncZod<{ onboardingService: OnboardingService }> = async (
  app,
  { onboardingService },
) => {
  app.post(
    '/onboarding/goals',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Calcular metas diárias de calorias (IA ou fórmula)',
        body: OnboardingInputSchema,
        response: { 200: OnboardingResultSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => onboardingService.calculateGoals(currentCaller(request), request.body),
  );
};
