import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** Every environment variable the API reads, with the embedded-mode defaults (README "Configuration"). */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public address of the app, used in e-mail links and to decide on secure cookies. */
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  /** When set, PostgreSQL server instead of the embedded PGlite. */
  DATABASE_URL: z.string().url().optional(),
  /** Signs session cookies; generated and kept under DATA_DIR when unset. Set it when running several instances. */
  AUTH_SECRET: z.string().min(32).optional(),
  REQUIRE_EMAIL_CONFIRMATION: booleanFlag.default(false),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Prato Certo <nao-responda@pratocerto.app>'),
  /** Exposes GET /api/dev/outbox for end-to-end tests. Refused in production. */
  EXPOSE_OUTBOX: booleanFlag.default(false),
  /** Failed sign-ins for one e-mail (or one address) before it is locked, and for how long. */
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  /**
   * Reverse proxies whose X-Forwarded-For/-Host/-Proto are believed: addresses or CIDRs, comma
   * separated (e.g. `127.0.0.1,10.0.0.0/8`). Empty (the default): forwarding headers are ignored.
   */
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]))),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default('apps/web/dist'),
  /** AI adapter: `local` (no model, deterministic rules), `gemini` or `openai` (any OpenAI-compatible server). */
  AI_PROVIDER: z.enum(['local', 'gemini', 'openai']).default('local'),
  GEMINI_API_KEY: z.string().optional(),
  GEMINI_MODEL: z.string().default('gemini-2.5-flash'),
  GEMINI_BASE_URL: z.url().optional(),
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_MODEL: z.string().optional(),
  /** Upper bound of one AI request; callers fall back to their rules after it. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
});
export type Env = z.infer<typeof EnvSchema>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const details = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid environment configuration:\n${details}`);
  }
  const env = result.data;
  if (env.EXPOSE_OUTBOX && env.NODE_ENV === 'production') {
    throw new Error('Invalid environment configuration:\n  EXPOSE_OUTBOX: not allowed when NODE_ENV=production');
  }
  const aiProblems = [
    env.AI_PROVIDER === 'gemini' && !env.GEMINI_API_KEY ? '  GEMINI_API_KEY: required when AI_PROVIDER=gemini' : '',
    env.AI_PROVIDER === 'openai' && !env.OPENAI_BASE_URL ? '  OPENAI_BASE_URL: required when AI_PROVIDER=openai' : '',
    env.AI_PROVIDER === 'openai' && !env.OPENAI_MODEL ? '  OPENAI_MODEL: required when AI_PROVIDER=openai' : '',
  ].filter(Boolean);
  if (aiProblems.length > 0) throw new Error(`Invalid environment configuration:\n${aiProblems.join('\n')}`);
  return env;
}

export function appUrl(env: Env): string {
  return (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
}
