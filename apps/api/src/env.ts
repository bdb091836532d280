import { isIP } from 'node:net';
import { z } from 'zod';
import { isPlanPriceCents, MAX_PLAN_PRICE_CENTS, type PlanOverrides } from '@prato/core/domain/plans';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** An IP address or a CIDR block (`10.0.0.0/8`, `fd00::/8`). */
function isAddressOrCidr(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/** A comma-separated list, items trimmed, empty items dropped. */
const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

/** Comma-separated proxies whose X-Forwarded-* headers are trusted; empty trusts none. */
const proxyList = commaList.refine(
  (items) => items.every(isAddressOrCidr),
  'expected IP addresses or CIDR blocks separated by commas',
);

/** A plan price: whole cents (no "19.90"), more than zero, at most R$ 10.000,00. */
const PLAN_PRICE_RULE = `expected whole cents from 1 to ${MAX_PLAN_PRICE_CENTS} (R$ 19,90 = 1990)`;
const planPriceCents = z
  .string()
  .regex(/^\d+$/, PLAN_PRICE_RULE)
  .transform(Number)
  .refine(isPlanPriceCents, PLAN_PRICE_RULE);
const planLabel = z.string().trim().min(1).max(40);

/** Every environment variable the API reads, with the embedded-mode defaults (README "Configuration"). */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public address of the app, used in e-mail links and to decide on secure cookies. */
  APP_URL: z.url().optional(),
  /**
   * Production refuses an http APP_URL (session cookies would go without `Secure`); this flag accepts it
   * knowingly (e.g. a closed network without TLS).
   */
  ALLOW_INSECURE_HTTP: booleanFlag.default(false),
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
   * Sign-ups from one client address (an IPv6 /64) per hour, whatever the e-mails; 0 = no limit (test
   * suites and benchmarks sign up hundreds of accounts from loopback).
   */
  SIGNUP_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(0).default(10),
  /** Password-reset and confirmation e-mail requests from one client address per hour, each; 0 = no limit. */
  EMAIL_REQUESTS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(0).default(10),
  /** Live-event streams (GET /api/events) one user keeps open on one instance; a newer one closes the oldest. */
  EVENT_STREAMS_PER_USER: z.coerce.number().int().min(1).max(100).default(5),
  /** Live-event streams one instance holds at most; beyond it a new one is refused with 503 and Retry-After. */
  EVENT_STREAMS_PER_INSTANCE: z.coerce.number().int().min(1).max(100_000).default(1000),
  /**
   * `test`: password hashes at a test suite's cost (decision 018); refused unless NODE_ENV=test. A server
   * at the standard cost never accepts such a hash.
   */
  PASSWORD_HASH_COST: z.enum(['standard', 'test']).default('standard'),
  /**
   * Reverse proxies (addresses/CIDRs) allowed to set X-Forwarded-For/-Host/-Proto. Default none: the
   * client address is the socket's, so nobody can pick the address the sign-in throttle counts.
   */
  TRUST_PROXY: proxyList.default([]),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default('apps/web/dist'),
  /** The data controller named in the privacy policy (LGPD): a company name, or a person's. */
  PRIVACY_CONTROLLER_NAME: z.string().trim().min(1).default('Prato Certo'),
  /** Where data subjects reach the person in charge of data protection (LGPD Art. 41); shown on /privacy. */
  PRIVACY_CONTACT_EMAIL: z.email().optional(),
  /** AI adapter: `local` (no model, deterministic rules), `gemini` or `openai` (any OpenAI-compatible server). */
  AI_PROVIDER: z.enum(['local', 'gemini', 'openai']).default('local'),
  GEMINI_API_KEY: z.string().optional(),
  GEMINI_MODEL: z.string().default('gemini-2.5-flash'),
  GEMINI_BASE_URL: z.url().optional(),
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_MODEL: z.string().optional(),
  /** Open Food Facts (packaged foods by barcode, API v2): the public world server unless set (a fake one in tests). */
  OPEN_FOOD_FACTS_URL: z.url().default('https://world.openfoodfacts.org'),
  /** Upper bound of one AI request; callers fall back to their rules after it. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  /**
   * Assistant answers one person may ask for in the last minute and the last 24 hours, every plan,
   * counted in the database (all instances together): with a model (each answer is a paid call) and
   * with the local assistant (AI_PROVIDER=local), which gets its own, higher limits.
   */
  CHAT_MODEL_PER_MINUTE: z.coerce.number().int().min(1).max(1000).default(6),
  CHAT_MODEL_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(100),
  CHAT_LOCAL_PER_MINUTE: z.coerce.number().int().min(1).max(1000).default(30),
  CHAT_LOCAL_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(1000),
  /**
   * Web Push (VAPID) key pair, base64url (`npx web-push generate-vapid-keys`). Unset: generated on the
   * first start and kept in the database, shared by every instance on it.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'expected a base64url P-256 public key (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'expected a base64url P-256 private key (43 characters)')
    .optional(),
  /** Who push services contact about this sender: mailto: or https:. Default: PRIVACY_CONTACT_EMAIL, else APP_URL. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:.+@.+|https:\/\/.+)$/, 'expected mailto:address or an https:// URL')
    .optional(),
  /** How often each instance looks for due water reminders to push (seconds); 0 turns pushes off. */
  PUSH_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /**
   * Push services accepted beside the ones browsers use (modules/push/push.service.ts), comma-separated
   * host names, `*.example.org` for any host under a domain: a self-hosted push service. No IP addresses;
   * each push still goes only to a public address.
   */
  PUSH_ALLOWED_HOSTS: commaList
    .transform((items) => items.map((item) => item.toLowerCase()))
    .refine(
      (items) =>
        items.every((item) => /^(\*\.)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]([a-z0-9-]*[a-z0-9])?$/.test(item)),
      'expected host names (or *.domain) separated by commas, no IP addresses',
    )
    .default([]),
  /** Payment adapter: `sandbox` (a local test checkout) or `kiwify` (checkout links, signed webhooks, API sync). */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'kiwify']).default('sandbox'),
  /** The sandbox checkout is refused with NODE_ENV=production unless this says otherwise (a staging server). */
  PAYMENT_SANDBOX_IN_PRODUCTION: booleanFlag.default(false),
  KIWIFY_CHECKOUT_URL_MONTHLY: z.url().optional(),
  KIWIFY_CHECKOUT_URL_QUARTERLY: z.url().optional(),
  KIWIFY_CHECKOUT_URL_ANNUAL: z.url().optional(),
  /** Signs the webhook bodies (HMAC-SHA1, `?signature=`): the token shown in Kiwify's webhook settings. */
  KIWIFY_WEBHOOK_TOKEN: z.string().min(8).optional(),
  KIWIFY_CLIENT_ID: z.string().optional(),
  KIWIFY_CLIENT_SECRET: z.string().optional(),
  KIWIFY_ACCOUNT_ID: z.string().optional(),
  KIWIFY_API_BASE_URL: z.url().default('https://public-api.kiwify.com'),
  /**
   * `Product.product_id` of the Kiwify products that are the paid plans, separated by commas: a signed
   * event for any other product of the account is kept for the admin, never applied.
   */
  KIWIFY_PRODUCT_IDS: commaList
    .refine((items) => items.length > 0, 'expected product ids separated by commas')
    .optional(),
  /** The largest coupon discount (percent) on sale in Kiwify; a charge below the plan's price by more is not applied. */
  KIWIFY_MAX_DISCOUNT_PERCENT: z.coerce.number().int().min(0).max(100).default(0),
  /** How often one instance reconciles the recent sales with the provider (minutes); 0 turns it off. */
  PAYMENT_SYNC_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(1440).default(15),
  /**
   * Price of each paid plan in whole cents (R$ 19,90 = 1990), and optionally its label: every screen, the
   * checkout and the webhook's amount check read them. Unset: the original product's (domain/plans.ts).
   */
  PLAN_PRICE_MONTHLY_CENTS: planPriceCents.optional(),
  PLAN_PRICE_QUARTERLY_CENTS: planPriceCents.optional(),
  PLAN_PRICE_ANNUAL_CENTS: planPriceCents.optional(),
  PLAN_LABEL_MONTHLY: planLabel.optional(),
  PLAN_LABEL_QUARTERLY: planLabel.optional(),
  PLAN_LABEL_ANNUAL: planLabel.optional(),
});

