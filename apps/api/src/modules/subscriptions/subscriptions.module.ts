import { serviceModule } from '../../lib/app-module';
import { createSubscriptionsRepo } from './subscriptions.repo';
import { subscriptionsRoutes } from './subscriptions.routes';
import { createSubscriptionsService, type SubscriptionsService } from './subscriptions.service';

declare module '../../lib/app-module' {
  interface Services {
    subscriptions: SubscriptionsService;
  }
}

export const subscriptionsModule = serviceModule({
  name: 'subscriptions',
  build: ({ db, now, plans }) => createSubscriptionsService({ repo: createSubscriptionsRepo(db), now, plans }),
  provides: (subscriptions) => ({ subscriptions }),
  routes: subscriptionsRoutes,
});
