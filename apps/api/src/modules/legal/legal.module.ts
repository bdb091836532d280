import type { AppModule } from '../../lib/app-module';
import { legalRoutes } from './legal.routes';

/** The controller's contact for the privacy notice (LGPD). */
export const legalModule: AppModule = {
  name: 'legal',
  setup: ({ env }) => ({
    routes: (api) =>
      api.register(legalRoutes, {
        contact: { controllerName: env.PRIVACY_CONTROLLER_NAME, contactEmail: env.PRIVACY_CONTACT_EMAIL ?? null },
      }),
  }),
};
