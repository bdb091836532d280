import { serviceModule } from '../../lib/app-module';
import { chatLimitsOf } from './chat-budget';
import { chatRoutes } from './chat.routes';
import { createChatService } from './chat.service';

/** The premium assistant: local answers from the user's data, worded by the AI provider when allowed. */
export const chatModule = serviceModule({
  name: 'chat',
  build: ({ env, ai, log, now, use }) =>
    createChatService({
      ai,
      requestLog: use('requestLog'),
      limits: chatLimitsOf(env),
      subscriptionsService: use('subscriptions'),
      profileService: use('profile'),
      mealsService: use('meals'),
      nutrientsService: use('nutrients'),
      foodCatalog: use('foodCatalog'),
      products: use('products'),
      weightsService: use('weights'),
      activitiesService: use('activities'),
      hydrationService: use('hydration'),
      log,
      now,
    }),
  routes: chatRoutes,
});
