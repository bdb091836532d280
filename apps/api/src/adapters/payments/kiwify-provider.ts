import { CHECKOUT_SOURCE } from '@prato/core/domain/payments';
import { createKiwifyClient, type KiwifyClientOptions } from './kiwify-client';
import type { PaidPlanId, PaymentProvider } from './payment-provider';

export interface KiwifyProviderOptions extends KiwifyClientOptions {
  checkoutUrls: Readonly<Record<PaidPlanId, string>>;
  webhookToken: string;
}

/** Kiwify: one configured checkout link per plan, webhooks signed with the dashboard's token, the sales API. */
export function createKiwifyProvider(options: KiwifyProviderOptions): PaymentProvider {
  const client = createKiwifyClient(options);
  return {
    name: 'kiwify',
    webhookToken: options.webhookToken,
    checkoutUrl(plan, user) {
      const url = new URL(options.checkoutUrls[plan]);
      // Kiwify returns these in the order's TrackingParameters: the purchase is tied to this user.
      url.searchParams.set('external_id', user.id);
      url.searchParams.set('email', user.email);
      url.searchParams.set('source', CHECKOUT_SOURCE);
      return url.toString();
    },
    listSales: (range) => client.listSales(range),
  };
}
