import { afterEach, expect, test } from 'vitest';
import { signBody } from '../src/adapters/payments/kiwify-order';
// payment_events shows that a sandbox payment went through the webhook path: no route lists it.
import { paymentEvents } from '../src/db/schema';
import { client, createTestApp, signUp } from './fixtures';

// Issue 10 §1: the sandbox provider (the default) — a local test checkout whose payment goes through
// the same webhook route as Kiwify's, signed with the sandbox's own token.

const DAY = 24 * 60 * 60 * 1000;
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

async function setup(env: Record<string, string> = {}) {
  const at = new Date(Date.now() - 10 * DAY);
  const t = await createTestApp({ now: () => at, env });
  cleanups.push(() => t.close());
  return { t, at };
}

const tokenOf = (url: string) => new URL(url, 'http://localhost').searchParams.get('token') ?? '';

test('sandbox: checkout page, Pagar, then /obrigado with the plan active for 365 days and one payment', async () => {
  const { t, at } = await setup();
  const ana = await signUp(t);

  const checkout = await ana.post('/api/payments/checkout', { plan: 'premium_annual' });
  expect(checkout.statusCode).toBe(200);
  const url: string = checkout.json().url;
  expect(url.startsWith('/api/payments/sandbox/checkout?token=')).toBe(true);

  const page = await ana.get(url);
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  // The form's POST must carry the page's Origin (helmet's no-referrer would make it `null`, refused).
  expect(page.headers['referrer-policy']).toBe('same-origin');
  expect(page.body).toContain('Checkout de teste (sandbox)');
  expect(page.body).toContain('Premium Anual');
  expect(page.body).toContain('R$&nbsp;179,90'.replace('&nbsp;', '\u00a0'));
  expect(page.body).toMatch(/<button type="submit">Pagar<\/button>/);
  expect(page.body).toContain('href="/assinatura">Cancelar</a>');

  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/checkout',
    headers: { cookie: ana.jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token: tokenOf(url) }).toString(),
  });
  expect(paid.statusCode).toBe(303);
  const location = new URL(paid.headers.location as string, 'http://localhost');
  expect(location.pathname).toBe('/obrigado');
  expect(location.searchParams.get('plan')).toBe('premium_annual');
  const orderId = location.searchParams.get('transaction_id');
  expect(orderId).toMatch(/^sandbox-/);

  const sub = (await ana.get('/api/me/subscription')).json();
  expect(sub).toMatchObject({ effectivePlan: 'premium_annual', isPremium: true, daysRemaining: 365 });
  expect(new Date(sub.subscription.currentPeriodEnd).getTime()).toBe(at.getTime() + 365 * DAY);
  expect((await ana.get('/api/me/payments')).json().payments).toEqual([
    expect.objectContaining({ plan: 'premium_annual', amountCents: 17990, paymentStatus: 'paid' }),
  ]);
  // It went through the webhook path: recorded once, as a sandbox event.
  expect(await t.db.select().from(paymentEvents)).toEqual([
    expect.objectContaining({ orderId, eventType: 'order_approved', userId: ana.id, source: 'sandbox' }),
  ]);
});

test('sandbox: a forged, foreign or unsigned checkout is refused and changes nothing', async () => {
  const { t } = await setup();
  const ana = await signUp(t);
  const bruno = await signUp(t);
  const url: string = (await ana.post('/api/payments/checkout', { plan: 'premium_monthly' })).json().url;
  const token = tokenOf(url);

  const forged = await ana.get(`/api/payments/sandbox/checkout?token=${token.slice(0, -2)}xx`);
  expect(forged.statusCode).toBe(400);
  expect(forged.json().error.message).toBe('Este checkout de teste expirou. Volte aos planos e tente novamente.');
  // Bruno cannot pay Ana's checkout (nor see its page).
  expect((await bruno.get(url)).statusCode).toBe(403);
  expect((await bruno.post('/api/payments/sandbox/checkout', { token })).statusCode).toBe(403);
  expect((await client(t).get(url)).statusCode).toBe(401);
  // The webhook route refuses a body signed with any other token than the sandbox's.
  const raw = JSON.stringify({ order_id: 'x', webhook_event_type: 'order_approved' });
  const unsigned = await t.app.inject({
    method: 'POST',
    url: `/api/payments/kiwify/webhook?signature=${signBody(raw, 'guess')}`,
    headers: { 'content-type': 'application/json' },
    payload: raw,
  });
  expect(unsigned.statusCode).toBe(401);
  expect((await ana.get('/api/me/subscription')).json().isPremium).toBe(false);
  expect((await bruno.get('/api/me/subscription')).json().isPremium).toBe(false);
});

test('sandbox: refused with NODE_ENV=production unless PAYMENT_SANDBOX_IN_PRODUCTION=true', async () => {
  const production = { NODE_ENV: 'production', APP_URL: 'https://app.exemplo.com' };
  const { t } = await setup(production);
  const ana = await signUp(t);
  const refused = await ana.post('/api/payments/checkout', { plan: 'premium_annual' });
  expect(refused.statusCode).toBe(403);
  expect(refused.json().error.message).toBe('O checkout de teste está desativado em produção.');

  const staging = await setup({ ...production, PAYMENT_SANDBOX_IN_PRODUCTION: 'true' });
  const bia = await signUp(staging.t);
  expect((await bia.post('/api/payments/checkout', { plan: 'premium_annual' })).statusCode).toBe(200);
});

test('sandbox: a checkout is paid once; five Pagar at the same time make one payment, the others are told why', async () => {
  const { t, at } = await setup();
  const ana = await signUp(t);
  const url: string = (await ana.post('/api/payments/checkout', { plan: 'premium_monthly' })).json().url;
  const pay = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/checkout',
      headers: { cookie: ana.jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: tokenOf(url) }).toString(),
    });

  const answers = await Promise.all([pay(), pay(), pay(), pay(), pay()]);
  expect(answers.map((answer) => answer.statusCode).sort()).toEqual([303, 409, 409, 409, 409]);
  for (const answer of answers.filter((a) => a.statusCode === 409)) {
    expect(answer.json().error).toEqual({
      code: 'CHECKOUT_USED',
      message: 'Este checkout de teste já foi pago. Para assinar de novo, volte aos planos.',
    });
  }
  const again = await pay();
  expect(again.statusCode).toBe(409);

  expect((await ana.get('/api/me/payments')).json().payments).toHaveLength(1);
  const sub = (await ana.get('/api/me/subscription')).json();
  expect(sub).toMatchObject({ effectivePlan: 'premium_monthly', daysRemaining: 30 });
  expect(new Date(sub.subscription.currentPeriodEnd).getTime()).toBe(at.getTime() + 30 * DAY);

  // A new checkout is a new purchase: it extends the period.
  const next: string = (await ana.post('/api/payments/checkout', { plan: 'premium_monthly' })).json().url;
  const second = await ana.post('/api/payments/sandbox/checkout', { token: tokenOf(next) });
  expect(second.statusCode).toBe(303);
  expect((await ana.get('/api/me/subscription')).json()).toMatchObject({ daysRemaining: 60 });
});
