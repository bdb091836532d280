import { eq } from 'drizzle-orm';
import { afterEach, expect, test } from 'vitest';
import { signBody } from '../src/adapters/payments/kiwify-order';
import { SALES_CACHE_MS } from '../src/adapters/payments/kiwify-provider';
// What a webhook stores (nothing, or an unmatched event) is the subject: read from the payment tables.
import { paymentEvents, unmatchedPaymentEvents } from '../src/db/schema';
import { paymentHistory } from '../src/db/schema/subscriptions';
import { loadEnv } from '../src/env';
import { startFakeKiwify } from './fake-kiwify-server';
import { client, confirmEmail, createTestApp, signUp, signUpAdmin, type Client, type TestApp } from './fixtures';

// Issue 10 "Done when": the kiwify adapter against a fake Kiwify on 127.0.0.1 (docs/integrations/kiwify.md).

const CREDENTIALS = { clientId: 'client-abc', clientSecret: 'secret-abc', accountId: 'account-abc' };
const WEBHOOK_TOKEN = 'kiwify-webhook-token-123';
const DAY = 24 * 60 * 60 * 1000;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

async function setup(env: Record<string, string> = {}) {
  const kiwify = await startFakeKiwify(CREDENTIALS);
  // Sessions are checked against this clock: start it in the past so that moving it weeks ahead keeps them valid.
  let clock = new Date(Date.now() - 60 * DAY);
  const t = await createTestApp({
    now: () => clock,
    env: {
      PAYMENT_PROVIDER: 'kiwify',
      KIWIFY_CHECKOUT_URL_MONTHLY: 'https://pay.kiwify.com.br/mensal',
      KIWIFY_CHECKOUT_URL_QUARTERLY: 'https://pay.kiwify.com.br/trimestral',
      KIWIFY_CHECKOUT_URL_ANNUAL: 'https://pay.kiwify.com.br/anual',
      KIWIFY_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
      KIWIFY_CLIENT_ID: CREDENTIALS.clientId,
      KIWIFY_CLIENT_SECRET: CREDENTIALS.clientSecret,
      KIWIFY_ACCOUNT_ID: CREDENTIALS.accountId,
      KIWIFY_API_BASE_URL: kiwify.url,
      KIWIFY_PRODUCT_IDS: 'prod-1, prod-2',
      ...env,
    },
  });
  cleanups.push(async () => {
    await t.close();
    await kiwify.close();
  });
  return {
    t,
    kiwify,
    now: () => clock,
    advance(ms: number) {
      clock = new Date(clock.getTime() + ms);
    },
  };
}

/** Kiwify's local time format (Brasília, no offset). */
function kiwifyTime(date: Date): string {
  return new Date(date.getTime() - 3 * 60 * 60 * 1000).toISOString().slice(0, 16).replace('T', ' ');
}

interface OrderSpec {
  orderId: string;
  type?: string;
  status?: string;
  externalId?: string | null;
  email?: string;
  at: Date;
  frequency?: 'monthly' | 'quarterly' | 'yearly';
  amount?: string | number;
  next?: Date | null;
}

function order(spec: OrderSpec) {
  const frequency = spec.frequency ?? 'yearly';
  const amount = spec.amount ?? (frequency === 'yearly' ? '17990' : frequency === 'quarterly' ? '500' : '1990');
  return {
    order_id: spec.orderId,
    order_status: spec.status ?? 'paid',
    webhook_event_type: spec.type ?? 'order_approved',
    approved_date: kiwifyTime(spec.at),
    created_at: kiwifyTime(spec.at),
    product_type: 'membership',
    Product: { product_id: 'prod-1', product_name: 'Prato Certo Premium' },
    Customer: { email: spec.email ?? 'cliente@exemplo.com.br', full_name: 'Cliente', CPF: '00000000000' },
    Commissions: { charge_amount: amount, currency: 'BRL' },
    TrackingParameters: spec.externalId === null ? {} : { external_id: spec.externalId, src: 'prato-certo-app' },
    Subscription: {
      id: 'sub-1',
      status: 'active',
      next_payment: spec.next === null ? null : kiwifyTime(spec.next ?? new Date(spec.at.getTime() + 365 * DAY)),
      plan: { id: 'plan-1', name: 'Plano', frequency },
    },
    subscription_id: 'sub-1',
  };
}

