import { serviceModule } from '../../lib/app-module';
import { onboardingRoutes } from './onboarding.routes';
import { createOnboardingService } from './onboarding.service';

/** The goals suggested at sign-up (formula, optionally worded by the AI provider). */
export const onboardingModule = serviceModule({
  name: 'onboarding',
  build: ({ ai, log, use }) => createOnboardingService({ ai, log, requestCounter: use('planner') }),
  routes: onboardingRoutes,
});
