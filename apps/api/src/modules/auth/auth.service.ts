import { APIError } from 'better-auth';
import {
  AUTH_MESSAGES,
  type ChangePassword,
  type Login,
  type Register,
  type ResetPassword,
  type SessionUser,
} from '@prato/core/schemas/auth';
import type { EmailSender } from '../../adapters/email/email-sender';
import type { Requester } from '../../lib/requester';
import { readCookie, verifySignedCookie } from '../../lib/signed-cookie';
import { badRequest, conflict, forbidden, HttpError, tooManyRequests, unauthorized } from '../../lib/http-error';
import type { AdminRepo } from '../admin/admin.repo';
import type { SubscriptionsRepo } from '../subscriptions/subscriptions.repo';
import type { AuthRepo } from './auth.repo';
import type { BetterAuth } from './better-auth';
import type { SessionRepo } from './session.repo';

/** Matches the column default of profiles.timezone. */
const DEFAULT_TIMEZONE = 'America/Sao_Paulo';

export interface AuthServiceDeps {
  auth: BetterAuth;
  authRepo: AuthRepo;
  sessionRepo: SessionRepo;
  adminRepo: AdminRepo;
  subscriptionsRepo: SubscriptionsRepo;
  email: EmailSender;
  requireEmailConfirmation: boolean;
  loginMaxFailures: number;
  loginLockMinutes: number;
  now?: () => Date;
}

/** A valid session: the user as the API shows it and the caller as guarded routes use it. */
export interface ResolvedSession {
  user: SessionUser;
  requester: Requester;
}

/** What a route needs from an auth call: the JSON to answer and the headers (Set-Cookie) to pass on. */
export interface AuthResult<T> {
  body: T;
  headers: Headers;
}

/** Addresses are more lenient than accounts: many people can share one NAT. */
const IP_FAILURE_FACTOR = 4;
const EMAILS_PER_HOUR = 5;

function errorCode(error: unknown): string | undefined {
  if (error instanceof APIError) {
    const body = error.body as { code?: string } | undefined;
    return body?.code;
  }
  return undefined;
}

function emailFromVerifiedToken(token: string): string {
  const payload = token.split('.')[1] ?? '';
  const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { email?: unknown };
  return typeof parsed.email === 'string' ? parsed.email.toLowerCase() : '';
}

