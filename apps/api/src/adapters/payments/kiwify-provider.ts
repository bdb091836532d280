import { CHECKOUT_SOURCE } from '@prato/core/domain/payments';
import { createKiwifyClient, kiwifyDay, type KiwifyClientOptions } from './kiwify-client';
import type { KiwifyOrder } from './kiwify-order';
import type { PaidPlanId, PaymentProvider, ProductCatalog } from './payment-provider';

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

/** Kiwify: one configured checkout link per plan, webhooks signed with the dashboard's token, the sales API. */
export function createKiwifyProvider(options: KiwifyProviderOptions): PaymentProvider {
  const client = createKiwifyClient(options);
  const now = options.now ?? Date.now;
  const listings = new Map<string, { at: number; sales: Promise<KiwifyOrder[]> }>();

  function listSales(range: { since: Date; until: Date }): Promise<KiwifyOrder[]> {
    const key = `${kiwifyDay(range.since)}..${kiwifyDay(range.until)}`;
    const at = now();
    for (const [old, entry] of listings) if (at - entry.at >= SALES_CACHE_MS) listings.delete(old);
    const cached = listings.get(key);
    if (cached) return cached.sales;
    const sales = client.listSales(range);
    listings.set(key, { at, sales });
    // A failure is not remembered: the next sync asks again.
    sales.catch(() => listings.delete(key));
    return sales;
  }

  return {
    name: 'kiwify',
    webhookToken: options.webhookToken,
    catalog: options.catalog,
    checkoutUrl(plan, user) {
      const url = new URL(options.checkoutUrls[plan]);
      // Kiwify returns these in the order's TrackingParameters: the purchase is tied to this user.
      url.searchParams.set('external_id', user.id);
      url.searchParams.set('email', user.email);
      url.searchParams.set('source', CHECKOUT_SOURCE);
      return url.toString();
    },
    listSales,
  };
}
