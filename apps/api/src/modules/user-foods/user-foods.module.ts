import { serviceModule } from '../../lib/app-module';
import { createUserFoodsRepo } from './user-foods.repo';
import { userFoodsRoutes } from './user-foods.routes';
import { createUserFoodsService, type UserFoodsService } from './user-foods.service';

declare module '../../lib/app-module' {
  interface Services {
    userFoods: UserFoodsService;
  }
}

/** "Meus alimentos": the foods a user registers from their labels. */
export const userFoodsModule = serviceModule({
  name: 'user-foods',
  build: ({ db, now }) => createUserFoodsService({ repo: createUserFoodsRepo(db), now }),
  provides: (userFoods) => ({ userFoods }),
  routes: userFoodsRoutes,
});