/** The settings PAYMENT_PROVIDER=kiwify cannot run without. */
const KIWIFY_REQUIRED = [
  'KIWIFY_CHECKOUT_URL_MONTHLY',
  'KIWIFY_CHECKOUT_URL_QUARTERLY',
  'KIWIFY_CHECKOUT_URL_ANNUAL',
  'KIWIFY_WEBHOOK_TOKEN',
  'KIWIFY_CLIENT_ID',
  'KIWIFY_CLIENT_SECRET',
  'KIWIFY_ACCOUNT_ID',
  'KIWIFY_PRODUCT_IDS',
] as const;
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
  if (env.PASSWORD_HASH_COST === 'test' && env.NODE_ENV !== 'test') {
    throw new Error(
      `Invalid environment configuration:\n  PASSWORD_HASH_COST: 'test' is only accepted with NODE_ENV=test (now ${env.NODE_ENV})`,
    );
  }
  if (env.NODE_ENV === 'production' && !appUrl(env).startsWith('https://') && !env.ALLOW_INSECURE_HTTP) {
    throw new Error(
      'Invalid environment configuration:\n' +
        `  APP_URL: must be https:// when NODE_ENV=production (now ${appUrl(env)}): session cookies need Secure. ` +
        'Set ALLOW_INSECURE_HTTP=true to run on plain http anyway.',
    );
  }
  const problems = [
    env.AI_PROVIDER === 'gemini' && !env.GEMINI_API_KEY ? '  GEMINI_API_KEY: required when AI_PROVIDER=gemini' : '',
    env.AI_PROVIDER === 'openai' && !env.OPENAI_BASE_URL ? '  OPENAI_BASE_URL: required when AI_PROVIDER=openai' : '',
    env.AI_PROVIDER === 'openai' && !env.OPENAI_MODEL ? '  OPENAI_MODEL: required when AI_PROVIDER=openai' : '',
  ].filter(Boolean);
  if (env.PAYMENT_PROVIDER === 'kiwify') {
    for (const name of KIWIFY_REQUIRED) {
      if (!env[name]) problems.push(`  ${name}: required when PAYMENT_PROVIDER=kiwify`);
    }
  }
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    problems.push('  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither');
  }
  for (const kind of ['MODEL', 'LOCAL'] as const) {
    if (env[`CHAT_${kind}_PER_MINUTE`] > env[`CHAT_${kind}_PER_DAY`])
      problems.push(`  CHAT_${kind}_PER_MINUTE: must not exceed CHAT_${kind}_PER_DAY`);
  }
  if (problems.length > 0) throw new Error(`Invalid environment configuration:\n${problems.join('\n')}`);
  return env;
}

