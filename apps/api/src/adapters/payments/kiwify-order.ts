import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { withoutForbiddenCharacters } from '@prato/core/schemas/input-rules';

/**
 * Every string read loses its control characters and lone surrogates (PostgreSQL refuses a NUL in
 * text and in JSON): a signed notice is then recorded and answered 200, never a 500 that the provider
 * would retry forever. The rest of the payload is never stored.
 */
const text = z.string().max(500).transform(withoutForbiddenCharacters);
const optionalText = text.nullish();

/**
 * The fields of a Kiwify order the app reads. Webhooks, the sandbox and the sales API all speak this
 * shape; everything else in the (large) payload is ignored.
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
  return Number.isSafeInteger(cents) && cents >= 0 ? cents : null;
}

/** The webhook signature: HMAC-SHA1 of the raw body, keyed by the webhook token, in hex. */
export function signBody(rawBody: Buffer | string, token: string): string {
  return createHmac('sha1', token).update(rawBody).digest('hex');
}

/** Constant-time check of a `?signature=` against the raw body. */
export function isValidSignature(rawBody: Buffer, signature: string | undefined, token: string): boolean {
  if (!signature || !/^[0-9a-fA-F]{40}$/.test(signature)) return false;
  const expected = Buffer.from(signBody(rawBody, token), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
