import { LIBRARY_CATALOG } from '@prato/core/data/food-catalog';
import type { FoodRecord } from '@prato/core/data/food-types';
import { solvePortions } from '@prato/core/domain/portion-solver';
import type { MealCalculation, MealCalculationRequest } from '@prato/core/schemas/planner';
import { PLANNER_API_MESSAGES, type PlannerUsage } from '@prato/core/schemas/planner-usage';
import { invalid, unprocessable } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';
import { REQUESTS_WINDOW_MS, calculationQuotaError } from '../../lib/quota';
import type { MealsService } from '../meals/meals.service';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service';
import type { FoodCatalogService, UserFoodCatalog } from '../foods/food-catalog';
import { MEAL_CALCULATION, type PlannerRepo, type RequestLog } from './planner.repo';
import type { Clock } from '../../lib/clock';

export interface PlannerServiceDeps {
  repo: PlannerRepo;
  subscriptionsService: Pick<SubscriptionsService, 'effectivePlanOf'>;
  /** The daily limit counts saved meals: the meals module owns that count. */
  mealsService: Pick<MealsService, 'dailyUsage'>;
  /** The food catalogue (the user's own foods, then the library); without it only the library resolves. */
  foodCatalog?: Pick<FoodCatalogService, 'forUser'>;
  now?: Clock;
}

/**
 * Each typed name must be a food of the catalogue (the user's own foods first: exact name, ignoring
 * case, accents and spacing; then a suggestion of the food list) that the solver can plan. Another
 * user's food is simply not in the catalogue: "alimento não encontrado".
 */
function resolveFoods(
  names: readonly string[],
  catalog: Pick<UserFoodCatalog, 'byName'>,
): { name: string; food: FoodRecord }[] {
  return names.map((name) => {
    const food = catalog.byName(name);
    if (!food || !food.plannable) throw invalid('UNKNOWN_FOOD', PLANNER_API_MESSAGES.unknownFood(name));
    // The solver serves grams: a recipe without its cooked weight has none to serve.
    if (food.servingOnly) throw invalid('SERVING_ONLY', PLANNER_API_MESSAGES.servingOnlyRecipe(food.name));
    return { name, food };
  });
}

export function createPlannerService({
  repo,
  subscriptionsService,
  mealsService,
  foodCatalog,
  now = () => new Date(),
}: PlannerServiceDeps) {
  return {
    /**
     * Planner: portions from TACO by the deterministic solver. A calculation costs nothing of
     * the plan's daily limit (that counts saved meals: recalculating a meal is free); it is one counted request
     * of the free plan's hourly cap, counted only when it succeeds.
     */
    async calculate(caller: Caller, request: MealCalculationRequest): Promise<MealCalculation> {
      // Read before the quota lock: on PGlite (one connection) a query outside the transaction would wait for it.
      const catalog = foodCatalog ? await foodCatalog.forUser(caller.id, { names: request.foods }) : LIBRARY_CATALOG;
      const items = resolveFoods(request.foods, catalog);
      const solve = async (log: RequestLog, at: Date): Promise<MealCalculation> => {
        const result = solvePortions({ items, targetCalories: request.targetCalories, mealType: request.mealType });
        if (!result.ok)
          throw (result.code === 'ENERGY_UNREACHABLE' ? unprocessable : invalid)(result.code, result.message);
        await log.record(MEAL_CALCULATION, at);
        return result.calculation;
      };

      const plan = await subscriptionsService.effectivePlanOf(caller);
      // No hourly cap (premium): nothing to check, no lock.
      if (plan.limits.requestsPerHour === null) return solve(repo.requestLog(caller.id), now());

      return repo.withUserLock(caller.id, async (log) => {
        // The clock is read under the lock: a request that waited is judged at its own time.
        const at = now();
        const refusal = calculationQuotaError(
          plan.limits,
          await log.countAll(new Date(at.getTime() - REQUESTS_WINDOW_MS), at),
        );
        if (refusal) throw refusal;
        return solve(log, at);
      });
    },

    /**
     * Counts one request made by another feature (a free plan makes at most 20 counted requests per
     * hour, all features together). Returns false, recording nothing, when the hourly cap is reached.
     */
    async countRequest(caller: Caller, requestType: string): Promise<boolean> {
      const plan = await subscriptionsService.effectivePlanOf(caller);
      const cap = plan.limits.requestsPerHour;
      if (cap === null) {
        await repo.requestLog(caller.id).record(requestType, now());
        return true;
      }
      return repo.withUserLock(caller.id, async (log) => {
        const at = now();
        if ((await log.countAll(new Date(at.getTime() - REQUESTS_WINDOW_MS), at)) >= cap) return false;
        await log.record(requestType, at);
        return true;
      });
    },

    /** Planned meals saved today (the user's local day) against the plan's daily limit. */
    usage(caller: Caller): Promise<PlannerUsage> {
      return mealsService.dailyUsage(caller);
    },
  };
}
export type PlannerService = ReturnType<typeof createPlannerService>;
