import type { AppModule } from '../../lib/app-module';
import { healthRoutes } from './health.routes';

/** The liveness probe (GET /api/health): the process answers and the database too. */
export const healthModule: AppModule = {
  name: 'health',
  setup: ({ database }) => ({ routes: (api) => api.register(healthRoutes, { ping: database.ping }) }),
};
