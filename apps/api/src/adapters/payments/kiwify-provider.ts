import { CHECKOUT_SOURCE } from '@prato/core/domain/payments';
import type { PaymentEvent } from '@prato/core/schemas/payments';
import { createKiwifyClient, kiwifyDay, type KiwifyClientOptions } from './kiwify-client';
import { kiwifyEventOf, KiwifyOrderSchema, kiwifySaleEventOf } from './kiwify-order';
import type { PaidPlanId, PaymentProvider, ProductCatalog, WebhookReading } from './payment-provider';
import { readSignedJson } from './webhook-signature';

/**
 * Every signed-in app syncs at login and every 5 minutes, and the sales API has no per-customer filter:
 * one listing of a day range serves all the syncs of this instance for this long (a sale it misses
 * arrives by webhook, or at the next sync).
 */
export const SALES_CACHE_MS = 30_000;

export interface KiwifyProviderOptions extends KiwifyClientOptions {
  checkoutUrls: Readonly<Record<PaidPlanId, string>>;
  webhookToken: string;
  catalog: ProductCatalog;
}

/**
 * Kiwify: one configured checkout link per plan, webhooks signed with the dashboard's token, the sales
 * API. Its orders are mapped to neutral payment events here; the rest of the app never reads them.
 */
export function createKiwifyProvider(options: KiwifyProviderOptions): PaymentProvider {
  const client = createKiwifyClient(options);
  const now = options.now ?? Date.now;
  const listings = new Map<string, { at: number; sales: Promise<PaymentEvent[]> }>();

  function listSales(range: { since: Date; until: Date }): Promise<PaymentEvent[]> {
    const key = `${kiwifyDay(range.since)}..${kiwifyDay(range.until)}`;
    const at = now();
    for (const [old, entry] of listings) if (at - entry.at >= SALES_CACHE_MS) listings.delete(old);
    const cached = listings.get(key);
    if (cached) return cached.sales;
    const sales = client
      .listSales(range)
      .then((orders) => orders.map(kiwifySaleEventOf).filter((event): event is PaymentEvent => event !== null));
    listings.set(key, { at, sales });
    // A failure is not remembered: the next sync asks again.
    sales.catch(() => listings.delete(key));
    return sales;
  }

  function readWebhook(rawBody: Buffer, signature: string | undefined): WebhookReading {
    const delivery = readSignedJson(rawBody, signature, options.webhookToken);
    if (!delivery.ok) return delivery;
    const order = KiwifyOrderSchema.safeParse(delivery.json);
    if (!order.success) return { ok: false, problem: 'payload' };
    return { ok: true, event: kiwifyEventOf(order.data, order.data.webhook_event_type ?? '') };
  }

  return {
    name: 'kiwify',
    catalog: options.catalog,
    checkoutUrl(plan, user) {
      const url = new URL(options.checkoutUrls[plan]);
      // Kiwify returns these in the order's TrackingParameters: the purchase is tied to this user.
      url.searchParams.set('external_id', user.id);
      url.searchParams.set('email', user.email);
      url.searchParams.set('source', CHECKOUT_SOURCE);
      return url.toString();
    },
    readWebhook,
    listSales,
  };
}
