import type { PlanCatalogue } from '@prato/core/domain/plans';
import type { Env } from '../../env';
import { createKiwifyProvider } from './kiwify-provider';
import type { PaymentProvider } from './payment-provider';
import { createSandboxProvider, type SandboxProvider } from './sandbox-provider';
import type { Clock } from '../../lib/clock';

/**
 * The adapter named by PAYMENT_PROVIDER (env.ts has already checked that Kiwify's settings are present);
 * `sandbox` is set when it is the sandbox, whose checkout pages the app serves.
 */
export function createPaymentProvider(
  env: Env,
  deps: { authSecret: string; plans: PlanCatalogue; now?: Clock },
): { provider: PaymentProvider; sandbox: SandboxProvider | null } {
  if (env.PAYMENT_PROVIDER === 'sandbox') {
    const sandbox = createSandboxProvider({
      authSecret: deps.authSecret,
      plans: deps.plans,
      ...(deps.now ? { now: deps.now } : {}),
    });
    return { provider: sandbox, sandbox };
  }
  const now = deps.now;
  const provider = createKiwifyProvider({
    checkoutUrls: {
      premium_monthly: env.KIWIFY_CHECKOUT_URL_MONTHLY ?? '',
      premium_quarterly: env.KIWIFY_CHECKOUT_URL_QUARTERLY ?? '',
      premium_annual: env.KIWIFY_CHECKOUT_URL_ANNUAL ?? '',
    },
    webhookToken: env.KIWIFY_WEBHOOK_TOKEN ?? '',
    catalog: {
      productIds: new Set(env.KIWIFY_PRODUCT_IDS ?? []),
      maxDiscountPercent: env.KIWIFY_MAX_DISCOUNT_PERCENT,
    },
    baseUrl: env.KIWIFY_API_BASE_URL,
    clientId: env.KIWIFY_CLIENT_ID ?? '',
    clientSecret: env.KIWIFY_CLIENT_SECRET ?? '',
    accountId: env.KIWIFY_ACCOUNT_ID ?? '',
    ...(now ? { now: () => now().getTime() } : {}),
  });
  return { provider, sandbox: null };
}