async function deliver(t: TestApp, body: unknown, signature?: string) {
  const raw = JSON.stringify(body);
  const sig = signature === undefined ? signBody(raw, WEBHOOK_TOKEN) : signature;
  return t.app.inject({
    method: 'POST',
    url: `/api/payments/kiwify/webhook${sig ? `?signature=${sig}` : ''}`,
    headers: { 'content-type': 'application/json' },
    payload: raw,
  });
}

async function subscriptionOf(c: Client) {
  return (await c.get('/api/me/subscription')).json();
}

test('a missing or wrong signature is a 401 that changes nothing', async () => {
  const { t, now } = await setup();
  const ana = await signUp(t);
  const body = order({ orderId: 'o-sig', externalId: ana.id, at: now() });
  const raw = JSON.stringify(body);

  for (const response of [
    await deliver(t, body, ''),
    await deliver(t, body, 'f'.repeat(40)),
    await deliver(t, body, signBody(raw, 'another-token')),
    // Signed over other bytes than those sent (a re-serialised body does not verify).
    await deliver(t, body, signBody(JSON.stringify(body, null, 2), WEBHOOK_TOKEN)),
  ]) {
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toEqual({ code: 'INVALID_SIGNATURE', message: 'Assinatura do webhook inválida.' });
  }
  expect(await t.db.select().from(paymentHistory)).toEqual([]);
  expect(await t.db.select().from(paymentEvents)).toEqual([]);
  expect(await subscriptionOf(ana)).toMatchObject({ effectivePlan: 'free', isPremium: false });

  // The same bytes with the right signature are accepted.
  expect((await deliver(t, body)).json()).toEqual({ received: true, outcome: 'applied' });
});

test('the same event twice makes one payment; the period ends at next_payment', async () => {
  const { t, now } = await setup();
  const ana = await signUp(t);
  const at = now();
  const body = order({ orderId: 'o-twice', externalId: ana.id, at, next: new Date(at.getTime() + 365 * DAY) });

  expect((await deliver(t, body)).json().outcome).toBe('applied');
  expect((await deliver(t, body)).json().outcome).toBe('duplicate');

  // Kiwify retrying while the first delivery is still being processed.
  const concurrent = await Promise.all([deliver(t, body), deliver(t, body)]);
  expect(concurrent.map((response) => response.json().outcome)).toEqual(['duplicate', 'duplicate']);
  const bruno = await signUp(t);
  const other = order({ orderId: 'o-twice-b', externalId: bruno.id, at });
  const race = await Promise.all([deliver(t, other), deliver(t, other), deliver(t, other)]);
  expect(race.map((response) => response.json().outcome).sort()).toEqual(['applied', 'duplicate', 'duplicate']);
  expect((await bruno.get('/api/me/payments')).json().payments).toHaveLength(1);

  const payments = (await ana.get('/api/me/payments')).json().payments;
  expect(payments).toHaveLength(1);
  expect(payments[0]).toMatchObject({ plan: 'premium_annual', amountCents: 17990, paymentStatus: 'paid' });
  const sub = await subscriptionOf(ana);
  expect(sub).toMatchObject({ effectivePlan: 'premium_annual', isPremium: true, daysRemaining: 365 });
  // Kiwify's minutes (no seconds) in Brasília time.
  expect(new Date(sub.subscription.currentPeriodEnd).getTime()).toBe(
    new Date(kiwifyTime(new Date(at.getTime() + 365 * DAY)).replace(' ', 'T') + ':00-03:00').getTime(),
  );
});

