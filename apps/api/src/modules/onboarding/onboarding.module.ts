import type { AppModule } from '../../lib/app-module';
import { onboardingRoutes } from './onboarding.routes';
import { createOnboardingService } from './onboarding.service';

/** The goals suggested at sign-up (formula, optionally worded by the AI provider). */
export const onboardingModule: AppModule = {
  name: 'onboarding',
  setup({ ai, log, use }) {
    const onboardingService = createOnboardingService({ ai, log, requestCounter: use('planner') });
    return { routes: (api) => api.register(onboardingRoutes, { onboardingService }) };
  },
};
