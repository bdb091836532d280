import { serviceModule } from '../../lib/app-module';
import { createWeightsRepo } from './weights.repo';
import { weightsRoutes } from './weights.routes';
import { createWeightsService, type WeightsService } from './weights.service';

declare module '../../lib/app-module' {
  interface Services {
    weights: WeightsService;
  }
}

export const weightsModule = serviceModule({
  name: 'weights',
  build: ({ db, now, use }) =>
    createWeightsService({
      repo: createWeightsRepo(db),
      profileService: use('profile'),
      subscriptionsService: use('subscriptions'),
      now,
    }),
  provides: (weights) => ({ weights }),
  routes: weightsRoutes,
});
