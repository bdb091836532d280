import type { AppModule } from '../../lib/app-module';
import { createSubscriptionsRepo } from './subscriptions.repo';
import { subscriptionsRoutes } from './subscriptions.routes';
import { createSubscriptionsService, type SubscriptionsService } from './subscriptions.service';

declare module '../../lib/app-module' {
  interface Services {
    subscriptions: SubscriptionsService;
  }
}

export const subscriptionsModule: AppModule = {
  name: 'subscriptions',
  setup({ db, now, plans }) {
    const subscriptionsService = createSubscriptionsService({ repo: createSubscriptionsRepo(db), now, plans });
    return {
      provides: { subscriptions: subscriptionsService },
      routes: (api) => api.register(subscriptionsRoutes, { subscriptionsService }),
    };
  },
};
