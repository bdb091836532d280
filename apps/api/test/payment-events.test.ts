import { afterEach, expect, test } from 'vitest';
import type { PaymentEvent } from '@prato/core/schemas/payments';
import { signBody } from '../src/adapters/payments/webhook-signature';
import { sandboxWebhookToken } from '../src/adapters/payments/sandbox-provider';
import { createTestApp, signUp, type TestApp } from './fixtures';
import { TEST_AUTH_SECRET } from './test-database';

// Issue 31 §5: the payments service reads neutral payment events only. The sandbox (the default
// provider) takes its webhook body as the event itself, so these events carry no provider's payload.

const DAY = 24 * 60 * 60 * 1000;
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

async function deliver(t: TestApp, body: unknown) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: `/api/payments/kiwify/webhook?signature=${signBody(raw, sandboxWebhookToken(TEST_AUTH_SECRET))}`,
    headers: { 'content-type': 'application/json' },
    payload: raw,
  });
}

/** A paid monthly charge of `userId` at `at` (the sandbox's product), with `overrides`. */
const paidEvent = (userId: string, at: Date, overrides: Partial<PaymentEvent> = {}): PaymentEvent => ({
  kind: 'paid',
  orderId: 'neutral-1',
  providerEvent: 'checkout_paid',
  subscriptionId: 'assinatura-1',
  occurredAt: at.toISOString(),
  settled: true,
  amountCents: 1990,
  currency: 'BRL',
  product: { id: 'sandbox-premium_monthly', name: 'Prato Certo Premium Mensal' },
  period: 'monthly',
  nextChargeAt: null,
  buyer: { userId, email: null },
  ...overrides,
});

test('the payments service applies neutral events (paid, renewed, refunded, chargeback) with no provider payload', async () => {
  const at = new Date(Date.now() - 10 * DAY);
  const t = await createTestApp({ now: () => at });
  cleanups.push(() => t.close());
  const ana = await signUp(t);
  const event = (overrides: Partial<PaymentEvent>) => paidEvent(ana.id, at, overrides);
  const subscription = async () => (await ana.get('/api/me/subscription')).json();

  expect((await deliver(t, event({}))).json()).toEqual({ received: true, outcome: 'applied' });
  expect(await subscription()).toMatchObject({ effectivePlan: 'premium_monthly', daysRemaining: 30 });

  // A renewal before the end extends from the current end.
  const renewal = event({ kind: 'renewed', orderId: 'neutral-2', providerEvent: 'charge_renewed' });
  expect((await deliver(t, renewal)).json().outcome).toBe('applied');
  expect((await deliver(t, renewal)).json().outcome).toBe('duplicate');
  expect(await subscription()).toMatchObject({ effectivePlan: 'premium_monthly', daysRemaining: 60 });

  // Refunding the renewal leaves the month the first charge paid for; a chargeback of that one ends it.
  const refund = event({ kind: 'refunded', orderId: 'neutral-2', providerEvent: 'charge_refunded', settled: false });
  expect((await deliver(t, refund)).json().outcome).toBe('applied');
  expect(await subscription()).toMatchObject({ effectivePlan: 'premium_monthly', daysRemaining: 30 });
  const chargeback = event({ kind: 'chargeback', providerEvent: 'charge_disputed', settled: false });
  expect((await deliver(t, chargeback)).json().outcome).toBe('applied');
  expect(await subscription()).toMatchObject({ effectivePlan: 'free', isPremium: false });
  const payments = (await ana.get('/api/me/payments')).json().payments as { paymentStatus: string }[];
  expect(payments.map((payment) => payment.paymentStatus).sort()).toEqual(['chargedback', 'refunded']);

  // What is not a neutral event is refused at the boundary, in Portuguese, and changes nothing.
  const unknownKind = await deliver(t, { ...event({ orderId: 'neutral-3' }), kind: 'gift' });
  expect(unknownKind.statusCode).toBe(400);
  expect(unknownKind.json().error).toEqual({ code: 'INVALID_PAYLOAD', message: 'Conteúdo do webhook inválido.' });
  expect((await ana.get('/api/me/payments')).json().payments).toHaveLength(2);
});

test('a refund delivered before its approval, with no plan or amount to record it under, keeps the late approval from granting premium', async () => {
  const at = new Date();
  const t = await createTestApp({ now: () => at });
  cleanups.push(() => t.close());
  const ana = await signUp(t);
  const paid = paidEvent(ana.id, at, {
    orderId: 'late-approval-1',
    providerEvent: 'order_approved',
    subscriptionId: null,
  });
  // The refund says neither the period nor the amount (a provider may leave both out of a refund).
  const refund = {
    ...paid,
    kind: 'refunded',
    providerEvent: 'order_refunded',
    settled: false,
    period: null,
    amountCents: null,
  };
  expect((await deliver(t, refund)).json().outcome).toBe('applied');

  const approval = await deliver(t, paid);
  expect(approval.statusCode).toBe(200);
  expect(approval.json().outcome).toBe('unchanged');
  expect((await ana.get('/api/me/subscription')).json()).toMatchObject({ effectivePlan: 'free', isPremium: false });
  // The charge is on record as what it became.
  const payments = (await ana.get('/api/me/payments')).json().payments as { paymentStatus: string }[];
  expect(payments.map((payment) => payment.paymentStatus)).toEqual(['refunded']);
});

test("a refund of an order on record takes away its own account's premium, whoever the refund names", async () => {
  const at = new Date();
  const t = await createTestApp({ now: () => at });
  cleanups.push(() => t.close());
  const ana = await signUp(t);
  const paid = paidEvent(ana.id, at, {
    orderId: 'owned-order-1',
    providerEvent: 'order_approved',
    subscriptionId: null,
  });
  expect((await deliver(t, paid)).json().outcome).toBe('applied');
  expect((await ana.get('/api/me/subscription')).json()).toMatchObject({ isPremium: true });

  // The refund comes without the checkout's id and with an address of no account.
  const refund = {
    ...paid,
    kind: 'refunded',
    providerEvent: 'order_refunded',
    settled: false,
    buyer: { userId: null, email: 'comprador-sem-conta@example.com' },
  };
  expect((await deliver(t, refund)).json().outcome).toBe('applied');
  expect((await ana.get('/api/me/subscription')).json()).toMatchObject({ isPremium: false, effectivePlan: 'free' });
});
