import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { buildPlans } from '@prato/core/domain/plans';
import type { AiProvider } from './adapters/ai/ai-provider';
import { createAiProvider } from './adapters/ai/create-ai-provider';
import type { EmailSender } from './adapters/email/email-sender';
import { createOutboxSender } from './adapters/email/outbox-sender';
import { createSmtpSender } from './adapters/email/smtp-sender';
import type { PushSender } from './adapters/push/web-push-sender';
import type { Database } from './db/client';
import { appUrl, planOverrides, type Env } from './env';
import { setupModules, type AppModule, type SharedDeps } from './lib/app-module';
import * as modules from './modules';
import { logRedact, serializeError } from './lib/log-redaction';
import type { decodeToSquare } from './modules/profile/avatar-image';
import type { PushScheduler } from './modules/push/push.scheduler';
import type { PaymentSyncJob } from './modules/payments/payments.job';
import { registerErrorHandler } from './plugins/error-handler';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors';
import { registerSecurity } from './plugins/security';
import { registerSwagger } from './plugins/swagger';
import { registerWebStatic } from './plugins/web-static';

/**
 * The API's modules, in the order they are built: a module may `use` the services of the ones above it.
 * Adding a module is one line here (and its export in modules/index.ts).
 */
const MODULES: readonly AppModule[] = [
  modules.livenessModule,
  modules.subscriptionsModule,
  modules.plansModule,
  modules.profileModule,
  modules.eventsModule,
  modules.adminModule,
  modules.authModule,
  modules.accountModule,
  modules.weightsModule,
  modules.activitiesModule,
  modules.goalsModule,
  modules.userFoodsModule,
  modules.productsModule,
  modules.recipesModule,
  modules.foodsModule,
  modules.mealsModule,
  modules.diaryModule,
  modules.plannerModule,
  modules.onboardingModule,
  modules.homeModule,
  modules.nutrientsModule,
  modules.hydrationModule,
  modules.pushModule,
  modules.paymentsModule,
  modules.chatModule,
  modules.legalModule,
  modules.outboxModule,
];

declare module 'fastify' {
  interface FastifyInstance {
    /** The Web Push scheduler of water reminders: `tick()` runs one round (tests), `start` runs it on a timer. */
    pushScheduler: PushScheduler;
    /** The periodic payment reconciliation: `tick()` runs one round (tests), `start` runs it on a timer. */
    paymentSyncJob: PaymentSyncJob;
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

  const shared: SharedDeps = {
    env,
    database,
    db: database.db,
    log: app.log,
    now: deps.now ?? (() => new Date()),
    email:
      deps.email ??
      (env.SMTP_URL
        ? createSmtpSender(env.SMTP_URL, env.MAIL_FROM)
        : createOutboxSender(database.db, app.log, { logLinks: env.NODE_ENV !== 'production' })),
    ai: deps.ai ?? createAiProvider(env),
    plans: buildPlans(planOverrides(env)),
    publicUrl: appUrl(env),
    authSecret: deps.authSecret,
    startJobs: deps.startJobs ?? false,
    pushSender: deps.pushSender,
    decodeAvatar: deps.decodeAvatar,
  };
  const { parts, use } = await setupModules(MODULES, shared);

  for (const module of parts) module.decorate?.(app);
  registerErrorHandler(app);
  await registerSecurity(app);
  await registerSwagger(app);
  await app.register(
    async (api) => {
      for (const module of parts) await module.routes?.(api);
    },
    { prefix: '/api' },
  );

  const authService = use('auth');
  await registerWebStatic(app, env.WEB_DIST, shared.plans, (cookieHeader) =>
    authService.carriesSessionCookie(cookieHeader),
  );
  for (const module of parts) {
    if (module.onReady) app.addHook('onReady', async () => module.onReady?.());
  }
  app.addHook('onClose', async () => {
    for (const module of [...parts].reverse()) await module.onClose?.();
    shared.email.close?.();
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
