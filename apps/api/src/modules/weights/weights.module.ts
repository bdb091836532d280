import type { AppModule } from '../../lib/app-module';
import { createWeightsRepo } from './weights.repo';
import { weightsRoutes } from './weights.routes';
import { createWeightsService, type WeightsService } from './weights.service';

declare module '../../lib/app-module' {
  interface Services {
    weights: WeightsService;
  }
}

export const weightsModule: AppModule = {
  name: 'weights',
  setup({ db, now, use }) {
    const weightsService = createWeightsService({
      repo: createWeightsRepo(db),
      profileService: use('profile'),
      subscriptionsService: use('subscriptions'),
      now,
    });
    return {
      provides: { weights: weightsService },
      routes: (api) => api.register(weightsRoutes, { weightsService }),
    };
  },
};
