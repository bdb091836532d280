import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema/index';
import { createPasswordHasher, type PasswordHashCost } from './password-hash';

export const SESSION_DAYS = 30;
const DAY_SECONDS = 24 * 60 * 60;

export interface BetterAuthOptions {
  db: Db;
  secret: string;
  /** Public address of the app (e-mail links, secure cookies). */
  appUrl: string;
  requireEmailConfirmation: boolean;
  /** `test` only under NODE_ENV=test (decision 018). */
  passwordHashCost: PasswordHashCost;
  sendConfirmationEmail(to: { email: string; name: string }, token: string): Promise<void>;
  sendResetEmail(to: { email: string; name: string }, token: string): Promise<void>;
  /**
   * A sign-up with an address that already has an account, when sign-up answers the same either way
   * (REQUIRE_EMAIL_CONFIRMATION; decision 023): better-auth has hashed the password as for a new account.
   */
  onExistingUserSignUp(user: { id: string; name: string; email: string }): Promise<void>;
  onUserCreated(user: { id: string; name: string; email: string }): Promise<void>;
  /** A session started (sign-up, sign-in, a confirmed e-mail): its access record. */
  onSessionCreated(session: { userId: string; ipAddress?: string | null; userAgent?: string | null }): Promise<void>;
}

/**
 * better-auth does hashing, sessions and tokens. Its HTTP handler is not mounted: our own
 * /api/auth routes validate with the core schemas, answer in pt-BR and call `auth.api.*`.
 */
export function createBetterAuth(options: BetterAuthOptions) {
  return betterAuth({
    appName: 'Prato Certo',
    baseURL: options.appUrl,
    basePath: '/api/auth',
    secret: options.secret,
    database: drizzleAdapter(options.db, { provider: 'pg', usePlural: true, schema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 100,
      autoSignIn: true,
      requireEmailVerification: options.requireEmailConfirmation,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      password: createPasswordHasher(options.passwordHashCost),
      sendResetPassword: async ({ user, token }) => options.sendResetEmail(user, token),
      onExistingUserSignUp: async ({ user }) => options.onExistingUserSignUp(user),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: DAY_SECONDS,
      sendVerificationEmail: async ({ user, token }) => options.sendConfirmationEmail(user, token),
    },
    session: { expiresIn: SESSION_DAYS * DAY_SECONDS, updateAge: DAY_SECONDS },
    // Sign-in throttling is ours (login_attempts table), shared by every instance.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'prato',
      useSecureCookies: options.appUrl.startsWith('https://'),
      database: { generateId: () => crypto.randomUUID() },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await options.onUserCreated(user);
          },
        },
      },
      session: {
        create: {
          after: async (session) => {
            await options.onSessionCreated(session);
          },
        },
      },
    },
    logger: { disabled: true },
    telemetry: { enabled: false },
  });
}

export type BetterAuth = ReturnType<typeof createBetterAuth>;
