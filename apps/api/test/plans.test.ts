import { eq } from 'drizzle-orm';
import { afterEach, expect, test } from 'vitest';
import { signBody } from '../src/adapters/payments/kiwify-order';
// An unmatched payment is only listed to the admin: its table shows what the payments module kept.
import { unmatchedPaymentEvents } from '../src/db/schema';
import { loadEnv } from '../src/env';
import { createTestApp, makePremium, signUp, type TestApp } from './fixtures';

// Issue 29 (point 13): the plans' prices and labels are the operator's (env.ts), defaults otherwise;
// one catalogue prices every server path (decision 026).

const WEBHOOK_TOKEN = 'kiwify-webhook-token-123';
const DAY = 24 * 60 * 60 * 1000;
const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

async function app(env: Record<string, string> = {}, now?: () => Date) {
  const t = await createTestApp({ env, ...(now ? { now } : {}) });
  cleanups.push(() => t.close());
  return t;
}

const CONFIGURED = {
  PLAN_PRICE_MONTHLY_CENTS: '2990',
  PLAN_PRICE_QUARTERLY_CENTS: '4990',
  PLAN_PRICE_ANNUAL_CENTS: '19190',
  PLAN_LABEL_ANNUAL: 'Anual Família',
};

test('GET /api/plans without configuration: the default prices, with the best value computed (quarterly)', async () => {
  const t = await app();
  // Public: no session.
  const response = await t.app.inject({ method: 'GET', url: '/api/plans' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-cache');
  const { plans } = response.json() as { plans: Record<string, unknown>[] };
  expect(
    plans.map(({ id, label, priceCents, billingMonths, periodDays }) => [
      id,
      label,
      priceCents,
      billingMonths,
      periodDays,
    ]),
  ).toEqual([
    ['free', 'Plano Gratuito', 0, 0, 0],
    ['premium_monthly', 'Premium Mensal', 1990, 1, 30],
    ['premium_quarterly', 'Premium Trimestral', 500, 3, 90],
    ['premium_annual', 'Premium Anual', 17990, 12, 365],
  ]);
  expect(
    plans.map(({ monthlyEquivalentCents, savingsPercent, bestValue, badge }) => [
      monthlyEquivalentCents,
      savingsPercent,
      bestValue,
      badge,
    ]),
  ).toEqual([
    [0, 0, false, null],
    [1990, 0, false, null],
    // R$ 1,67 a month: the cheapest month is the quarterly plan's, whatever the annual badge used to say.
    [167, 92, true, 'MAIS VANTAJOSO'],
    [1499, 25, false, null],
  ]);
  expect(plans[3]).toMatchObject({
    billingPeriod: 'yearly',
    isPremium: true,
    features: expect.arrayContaining(['Histórico completo']),
  });
});

test('GET /api/plans with prices and a label configured: those, and the badge and savings follow them', async () => {
  const t = await app(CONFIGURED);
  const { plans } = (await t.app.inject({ method: 'GET', url: '/api/plans' })).json() as {
    plans: Record<string, unknown>[];
  };
  expect(
    plans.map(({ id, label, priceCents, monthlyEquivalentCents, savingsPercent, badge }) => [
      id,
      label,
      priceCents,
      monthlyEquivalentCents,
      savingsPercent,
      badge,
    ]),
  ).toEqual([
    ['free', 'Plano Gratuito', 0, 0, 0, null],
    ['premium_monthly', 'Premium Mensal', 2990, 2990, 0, null],
    // R$ 49,90 against 3 × R$ 29,90 (R$ 89,70): 44% less.
    ['premium_quarterly', 'Premium Trimestral', 4990, 1663, 44, 'POPULAR'],
    // R$ 191,90 against 12 × R$ 29,90 (R$ 358,80): 47% less, R$ 15,99 a month, the cheapest.
    ['premium_annual', 'Anual Família', 19190, 1599, 47, 'MAIS VANTAJOSO'],
  ]);
});

test('prices are whole cents above zero and labels short texts; none of them is needed to start', () => {
  expect(() => loadEnv({})).not.toThrow();
  expect(loadEnv({ PLAN_PRICE_QUARTERLY_CENTS: '4990' }).PLAN_PRICE_QUARTERLY_CENTS).toBe(4990);
  for (const bad of ['19.90', '19,90', '0', '-500', 'R$ 5', '1000001']) {
    expect(() => loadEnv({ PLAN_PRICE_MONTHLY_CENTS: bad }), bad).toThrow(
      /PLAN_PRICE_MONTHLY_CENTS: expected whole cents/,
    );
  }
  expect(() => loadEnv({ PLAN_LABEL_ANNUAL: 'x'.repeat(41) })).toThrow(/PLAN_LABEL_ANNUAL/);
  // An empty variable is unset: the default label.
  expect(loadEnv({ PLAN_LABEL_ANNUAL: '' }).PLAN_LABEL_ANNUAL).toBeUndefined();
});

/** A Kiwify installation whose quarterly plan costs R$ 49,90 (the default is R$ 5,00). */
async function kiwify() {
  const now = new Date(Date.now() - 10 * DAY);
  const t = await app(
    {
      PAYMENT_PROVIDER: 'kiwify',
      KIWIFY_CHECKOUT_URL_MONTHLY: 'https://pay.kiwify.com.br/mensal',
      KIWIFY_CHECKOUT_URL_QUARTERLY: 'https://pay.kiwify.com.br/trimestral',
      KIWIFY_CHECKOUT_URL_ANNUAL: 'https://pay.kiwify.com.br/anual',
      KIWIFY_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
      KIWIFY_CLIENT_ID: 'client-abc',
      KIWIFY_CLIENT_SECRET: 'secret-abc',
      KIWIFY_ACCOUNT_ID: 'account-abc',
      // No sale is listed in these tests: nothing listens there.
      KIWIFY_API_BASE_URL: 'http://127.0.0.1:9',
      KIWIFY_PRODUCT_IDS: 'prod-1',
      PLAN_PRICE_QUARTERLY_CENTS: '4990',
    },
    () => now,
  );
  return { t, now };
}

function order(orderId: string, externalId: string, at: Date, amount: string, frequency: string | null) {
  return {
    order_id: orderId,
    order_status: 'paid',
    webhook_event_type: 'order_approved',
    approved_date: at.toISOString(),
    created_at: at.toISOString(),
    product_type: 'membership',
    Product: { product_id: 'prod-1', product_name: 'Prato Certo Premium' },
    Customer: { email: 'cliente@exemplo.com.br', full_name: 'Cliente' },
    Commissions: { charge_amount: amount, currency: 'BRL' },
    TrackingParameters: { external_id: externalId, src: 'prato-certo-app' },
    Subscription: {
      id: `sub-${orderId}`,
      status: 'active',
      next_payment: null,
      plan: { id: 'plan-1', name: 'Plano', ...(frequency ? { frequency } : {}) },
    },
  };
}

async function deliver(t: TestApp, body: unknown) {
  const raw = JSON.stringify(body);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/payments/kiwify/webhook?signature=${signBody(raw, WEBHOOK_TOKEN)}`,
    headers: { 'content-type': 'application/json' },
    payload: raw,
  });
  expect(response.statusCode).toBe(200);
  return response.json().outcome as string;
}

test('Kiwify: a charge at the configured price applies; at the old default price it is amount_too_low', async () => {
  const { t, now } = await kiwify();
  const ana = await signUp(t);
  const bruno = await signUp(t);
  const carla = await signUp(t);

  // R$ 5,00 was the quarterly price before the operator set R$ 49,90: not a payment for it any more.
  expect(await deliver(t, order('old-price', ana.id, now, '500', 'quarterly'))).toBe('unmatched');
  expect(
    await t.db.select().from(unmatchedPaymentEvents).where(eq(unmatchedPaymentEvents.orderId, 'old-price')),
  ).toEqual([expect.objectContaining({ reason: 'amount_too_low' })]);
  expect((await ana.get('/api/me/subscription')).json()).toMatchObject({ isPremium: false });

  expect(await deliver(t, order('new-price', bruno.id, now, '4990', 'quarterly'))).toBe('applied');
  expect((await bruno.get('/api/me/subscription')).json()).toMatchObject({
    effectivePlan: 'premium_quarterly',
    daysRemaining: 90,
  });
  expect((await bruno.get('/api/me/payments')).json().payments).toEqual([
    expect.objectContaining({ plan: 'premium_quarterly', amountCents: 4990, paymentStatus: 'paid' }),
  ]);

  // Without a frequency the plan is the one whose configured price was charged.
  expect(await deliver(t, order('by-price', carla.id, now, '4990', null))).toBe('applied');
  expect((await carla.get('/api/me/subscription')).json()).toMatchObject({ effectivePlan: 'premium_quarterly' });
});

test('the sandbox checkout shows the configured price and label, and paying there records that price', async () => {
  const t = await app(CONFIGURED);
  const ana = await signUp(t);
  const url: string = (await ana.post('/api/payments/checkout', { plan: 'premium_annual' })).json().url;
  const page = await ana.get(url);
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('<h1 id="plan">Anual Família</h1>');
  expect(page.body).toContain(`<p class="price">${nbsp('R$ 191,90')}</p>`);
  expect(page.body).not.toContain('179,90');

  const token = new URL(url, 'http://localhost').searchParams.get('token') ?? '';
  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/checkout',
    headers: { cookie: ana.jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token }).toString(),
  });
  expect(paid.statusCode).toBe(303);
  expect((await ana.get('/api/me/subscription')).json()).toMatchObject({ effectivePlan: 'premium_annual' });
  expect((await ana.get('/api/me/payments')).json().payments).toEqual([
    expect.objectContaining({ plan: 'premium_annual', amountCents: 19190, paymentStatus: 'paid' }),
  ]);
});

test("the assistant names the plan by the operator's label", async () => {
  const t = await app({ PLAN_LABEL_MONTHLY: 'Mensal Plus' });
  const ana = await signUp(t);
  await makePremium(t, ana.id);
  const answer = (await ana.post('/api/chat', { message: 'Quais são as regras do meu plano?' })).json();
  expect(answer.reply).toContain('Seu plano: Mensal Plus.');
});