test('renewals extend the period: to next_payment, and from the current end when renewing early', async () => {
  const { t, now, advance } = await setup();
  const ana = await signUp(t);
  const start = now();
  await deliver(t, order({ orderId: 'm-1', externalId: ana.id, at: start, frequency: 'monthly', next: null }));
  const firstEnd = new Date((await subscriptionOf(ana)).subscription.currentPeriodEnd).getTime();
  expect(firstEnd).toBe(new Date(kiwifyTime(start).replace(' ', 'T') + ':00-03:00').getTime() + 30 * DAY);

  // Renewed 10 days early without next_payment: 30 more days from the current end.
  advance(20 * DAY);
  const renewed = order({
    orderId: 'm-2',
    type: 'subscription_renewed',
    externalId: ana.id,
    at: now(),
    frequency: 'monthly',
    next: null,
  });
  expect((await deliver(t, renewed)).json().outcome).toBe('applied');
  const secondEnd = new Date((await subscriptionOf(ana)).subscription.currentPeriodEnd).getTime();
  expect(secondEnd).toBe(firstEnd + 30 * DAY);

  // After the end, a renewal whose next_payment is a calendar month out (31 days) moves the end there.
  advance(25 * DAY);
  expect((await subscriptionOf(ana)).isPremium).toBe(true);
  advance(16 * DAY);
  expect((await subscriptionOf(ana)).isPremium).toBe(false);
  const next = new Date(now().getTime() + 31 * DAY);
  await deliver(
    t,
    order({ orderId: 'm-3', type: 'subscription_renewed', externalId: ana.id, at: now(), frequency: 'monthly', next }),
  );
  const sub = await subscriptionOf(ana);
  expect(new Date(sub.subscription.currentPeriodEnd).getTime()).toBe(
    new Date(kiwifyTime(next).replace(' ', 'T') + ':00-03:00').getTime(),
  );
  expect(sub.subscription.plan).toBe('premium_monthly');
  expect((await ana.get('/api/me/payments')).json().payments).toHaveLength(3);

  // A late delivery of the first charge (under another event type) changes nothing.
  const late = order({ orderId: 'm-1', type: 'subscription_renewed', externalId: ana.id, at: start, next: null });
  expect((await deliver(t, late)).json().outcome).toBe('unchanged');
  expect((await subscriptionOf(ana)).subscription.currentPeriodEnd).toBe(sub.subscription.currentPeriodEnd);
});

test('a refund or a chargeback ends access at once; the late approval of that order does not bring it back', async () => {
  const { t, now } = await setup();
  const ana = await signUp(t);
  const bruno = await signUp(t);
  const at = now();
  await deliver(t, order({ orderId: 'r-1', externalId: ana.id, at }));
  await deliver(t, order({ orderId: 'c-1', externalId: bruno.id, at, frequency: 'monthly' }));
  expect((await subscriptionOf(ana)).isPremium).toBe(true);

  const refund = order({ orderId: 'r-1', type: 'order_refunded', status: 'refunded', externalId: ana.id, at });
  expect((await deliver(t, refund)).json().outcome).toBe('applied');
  expect(await subscriptionOf(ana)).toMatchObject({ isPremium: false, effectivePlan: 'free' });
  const payments = (await ana.get('/api/me/payments')).json().payments;
  expect(payments).toEqual([expect.objectContaining({ paymentStatus: 'refunded', amountCents: 17990 })]);

  // Kiwify redelivers the approval after the refund: an older event never undoes a newer one.
  const replay = order({ orderId: 'r-1', type: 'subscription_renewed', externalId: ana.id, at });
  expect((await deliver(t, replay)).json().outcome).toBe('unchanged');
  expect((await subscriptionOf(ana)).isPremium).toBe(false);

  const chargeback = order({ orderId: 'c-1', type: 'chargeback', status: 'chargedback', externalId: bruno.id, at });
  await deliver(t, chargeback);
  expect((await subscriptionOf(bruno)).isPremium).toBe(false);
  expect((await bruno.get('/api/me/payments')).json().payments[0].paymentStatus).toBe('chargedback');
});

