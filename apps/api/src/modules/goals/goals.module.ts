import type { AppModule } from '../../lib/app-module';
import { createGoalsRepo } from './goals.repo';
import { goalsRoutes } from './goals.routes';
import { createGoalsService } from './goals.service';

export const goalsModule: AppModule = {
  name: 'goals',
  setup({ db, now }) {
    const goalsService = createGoalsService({ repo: createGoalsRepo(db), now });
    return { routes: (api) => api.register(goalsRoutes, { goalsService }) };
  },
};
