import { setCookies, toWebHeaders } from '../../lib/web-headers';
import type { AppModule } from '../../lib/app-module';
import { confirmationEmail, resetPasswordEmail } from './auth-emails';
import { createAuthRepo } from './auth.repo';
import { authRoutes } from './auth.routes';
import { createAuthService, type AuthService } from './auth.service';
import { createBetterAuth } from './better-auth';
import { createHousekeeping } from './housekeeping';
import { createSessionRepo } from './session.repo';

declare module '../../lib/app-module' {
  interface Services {
    auth: AuthService;
  }
}

/** Accounts and sessions (better-auth behind our routes), the session check every guard uses, housekeeping. */
export const authModule: AppModule = {
  name: 'auth',
  setup({ env, db, database, log, now, email, publicUrl, authSecret, startJobs, use }) {
    const profile = use('profile');
    const subscriptions = use('subscriptions');
    const adminRights = use('adminRights');
    const authRepo = createAuthRepo(db);
    const auth = createBetterAuth({
      db,
      secret: authSecret,
      appUrl: publicUrl,
      requireEmailConfirmation: env.REQUIRE_EMAIL_CONFIRMATION,
      passwordHashCost: env.PASSWORD_HASH_COST,
      sendConfirmationEmail: (to, token) => email.send(confirmationEmail(publicUrl, to, token)),
      sendResetEmail: (to, token) => email.send(resetPasswordEmail(publicUrl, to, token)),
      // Called only on requests, after authService below exists.
      onExistingUserSignUp: (account) => authService.notifyExistingAccount(account),
      async onUserCreated(account) {
        await profile.create(account.id, account.name);
        await subscriptions.ensureFree(account.id);
        await adminRights.grantFirstAdmin(account.id);
      },
      onSessionCreated: (session) => authRepo.recordAccess(session, now()),
    });
    const authService = createAuthService({
      auth,
      authRepo,
      sessionRepo: createSessionRepo(db, database.writes),
      isAdmin: adminRights.isAdmin,
      email,
      appUrl: publicUrl,
      log,
      requireEmailConfirmation: env.REQUIRE_EMAIL_CONFIRMATION,
      loginMaxFailures: env.LOGIN_MAX_FAILURES,
      loginLockMinutes: env.LOGIN_LOCK_MINUTES,
      signUpsPerAddressPerHour: env.SIGNUP_PER_ADDRESS_PER_HOUR,
      emailRequestsPerAddressPerHour: env.EMAIL_REQUESTS_PER_ADDRESS_PER_HOUR,
      now,
    });
    const housekeeping = createHousekeeping({ db, log, now });
    return {
      provides: { auth: authService },
      decorate(app) {
        app.decorateRequest('caller', null);
        app.decorate('resolveSession', (request, reply) =>
          authService.resolveSession(
            request.headers.cookie,
            () => toWebHeaders(request),
            (cookies) => setCookies(reply, cookies),
          ),
        );
      },
      routes: (api) => api.register(authRoutes, { prefix: '/auth', service: authService }),
      onReady: () => {
        if (startJobs) housekeeping.start();
      },
      onClose: () => housekeeping.stop(),
    };
  },
};
