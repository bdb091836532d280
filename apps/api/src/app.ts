import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AiProvider } from './adapters/ai/ai-provider';
import { createAiProvider } from './adapters/ai/create-ai-provider';
import type { EmailSender } from './adapters/email/email-sender';
import { createOutboxSender } from './adapters/email/outbox-sender';
import { createSmtpSender } from './adapters/email/smtp-sender';
import type { Database } from './db/client';
import { appUrl, planOverrides, vapidSubject, type Env } from './env';
import { createAdminPanelRepo } from './modules/admin/admin-panel.repo';
import { createAdminPanelService } from './modules/admin/admin-panel.service';
import { createAdminRepo } from './modules/admin/admin.repo';
import { adminRoutes } from './modules/admin/admin.routes';
import { confirmationEmail, resetPasswordEmail } from './modules/auth/auth-emails';
import { createAuthRepo } from './modules/auth/auth.repo';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createBetterAuth } from './modules/auth/better-auth';
import { createSessionRepo } from './modules/auth/session.repo';
import { chatRoutes } from './modules/chat/chat.routes';
import { createChatService } from './modules/chat/chat.service';
import { chatLimitsOf } from './modules/chat/chat-budget';
import { outboxRoutes } from './modules/dev/outbox.routes';
import { healthRoutes } from './modules/health/health.routes';
import { homeRoutes } from './modules/home/home.routes';
import { createHomeService } from './modules/home/home.service';
import { createNutrientsRepo } from './modules/nutrients/nutrients.repo';
import { nutrientsRoutes } from './modules/nutrients/nutrients.routes';
import { createNutrientsService } from './modules/nutrients/nutrients.service';
import { createHydrationRepo } from './modules/hydration/hydration.repo';
import { hydrationRoutes } from './modules/hydration/hydration.routes';
import { createHydrationService } from './modules/hydration/hydration.service';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes';
import { createOnboardingService } from './modules/onboarding/onboarding.service';
import { createAccountRepo } from './modules/account/account.repo';
import { accountRoutes } from './modules/account/account.routes';
import { createAccountService } from './modules/account/account.service';
import type { decodeToSquare } from './modules/profile/avatar-image';
import { createAvatarRepo } from './modules/profile/avatar.repo';
import { avatarRoutes } from './modules/profile/avatar.routes';
import { createAvatarService } from './modules/profile/avatar.service';
import { createProfileRepo } from './modules/profile/profile.repo';
import { profileRoutes } from './modules/profile/profile.routes';
import { createProfileService } from './modules/profile/profile.service';
import { buildPlans } from '@prato/core/domain/plans';
import { plansRoutes } from './modules/plans/plans.routes';
import { createSubscriptionsRepo } from './modules/subscriptions/subscriptions.repo';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes';
import { createSubscriptionsService } from './modules/subscriptions/subscriptions.service';
import { createActivitiesRepo } from './modules/activities/activities.repo';
import { activitiesRoutes } from './modules/activities/activities.routes';
import { createActivitiesService } from './modules/activities/activities.service';
import { createGoalsRepo } from './modules/goals/goals.repo';
import { goalsRoutes } from './modules/goals/goals.routes';
import { createGoalsService } from './modules/goals/goals.service';
import { createWeightsRepo } from './modules/weights/weights.repo';
import { weightsRoutes } from './modules/weights/weights.routes';
import { createWeightsService } from './modules/weights/weights.service';
import { createFoodCatalog } from './modules/foods/food-catalog';
import { foodsRoutes } from './modules/foods/foods.routes';
import { createFoodsService } from './modules/foods/foods.service';
import { createMealBackfill, type MealBackfill } from './modules/meals/meals.backfill';
import { createMealsRepo } from './modules/meals/meals.repo';
import { mealsRoutes } from './modules/meals/meals.routes';
import { createMealsService } from './modules/meals/meals.service';
import { createPlannerRepo } from './modules/planner/planner.repo';
import { plannerRoutes } from './modules/planner/planner.routes';
import { createPlannerService } from './modules/planner/planner.service';
import { createUserFoodsRepo } from './modules/user-foods/user-foods.repo';
import { userFoodsRoutes } from './modules/user-foods/user-foods.routes';
import { createUserFoodsService } from './modules/user-foods/user-foods.service';
import { registerErrorHandler } from './plugins/error-handler';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors';
import { registerSecurity } from './plugins/security';
import { registerSwagger } from './plugins/swagger';
import { registerWebStatic } from './plugins/web-static';
import { legalRoutes } from './modules/legal/legal.routes';
import { createWebPushSender, type PushSender } from './adapters/push/web-push-sender';
import { createPushRepo } from './modules/push/push.repo';
import { createPushScheduler, type PushScheduler } from './modules/push/push.scheduler';
import { createHousekeeping } from './modules/auth/housekeeping';
import { pushRoutes } from './modules/push/push.routes';
import { createPushService, resolveVapidKeys } from './modules/push/push.service';
import { toWebHeaders } from './lib/web-headers';
import { createPaymentProvider } from './adapters/payments/create-payment-provider';
import { createEventsRepo } from './modules/events/events.repo';
import { eventsRoutes } from './modules/events/events.routes';
import { createEventsService } from './modules/events/events.service';
import { createPaymentSyncJob, type PaymentSyncJob } from './modules/payments/payments.job';
import { createPaymentsRepo } from './modules/payments/payments.repo';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { createPaymentsService } from './modules/payments/payments.service';
import { sandboxRoutes } from './modules/payments/sandbox.routes';
import { logRedact, serializeError } from './lib/log-redaction';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Web Push scheduler of water reminders: `tick()` runs one round (tests), `start` runs it on a timer. */
    pushScheduler: PushScheduler;
    /** The periodic payment reconciliation: `tick()` runs one round (tests), `start` runs it on a timer. */
    paymentSyncJob: PaymentSyncJob;
    /** Gives older meals' portions their food (meals.backfill.ts): `run()` runs it once (tests). */
    mealBackfill: MealBackfill;
  }
}