export function createAuthService(deps: AuthServiceDeps) {
  const { auth, authRepo, sessionRepo, adminRepo, subscriptionsRepo } = deps;
  const now = deps.now ?? (() => new Date());

  // Cookie names, secret and session ages as better-auth configured them (read once).
  const cookieConfig = auth.$context.then((context) => ({
    sessionCookie: context.authCookies.sessionToken.name,
    dontRememberCookie: context.authCookies.dontRememberToken.name,
    secret: context.secret,
    expiresInMs: context.sessionConfig.expiresIn * 1000,
    updateAgeMs: context.sessionConfig.updateAge * 1000,
  }));

  /**
   * The session check of every guarded route: one HMAC on the cookie and one indexed query that
   * reads the session with its user, admin flag, time zone and subscription. Nothing is cached, so a
   * signed-out session or one revoked by a password change is refused at its next request. Once a
   * day per remembered session (better-auth's updateAge) better-auth itself extends the session.
   */
  async function resolveSession(
    cookieHeader: string | undefined,
    headers: () => Headers,
  ): Promise<ResolvedSession | null> {
    const config = await cookieConfig;
    const token = verifySignedCookie(readCookie(cookieHeader, config.sessionCookie), config.secret);
    if (!token) return null;
    const at = now();
    const row = await sessionRepo.findLive(token, at);
    if (!row) return null;
    const refreshDue = row.sessionExpiresAt.getTime() - config.expiresInMs + config.updateAgeMs <= at.getTime();
    const remembered = !verifySignedCookie(readCookie(cookieHeader, config.dontRememberCookie), config.secret);
    if (refreshDue && remembered && !(await auth.api.getSession({ headers: headers() }))) return null;
    return {
      user: {
        id: row.userId,
        email: row.email,
        fullName: row.name || null,
        emailVerified: row.emailVerified,
        isAdmin: row.isAdmin,
      },
      requester: { id: row.userId, timezone: row.timezone ?? DEFAULT_TIMEZONE, subscription: row.subscription },
    };
  }

  async function toSessionUser(user: {
    id: string;
    email: string;
    name: string;
    emailVerified: boolean;
  }): Promise<SessionUser> {
    return {
      id: user.id,
      email: user.email,
      fullName: user.name || null,
      emailVerified: user.emailVerified,
      isAdmin: await adminRepo.isAdmin(user.id),
    };
  }

  async function assertNotLocked(keys: string[]): Promise<void> {
    const until = await authRepo.activeLockUntil(keys, now());
    if (until) {
      const minutes = Math.max(1, Math.ceil((until.getTime() - now().getTime()) / 60_000));
      throw tooManyRequests('TOO_MANY_ATTEMPTS', AUTH_MESSAGES.tooManyAttempts.replace('{minutes}', String(minutes)));
    }
  }

  async function assertEmailBudget(kind: string, email: string): Promise<void> {
    if (!(await authRepo.takeEmailBudget(`${kind}:${email}`, EMAILS_PER_HOUR))) {
      throw tooManyRequests('TOO_MANY_EMAILS', AUTH_MESSAGES.tooManyEmails);
    }
  }

  async function signIn(email: string, password: string, rememberMe: boolean, headers: Headers) {
    const result = await auth.api.signInEmail({ body: { email, password, rememberMe }, headers, returnHeaders: true });
    return { body: { user: await toSessionUser(result.response.user) }, headers: result.headers };
  }

  return {
    resolveSession,

    /** The app's first load: the session's user, making sure the free subscription exists (spec §4). */
    async loadSession(cookieHeader: string | undefined, headers: () => Headers): Promise<SessionUser | null> {
      const session = await resolveSession(cookieHeader, headers);
      if (!session) return null;
      if (!session.requester.subscription) await subscriptionsRepo.ensureFree(session.user.id);
      return session.user;
    },

    async register(input: Register, headers: Headers) {
      try {
        const result = await auth.api.signUpEmail({
          body: { name: input.fullName, email: input.email, password: input.password },
          headers,
          returnHeaders: true,
        });
        const signedIn = Boolean(result.response.token);
        return {
          body: {
            user: signedIn ? await toSessionUser(result.response.user) : null,
            requiresEmailConfirmation: deps.requireEmailConfirmation,
            message: deps.requireEmailConfirmation ? AUTH_MESSAGES.registerConfirmFirst : AUTH_MESSAGES.registerSuccess,
          },
          headers: result.headers,
        };
      } catch (error) {
        if (errorCode(error)?.startsWith('USER_ALREADY_EXISTS'))
          throw conflict('EMAIL_IN_USE', AUTH_MESSAGES.emailInUse);
        if (error instanceof APIError) throw badRequest('REGISTER_FAILED', AUTH_MESSAGES.registerFailed);
        throw error;
      }
    },

    async login(input: Login, ip: string, headers: Headers) {
      const emailKey = `email:${input.email}`;
      const ipKey = `ip:${ip}`;
      await assertNotLocked([emailKey, ipKey]);
      try {
        const result = await signIn(input.email, input.password, input.rememberMe, headers);
        await authRepo.clearFailures(emailKey);
        return result;
      } catch (error) {
        const code = errorCode(error);
        if (code === 'EMAIL_NOT_VERIFIED') {
          throw forbidden('EMAIL_NOT_CONFIRMED', AUTH_MESSAGES.emailNotConfirmed);
        }
        if (error instanceof APIError) {
          const at = now();
          const window = deps.loginLockMinutes;
          await authRepo.recordFailure(emailKey, at, deps.loginMaxFailures, window, deps.loginLockMinutes);
          await authRepo.recordFailure(
            ipKey,
            at,
            deps.loginMaxFailures * IP_FAILURE_FACTOR,
            window,
            deps.loginLockMinutes,
          );
          if (code === 'INVALID_EMAIL_OR_PASSWORD')
            throw new HttpError(401, 'INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials);
          throw new HttpError(401, 'LOGIN_FAILED', AUTH_MESSAGES.loginFailed);
        }
        throw error;
      }
    },

    async logout(headers: Headers): Promise<AuthResult<{ message: string }>> {
      const result = await auth.api.signOut({ headers, returnHeaders: true });
      return { body: { message: 'Sessão encerrada.' }, headers: result.headers };
    },

    async verifyEmail(token: string, headers: Headers) {
      let result;
      try {
        result = await auth.api.verifyEmail({ query: { token }, headers, returnHeaders: true });
      } catch (error) {
        if (error instanceof APIError) throw badRequest('CONFIRMATION_FAILED', AUTH_MESSAGES.confirmEmailFailed);
        throw error;
      }
      // better-auth verified the token's signature above; its payload names the confirmed address.
      const user = await authRepo.findUserByEmail(emailFromVerifiedToken(token));
      if (!user) throw badRequest('CONFIRMATION_FAILED', AUTH_MESSAGES.confirmEmailFailed);
      return { body: { user: await toSessionUser(user) }, headers: result.headers };
    },

    async resendConfirmation(email: string, headers: Headers) {
      await assertEmailBudget('confirm', email);
      const user = await authRepo.findUserByEmail(email);
      // Same answer either way: the endpoint must not reveal which addresses have accounts.
      if (user && !user.emailVerified) {
        await auth.api.sendVerificationEmail({ body: { email }, headers });
      }
      return { message: AUTH_MESSAGES.resendConfirmationSent };
    },

    async forgotPassword(email: string, headers: Headers) {
      await assertEmailBudget('reset', email);
      await auth.api.requestPasswordReset({ body: { email }, headers });
      return { message: AUTH_MESSAGES.forgotPasswordSent };
    },

    /** Sets the new password and signs the user in (the token proves the e-mail, the new password the sign-in). */
    async resetPassword(input: ResetPassword, headers: Headers) {
      const owner = await authRepo.findUserByResetToken(input.token, now());
      if (!owner) throw badRequest('INVALID_RESET_TOKEN', AUTH_MESSAGES.invalidResetToken);
      try {
        await auth.api.resetPassword({ body: { token: input.token, newPassword: input.newPassword }, headers });
      } catch (error) {
        if (error instanceof APIError) throw badRequest('INVALID_RESET_TOKEN', AUTH_MESSAGES.invalidResetToken);
        throw error;
      }
      await authRepo.clearFailures(`email:${owner.email}`);
      try {
        return await signIn(owner.email, input.newPassword, true, headers);
      } catch (error) {
        // With REQUIRE_EMAIL_CONFIRMATION an unconfirmed account resets its password but still has to confirm.
        if (errorCode(error) === 'EMAIL_NOT_VERIFIED')
          throw forbidden('EMAIL_NOT_CONFIRMED', AUTH_MESSAGES.emailNotConfirmed);
        throw error;
      }
    },

    /** True when `password` is the session user's password (for confirming destructive actions). */
    async verifyPassword(password: string, headers: Headers): Promise<boolean> {
      try {
        await auth.api.verifyPassword({ body: { password }, headers });
        return true;
      } catch (error) {
        if (errorCode(error) === 'INVALID_PASSWORD') return false;
        if (error instanceof APIError && error.statusCode === 401) throw unauthorized(AUTH_MESSAGES.unauthenticated);
        throw error;
      }
    },

    async changePassword(input: ChangePassword, headers: Headers): Promise<AuthResult<{ message: string }>> {
      try {
        const result = await auth.api.changePassword({
          body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
          headers,
          returnHeaders: true,
        });
        return { body: { message: AUTH_MESSAGES.passwordChanged }, headers: result.headers };
      } catch (error) {
        const code = errorCode(error);
        if (code === 'INVALID_PASSWORD') throw badRequest('WRONG_CURRENT_PASSWORD', AUTH_MESSAGES.wrongCurrentPassword);
        if (error instanceof APIError && error.statusCode === 401) throw unauthorized(AUTH_MESSAGES.unauthenticated);
        if (error instanceof APIError) throw badRequest('PASSWORD_CHANGE_FAILED', AUTH_MESSAGES.passwordChangeFailed);
        throw error;
      }
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