test("a refund takes away only what its order paid for: someone else's refunded purchase leaves the owner's own month", async () => {
  const { t, now, advance } = await setup();
  const ana = await signUp(t);
  const paidAt = now();
  await deliver(t, order({ orderId: 'own-1', externalId: ana.id, at: paidAt, frequency: 'monthly' }));
  advance(5 * DAY);
  // A stranger buys a year with Ana's id (it is in any checkout link she shared), then asks for a refund.
  const strangerAt = now();
  await deliver(t, order({ orderId: 'stranger-1', externalId: ana.id, at: strangerAt, email: 'x@exemplo.com' }));
  expect(await subscriptionOf(ana)).toMatchObject({ isPremium: true, effectivePlan: 'premium_annual' });
  const refund = order({
    orderId: 'stranger-1',
    type: 'order_refunded',
    status: 'refunded',
    externalId: ana.id,
    at: strangerAt,
  });
  expect((await deliver(t, refund)).json().outcome).toBe('applied');

  // Ana keeps the month she paid for, and nothing more.
  const after = await subscriptionOf(ana);
  expect(after).toMatchObject({ isPremium: true, effectivePlan: 'premium_monthly' });
  expect(new Date(after.subscription.currentPeriodEnd).getTime()).toBe(
    paidAt.getTime() - (paidAt.getTime() % 60_000) + 30 * DAY,
  );

  // Refunding her own month too ends access.
  await deliver(
    t,
    order({
      orderId: 'own-1',
      type: 'order_refunded',
      status: 'refunded',
      externalId: ana.id,
      at: paidAt,
      frequency: 'monthly',
    }),
  );
  expect(await subscriptionOf(ana)).toMatchObject({ isPremium: false, effectivePlan: 'free' });
});

test('cancel or late: premium until the period ends, then free (fake clock)', async () => {
  const { t, now, advance } = await setup();
  const ana = await signUp(t);
  const at = now();
  await deliver(t, order({ orderId: 'k-1', externalId: ana.id, at, frequency: 'monthly', next: null }));
  const cancel = order({ orderId: 'k-1', type: 'subscription_canceled', externalId: ana.id, at, frequency: 'monthly' });
  expect((await deliver(t, cancel)).json().outcome).toBe('unchanged');
  const late = order({ orderId: 'k-1', type: 'subscription_late', externalId: ana.id, at, frequency: 'monthly' });
  expect((await deliver(t, late)).json().outcome).toBe('unchanged');

  advance(29 * DAY);
  expect(await subscriptionOf(ana)).toMatchObject({ isPremium: true, effectivePlan: 'premium_monthly' });
  expect((await ana.get('/api/planner/usage')).json()).toMatchObject({ limit: null, remaining: null });
  advance(2 * DAY);
  expect(await subscriptionOf(ana)).toMatchObject({
    isPremium: false,
    effectivePlan: 'free',
    isExpired: true,
    statusMessage: 'Assinatura expirada - Renovação necessária',
  });
  // The server's gates follow: the planner counts the free plan's limit again.
  expect((await ana.get('/api/planner/usage')).json()).toMatchObject({ limit: 2 });
});

