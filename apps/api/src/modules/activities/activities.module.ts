import { serviceModule } from '../../lib/app-module';
import { createActivitiesRepo } from './activities.repo';
import { activitiesRoutes } from './activities.routes';
import { createActivitiesService, type ActivitiesService } from './activities.service';

declare module '../../lib/app-module' {
  interface Services {
    activities: ActivitiesService;
  }
}

export const activitiesModule = serviceModule({
  name: 'activities',
  build: ({ db, now, use }) =>
    createActivitiesService({
      repo: createActivitiesRepo(db),
      profileService: use('profile'),
      subscriptionsService: use('subscriptions'),
      now,
    }),
  provides: (activities) => ({ activities }),
  routes: activitiesRoutes,
});
