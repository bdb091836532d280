import type { AppModule } from '../../lib/app-module';
import { createActivitiesRepo } from './activities.repo';
import { activitiesRoutes } from './activities.routes';
import { createActivitiesService, type ActivitiesService } from './activities.service';

declare module '../../lib/app-module' {
  interface Services {
    activities: ActivitiesService;
  }
}

export const activitiesModule: AppModule = {
  name: 'activities',
  setup({ db, now, use }) {
    const activitiesService = createActivitiesService({
      repo: createActivitiesRepo(db),
      profileService: use('profile'),
      subscriptionsService: use('subscriptions'),
      now,
    });
    return {
      provides: { activities: activitiesService },
      routes: (api) => api.register(activitiesRoutes, { activitiesService }),
    };
  },
};
