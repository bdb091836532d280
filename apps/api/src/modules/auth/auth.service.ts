import { APIError } from 'better-auth';
import type { FastifyBaseLogger } from 'fastify';
import { countOf } from '@prato/core/domain/plural';
import {
  AUTH_MESSAGES,
  type ChangePassword,
  type Login,
  type Register,
  type ResetPassword,
  type SessionUser,
} from '@prato/core/schemas/auth';
import { DEFAULT_TIME_ZONE } from '@prato/core/schemas/profile';
import type { EmailSender } from '../../adapters/email/email-sender';
import { sessionUserOf, type Caller } from '../../lib/caller';
import { sessionHintCookie } from '../../lib/session-hint-cookie';
import { readCookie, verifySignedCookie } from '../../lib/signed-cookie';
import { SESSION_HINT_COOKIE } from '@prato/core/domain/session-in-page';
import { DomainError, invalid, unauthenticated, forbidden, conflict, quotaExceeded } from '../../lib/domain-error';
import { existingAccountEmail } from './auth-emails';
import type { AuthRepo } from './auth.repo';
import type { BetterAuth } from './better-auth';
import { clientAddressKey } from './client-address';
import type { SessionRepo } from './session.repo';
import type { Clock } from '../../lib/clock';

export interface AuthServiceDeps {
  auth: BetterAuth;
  authRepo: AuthRepo;
  sessionRepo: SessionRepo;
  /** Whether the user holds admin rights (the admin module owns them). */
  isAdmin: (subjectId: string) => Promise<boolean>;
  email: EmailSender;
  /** Public address of the app (links in e-mails). */
  appUrl: string;
  log: FastifyBaseLogger;
  requireEmailConfirmation: boolean;
  loginMaxFailures: number;
  loginLockMinutes: number;
  /** Sign-ups per client address per hour, whatever the e-mails (SIGNUP_PER_ADDRESS_PER_HOUR; 0 = no limit). */
  signUpsPerAddressPerHour: number;
  /** Reset and confirmation e-mail requests per client address per hour, each (0 = no limit). */
  emailRequestsPerAddressPerHour: number;
  now?: Clock;
}

