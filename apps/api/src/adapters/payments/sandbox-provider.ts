import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { billingPeriodOfPlan, PAYMENT_CURRENCY } from '@prato/core/domain/payments';
import { isPlanId, PAID_PLAN_IDS, type PlanCatalogue, type PlanId } from '@prato/core/domain/plans';
import { PaymentEventSchema, type PaymentEvent } from '@prato/core/schemas/payments';
import type { CheckoutUser, PaidPlanId, PaymentProvider, WebhookReading } from './payment-provider';
import { readSignedJson, signBody } from './webhook-signature';
import type { Clock } from '../../lib/clock';

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
 * The name the sandbox gives its first charge in the audit trail (payment_events), the one Kiwify gives
 * it: an installation that moves from one to the other reads one history.
 */
const SANDBOX_PAID_EVENT = 'order_approved';

/** The token that signs the sandbox's webhook deliveries, derived from the auth secret. */
export function sandboxWebhookToken(authSecret: string): string {
  return createHmac('sha256', authSecret).update('prato-certo:payment-sandbox:v1').digest('hex');
}

/**
 * The sandbox provider (the default): the checkout is a page of this app, and paying there sends a
 * neutral payment event (its webhook body is the PaymentEvent itself), signed with the sandbox's own
 * token, to the same webhook route a provider calls. The token is derived from the auth secret, so
 * every instance of one installation shares it.
 */
export function createSandboxProvider(options: { authSecret: string; plans: PlanCatalogue; now?: Clock }) {
  const now = options.now ?? (() => new Date());
  const token = sandboxWebhookToken(options.authSecret);
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
    catalog: { productIds: new Set(PAID_PLAN_IDS.map(sandboxProductId)), maxDiscountPercent: 0 },
    checkoutUrl(plan: PaidPlanId, user: CheckoutUser): string {
      return `${SANDBOX_CHECKOUT_PATH}?${new URLSearchParams({ token: checkoutToken(plan, user) }).toString()}`;
    },
    listSales: async (): Promise<PaymentEvent[]> => [],

    readWebhook(rawBody: Buffer, signature: string | undefined): WebhookReading {
      const delivery = readSignedJson(rawBody, signature, token);
      if (!delivery.ok) return delivery;
      const event = PaymentEventSchema.safeParse(delivery.json);
      return event.success ? { ok: true, event: event.data } : { ok: false, problem: 'payload' };
    },

    /** A webhook delivery of `event`: its body and the signature the webhook route checks. */
    signedDelivery(event: PaymentEvent): { body: string; signature: string } {
      const body = JSON.stringify(event);
      return { body, signature: signBody(body, token) };
    },

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

    /** The event of a first payment of this checkout, at the installation's price. */
    paidEvent(checkout: SandboxCheckout): PaymentEvent {
      const plan = options.plans[checkout.plan];
      const at = now();
      const next = new Date(at.getTime() + plan.periodDays * 24 * 60 * 60 * 1000);
      return {
        kind: 'paid',
        orderId: checkout.orderId,
        providerEvent: SANDBOX_PAID_EVENT,
        subscriptionId: `sandbox-sub-${randomUUID()}`,
        occurredAt: at.toISOString(),
        settled: true,
        amountCents: plan.priceCents,
        currency: PAYMENT_CURRENCY,
        product: { id: sandboxProductId(plan.id), name: `Prato Certo ${plan.label}` },
        period: billingPeriodOfPlan(plan.id),
        nextChargeAt: next.toISOString(),
        buyer: { userId: checkout.userId, email: checkout.email },
      };
    },
  } satisfies PaymentProvider & Record<string, unknown>;
  return provider;
}
export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