test('the user is the one in external_id, never the owner of the e-mail; e-mail only without an id', async () => {
  const { t, now } = await setup();
  const ana = await signUp(t);
  const bruno = await signUp(t);
  const carla = await signUp(t);
  const at = now();

  // Ana's id with Bruno's e-mail: Ana's purchase.
  await deliver(t, order({ orderId: 'id-1', externalId: ana.id, email: bruno.email, at }));
  expect((await subscriptionOf(ana)).isPremium).toBe(true);
  expect((await subscriptionOf(bruno)).isPremium).toBe(false);
  expect((await bruno.get('/api/me/payments')).json().payments).toEqual([]);

  // No id: the one account with that e-mail (any case), once its owner has confirmed it.
  await confirmEmail(t, carla.email);
  await deliver(t, order({ orderId: 'id-2', externalId: null, email: carla.email.toUpperCase(), at }));
  expect((await subscriptionOf(carla)).isPremium).toBe(true);

  // An id that names nobody is kept for the admin, answered 200, and not guessed from the e-mail.
  const stranger = await deliver(t, order({ orderId: 'id-3', externalId: 'no-such-user', email: bruno.email, at }));
  expect(stranger.statusCode).toBe(200);
  expect(stranger.json().outcome).toBe('unmatched');
  expect((await subscriptionOf(bruno)).isPremium).toBe(false);
  const unmatched = await t.db.select().from(unmatchedPaymentEvents);
  expect(unmatched).toEqual([
    expect.objectContaining({ orderId: 'id-3', externalId: 'no-such-user', reason: 'unknown_user' }),
  ]);
  expect(JSON.stringify(unmatched)).not.toContain('00000000000'); // documents are not kept

  // Events that change no access are acknowledged.
  const pix = await deliver(t, {
    ...order({ orderId: 'id-4', externalId: ana.id, at }),
    webhook_event_type: 'pix_created',
  });
  expect(pix.json()).toEqual({ received: true, outcome: 'ignored' });
});

test('the sync repairs a missed webhook, only for the caller, across pages; the late webhook then changes nothing', async () => {
  const { t, kiwify, now } = await setup();
  const ana = await signUp(t);
  const bruno = await signUp(t);
  const at = now();
  for (let i = 0; i < 120; i += 1) {
    kiwify.sales.push(order({ orderId: `other-${i}`, externalId: `someone-${i}`, at }));
  }
  const missed = order({ orderId: 'missed-1', externalId: ana.id, at });
  kiwify.sales.push(missed);

  // Bruno's sync never applies Ana's purchase.
  const brunos = await bruno.post('/api/payments/sync', {});
  expect(brunos.json()).toEqual({ success: true, result: { subscriptionsPersisted: 0 } });
  expect((await subscriptionOf(ana)).isPremium).toBe(false);

  const synced = await ana.post('/api/payments/sync', {});
  expect(synced.json()).toEqual({ success: true, result: { subscriptionsPersisted: 1 } });
  expect((await subscriptionOf(ana)).effectivePlan).toBe('premium_annual');
  const salesCalls = kiwify.requests.filter((r) => r.path === '/v1/sales');
  expect(salesCalls.map((r) => r.query.get('page_number'))).toContain('2');
  expect(salesCalls.every((r) => r.headers['x-kiwify-account-id'] === CREDENTIALS.accountId)).toBe(true);
  // One token for all these calls, and one listing of the day range for Bruno's and Ana's syncs.
  expect(kiwify.requests.filter((r) => r.path === '/v1/oauth/token')).toHaveLength(1);
  expect(salesCalls.filter((r) => r.query.get('page_number') === '1')).toHaveLength(1);

  expect((await deliver(t, missed)).json().outcome).toBe('duplicate');
  expect((await ana.post('/api/payments/sync', {})).json().result.subscriptionsPersisted).toBe(0);
  expect((await ana.get('/api/me/payments')).json().payments).toHaveLength(1);

  // A since farther back than 7 days is refused in Portuguese.
  const old = await ana.post('/api/payments/sync', { since: new Date(at.getTime() - 8 * DAY).toISOString() });
  expect(old.statusCode).toBe(400);
  expect(old.json().error.message).toBe('Informe uma data de início válida (até 7 dias atrás).');
  expect((await client(t).post('/api/payments/sync', {})).statusCode).toBe(401);
});

