import type { AppModule } from '../../lib/app-module';
import { createFoodCatalog, type FoodCatalogService } from './food-catalog';
import { foodsRoutes } from './foods.routes';
import { createFoodsService } from './foods.service';

declare module '../../lib/app-module' {
  interface Services {
    /** One food catalogue (the user's own foods, then the library) for the planner, meals, chat and search. */
    foodCatalog: FoodCatalogService;
  }
}

/** The food catalogue and its search (TACO, derived foods, IBGE foods as consumed, and the user's own). */
export const foodsModule: AppModule = {
  name: 'foods',
  setup({ use }) {
    const foodCatalog = createFoodCatalog({
      userFoods: use('userFoods'),
      recipes: use('recipes'),
      products: use('products'),
    });
    const foodsService = createFoodsService({ catalog: foodCatalog });
    return {
      provides: { foodCatalog },
      routes: (api) => api.register(foodsRoutes, { service: foodsService }),
    };
  },
};
