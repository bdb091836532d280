import { serviceModule } from '../../lib/app-module';
import { createNutrientsRepo } from './nutrients.repo';
import { nutrientsRoutes } from './nutrients.routes';
import { createNutrientsService, type NutrientsService } from './nutrients.service';

declare module '../../lib/app-module' {
  interface Services {
    nutrients: NutrientsService;
  }
}

/** A local day's and a period's nutrients against the person's targets (read-only over saved meals). */
export const nutrientsModule = serviceModule({
  name: 'nutrients',
  build: ({ db, now, use }) =>
    createNutrientsService({
      repo: createNutrientsRepo(db),
      profileService: use('profile'),
      now,
    }),
  provides: (nutrients) => ({ nutrients }),
  routes: nutrientsRoutes,
});
