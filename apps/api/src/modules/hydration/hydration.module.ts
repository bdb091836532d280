import { serviceModule } from '../../lib/app-module';
import { createHydrationRepo } from './hydration.repo';
import { hydrationRoutes } from './hydration.routes';
import { createHydrationService, type HydrationService } from './hydration.service';

declare module '../../lib/app-module' {
  interface Services {
    hydration: HydrationService;
  }
}

/** Water: goal, the day's reminders, intakes, progress and history. */
export const hydrationModule = serviceModule({
  name: 'hydration',
  build: ({ db, now, use }) =>
    createHydrationService({
      repo: createHydrationRepo(db),
      profileService: use('profile'),
      now,
    }),
  provides: (hydration) => ({ hydration }),
  routes: hydrationRoutes,
});