export interface AppDeps {
  env: Env;
  database: Database;
  /** Secret that signs session cookies. */
  authSecret: string;
  /** Replaces the e-mail adapter chosen from the environment (tests). */
  email?: EmailSender;
  /** Replaces the AI adapter chosen from AI_PROVIDER (tests). */
  ai?: AiProvider;
  /** Replaces the Web Push sender (tests). */
  pushSender?: PushSender;
  /** Runs the background jobs (the push scheduler); the server entry point turns them on. */
  startJobs?: boolean;
  logger?: FastifyServerOptions['logger'];
  now?: () => Date;
  /** Replaces the avatar decoder (tests watch that an oversized picture never reaches it). */
  decodeAvatar?: typeof decodeToSquare;
}

/**
 * Request logs keep method, path (never the query string: it may carry tokens) and status; no headers.
 * Errors lose their query parameters and secrets (lib/log-redaction.ts).
 */
export const logSerializers = {
  req(request: { method: string; url: string; id: string }) {
    return { id: request.id, method: request.method, path: request.url.split('?')[0] };
  },
  err: serializeError,
};

/** Whatever logger options a caller passes (level, stream), the app's serializers and redaction apply. */
function loggerOptions(custom: AppDeps['logger'], level: Env['LOG_LEVEL']): FastifyServerOptions['logger'] {
  if (custom === false) return false;
  const base = typeof custom === 'object' ? custom : { level };
  return { ...base, serializers: { ...base.serializers, ...logSerializers }, redact: logRedact };
}

