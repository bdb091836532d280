import type { AppModule } from '../../lib/app-module';
import { livenessRoutes } from './liveness.routes';

/**
 * The liveness probe (GET /api/health, the path load balancers and containers conventionally ask):
 * the process answers and the database too. Not the body-health screen of the web app (/health).
 */
export const livenessModule: AppModule = {
  name: 'liveness',
  setup: ({ database }) => ({ routes: (api) => api.register(livenessRoutes, { ping: database.ping }) }),
};
