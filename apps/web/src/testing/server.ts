import { setupServer } from 'msw/node';
import {
  withHomeSummary,
  withNutrientDay,
  withPaymentSync,
  withPlans,
  withProfile,
  withSubscription,
  withRecipes,
  withUserFoods,
} from './handlers';

/**
 * The HTTP boundary of the web tests; each test adds the handlers it needs with server.use().
 * By default the signed-in user's profile is complete (the onboarding guard lets them through) and
 * they have no foods or recipes of their own; /home has an empty first-day summary; a payment sync persists nothing;
 * the plan is free; the plans are sold at the default prices; the day's nutrients are a day without meals.
 */
export const server = setupServer(
  withProfile(),
  withUserFoods(),
  withRecipes(),
  withHomeSummary(),
  withPaymentSync(),
  withSubscription(),
  withPlans(),
  withNutrientDay(),
);
