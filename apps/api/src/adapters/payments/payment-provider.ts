import type { PlanId } from '@prato/core/domain/plans';
import type { KiwifyOrder } from './kiwify-order';

export type PaidPlanId = Exclude<PlanId, 'free'>;

export interface CheckoutUser {
  id: string;
  email: string;
}

export interface ProductCatalog {
  /** `Product.product_id` of the products that are the paid plans. */
  productIds: ReadonlySet<string>;
  /** The largest coupon discount on sale (0 to 100): a charge below the plan's price by more is not applied. */
  maxDiscountPercent: number;
}

/** One payment provider (PAYMENT_PROVIDER): where the browser pays, how its webhooks are signed, and its sales. */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'kiwify';
  /** Where the browser goes to pay for `plan`; the purchase comes back tied to `user.id`. */
  checkoutUrl(plan: PaidPlanId, user: CheckoutUser): string;
  /** The token whose HMAC-SHA1 signs this provider's webhook bodies. */
  readonly webhookToken: string;
  /** What this app sells through the provider: a signed event for anything else is never applied. */
  readonly catalog: ProductCatalog;
  /**
   * Orders charged between the two dates (inclusive, whole days), for the sync. The sandbox has none to
   * report: its payments reach the webhook when they are made.
   */
  listSales(range: { since: Date; until: Date }): Promise<KiwifyOrder[]>;
}
