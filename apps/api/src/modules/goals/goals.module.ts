import { serviceModule } from '../../lib/app-module';
import { createGoalsRepo } from './goals.repo';
import { goalsRoutes } from './goals.routes';
import { createGoalsService } from './goals.service';

export const goalsModule = serviceModule({
  name: 'goals',
  build: ({ db, now }) => createGoalsService({ repo: createGoalsRepo(db), now }),
  routes: goalsRoutes,
});
