import { serviceModule } from '../../lib/app-module';
import { createFoodCatalog } from '../foods/food-catalog';
import { createRecipesRepo } from './recipes.repo';
import { recipesRoutes } from './recipes.routes';
import { createRecipesService, type RecipesService } from './recipes.service';

declare module '../../lib/app-module' {
  interface Services {
    recipes: RecipesService;
  }
}

/**
 * "Minhas receitas": recipes a user builds from foods. Built before the foods module, which puts the
 * recipes in the user's catalogue; an ingredient is looked up in the catalogue without recipes (the
 * user's own foods and the library): a stored ingredient is never a recipe (decision 041).
 */
export const recipesModule = serviceModule({
  name: 'recipes',
  build: ({ db, now, use }) =>
    createRecipesService({
      repo: createRecipesRepo(db),
      ingredients: createFoodCatalog({ userFoods: use('userFoods') }),
      now,
    }),
  provides: (recipes) => ({ recipes }),
  routes: recipesRoutes,
});