test('429 and 5xx are retried with backoff, then given up; a revoked token is renewed once', async () => {
  const { t, kiwify, now, advance } = await setup();
  const ana = await signUp(t);
  kiwify.sales.push(order({ orderId: 'retry-1', externalId: ana.id, at: now() }));

  kiwify.fail({ status: 429, headers: { 'retry-after': '0' } }, { status: 503 }, { status: 500 });
  const retried = await ana.post('/api/payments/sync', {});
  expect(retried.json()).toEqual({ success: true, result: { subscriptionsPersisted: 1 } });

  advance(SALES_CACHE_MS);
  kiwify.revokeTokens();
  const before = kiwify.requests.length;
  expect((await ana.post('/api/payments/sync', {})).json().success).toBe(true);
  expect(kiwify.requests.slice(before).map((r) => r.path)).toEqual(['/v1/sales', '/v1/oauth/token', '/v1/sales']);

  // Four failures in a row: the first try and three retries, then the sync gives up (and says so).
  advance(SALES_CACHE_MS);
  const start = kiwify.requests.length;
  kiwify.fail({ status: 503 }, { status: 502 }, { status: 429 }, { status: 500 });
  const gaveUp = await ana.post('/api/payments/sync', {});
  expect(gaveUp.statusCode).toBe(200);
  expect(gaveUp.json()).toEqual({ success: false, result: { subscriptionsPersisted: 0 } });
  expect(kiwify.requests.length - start).toBe(4);
  // A failure is not cached: the next sync asks Kiwify again.
  expect((await ana.post('/api/payments/sync', {})).json().success).toBe(true);
});

test('the periodic reconciliation maps every recent sale, one instance at a time', async () => {
  const { t, kiwify, now } = await setup();
  const ana = await signUp(t);
  const bruno = await signUp(t);
  kiwify.sales.push(order({ orderId: 'job-1', externalId: ana.id, at: now() }));
  kiwify.sales.push(order({ orderId: 'job-2', externalId: bruno.id, at: now(), frequency: 'quarterly' }));

  expect(await t.app.paymentSyncJob.tick(15)).toBe(2);
  expect((await subscriptionOf(ana)).effectivePlan).toBe('premium_annual');
  expect((await subscriptionOf(bruno)).effectivePlan).toBe('premium_quarterly');
  // The lease is held until the next round is due: a second round (another instance) does nothing now.
  expect(await t.app.paymentSyncJob.tick(15)).toBeNull();
});

test('without external_id a purchase goes by e-mail only to a confirmed account, in the webhook and the sync alike', async () => {
  const { t, kiwify, now, advance } = await setup();
  const admin = await signUpAdmin(t);
  // Anyone can sign up with an address they do not own (a buyer's, seen on a shared checkout link).
  const unconfirmed = await signUp(t);
  const at = now();

  const webhook = await deliver(t, order({ orderId: 'mail-1', externalId: null, email: unconfirmed.email, at }));
  expect(webhook.statusCode).toBe(200);
  expect(webhook.json()).toEqual({ received: true, outcome: 'unmatched' });
  kiwify.sales.push(order({ orderId: 'mail-2', externalId: null, email: unconfirmed.email.toUpperCase(), at }));
  const synced = await unconfirmed.post('/api/payments/sync', {});
  expect(synced.json()).toEqual({ success: true, result: { subscriptionsPersisted: 0 } });
  expect(await t.app.paymentSyncJob.tick(15)).toBe(0);
  expect(await subscriptionOf(unconfirmed)).toMatchObject({ isPremium: false, effectivePlan: 'free' });
  expect((await unconfirmed.get('/api/me/payments')).json().payments).toEqual([]);

  // Kept for the admin, with the reason in Portuguese.
  const listed = (await admin.get('/api/admin/unmatched-payment-events')).json().events;
  expect(listed.map((event: { orderId: string }) => event.orderId).sort()).toEqual(['mail-1', 'mail-2']);
  for (const event of listed) {
    expect(event).toMatchObject({ reason: 'unconfirmed_email', reasonLabel: 'Email da conta ainda não confirmado' });
  }

  // Once the owner of the address confirms it, the next sync applies the sale it lists, and the admin's list drops it.
  await confirmEmail(t, unconfirmed.email);
  advance(SALES_CACHE_MS);
  expect((await unconfirmed.post('/api/payments/sync', {})).json().result.subscriptionsPersisted).toBe(1);
  expect(await subscriptionOf(unconfirmed)).toMatchObject({ isPremium: true, effectivePlan: 'premium_annual' });
  const left = await t.db.select().from(unmatchedPaymentEvents);
  expect(left.map((row) => row.orderId)).toEqual(['mail-1']);
});