export async function buildApp(deps: AppDeps) {
  const { env, database } = deps;
  const app = Fastify({
    logger: loggerOptions(deps.logger, env.LOG_LEVEL),
    // Forwarding headers (X-Forwarded-For/-Host/-Proto) count only from the configured proxies.
    trustProxy: env.TRUST_PROXY.length > 0 ? env.TRUST_PROXY : false,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const log: FastifyBaseLogger = app.log;
  const email =
    deps.email ??
    (env.SMTP_URL
      ? createSmtpSender(env.SMTP_URL, env.MAIL_FROM)
      : createOutboxSender(database.db, log, { logLinks: env.NODE_ENV !== 'production' }));
  const publicUrl = appUrl(env);

  const authRepo = createAuthRepo(database.db);
  const sessionRepo = createSessionRepo(database.db, database.writes);
  const adminRepo = createAdminRepo(database.db);
  const profileRepo = createProfileRepo(database.db);
  const subscriptionsRepo = createSubscriptionsRepo(database.db);
  // The plans with the operator's prices and labels: every path that prices or names a plan reads these.
  const plans = buildPlans(planOverrides(env));
  const subscriptionsService = createSubscriptionsService(subscriptionsRepo, deps.now, plans);
  const profileService = createProfileService(profileRepo, deps.now);
  const weightsService = createWeightsService(
    createWeightsRepo(database.db),
    profileService,
    subscriptionsService,
    deps.now,
  );
  const activitiesService = createActivitiesService(
    createActivitiesRepo(database.db),
    profileService,
    subscriptionsService,
    deps.now,
  );
  const goalsService = createGoalsService(createGoalsRepo(database.db), deps.now);
  const avatarService = createAvatarService(createAvatarRepo(database.db), profileRepo, deps.now, deps.decodeAvatar);
  const userFoodsService = createUserFoodsService(createUserFoodsRepo(database.db), deps.now);
  // One food catalogue (the user's own foods, then the library) for the planner, meals, chat and search.
  const foodCatalog = createFoodCatalog({ userFoods: userFoodsService });
  const foodsService = createFoodsService(foodCatalog);
  const clock = deps.now ? { now: deps.now } : {};
  // Saved meals are what the free plan's daily limit counts (the planner's usage reads it here).
  const mealsRepo = createMealsRepo(database.db);
  const mealsService = createMealsService({
    repo: mealsRepo,
    subscriptionsService,
    profileService,
    foodCatalog,
    ...clock,
  });
  // The ai_requests log: the planner's hourly cap, and the assistant's budget (chat-budget.ts) count in it.
  const plannerRepo = createPlannerRepo(database.db);
  const plannerService = createPlannerService({
    repo: plannerRepo,
    subscriptionsService,
    mealsService,
    foodCatalog,
    ...clock,
  });
  const ai = deps.ai ?? createAiProvider(env);
  const onboardingService = createOnboardingService({
    ai,
    log,
    aiCalls: plannerService,
  });
  const homeService = createHomeService({
    mealsService,
    activitiesService,
    profileService,
    subscriptionsService,
    ...clock,
  });
  const nutrientsService = createNutrientsService({
    repo: createNutrientsRepo(database.db),
    profileService,
    ...clock,
  });
  const hydrationService = createHydrationService(createHydrationRepo(database.db), profileService, deps.now);
  const chatService = createChatService({
    ai,
    requestLog: plannerRepo,
    limits: chatLimitsOf(env),
    subscriptionsService,
    profileService,
    mealsService,
    nutrientsService,
    weightsService,
    activitiesService,
    hydrationService,
    foodCatalog,
    log,
    ...clock,
  });
  const pushRepo = createPushRepo(database.db);
  const vapid = await resolveVapidKeys(pushRepo, {
    publicKey: env.VAPID_PUBLIC_KEY,
    privateKey: env.VAPID_PRIVATE_KEY,
    subject: vapidSubject(env),
  });
  // Only the test suite's local push service lives on the loopback; `npm start` (development) refuses it too.
  const pushLoopback = env.NODE_ENV === 'test';
  const pushService = createPushService(pushRepo, vapid, {
    endpoints: { allowLoopback: pushLoopback, extraHosts: env.PUSH_ALLOWED_HOSTS },
  });
  const pushScheduler = createPushScheduler({
    repo: pushRepo,
    sender: deps.pushSender ?? createWebPushSender(vapid, { allowLoopback: pushLoopback }),
    ensureTodaySchedule: (userId) => hydrationService.ensureTodaySchedule(userId),
    log,
    ...clock,
  });

  const { provider: paymentProvider, sandbox } = createPaymentProvider(env, {
    authSecret: deps.authSecret,
    plans,
    ...clock,
  });
  const paymentsRepo = createPaymentsRepo(database.db);
  const eventsService = createEventsService({
    repo: createEventsRepo(database.db),
    listen: (channel, onMessage) => database.listen(channel, onMessage),
    log,
  });
  const checkoutEnabled =
    paymentProvider.name !== 'sandbox' || env.NODE_ENV !== 'production' || env.PAYMENT_SANDBOX_IN_PRODUCTION;
  const paymentsService = createPaymentsService({
    repo: paymentsRepo,
    provider: paymentProvider,
    subscriptions: subscriptionsService,
    plans,
    publish: (userId) => eventsService.publish(userId, 'subscription'),
    checkoutEnabled,
    log,
    ...clock,
  });
  const paymentSyncJob = createPaymentSyncJob({ repo: paymentsRepo, service: paymentsService, log, ...clock });

  const auth = createBetterAuth({
    db: database.db,
    secret: deps.authSecret,
    appUrl: publicUrl,
    requireEmailConfirmation: env.REQUIRE_EMAIL_CONFIRMATION,
    passwordHashCost: env.PASSWORD_HASH_COST,
    sendConfirmationEmail: (to, token) => email.send(confirmationEmail(publicUrl, to, token)),
    sendResetEmail: (to, token) => email.send(resetPasswordEmail(publicUrl, to, token)),
    // Called only on requests, after authService below exists.
    onExistingUserSignUp: (user) => authService.notifyExistingAccount(user),
    async onUserCreated(user) {
      await profileRepo.create(user.id, user.name);
      await subscriptionsService.ensureFree(user.id);
      await adminRepo.grantFirstAdmin(user.id);
    },
  });
  const authService = createAuthService({
    auth,
    authRepo,
    sessionRepo,
    adminRepo,
    subscriptions: subscriptionsService,
    email,
    appUrl: publicUrl,
    log,
    requireEmailConfirmation: env.REQUIRE_EMAIL_CONFIRMATION,
    loginMaxFailures: env.LOGIN_MAX_FAILURES,
    loginLockMinutes: env.LOGIN_LOCK_MINUTES,
    signUpsPerAddressPerHour: env.SIGNUP_PER_ADDRESS_PER_HOUR,
    emailRequestsPerAddressPerHour: env.EMAIL_REQUESTS_PER_ADDRESS_PER_HOUR,
    ...(deps.now ? { now: deps.now } : {}),
  });
  const accountService = createAccountService(createAccountRepo(database.db), authService, deps.now);

  app.decorateRequest('sessionUser', null);
  app.decorateRequest('requester', null);
  app.decorate('resolveSession', (request) =>
    authService.resolveSession(request.headers.cookie, () => toWebHeaders(request)),
  );

  registerErrorHandler(app);
  await registerSecurity(app);
  await registerSwagger(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { ping: database.ping });
      await api.register(authRoutes, { prefix: '/auth', authService });
      await api.register(subscriptionsRoutes, { subscriptionsService });
      await api.register(plansRoutes, { plans });
      await api.register(profileRoutes, { profileService });
      await api.register(weightsRoutes, { weightsService });
      await api.register(activitiesRoutes, { activitiesService });
      await api.register(goalsRoutes, { goalsService });
      await api.register(onboardingRoutes, { onboardingService });
      await api.register(avatarRoutes, { avatarService });
      await api.register(accountRoutes, { accountService });
      await api.register(foodsRoutes, { foodsService });
      await api.register(userFoodsRoutes, { userFoodsService });
      await api.register(plannerRoutes, { plannerService });
      await api.register(mealsRoutes, { mealsService });
      await api.register(homeRoutes, { homeService });
      await api.register(nutrientsRoutes, { nutrientsService });
      await api.register(hydrationRoutes, { hydrationService });
      await api.register(pushRoutes, { pushService });
      await api.register(paymentsRoutes, { paymentsService });
      await api.register(eventsRoutes, {
        eventsService,
        streamsPerUser: env.EVENT_STREAMS_PER_USER,
        streamsPerInstance: env.EVENT_STREAMS_PER_INSTANCE,
      });
      if (sandbox) await api.register(sandboxRoutes, { sandbox, enabled: checkoutEnabled, plans });
      await api.register(chatRoutes, { chatService });
      await api.register(adminRoutes, {
        adminPanelService: createAdminPanelService(createAdminPanelRepo(database.db), {
          subscriptions: subscriptionsService,
          ...clock,
          publishSubscriptionChange: (userId) => eventsService.publish(userId, 'subscription'),
        }),
      });
      await api.register(legalRoutes, {
        contact: { controllerName: env.PRIVACY_CONTROLLER_NAME, contactEmail: env.PRIVACY_CONTACT_EMAIL ?? null },
      });
      if (env.EXPOSE_OUTBOX) await api.register(outboxRoutes, { db: database.db });
    },
    { prefix: '/api' },
  );

  await registerWebStatic(app, env.WEB_DIST, plans, (cookieHeader) => authService.carriesSessionCookie(cookieHeader));
  app.decorate('pushScheduler', pushScheduler);
  if (deps.startJobs) app.addHook('onReady', async () => pushScheduler.start(env.PUSH_INTERVAL_SECONDS));
  const housekeeping = createHousekeeping({ db: database.db, log, ...clock });
  if (deps.startJobs) app.addHook('onReady', async () => housekeeping.start());
  // Meals saved before portions carried their food get it once, after the migrations (server.ts).
  const mealBackfill = createMealBackfill({ repo: mealsRepo, foodCatalog, log });
  app.decorate('mealBackfill', mealBackfill);
  if (deps.startJobs) app.addHook('onReady', async () => mealBackfill.start());
  app.decorate('paymentSyncJob', paymentSyncJob);
  app.addHook('onReady', async () => eventsService.start());
  if (deps.startJobs) {
    app.addHook('onReady', async () => {
      if (paymentProvider.name === 'kiwify') paymentSyncJob.start(env.PAYMENT_SYNC_INTERVAL_MINUTES);
      if (!checkoutEnabled) log.warn('the sandbox checkout is refused with NODE_ENV=production (PAYMENT_PROVIDER)');
    });
  }
  app.addHook('onClose', async () => {
    await pushScheduler.stop();
    await housekeeping.stop();
    await mealBackfill.stop();
    await paymentSyncJob.stop();
    await eventsService.stop();
    email.close?.();
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
