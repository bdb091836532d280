import { afterEach, expect, test } from 'vitest';
import type { PaymentEvent } from '@prato/core/schemas/payments';
import { signBody } from '../src/adapters/payments/kiwify-order';
import { createKiwifyProvider } from '../src/adapters/payments/kiwify-provider';
import { startFakeKiwify } from './fake-kiwify-server';

// Issue 31 §5: the Kiwify adapter reads Kiwify's payloads (webhooks and the sales API, the latter
// from a fake Kiwify on 127.0.0.1) and hands the app neutral payment events only.

const CREDENTIALS = { clientId: 'client-abc', clientSecret: 'secret-abc', accountId: 'account-abc' };
const WEBHOOK_TOKEN = 'kiwify-webhook-token-123';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

async function setup() {
  const kiwify = await startFakeKiwify(CREDENTIALS);
  cleanups.push(() => kiwify.close());
  const provider = createKiwifyProvider({
    checkoutUrls: {
      premium_monthly: 'https://pay.kiwify.com.br/mensal',
      premium_quarterly: 'https://pay.kiwify.com.br/trimestral',
      premium_annual: 'https://pay.kiwify.com.br/anual',
    },
    webhookToken: WEBHOOK_TOKEN,
    catalog: { productIds: new Set(['prod-1']), maxDiscountPercent: 0 },
    baseUrl: kiwify.url,
    ...CREDENTIALS,
    retries: 0,
  });
  return { kiwify, provider };
}

/** A Kiwify order as its webhooks and sales API send it (dates in Brasília time, no offset). */
function kiwifyOrder(orderId: string, status: string, overrides: Record<string, unknown> = {}) {
  return {
    order_id: orderId,
    order_status: status,
    webhook_event_type: 'order_approved',
    approved_date: '2026-11-20 14:03',
    created_at: '2026-11-20 14:00',
    product_type: 'membership',
    Product: { product_id: ' prod-1 ', product_name: 'Prato Certo Premium Anual' },
    Customer: { email: ' maria@exemplo.com.br ', full_name: 'Maria Souza', CPF: '00000000000' },
    Commissions: { charge_amount: '17990', currency: 'brl' },
    TrackingParameters: { external_id: 'user-1', src: 'prato-certo-app' },
    Subscription: {
      id: 'sub-123',
      status: 'active',
      next_payment: '2027-11-20 14:03',
      plan: { id: 'plan-annual', name: 'Anual', frequency: 'annually' },
    },
    subscription_id: 'sub-123',
    ...overrides,
  };
}

/** The neutral event of `kiwifyOrder`, under `kind` and Kiwify's event name. */
function neutral(orderId: string, kind: PaymentEvent['kind'], providerEvent: string, settled: boolean): PaymentEvent {
  return {
    kind,
    orderId,
    providerEvent,
    subscriptionId: 'sub-123',
    occurredAt: '2026-11-20T17:03:00.000Z',
    settled,
    amountCents: 17990,
    currency: 'BRL',
    product: { id: 'prod-1', name: 'Prato Certo Premium Anual' },
    period: 'yearly',
    nextChargeAt: '2027-11-20T17:03:00.000Z',
    buyer: { userId: 'user-1', email: 'maria@exemplo.com.br' },
  };
}

function read(provider: ReturnType<typeof createKiwifyProvider>, body: unknown, token = WEBHOOK_TOKEN) {
  const raw = JSON.stringify(body);
  return provider.readWebhook(Buffer.from(raw), signBody(raw, token));
}

test('each Kiwify webhook event that changes access is read as its neutral event; the others as none', async () => {
  const { provider } = await setup();
  const cases: [string, string, PaymentEvent['kind'], boolean][] = [
    ['order_approved', 'paid', 'paid', true],
    ['subscription_renewed', 'approved', 'renewed', true],
    ['order_refunded', 'refunded', 'refunded', false],
    ['chargeback', 'chargedback', 'chargeback', false],
    ['subscription_late', 'waiting_payment', 'late', false],
    ['subscription_canceled', 'paid', 'canceled', true],
  ];
  for (const [type, status, kind, settled] of cases) {
    const reading = read(provider, kiwifyOrder(`o-${type}`, status, { webhook_event_type: type }));
    expect(reading, type).toEqual({ ok: true, event: neutral(`o-${type}`, kind, type, settled) });
  }

  // A charge Kiwify did not approve is read as unsettled; no frequency and no dates are read as unknown.
  const refused = read(
    provider,
    kiwifyOrder('o-refused', 'refused', {
      approved_date: null,
      created_at: null,
      Subscription: null,
      subscription_id: null,
      TrackingParameters: {},
    }),
  );
  expect(refused).toEqual({
    ok: true,
    event: {
      ...neutral('o-refused', 'paid', 'order_approved', false),
      occurredAt: null,
      subscriptionId: null,
      period: null,
      nextChargeAt: null,
      buyer: { userId: null, email: 'maria@exemplo.com.br' },
    },
  });
  // Without an approval date the order's creation dates the charge.
  expect(read(provider, kiwifyOrder('o-created', 'paid', { approved_date: null }))).toMatchObject({
    event: { occurredAt: '2026-11-20T17:00:00.000Z' },
  });

  // Events that change no access are read as none; a bad signature or body as refused.
  for (const type of ['pix_created', 'billet_created', 'order_rejected', 'carrinho_abandonado']) {
    expect(read(provider, kiwifyOrder('o-other', 'waiting_payment', { webhook_event_type: type }))).toEqual({
      ok: true,
      event: null,
    });
  }
  expect(read(provider, kiwifyOrder('o-sig', 'paid'), 'another-token')).toEqual({ ok: false, problem: 'signature' });
  expect(read(provider, { webhook_event_type: 'order_approved' })).toEqual({ ok: false, problem: 'payload' });
  const notJson = Buffer.from('{ not json');
  expect(provider.readWebhook(notJson, signBody(notJson, WEBHOOK_TOKEN))).toEqual({ ok: false, problem: 'payload' });
});

test("each sale status of Kiwify's sales API is read as the event it stands for; other statuses are left out", async () => {
  const { kiwify, provider } = await setup();
  for (const status of ['paid', 'approved', 'refunded', 'chargedback', 'waiting_payment', 'refused']) {
    // The sales API carries the webhook's fields; its event name is the last webhook's, not what the sale is now.
    kiwify.sales.push(kiwifyOrder(`s-${status}`, status, { webhook_event_type: 'pix_created' }));
  }
  const events = await provider.listSales({
    since: new Date('2026-11-19T12:00:00Z'),
    until: new Date('2026-11-21T12:00:00Z'),
  });
  expect(events).toEqual([
    neutral('s-paid', 'paid', 'order_approved', true),
    neutral('s-approved', 'paid', 'order_approved', true),
    neutral('s-refunded', 'refunded', 'order_refunded', false),
    neutral('s-chargedback', 'chargeback', 'chargeback', false),
  ]);
});
