import type { AppModule } from '../../lib/app-module';
import { createPlannerRepo, type PlannerRepo } from './planner.repo';
import { plannerRoutes } from './planner.routes';
import { createPlannerService, type PlannerService } from './planner.service';

declare module '../../lib/app-module' {
  interface Services {
    planner: PlannerService;
    /** The counted_requests log: the planner's hourly cap and the assistant's budget count in it. */
    requestLog: PlannerRepo;
  }
}

/** Portions by the deterministic solver, within the plan's hourly cap. */
export const plannerModule: AppModule = {
  name: 'planner',
  setup({ db, now, use }) {
    const repo = createPlannerRepo(db);
    const plannerService = createPlannerService({
      repo,
      subscriptionsService: use('subscriptions'),
      mealsService: use('meals'),
      foodCatalog: use('foodCatalog'),
      now,
    });
    return {
      provides: { planner: plannerService, requestLog: repo },
      routes: (api) => api.register(plannerRoutes, { service: plannerService }),
    };
  },
};
