import type { AppModule } from '../../lib/app-module';
import { plansRoutes } from './plans.routes';

/** The public catalogue of plans (GET /api/plans) with the operator's prices and labels. */
export const plansModule: AppModule = {
  name: 'plans',
  setup: ({ plans }) => ({ routes: (api) => api.register(plansRoutes, { plans }) }),
};
