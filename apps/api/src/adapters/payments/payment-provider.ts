import type { PlanId } from '@prato/core/domain/plans';
import type { PaymentEvent } from '@prato/core/schemas/payments';

export type PaidPlanId = Exclude<PlanId, 'free'>;

export interface CheckoutUser {
  id: string;
  email: string;
}

export interface ProductCatalog {
  /** The provider's ids of the products that are the paid plans. */
  productIds: ReadonlySet<string>;
  /** The largest coupon discount on sale (0 to 100): a charge below the plan's price by more is not applied. */
  maxDiscountPercent: number;
}

/**
 * One webhook delivery as the provider read it: refused (a bad signature changes nothing; an
 * unreadable body is answered 400), or a neutral event — null for an event that changes no access
 * (a Pix code issued, a cart abandoned), which is acknowledged and ignored.
 */
export type WebhookReading = { ok: true; event: PaymentEvent | null } | { ok: false; problem: 'signature' | 'payload' };

/**
 * One payment provider (PAYMENT_PROVIDER): where the browser pays, how its webhooks are read, and its
 * sales. Everything it reports is a neutral PaymentEvent: its own payloads never leave the adapter.
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'kiwify';
  /** Where the browser goes to pay for `plan`; the purchase comes back tied to `user.id`. */
  checkoutUrl(plan: PaidPlanId, user: CheckoutUser): string;
  /** What this app sells through the provider: a signed event for anything else is never applied. */
  readonly catalog: ProductCatalog;
  /** Checks a delivery's signature over its raw bytes, then maps its body to a neutral event. */
  readWebhook(rawBody: Buffer, signature: string | undefined): WebhookReading;
  /**
   * The charges, refunds and chargebacks of the sales made between the two dates (inclusive, whole
   * days), for the sync. The sandbox has none to report: its payments reach the webhook when made.
   */
  listSales(range: { since: Date; until: Date }): Promise<PaymentEvent[]>;
}
