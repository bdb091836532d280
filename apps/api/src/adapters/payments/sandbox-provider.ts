import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { CHECKOUT_SOURCE, frequencyOfPlan } from '@prato/core/domain/payments';
import { isPlanId, PAID_PLAN_IDS, type PlanCatalogue, type PlanId } from '@prato/core/domain/plans';
import type { KiwifyOrder } from './kiwify-order';
import type { CheckoutUser, PaidPlanId, PaymentProvider } from './payment-provider';

/** A sandbox checkout link is good for this long. */
const CHECKOUT_TTL_MS = 60 * 60 * 1000;

export const SANDBOX_CHECKOUT_PATH = '/api/payments/sandbox/checkout';

export interface SandboxCheckout {
  userId: string;
  email: string;
  plan: PaidPlanId;
  /**
   * The order paying this checkout makes, derived from its link: paying the same link again is a
   * replay of that order (recorded once), so one link buys one period.
   */
  orderId: string;
}

/** The product id the sandbox reports for a plan (its catalog, checked like Kiwify's). */
const sandboxProductId = (plan: PlanId) => `sandbox-${plan}`;

/**
 * The sandbox provider (the default): the checkout is a page of this app, and paying there sends a
 * Kiwify-shaped order, signed with the sandbox's own token, to the same webhook route Kiwify calls.
 * The token is derived from the auth secret, so every instance of one installation shares it.
 */
export function createSandboxProvider(options: { authSecret: string; plans: PlanCatalogue; now?: () => Date }) {
  const now = options.now ?? (() => new Date());
  const token = createHmac('sha256', options.authSecret).update('prato-certo:payment-sandbox:v1').digest('hex');
  const mac = (payload: string) => createHmac('sha256', token).update(payload).digest('base64url');

  function checkoutToken(plan: PaidPlanId, user: CheckoutUser): string {
    const payload = Buffer.from(
      // `n` makes every link (and so its order) distinct, even two opened in the same millisecond.
      JSON.stringify({ u: user.id, e: user.email, p: plan, x: now().getTime() + CHECKOUT_TTL_MS, n: randomUUID() }),
    ).toString('base64url');
    return `${payload}.${mac(payload)}`;
  }

  const provider = {
    name: 'sandbox' as const,
    webhookToken: token,
    catalog: { productIds: new Set(PAID_PLAN_IDS.map(sandboxProductId)), maxDiscountPercent: 0 },
    checkoutUrl(plan: PaidPlanId, user: CheckoutUser): string {
      return `${SANDBOX_CHECKOUT_PATH}?${new URLSearchParams({ token: checkoutToken(plan, user) }).toString()}`;
    },
    listSales: async () => [],

    /** The checkout a link's token names, or null when it is forged, malformed or expired. */
    readCheckout(value: string): SandboxCheckout | null {
      const [payload = '', signature = '', ...rest] = value.split('.');
      if (rest.length > 0 || !payload || !signature) return null;
      const expected = Buffer.from(mac(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
        const { u, e, p, x } = data;
        if (typeof u !== 'string' || typeof e !== 'string' || typeof x !== 'number') return null;
        if (!isPlanId(p) || p === 'free' || x < now().getTime()) return null;
        const orderId = `sandbox-${createHash('sha256').update(payload).digest('hex').slice(0, 32)}`;
        return { userId: u, email: e, plan: p, orderId };
      } catch {
        return null;
      }
    },

    /** The order Kiwify would send for a first payment of this checkout (contract fields only), at the configured price. */
    approvedOrder(checkout: SandboxCheckout): KiwifyOrder {
      const plan = options.plans[checkout.plan];
      const at = now();
      const next = new Date(at.getTime() + plan.periodDays * 24 * 60 * 60 * 1000);
      const subscriptionId = `sandbox-sub-${randomUUID()}`;
      return {
        order_id: checkout.orderId,
        order_status: 'paid',
        webhook_event_type: 'order_approved',
        approved_date: at.toISOString(),
        created_at: at.toISOString(),
        product_type: 'membership',
        Product: { product_id: sandboxProductId(plan.id), product_name: `Prato Certo ${plan.label}` },
        Customer: { email: checkout.email, full_name: null },
        Commissions: { charge_amount: String(plan.priceCents), currency: 'BRL' },
        TrackingParameters: { external_id: checkout.userId, src: CHECKOUT_SOURCE },
        Subscription: {
          id: subscriptionId,
          status: 'active',
          next_payment: next.toISOString(),
          plan: { id: `sandbox-${plan.id}`, name: plan.label, frequency: frequencyOfPlan(plan.id) },
        },
        subscription_id: subscriptionId,
      };
    },
  } satisfies PaymentProvider & Record<string, unknown>;
  return provider;
}
export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
