import type { AppModule } from '../../lib/app-module';
import { homeRoutes } from './home.routes';
import { createHomeService } from './home.service';

/** The dashboard's summary of the user's local day and week. */
export const homeModule: AppModule = {
  name: 'home',
  setup({ now, use }) {
    const homeService = createHomeService({
      mealsService: use('meals'),
      activitiesService: use('activities'),
      profileService: use('profile'),
      subscriptionsService: use('subscriptions'),
      now,
    });
    return { routes: (api) => api.register(homeRoutes, { homeService }) };
  },
};
