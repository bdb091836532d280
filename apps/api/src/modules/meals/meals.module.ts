import type { FastifyInstance } from 'fastify';
import type { AppModule } from '../../lib/app-module';
import { createMealBackfill, type MealBackfill } from './meals.backfill';
import { createMealsRepo } from './meals.repo';
import { mealsRoutes } from './meals.routes';
import { createMealsService, type MealsService } from './meals.service';
import { DIARY_LIVE_EVENT } from '@prato/core/schemas/diary';

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
    const saved = createMealsService({
      repo,
      subscriptionsService: use('subscriptions'),
      profileService: use('profile'),
      foodCatalog,
      now,
    });
    // A saved meal is part of the food diary: its changes refresh the user's other tabs (live event).
    const events = use('events');
    const announce = (subjectId: string) => events.publish(subjectId, DIARY_LIVE_EVENT).catch(() => undefined);
    const mealsService: MealsService = {
      ...saved,
      async save(caller, input) {
        const result = await saved.save(caller, input);
        if (result.created) await announce(caller.id);
        return result;
      },
      async update(caller, id, input) {
        const meal = await saved.update(caller, id, input);
        await announce(caller.id);
        return meal;
      },
      async remove(caller, id) {
        await saved.remove(caller, id);
        await announce(caller.id);
      },
    };
    const mealBackfill = createMealBackfill({ repo, foodCatalog, log });
    return {
      provides: { meals: mealsService },
      routes: (api) => api.register(mealsRoutes, { service: mealsService }),
      decorate: (app: FastifyInstance) => app.decorate('mealBackfill', mealBackfill),
      onReady: () => (startJobs ? mealBackfill.start() : undefined),
      onClose: () => mealBackfill.stop(),
    };
  },
};