test('a signed event for something this app does not sell is kept for the admin and never applied', async () => {
  const { t, now } = await setup();
  const ana = await signUpAdmin(t);
  const at = now();
  const mine = { externalId: ana.id, at };
  const cases: [string, string, unknown][] = [
    [
      'unknown_product',
      'Produto que este app não vende',
      // One cent for another product of the same Kiwify account, sold yearly.
      {
        ...order({ orderId: 'x-product', ...mine, amount: 1 }),
        Product: { product_id: 'ebook-9', product_name: 'Ebook' },
      },
    ],
    ['amount_too_low', 'Valor abaixo do preço do plano', order({ orderId: 'x-cent', ...mine, amount: 1 })],
    [
      'wrong_currency',
      'Moeda diferente de real (BRL)',
      { ...order({ orderId: 'x-usd', ...mine }), Commissions: { charge_amount: '17990', currency: 'USD' } },
    ],
    [
      'wrong_currency',
      'Moeda diferente de real (BRL)',
      { ...order({ orderId: 'x-no-currency', ...mine }), Commissions: { charge_amount: 17990 } },
    ],
    ['not_paid', 'Pedido sem pagamento aprovado', order({ orderId: 'x-refused', ...mine, status: 'refused' })],
    // More cents than a payment record holds (a 32-bit column): kept, never a 500 the provider would retry.
    [
      'unknown_amount',
      'Valor do pagamento ausente ou impossível',
      order({ orderId: 'x-huge', ...mine, amount: 3_000_000_000 }),
    ],
  ];
  for (const [reason, , body] of cases) {
    const response = await deliver(t, body);
    expect(response.statusCode).toBe(200);
    expect(response.json().outcome, reason).toBe('unmatched');
  }
  expect(await subscriptionOf(ana)).toMatchObject({ isPremium: false, effectivePlan: 'free' });
  expect((await ana.get('/api/me/payments')).json().payments).toEqual([]);
  expect(await t.db.select().from(paymentEvents)).toEqual([]);
  const listed = (await ana.get('/api/admin/unmatched-payment-events')).json().events as {
    orderId: string;
    reason: string;
    reasonLabel: string;
  }[];
  const orderIds = ['x-product', 'x-cent', 'x-usd', 'x-no-currency', 'x-refused', 'x-huge'];
  expect(listed.map(({ orderId, reason, reasonLabel }) => [reason, reasonLabel, orderId]).sort()).toEqual(
    cases.map(([reason, label], i) => [reason, label, orderIds[i]]).sort(),
  );

  // The refund of another product's order takes nothing away.
  const bruno = await signUp(t);
  await deliver(t, order({ orderId: 'b-1', externalId: bruno.id, at, frequency: 'monthly' }));
  const otherRefund = {
    ...order({ orderId: 'ebook-1', type: 'order_refunded', status: 'refunded', externalId: bruno.id, at }),
    Product: { product_id: 'ebook-9', product_name: 'Ebook' },
  };
  expect((await deliver(t, otherRefund)).json().outcome).toBe('unmatched');
  expect(await subscriptionOf(bruno)).toMatchObject({ isPremium: true, effectivePlan: 'premium_monthly' });

  // A next_payment far beyond one period is not trusted: the plan's own length counts.
  const forever = order({ orderId: 'x-2999', ...mine, next: new Date('2999-01-01T03:00:00Z') });
  expect((await deliver(t, forever)).json().outcome).toBe('applied');
  const sub = await subscriptionOf(ana);
  expect(sub).toMatchObject({ effectivePlan: 'premium_annual', daysRemaining: 365 });
  expect(new Date(sub.subscription.currentPeriodEnd).getTime()).toBe(
    new Date(kiwifyTime(at).replace(' ', 'T') + ':00-03:00').getTime() + 365 * DAY,
  );
  // A charge dated in the future counts from now.
  const carla = await signUp(t);
  const future = order({ orderId: 'x-future', externalId: carla.id, at: new Date('2999-01-01T03:00:00Z'), next: null });
  expect((await deliver(t, future)).json().outcome).toBe('applied');
  const carlas = await subscriptionOf(carla);
  expect(new Date(carlas.subscription.currentPeriodEnd).getTime()).toBe(at.getTime() + 365 * DAY);
});

