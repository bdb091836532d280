import { OnboardingInputSchema, OnboardingResultSchema } from '@prato/core/schemas/onboarding';
import type { ServiceRoutes } from '../../lib/app-module';
import { defineRoutes } from '../../lib/route';
import type { OnboardingService } from './onboarding.service';

export const onboardingRoutes: ServiceRoutes<OnboardingService> = async (app, { service }) => {
  const route = defineRoutes(app, { tags: ['onboarding'] });

  route.post('/onboarding/goals', {
    summary: 'Calcular metas diárias de calorias (IA ou fórmula)',
    body: OnboardingInputSchema,
    response: { 200: OnboardingResultSchema },
    errors: [400, 401, 429],
    handler: async ({ caller, body }) => service.calculateGoals(caller, body),
  });
};
