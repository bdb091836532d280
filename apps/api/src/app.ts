import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { EmailSender } from './adapters/email/email-sender';
import { createOutboxSender } from './adapters/email/outbox-sender';
import { createSmtpSender } from './adapters/email/smtp-sender';
import type { Database } from './db/client';
import { appUrl, type Env } from './env';
import { createAdminRepo } from './modules/admin/admin.repo';
import { confirmationEmail, resetPasswordEmail } from './modules/auth/auth-emails';
import { createAuthRepo } from './modules/auth/auth.repo';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createBetterAuth } from './modules/auth/better-auth';
import { outboxRoutes } from './modules/dev/outbox.routes';
import { healthRoutes } from './modules/health/health.routes';
import { createProfileRepo } from './modules/profile/profile.repo';
import { profileRoutes } from './modules/profile/profile.routes';
import { createProfileService } from './modules/profile/profile.service';
import { createSubscriptionsRepo } from './modules/subscriptions/subscriptions.repo';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes';
import { createSubscriptionsService } from './modules/subscriptions/subscriptions.service';
import { registerErrorHandler } from './plugins/error-handler';
import { registerSecurity } from './plugins/security';
import { registerSwagger } from './plugins/swagger';
import { registerWebStatic } from './plugins/web-static';
import { toWebHeaders } from './lib/web-headers';

export interface AppDeps {
  env: Env;
  database: Database;
  /** Secret that signs session cookies. */
  authSecret: string;
  /** Replaces the e-mail adapter chosen from the environment (tests). */
  email?: EmailSender;
  logger?: FastifyServerOptions['logger'];
  now?: () => Date;
}

/** Request logs keep method, path (never the query string: it may carry tokens) and status; no headers. */
export const logSerializers = {
  req(request: { method: string; url: string; id: string }) {
    return { id: request.id, method: request.method, path: request.url.split('?')[0] };
  },
};

export async function buildApp(deps: AppDeps) {
  const { env, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: env.LOG_LEVEL, serializers: logSerializers },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const log: FastifyBaseLogger = app.log;
  const email =
    deps.email ?? (env.SMTP_URL ? createSmtpSender(env.SMTP_URL, env.MAIL_FROM) : createOutboxSender(database.db, log));
  const publicUrl = appUrl(env);

  const authRepo = createAuthRepo(database.db);
  const adminRepo = createAdminRepo(database.db);
  const profileRepo = createProfileRepo(database.db);
  const subscriptionsRepo = createSubscriptionsRepo(database.db);
  const subscriptionsService = createSubscriptionsService(subscriptionsRepo, deps.now);
  const profileService = createProfileService(profileRepo, deps.now);

  const auth = createBetterAuth({
    db: database.db,
    secret: deps.authSecret,
    appUrl: publicUrl,
    requireEmailConfirmation: env.REQUIRE_EMAIL_CONFIRMATION,
    sendConfirmationEmail: (to, token) => email.send(confirmationEmail(publicUrl, to, token)),
    sendResetEmail: (to, token) => email.send(resetPasswordEmail(publicUrl, to, token)),
    async onUserCreated(user) {
      await profileRepo.create(user.id, user.name);
      await subscriptionsService.ensureFree(user.id);
      await adminRepo.grantIfNoAdmin(user.id);
    },
  });
  const authService = createAuthService({
    auth,
    authRepo,
    adminRepo,
    subscriptionsRepo,
    email,
    requireEmailConfirmation: env.REQUIRE_EMAIL_CONFIRMATION,
    loginMaxFailures: env.LOGIN_MAX_FAILURES,
    loginLockMinutes: env.LOGIN_LOCK_MINUTES,
    ...(deps.now ? { now: deps.now } : {}),
  });

  app.decorateRequest('sessionUser', null);
  app.decorate('getSessionUser', (request) => authService.getSessionUser(toWebHeaders(request)));

  registerErrorHandler(app);
  await registerSecurity(app);
  await registerSwagger(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { ping: database.ping });
      await api.register(authRoutes, { prefix: '/auth', authService });
      await api.register(subscriptionsRoutes, { subscriptionsService });
      await api.register(profileRoutes, { profileService });
      if (env.EXPOSE_OUTBOX) await api.register(outboxRoutes, { db: database.db });
    },
    { prefix: '/api' },
  );

  await registerWebStatic(app, env.WEB_DIST);
  app.addHook('onClose', async () => {
    email.close?.();
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
