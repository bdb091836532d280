import { z } from './z';
import { BILLING_PERIODS, PAYMENT_EVENT_KINDS } from '../domain/payments';
import { PLAN_IDS } from '../domain/plans';
import { wholeParam, withoutForbiddenCharacters } from './input-rules';

/** payment_history: newest paid_at first; 10 by default, the profile shows 5. */
export const PAYMENT_HISTORY_DEFAULT_LIMIT = 10;
export const PAYMENT_HISTORY_PROFILE_LIMIT = 5;
export const PAYMENT_HISTORY_MAX_LIMIT = 50;

export const PAYMENT_MESSAGES = {
  limit: `Informe um limite entre 1 e ${PAYMENT_HISTORY_MAX_LIMIT}.`,
  empty: 'Nenhum pagamento registrado.',
  loadFailed: 'Erro ao carregar pagamentos',
} as const;

export const PaymentListQuerySchema = z.object({
  limit: wholeParam(PAYMENT_MESSAGES.limit, { min: 1, max: PAYMENT_HISTORY_MAX_LIMIT }).default(
    PAYMENT_HISTORY_DEFAULT_LIMIT,
  ),
});
export type PaymentListQuery = z.infer<typeof PaymentListQuerySchema>;

export const PaymentSchema = z.object({
  id: z.string(),
  plan: z.enum(PLAN_IDS),
  amountCents: z.number().int(),
  paymentStatus: z.string(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof PaymentSchema>;

export const PaymentListSchema = z.object({ payments: z.array(PaymentSchema) });
export type PaymentList = z.infer<typeof PaymentListSchema>;

/** pt-BR names of the payment statuses the providers report; an unknown status is shown as it came. */
const PAYMENT_STATUS_LABELS: Readonly<Record<string, string>> = {
  paid: 'Pago',
  approved: 'Aprovado',
  active: 'Ativo',
  pending: 'Pendente',
  waiting_payment: 'Aguardando pagamento',
  processing: 'Processando',
  refused: 'Recusado',
  failed: 'Falhou',
  refunded: 'Reembolsado',
  chargedback: 'Estornado',
  cancelled: 'Cancelado',
  canceled: 'Cancelado',
  incomplete: 'Incompleto',
};

export function paymentStatusLabel(status: string): string {
  return PAYMENT_STATUS_LABELS[status.toLowerCase()] ?? status;
}

/** Checkout, sync and webhook texts. */
export const CHECKOUT_MESSAGES = {
  redirecting: 'Redirecionando para o checkout seguro...',
  failed: 'Não foi possível abrir o checkout. Tente novamente.',
  /** A signed-in user and a paid plan with a known payment link, else this. */
  unavailable: 'Erro ao abrir checkout. Por favor, tente novamente ou entre em contato com o suporte.',
  plan: 'Escolha um plano Premium.',
  sandboxDisabled: 'O checkout de teste está desativado em produção.',
  sandboxExpired: 'Este checkout de teste expirou. Volte aos planos e tente novamente.',
  sandboxUsed: 'Este checkout de teste já foi pago. Para assinar de novo, volte aos planos.',
  invalidSignature: 'Assinatura do webhook inválida.',
  invalidPayload: 'Conteúdo do webhook inválido.',
  since: 'Informe uma data de início válida (até 7 dias atrás).',
} as const;

export const CheckoutRequestSchema = z
  .object({
    plan: z.enum(['premium_monthly', 'premium_quarterly', 'premium_annual'], { error: CHECKOUT_MESSAGES.plan }),
  })
  .strict();
export type CheckoutRequest = z.infer<typeof CheckoutRequestSchema>;

export const CheckoutResponseSchema = z.object({ url: z.string() });
export type CheckoutResponse = z.infer<typeof CheckoutResponseSchema>;

/** kiwify-api `sync_manual`: the caller's own purchases since `since` (ISO), at most 7 days back. */
export const SyncRequestSchema = z
  .object({
    since: z.iso.datetime({ offset: true, error: CHECKOUT_MESSAGES.since }).optional(),
  })
  .strict();
export type SyncRequest = z.infer<typeof SyncRequestSchema>;

export const SyncResponseSchema = z.object({
  success: z.boolean(),
  result: z.object({ subscriptionsPersisted: z.number().int() }),
});
export type SyncResponse = z.infer<typeof SyncResponseSchema>;

/**
 * Provider text loses its control characters and lone surrogates instead of being refused: a signed
 * event is then recorded and answered 200, never a 4xx or 5xx the provider would retry forever.
 */
const providerText = (max: number) => z.string().max(max).transform(withoutForbiddenCharacters);
const providerInstant = z.iso.datetime({ offset: true }).nullable();

/**
 * A payment event in the app's own words (decision 034). Each provider's adapter maps its webhooks
 * and its sales listing to this shape, and the payments service reads nothing else: a second
 * provider is a new adapter, not a change to the rules. The sandbox sends it as its webhook body.
 */
/** The largest charge a payment record holds (its amount column is a 32-bit integer of cents). */
export const MAX_CHARGE_CENTS = 2_147_483_647;

export const PaymentEventSchema = z.object({
  kind: z.enum(PAYMENT_EVENT_KINDS),
  /** The provider's id of the charge: one per payment; with `providerEvent`, what makes a delivery a replay. */
  orderId: providerText(200).pipe(z.string().min(1)),
  /** The provider's own name for this event (kept in the audit trail, never interpreted). */
  providerEvent: providerText(100).pipe(z.string().min(1)),
  /** The provider's id of the recurring subscription the charge belongs to. */
  subscriptionId: providerText(500).nullable(),
  /** When the charge was made (ISO 8601 with an offset); null when the provider did not say. */
  occurredAt: providerInstant,
  /** The provider reports the money as received: a `paid`/`renewed` event without it grants nothing. */
  settled: z.boolean(),
  /** In cents; at most what the payments table holds (a 32-bit integer, R$ 21.474.836,47). */
  amountCents: z.number().int().nonnegative().max(MAX_CHARGE_CENTS).nullable(),
  /** ISO 4217 code as the provider wrote it (checked against the plans' currency, never assumed). */
  currency: providerText(10).nullable(),
  product: z.object({ id: providerText(200).nullable(), name: providerText(500).nullable() }),
  period: z.enum(BILLING_PERIODS).nullable(),
  /** The provider's next charge date, if it says one. */
  nextChargeAt: providerInstant,
  /** Who paid: our user id as the checkout link carried it, and the e-mail typed at the checkout. */
  buyer: z.object({ userId: providerText(500).nullable(), email: providerText(500).nullable() }),
});
export type PaymentEvent = z.infer<typeof PaymentEventSchema>;
