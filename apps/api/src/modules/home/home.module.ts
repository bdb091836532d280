import { serviceModule } from '../../lib/app-module';
import { homeRoutes } from './home.routes';
import { createHomeService } from './home.service';

/** The dashboard's summary of the user's local day and week. */
export const homeModule = serviceModule({
  name: 'home',
  build: ({ now, use }) =>
    createHomeService({
      mealsService: use('meals'),
      activitiesService: use('activities'),
      profileService: use('profile'),
      subscriptionsService: use('subscriptions'),
      now,
    }),
  routes: homeRoutes,
});
