import type { FastifyInstance } from 'fastify';
import type { AppModule } from '../../lib/app-module';
import { createMealBackfill, type MealBackfill } from './meals.backfill';
import { createMealsRepo } from './meals.repo';
import { mealsRoutes } from './meals.routes';
import { createMealsService, type MealsService } from './meals.service';

declare module '../../lib/app-module' {
  interface Services {
    meals: MealsService;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Gives older meals' portions their food (meals.backfill.ts): `run()` runs it once (tests). */
    mealBackfill: MealBackfill;
  }
}

/**
 * Saved meals: the history, the day's totals and what the free plan's daily limit counts; meals saved
 * before portions carried their food get it once, after the migrations.
 */
export const mealsModule: AppModule = {
  name: 'meals',
  setup({ db, log, now, startJobs, use }) {
    const repo = createMealsRepo(db);
    const foodCatalog = use('foodCatalog');
    const mealsService = createMealsService({
      repo,
      subscriptionsService: use('subscriptions'),
      profileService: use('profile'),
      foodCatalog,
      now,
    });
    const mealBackfill = createMealBackfill({ repo, foodCatalog, log });
    return {
      provides: { meals: mealsService },
      routes: (api) => api.register(mealsRoutes, { mealsService }),
      decorate: (app: FastifyInstance) => app.decorate('mealBackfill', mealBackfill),
      onReady: () => (startJobs ? mealBackfill.start() : undefined),
      onClose: () => mealBackfill.stop(),
    };
  },
};
