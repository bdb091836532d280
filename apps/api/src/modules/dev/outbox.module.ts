import type { AppModule } from '../../lib/app-module';
import { outboxRoutes } from './outbox.routes';

/** The development outbox of e-mails (EXPOSE_OUTBOX): never in production. */
export const outboxModule: AppModule = {
  name: 'outbox',
  setup: ({ env, db }) => ({
    routes: env.EXPOSE_OUTBOX ? (api) => api.register(outboxRoutes, { db }) : undefined,
  }),
};
