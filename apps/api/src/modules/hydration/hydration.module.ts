import type { AppModule } from '../../lib/app-module';
import { createHydrationRepo } from './hydration.repo';
import { hydrationRoutes } from './hydration.routes';
import { createHydrationService, type HydrationService } from './hydration.service';

declare module '../../lib/app-module' {
  interface Services {
    hydration: HydrationService;
  }
}

/** Water: goal, the day's reminders, intakes, progress and history. */
export const hydrationModule: AppModule = {
  name: 'hydration',
  setup({ db, now, use }) {
    const hydrationService = createHydrationService({
      repo: createHydrationRepo(db),
      profileService: use('profile'),
      now,
    });
    return {
      provides: { hydration: hydrationService },
      routes: (api) => api.register(hydrationRoutes, { hydrationService }),
    };
  },
};