test('KIWIFY_MAX_DISCOUNT_PERCENT lets a coupon price through, and nothing below it', async () => {
  const { t, now } = await setup({ KIWIFY_MAX_DISCOUNT_PERCENT: '20' });
  const ana = await signUp(t);
  // 20% off R$ 179,90 is R$ 143,92.
  const below = order({ orderId: 'cupom-1', externalId: ana.id, at: now(), amount: '14391' });
  expect((await deliver(t, below)).json().outcome).toBe('unmatched');
  const coupon = order({ orderId: 'cupom-2', externalId: ana.id, at: now(), amount: '14392' });
  expect((await deliver(t, coupon)).json().outcome).toBe('applied');
  expect((await ana.get('/api/me/payments')).json().payments).toEqual([
    expect.objectContaining({ plan: 'premium_annual', amountCents: 14392, paymentStatus: 'paid' }),
  ]);
  expect(() => loadEnv({ KIWIFY_MAX_DISCOUNT_PERCENT: '101' })).toThrow(/KIWIFY_MAX_DISCOUNT_PERCENT/);
});

test('control characters in a signed webhook are dropped: answered 200 and kept, never a 500', async () => {
  const { t, now } = await setup();
  const ana = await signUp(t);
  const at = now();
  const stranger = order({ orderId: 'nul-1\u0000', externalId: 'abc\u0000', email: 'quem\u0000@exemplo.com.br', at });
  stranger.Product.product_name = 'Prato\u0000 Certo\ud800\u0085';
  const response = await deliver(t, stranger);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ received: true, outcome: 'unmatched' });
  expect(await t.db.select().from(unmatchedPaymentEvents)).toEqual([
    expect.objectContaining({
      orderId: 'nul-1',
      externalId: 'abc',
      email: 'quem@exemplo.com.br',
      reason: 'unknown_user',
      details: expect.objectContaining({ productName: 'Prato Certo' }),
    }),
  ]);

  // Ana's purchase whose names carry control characters is applied.
  const named = order({ orderId: 'nul-2', externalId: ana.id, at });
  named.Customer.full_name = 'Ana\u0000 Souza\udc00';
  named.Product.product_name = 'Premium\u0000';
  expect((await deliver(t, named)).json()).toEqual({ received: true, outcome: 'applied' });
  expect((await subscriptionOf(ana)).effectivePlan).toBe('premium_annual');
});

test('kiwify checkout links carry external_id, email and source', async () => {
  const { t } = await setup();
  const ana = await signUp(t);
  const response = await ana.post('/api/payments/checkout', { plan: 'premium_annual' });
  expect(response.statusCode).toBe(200);
  const url = new URL(response.json().url);
  expect(`${url.origin}${url.pathname}`).toBe('https://pay.kiwify.com.br/anual');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    external_id: ana.id,
    email: ana.email,
    source: 'prato-certo-app',
  });
  const bad = await ana.post('/api/payments/checkout', { plan: 'free' });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().error.message).toBe('Escolha um plano Premium.');
  expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.userId, ana.id))).toEqual([]);
});

test('PAYMENT_PROVIDER=kiwify without a setting stops the start with a clear message', () => {
  expect(() => loadEnv({ PAYMENT_PROVIDER: 'kiwify', KIWIFY_WEBHOOK_TOKEN: WEBHOOK_TOKEN })).toThrow(
    /KIWIFY_CHECKOUT_URL_MONTHLY: required when PAYMENT_PROVIDER=kiwify[\s\S]*KIWIFY_ACCOUNT_ID: required[\s\S]*KIWIFY_PRODUCT_IDS: required/,
  );
  expect(loadEnv({}).PAYMENT_PROVIDER).toBe('sandbox');
});
