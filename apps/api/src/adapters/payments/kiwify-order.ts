import { z } from 'zod';
import type { BillingPeriod, PaymentEventKind } from '@prato/core/domain/payments';
import { withoutForbiddenCharacters } from '@prato/core/schemas/input-rules';
import { MAX_CHARGE_CENTS, type PaymentEvent } from '@prato/core/schemas/payments';

// Kiwify signs its webhooks with HMAC-SHA1 of the raw body, keyed by the dashboard's token, in hex.
export { isValidSignature, signBody } from './webhook-signature';

/**
 * Every string read loses its control characters and lone surrogates (PostgreSQL refuses a NUL in
 * text and in JSON): a signed notice is then recorded and answered 200, never a 500 that the provider
 * would retry forever. The rest of the payload is never stored.
 */
const text = z.string().max(500).transform(withoutForbiddenCharacters);
const optionalText = text.nullish();

/**
 * The fields of a Kiwify order the app reads. Webhooks and the sales API both speak this shape;
 * everything else in the (large) payload is ignored. Nothing outside the Kiwify adapter sees it:
 * `kiwifyEventOf` maps it to a neutral PaymentEvent.
 */
export const KiwifyOrderSchema = z.looseObject({
  order_id: z.string().max(200).transform(withoutForbiddenCharacters).pipe(z.string().min(1)),
  order_status: optionalText,
  webhook_event_type: optionalText,
  approved_date: optionalText,
  created_at: optionalText,
  product_type: optionalText,
  Product: z.looseObject({ product_id: optionalText, product_name: optionalText }).nullish(),
  Customer: z.looseObject({ email: optionalText, full_name: optionalText }).nullish(),
  Commissions: z
    .looseObject({ charge_amount: z.union([text, z.number()]).nullish(), currency: optionalText })
    .nullish(),
  TrackingParameters: z.looseObject({ external_id: optionalText, src: optionalText }).nullish(),
  Subscription: z
    .looseObject({
      id: optionalText,
      status: optionalText,
      next_payment: optionalText,
      plan: z.looseObject({ id: optionalText, name: optionalText, frequency: optionalText }).nullish(),
    })
    .nullish(),
  subscription_id: optionalText,
});
export type KiwifyOrder = z.infer<typeof KiwifyOrderSchema>;

/** Kiwify writes local times without an offset ('2026-11-20 14:03'): they are Brasília time (UTC−3, no DST). */
export function parseKiwifyDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const trimmed = value.trim();
  const local = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?(\.\d+)?$/.exec(trimmed);
  const iso = local ? `${local[1]}T${local[2]}${local[3] ?? ':00'}${local[4] ?? ''}-03:00` : trimmed;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00-03:00` : iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `Commissions.charge_amount` in cents (a string or a number); null when absent or not a whole amount. */
export function chargeAmountCents(order: KiwifyOrder): number | null {
  const raw = order.Commissions?.charge_amount;
  if (raw === null || raw === undefined || raw === '') return null;
  const cents = typeof raw === 'number' ? raw : Number(raw);
  // Beyond what a payment record holds it is no price of ours: unknown, so the charge is kept as unmatched.
  return Number.isSafeInteger(cents) && cents >= 0 && cents <= MAX_CHARGE_CENTS ? cents : null;
}

/** Kiwify's `webhook_event_type` values that change access, in the app's words; any other event changes nothing. */
const EVENT_KINDS: Readonly<Record<string, PaymentEventKind>> = {
  order_approved: 'paid',
  subscription_renewed: 'renewed',
  order_refunded: 'refunded',
  chargeback: 'chargeback',
  subscription_late: 'late',
  subscription_canceled: 'canceled',
};

/** The webhook event a sale listed by the sales API stands for (the sync maps sales as webhooks are). */
const SALE_STATUS_EVENTS: Readonly<Record<string, string>> = {
  paid: 'order_approved',
  approved: 'order_approved',
  refunded: 'order_refunded',
  chargedback: 'chargeback',
};

/** `Subscription.plan.frequency` values, as billing periods. */
const FREQUENCY_PERIODS: Readonly<Record<string, BillingPeriod>> = {
  monthly: 'monthly',
  quarterly: 'quarterly',
  yearly: 'yearly',
  annual: 'yearly',
  annually: 'yearly',
};

/** `order_status` values of a charge that was paid: only these grant a period. */
const PAID_STATUSES = new Set(['paid', 'approved']);

const trimmed = (value: string | null | undefined): string | null => value?.trim() || null;
const isoOf = (date: Date | null): string | null => date?.toISOString() ?? null;

/**
 * The neutral event an order stands for under Kiwify's `eventType` (a webhook's
 * `webhook_event_type`, or the event a sale's status stands for); null when it changes no access.
 */
export function kiwifyEventOf(order: KiwifyOrder, eventType: string): PaymentEvent | null {
  const kind = EVENT_KINDS[eventType];
  if (!kind) return null;
  const reported = parseKiwifyDate(order.approved_date) ?? parseKiwifyDate(order.created_at);
  const frequency = order.Subscription?.plan?.frequency?.trim().toLowerCase();
  return {
    kind,
    orderId: order.order_id,
    providerEvent: eventType,
    subscriptionId: order.Subscription?.id ?? order.subscription_id ?? null,
    occurredAt: isoOf(reported),
    settled: PAID_STATUSES.has((order.order_status ?? '').trim().toLowerCase()),
    amountCents: chargeAmountCents(order),
    currency: trimmed(order.Commissions?.currency)?.toUpperCase() ?? null,
    product: { id: trimmed(order.Product?.product_id), name: order.Product?.product_name ?? null },
    period: (frequency && FREQUENCY_PERIODS[frequency]) || null,
    nextChargeAt: isoOf(parseKiwifyDate(order.Subscription?.next_payment)),
    buyer: { userId: trimmed(order.TrackingParameters?.external_id), email: trimmed(order.Customer?.email) },
  };
}

/** The neutral event of a sale listed by the sales API, by its status; null for a status that changes nothing. */
export function kiwifySaleEventOf(order: KiwifyOrder): PaymentEvent | null {
  const eventType = SALE_STATUS_EVENTS[(order.order_status ?? '').trim().toLowerCase()];
  return eventType ? kiwifyEventOf(order, eventType) : null;
}