/** A 429 that says when to come back (the auth routes send it as Retry-After). */
export class RetryLaterError extends DomainError {
  constructor(
    code: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('quota-exceeded', code, message);
  }
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

/** The claims of a JWT better-auth issued (read only after better-auth or a caller checked it). */
function tokenClaims(token: string): { email: string; exp: number | null } {
  try {
    const payload = token.split('.')[1] ?? '';
    const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { email?: unknown; exp?: unknown };
    return {
      email: typeof parsed.email === 'string' ? parsed.email.toLowerCase() : '',
      exp: typeof parsed.exp === 'number' && Number.isFinite(parsed.exp) ? parsed.exp : null,
    };
  } catch {
    return { email: '', exp: null };
  }
}

/** How long a used confirmation token is remembered when it carries no expiry (better-auth's is 1 day). */
const CONFIRMATION_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export function createAuthService(deps: AuthServiceDeps) {
  const { auth, authRepo, sessionRepo, isAdmin } = deps;
  const now = deps.now ?? (() => new Date());

  // Cookie names, secret and session ages as better-auth configured them (read once).
  const cookieConfig = auth.$context.then((context) => ({
    sessionCookie: context.authCookies.sessionToken.name,
    dontRememberCookie: context.authCookies.dontRememberToken.name,
    secure: context.authCookies.sessionToken.attributes.secure === true,
    secret: context.secret,
    expiresInMs: context.sessionConfig.expiresIn * 1000,
    updateAgeMs: context.sessionConfig.updateAge * 1000,
  }));

  /**
   * The session check of every guarded route: one HMAC on the cookie and one indexed query that
   * reads the session with its user, admin flag, time zone and subscription. Nothing outlives a write
   * (on PGlite the lookup is remembered only until the next one, decision 017), so a signed-out
   * session or one revoked by a password change is refused at its next request. Once a
   * day per remembered session (better-auth's updateAge) better-auth itself extends the session, and
   * the cookie it renews for the new expiry goes to `setCookies` (else the browser would drop the
   * session at the first expiry, however often the person came back).
   */
  async function resolveSession(
    cookieHeader: string | undefined,
    headers: () => Headers,
    setCookies: (cookies: string[]) => void,
  ): Promise<Caller | null> {
    const config = await cookieConfig;
    const token = verifySignedCookie(readCookie(cookieHeader, config.sessionCookie), config.secret);
    if (!token) return null;
    const at = now();
    const row = await sessionRepo.findLive(token, at);
    if (!row) return null;
    const refreshDue = row.sessionExpiresAt.getTime() - config.expiresInMs + config.updateAgeMs <= at.getTime();
    const remembered = !verifySignedCookie(readCookie(cookieHeader, config.dontRememberCookie), config.secret);
    if (refreshDue && remembered) {
      // The renewed session cookie brings its readable companion with it (lib/web-headers.ts).
      const refreshed = await auth.api.getSession({ headers: headers(), returnHeaders: true });
      setCookies(refreshed.headers.getSetCookie());
      if (!refreshed.response) return null;
    } else if (readCookie(cookieHeader, SESSION_HINT_COOKIE) === null) {
      // A session without its companion (signed in before it existed, or the person deleted it): set
      // it for the session's remaining lifetime, or until the browser closes without "Lembrar de mim".
      const left = remembered ? (row.sessionExpiresAt.getTime() - at.getTime()) / 1000 : null;
      setCookies([sessionHintCookie(left, config.secure)]);
    }
    return {
      id: row.userId,
      email: row.email,
      fullName: row.name || null,
      emailVerified: row.emailVerified,
      isAdmin: row.isAdmin,
      timezone: row.timezone ?? DEFAULT_TIME_ZONE,
      subscription: row.subscription,
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
      isAdmin: await isAdmin(user.id),
    };
  }

  function lockedError(until: Date, at: Date): DomainError {
    const minutes = Math.max(1, Math.ceil((until.getTime() - at.getTime()) / 60_000));
    return quotaExceeded(
      'TOO_MANY_ATTEMPTS',
      AUTH_MESSAGES.tooManyAttempts.replace('{minutes}', countOf(minutes, 'minuto', 'minutos')),
    );
  }

  /**
   * Counts an attempt on each key (atomically, before the password is checked) or refuses: with the
   * lock message while a lock holds, or, when the window's attempts are all in flight, with a
   * "try again in a moment" (nothing failed yet, so nothing is locked). A refused attempt is given back
   * on every key it was counted on.
   */
  async function takeAttempts(keys: { key: string; max: number }[], at: Date): Promise<void> {
    const taken: string[] = [];
    const giveBack = () => Promise.all(taken.map((k) => authRepo.releaseAttempt(k)));
    for (const { key, max } of keys) {
      const { lockedUntil, attempts } = await authRepo.takeAttempt(
        key,
        at,
        max,
        deps.loginLockMinutes,
        deps.loginLockMinutes,
      );
      if (lockedUntil) {
        await giveBack();
        throw lockedError(lockedUntil, at);
      }
      taken.push(key);
      if (attempts > max) {
        await giveBack();
        throw quotaExceeded('TOO_MANY_ATTEMPTS', AUTH_MESSAGES.tooManyConcurrentAttempts);
      }
    }
  }

  /** After a wrong password: locks each key whose window is used up (LOGIN_LOCK_MINUTES from now). */
  async function lockSpent(keys: { key: string; max: number }[]): Promise<void> {
    const at = now();
    const lockEnd = new Date(at.getTime() + deps.loginLockMinutes * 60_000);
    await Promise.all(keys.map(({ key, max }) => authRepo.lockIfSpent(key, max, at, lockEnd)));
  }

  /** The failure budget of password confirmations of a signed-in user (change password, delete account). */
  const passwordKey = (userId: string) => [{ key: `password:${userId}`, max: deps.loginMaxFailures }];

  async function assertEmailBudget(kind: string, email: string): Promise<void> {
    const budget = await authRepo.takeEmailBudget(`${kind}:${email}`, EMAILS_PER_HOUR);
    if (!budget.allowed)
      throw new RetryLaterError('TOO_MANY_EMAILS', AUTH_MESSAGES.tooManyEmails, budget.retryAfterSeconds);
  }

  /**
   * Counts a request of `kind` from the client address in its hourly budget (`max` 0: no limit), before
   * anything else is looked at: whether the e-mail has an account never changes the count, so the 429
   * says nothing about the address.
   */
  async function assertAddressBudget(kind: string, ip: string, max: number, message: string): Promise<void> {
    if (max === 0) return;
    const budget = await authRepo.takeEmailBudget(`${kind}:${clientAddressKey(ip)}`, max);
    if (!budget.allowed) {
      const minutes = countOf(Math.ceil(budget.retryAfterSeconds / 60), 'minuto', 'minutos');
      throw new RetryLaterError(
        'TOO_MANY_REQUESTS_FROM_ADDRESS',
        message.replace('{minutes}', minutes),
        budget.retryAfterSeconds,
      );
    }
  }

  /** A request that sends an account e-mail: its client address's hourly budget, then the e-mail address's. */
  async function assertEmailRequestBudgets(kind: 'confirm' | 'reset', email: string, ip: string): Promise<void> {
    const { emailRequestsPerAddressPerHour: max } = deps;
    await assertAddressBudget(`${kind}-ip`, ip, max, AUTH_MESSAGES.tooManyEmailsFromAddress);
    await assertEmailBudget(kind, email);
  }

  /**
   * Tells the owner of an address that someone tried to sign up with it (decision 023), at most
   * EMAILS_PER_HOUR times an hour per account, so sign-up cannot be used to flood an inbox. Keyed by the
   * account id, not the address (no e-mail address kept in the throttle table). A failure to send is
   * logged: the sign-up's answer must not depend on it.
   */
  async function notifyExistingAccount(user: { id: string; name: string; email: string }): Promise<void> {
    try {
      if (!(await authRepo.takeEmailBudget(`signup-exists:${user.id}`, EMAILS_PER_HOUR)).allowed) return;
      await deps.email.send(existingAccountEmail(deps.appUrl, user));
    } catch (error) {
      deps.log.error({ err: error }, 'could not send the existing-account e-mail');
    }
  }

  async function signIn(email: string, password: string, rememberMe: boolean, headers: Headers) {
    const result = await auth.api.signInEmail({ body: { email, password, rememberMe }, headers, returnHeaders: true });
    return { body: { user: await toSessionUser(result.response.user) }, headers: result.headers };
  }

  return {
    resolveSession,

    /**
     * Whether a request carries a session cookie this server signed (one HMAC, no query). Without one,
     * GET /api/auth/session can only answer 401: the app shell tells the page so (plugins/web-static.ts).
     */
    async carriesSessionCookie(cookieHeader: string | undefined): Promise<boolean> {
      const config = await cookieConfig;
      return verifySignedCookie(readCookie(cookieHeader, config.sessionCookie), config.secret) !== null;
    },

    /**
     * The app's first load: the session's user. Nothing is written: an account without a subscription
     * row is on the free plan (the row is made at sign-up, and by the first change of plan).
     */
    async loadSession(
      cookieHeader: string | undefined,
      headers: () => Headers,
      setCookies: (cookies: string[]) => void,
    ): Promise<SessionUser | null> {
      const caller = await resolveSession(cookieHeader, headers, setCookies);
      if (caller) return sessionUserOf(caller);
      // No session: a companion left behind (the session was revoked or expired on the server) goes.
      if (readCookie(cookieHeader, SESSION_HINT_COOKIE) !== null)
        setCookies([sessionHintCookie(0, (await cookieConfig).secure)]);
      return null;
    },

    notifyExistingAccount,

    /**
     * Creates the account. An address that already has one (decision 023): the owner is told by e-mail;
     * with REQUIRE_EMAIL_CONFIRMATION the answer is the one a new address gets (better-auth hashes the
     * password either way, answers without a session and calls `notifyExistingAccount`); without it a new
     * account is signed in at once, so the answer cannot be the same and is a 409.
     */
    async register(input: Register, ip: string, headers: Headers) {
      await assertAddressBudget(
        'signup-ip',
        ip,
        deps.signUpsPerAddressPerHour,
        AUTH_MESSAGES.tooManySignUpsFromAddress,
      );
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
        if (errorCode(error)?.startsWith('USER_ALREADY_EXISTS')) {
          const owner = await authRepo.findUserByEmail(input.email);
          if (owner) await notifyExistingAccount(owner);
          throw conflict('EMAIL_IN_USE', AUTH_MESSAGES.emailInUse);
        }
        if (error instanceof APIError) throw invalid('REGISTER_FAILED', AUTH_MESSAGES.registerFailed);
        throw error;
      }
    },

    async login(input: Login, ip: string, headers: Headers) {
      const emailKey = `email:${input.email}`;
      const ipKey = `ip:${ip}`;
      // Counted before the password is checked: parallel guesses cannot outrun the lock.
      const keys = [
        { key: emailKey, max: deps.loginMaxFailures },
        { key: ipKey, max: deps.loginMaxFailures * IP_FAILURE_FACTOR },
      ];
      await takeAttempts(keys, now());
      try {
        const result = await signIn(input.email, input.password, input.rememberMe, headers);
        await Promise.all([authRepo.clearFailures(emailKey), authRepo.releaseAttempt(ipKey)]);
        return result;
      } catch (error) {
        const code = errorCode(error);
        if (code === 'INVALID_EMAIL_OR_PASSWORD') {
          await lockSpent(keys);
          throw unauthenticated(AUTH_MESSAGES.invalidCredentials, 'INVALID_CREDENTIALS');
        }
        // The password was right (better-auth checks it first) or the failure was ours: not a guess.
        await Promise.all([authRepo.releaseAttempt(emailKey), authRepo.releaseAttempt(ipKey)]);
        if (code === 'EMAIL_NOT_VERIFIED') throw forbidden('EMAIL_NOT_CONFIRMED', AUTH_MESSAGES.emailNotConfirmed);
        if (error instanceof APIError) throw unauthenticated(AUTH_MESSAGES.loginFailed, 'LOGIN_FAILED');
        throw error;
      }
    },

    async logout(headers: Headers): Promise<AuthResult<{ message: string }>> {
      const result = await auth.api.signOut({ headers, returnHeaders: true });
      return { body: { message: 'Sessão encerrada.' }, headers: result.headers };
    },

    /** Confirms the address and signs in; each confirmation link works once (it is a bearer credential). */
    async verifyEmail(token: string, headers: Headers) {
      const at = now();
      const { exp } = tokenClaims(token);
      const forgetAt = exp === null ? new Date(at.getTime() + CONFIRMATION_TOKEN_TTL_MS) : new Date(exp * 1000);
      if (!(await authRepo.consumeToken(token, forgetAt, at))) {
        throw invalid('CONFIRMATION_FAILED', AUTH_MESSAGES.confirmEmailFailed);
      }
      let result;
      try {
        result = await auth.api.verifyEmail({ query: { token }, headers, returnHeaders: true });
      } catch (error) {
        // An invalid token is not a use: a forged one must not block the real one.
        await authRepo.releaseToken(token);
        if (error instanceof APIError) throw invalid('CONFIRMATION_FAILED', AUTH_MESSAGES.confirmEmailFailed);
        throw error;
      }
      // better-auth verified the token's signature above; its payload names the confirmed address.
      const user = await authRepo.findUserByEmail(tokenClaims(token).email);
      if (!user) throw invalid('CONFIRMATION_FAILED', AUTH_MESSAGES.confirmEmailFailed);
      return { body: { user: await toSessionUser(user) }, headers: result.headers };
    },

    async resendConfirmation(email: string, ip: string, headers: Headers) {
      await assertEmailRequestBudgets('confirm', email, ip);
      const user = await authRepo.findUserByEmail(email);
      // Same answer either way: the endpoint must not reveal which addresses have accounts.
      if (user && !user.emailVerified) {
        await auth.api.sendVerificationEmail({ body: { email }, headers });
      }
      return { message: AUTH_MESSAGES.resendConfirmationSent };
    },

    async forgotPassword(email: string, ip: string, headers: Headers) {
      await assertEmailRequestBudgets('reset', email, ip);
      await auth.api.requestPasswordReset({ body: { email }, headers });
      return { message: AUTH_MESSAGES.forgotPasswordSent };
    },

    /** Sets the new password and signs the user in (the token proves the e-mail, the new password the sign-in). */
    async resetPassword(input: ResetPassword, headers: Headers) {
      const owner = await authRepo.findUserByResetToken(input.token, now());
      if (!owner) throw invalid('INVALID_RESET_TOKEN', AUTH_MESSAGES.invalidResetToken);
      try {
        await auth.api.resetPassword({ body: { token: input.token, newPassword: input.newPassword }, headers });
      } catch (error) {
        if (error instanceof APIError) throw invalid('INVALID_RESET_TOKEN', AUTH_MESSAGES.invalidResetToken);
        throw error;
      }
      // Using one reset link invalidates every other one of the account.
      await authRepo.revokeResetTokens(owner.id);
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

    /**
     * True when `password` is the session user's password (for confirming destructive actions).
     * Wrong passwords count like failed sign-ins: after LOGIN_MAX_FAILURES the check is locked.
     */
    async verifyPassword(caller: Caller, password: string, headers: Headers): Promise<boolean> {
      const keys = passwordKey(caller.id);
      await takeAttempts(keys, now());
      try {
        await auth.api.verifyPassword({ body: { password }, headers });
        await authRepo.clearFailures(keys[0]!.key);
        return true;
      } catch (error) {
        if (errorCode(error) === 'INVALID_PASSWORD') {
          await lockSpent(keys);
          return false;
        }
        await authRepo.releaseAttempt(keys[0]!.key);
        if (error instanceof APIError && error.statusCode === 401) throw unauthenticated(AUTH_MESSAGES.unauthenticated);
        throw error;
      }
    },

    async changePassword(
      caller: Caller,
      input: ChangePassword,
      headers: Headers,
    ): Promise<AuthResult<{ message: string }>> {
      const keys = passwordKey(caller.id);
      await takeAttempts(keys, now());
      try {
        const result = await auth.api.changePassword({
          body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
          headers,
          returnHeaders: true,
        });
        await authRepo.clearFailures(keys[0]!.key);
        return { body: { message: AUTH_MESSAGES.passwordChanged }, headers: result.headers };
      } catch (error) {
        const code = errorCode(error);
        if (code === 'INVALID_PASSWORD') {
          await lockSpent(keys);
          throw invalid('WRONG_CURRENT_PASSWORD', AUTH_MESSAGES.wrongCurrentPassword);
        }
        await authRepo.releaseAttempt(keys[0]!.key);
        if (error instanceof APIError && error.statusCode === 401) throw unauthenticated(AUTH_MESSAGES.unauthenticated);
        if (error instanceof APIError) throw invalid('PASSWORD_CHANGE_FAILED', AUTH_MESSAGES.passwordChangeFailed);
        throw error;
      }
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