/** Who push services contact about this sender (VAPID `sub`). */
export function vapidSubject(env: Env): string {
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT;
  if (env.PRIVACY_CONTACT_EMAIL) return `mailto:${env.PRIVACY_CONTACT_EMAIL}`;
  const url = appUrl(env);
  return url.startsWith('https://') ? url : 'mailto:nao-responda@pratocerto.app';
}

export function appUrl(env: Env): string {
  return (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
}

/** The prices and labels the operator set for the paid plans (none: the defaults). */
export function planOverrides(env: Env): PlanOverrides {
  const priceCents = {
    premium_monthly: env.PLAN_PRICE_MONTHLY_CENTS,
    premium_quarterly: env.PLAN_PRICE_QUARTERLY_CENTS,
    premium_annual: env.PLAN_PRICE_ANNUAL_CENTS,
  };
  const labels = {
    premium_monthly: env.PLAN_LABEL_MONTHLY,
    premium_quarterly: env.PLAN_LABEL_QUARTERLY,
    premium_annual: env.PLAN_LABEL_ANNUAL,
  };
  return { priceCents: definedOnly(priceCents), labels: definedOnly(labels) };
}

function definedOnly<K extends string, V>(values: Record<K, V | undefined>): Partial<Record<K, V>> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<Record<K, V>>;
}
