import type { AppModule } from '../../lib/app-module';
import { createUserFoodsRepo } from './user-foods.repo';
import { userFoodsRoutes } from './user-foods.routes';
import { createUserFoodsService, type UserFoodsService } from './user-foods.service';

declare module '../../lib/app-module' {
  interface Services {
    userFoods: UserFoodsService;
  }
}

/** "Meus alimentos": the foods a user registers from their labels. */
export const userFoodsModule: AppModule = {
  name: 'user-foods',
  setup({ db, now }) {
    const userFoodsService = createUserFoodsService({ repo: createUserFoodsRepo(db), now });
    return {
      provides: { userFoods: userFoodsService },
      routes: (api) => api.register(userFoodsRoutes, { userFoodsService }),
    };
  },
};
