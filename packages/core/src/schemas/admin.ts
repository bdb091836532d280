import { z } from './z';
import { calendarDate, pageParam, text, wholeIn, wholeParam } from './input-rules';
import type { UnmatchedReason } from '../domain/payments';
import { PLAN_IDS } from '../domain/plans';
import { SUBSCRIPTION_STATUSES } from '../domain/subscription';
import {
  ADMIN_DUE_FILTER_DAYS,
  ADMIN_MAX_ADD_DAYS,
  ADMIN_MAX_BULK_IDS,
  ADMIN_MAX_PAGE_SIZE,
  ADMIN_PAGE_SIZE,
  RISK_BUCKETS,
} from '../domain/admin';

/** Admin messages, and the API's own refusals. */
export const ADMIN_MESSAGES = {
  loadFailed: 'Erro ao carregar dados do painel admin',
  saveFailed: 'Erro ao salvar alterações',
  actionFailed: (action: string) => `Erro ao executar ${action}`,
  userNotFound: 'Usuário não encontrado.',
  segmentNotFound: 'Segmento não encontrado.',
  noChange: 'Informe ao menos uma alteração: plano, data de expiração, dias a adicionar ou observações.',
  endDateAndDays: 'Use a data de expiração ou os dias a adicionar, não os dois.',
  freeWithEnd:
    'O plano gratuito não tem data de expiração: escolha um plano pago para definir a data ou adicionar dias.',
  addDays: `Informe de 1 a ${ADMIN_MAX_ADD_DAYS} dias.`,
  endDate: 'Informe uma data de expiração válida.',
  notes: 'As observações podem ter até 1000 caracteres.',
  plan: 'Plano inválido.',
  plans: 'Planos inválidos.',
  statuses: 'Status inválidos.',
  dueInDays: 'Use 7 ou 30 dias.',
  risk: 'Faixa de risco inválida.',
  search: 'A busca pode ter até 100 caracteres.',
  sort: 'Coluna de ordenação inválida.',
  direction: 'Use asc ou desc.',
  page: 'Página inválida.',
  pageSize: `Informe de 1 a ${ADMIN_MAX_PAGE_SIZE} linhas por página.`,
  ids: `Informe de 1 a ${ADMIN_MAX_BULK_IDS} usuários.`,
  segmentName: 'Informe um nome de 1 a 80 caracteres.',
  segmentDescription: 'A descrição pode ter até 500 caracteres.',
} as const;

/** The columns the user table sorts by (sortable user table). */
export const ADMIN_SORT_FIELDS = [
  'email',
  'fullName',
  'plan',
  'status',
  'currentPeriodEnd',
  'daysRemaining',
  'lastPaymentAt',
  'lastPaymentAmount',
  'userCreatedAt',
  'updatedAt',
] as const;
export type AdminSortField = (typeof ADMIN_SORT_FIELDS)[number];

/** A comma-separated list in a query string ("premium_monthly,premium_annual") of known values. */
function csvList<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z
    .string({ error: message })
    .max(200, message)
    .transform((raw) => [
      ...new Set(
        raw
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.enum(values, { error: message }), { error: message }));
}

/** Filters as they travel in a query string (list, export). */
export const AdminFilterQueryFields = {
  search: text({ max: 100, message: ADMIN_MESSAGES.search }).optional(),
  plans: csvList(PLAN_IDS, ADMIN_MESSAGES.plans).optional(),
  statuses: csvList(SUBSCRIPTION_STATUSES, ADMIN_MESSAGES.statuses).optional(),
  dueInDays: z.coerce
    .number({ error: ADMIN_MESSAGES.dueInDays })
    .refine((value) => (ADMIN_DUE_FILTER_DAYS as readonly number[]).includes(value), ADMIN_MESSAGES.dueInDays)
    .optional(),
  risk: z.enum(RISK_BUCKETS, { error: ADMIN_MESSAGES.risk }).optional(),
};

/** Filters as a saved segment keeps them (JSON, lists as arrays). */
export const AdminFiltersSchema = z.strictObject({
  search: text({ max: 100, message: ADMIN_MESSAGES.search }).optional(),
  plans: z
    .array(z.enum(PLAN_IDS, { error: ADMIN_MESSAGES.plans }), { error: ADMIN_MESSAGES.plans })
    .max(4)
    .optional(),
  statuses: z
    .array(z.enum(SUBSCRIPTION_STATUSES, { error: ADMIN_MESSAGES.statuses }), { error: ADMIN_MESSAGES.statuses })
    .max(5)
    .optional(),
  dueInDays: z
    .number({ error: ADMIN_MESSAGES.dueInDays })
    .refine((value) => (ADMIN_DUE_FILTER_DAYS as readonly number[]).includes(value), ADMIN_MESSAGES.dueInDays)
    .optional(),
  risk: z.enum(RISK_BUCKETS, { error: ADMIN_MESSAGES.risk }).optional(),
});
export type AdminFilters = z.infer<typeof AdminFiltersSchema>;

const sortFields = {
  sort: z.enum(ADMIN_SORT_FIELDS, { error: ADMIN_MESSAGES.sort }).default('userCreatedAt'),
  direction: z.enum(['asc', 'desc'], { error: ADMIN_MESSAGES.direction }).default('desc'),
};

export const AdminUserListQuerySchema = z.strictObject({
  ...AdminFilterQueryFields,
  ...sortFields,
  page: pageParam(ADMIN_MESSAGES.page).default(1),
  pageSize: wholeParam(ADMIN_MESSAGES.pageSize, { min: 1, max: ADMIN_MAX_PAGE_SIZE }).default(ADMIN_PAGE_SIZE),
});
export type AdminUserListQuery = z.infer<typeof AdminUserListQuerySchema>;

/** The export takes the list's filters; its rows come in sign-up order, newest first (a keyset the stream walks). */
export const AdminExportQuerySchema = z.strictObject({ ...AdminFilterQueryFields });
export type AdminExportQuery = z.infer<typeof AdminExportQuerySchema>;

/** Admin user row. */
export const AdminUserRowSchema = z.object({
  userId: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  plan: z.enum(PLAN_IDS),
  planLabel: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  statusLabel: z.string(),
  currentPeriodStart: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  daysRemaining: z.number().int().nullable(),
  lastPaymentStatus: z.string().nullable(),
  lastPaymentAt: z.string().nullable(),
  lastPaymentAmount: z.number().int().nullable(),
  updatedAt: z.string().nullable(),
  userCreatedAt: z.string(),
  riskBucket: z.enum(RISK_BUCKETS),
});
export type AdminUserRow = z.infer<typeof AdminUserRowSchema>;

/** Where a numbered page of an admin list stands: the rows in all pages, this page, rows per page. */
const pageFields = {
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
};

export const AdminUserPageSchema = z.object({ users: z.array(AdminUserRowSchema), ...pageFields });
export type AdminUserPage = z.infer<typeof AdminUserPageSchema>;

/** Admin metrics, and the risk buckets of get_metrics {type:'risk'}. */
export const AdminMetricsSchema = z.object({
  totalUsers: z.number().int(),
  planCounts: z.object({
    premium_monthly: z.number().int(),
    premium_quarterly: z.number().int(),
    premium_annual: z.number().int(),
  }),
  risk: z.object({
    expired: z.number().int(),
    due_7: z.number().int(),
    due_30: z.number().int(),
    ok: z.number().int(),
  }),
});
export type AdminMetrics = z.infer<typeof AdminMetricsSchema>;

/** update_subscription {userId, plan?, endDate?, addDays?, notes?}. */
export const AdminSubscriptionChangeSchema = z
  .strictObject({
    plan: z.enum(PLAN_IDS, { error: ADMIN_MESSAGES.plan }).optional(),
    /** The last day of the period (YYYY-MM-DD, in the admin's time zone); null removes the end date. */
    endDate: calendarDate(ADMIN_MESSAGES.endDate).nullable().optional(),
    addDays: wholeIn(ADMIN_MESSAGES.addDays, { min: 1, max: ADMIN_MAX_ADD_DAYS }).optional(),
    notes: text({ max: 1000, message: ADMIN_MESSAGES.notes }).optional(),
  })
  .refine(
    (change) =>
      change.plan !== undefined ||
      change.endDate !== undefined ||
      change.addDays !== undefined ||
      (change.notes !== undefined && change.notes !== ''),
    ADMIN_MESSAGES.noChange,
  )
  .refine((change) => change.endDate === undefined || change.addDays === undefined, ADMIN_MESSAGES.endDateAndDays);
export type AdminSubscriptionChangeInput = z.infer<typeof AdminSubscriptionChangeSchema>;

const userIds = z
  .array(z.uuid({ error: 'Identificador inválido.' }), { error: ADMIN_MESSAGES.ids })
  .min(1, ADMIN_MESSAGES.ids)
  .max(ADMIN_MAX_BULK_IDS, ADMIN_MESSAGES.ids);

export const AdminBulkUpdateSchema = z.strictObject({ ids: userIds, change: AdminSubscriptionChangeSchema });
export type AdminBulkUpdate = z.infer<typeof AdminBulkUpdateSchema>;

export const AdminBulkResultSchema = z.object({
  success: z.array(z.object({ userId: z.string() })),
  failed: z.array(z.object({ userId: z.string(), reason: z.string() })),
});
export type AdminBulkResult = z.infer<typeof AdminBulkResultSchema>;

/**
 * get_users_by_ids: an empty or non-list `ids` answers an empty list, so `ids` takes any
 * JSON; the strings that are UUIDs are looked up (at most ADMIN_MAX_BULK_IDS).
 */
export const AdminUsersByIdsSchema = z.strictObject({ ids: z.unknown().optional() });
export const AdminUserListSchema = z.object({ users: z.array(AdminUserRowSchema) });
export type AdminUserList = z.infer<typeof AdminUserListSchema>;

/** Admin history entry. */
export const AdminHistoryEntrySchema = z.object({
  id: z.string(),
  actionType: z.string(),
  beforeState: z.unknown().nullable(),
  afterState: z.unknown().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  adminEmail: z.string(),
});
export type AdminHistoryEntry = z.infer<typeof AdminHistoryEntrySchema>;
export const AdminHistorySchema = z.object({ history: z.array(AdminHistoryEntrySchema) });
export type AdminHistory = z.infer<typeof AdminHistorySchema>;

export const AdminSubscriptionUpdatedSchema = z.object({ user: AdminUserRowSchema, entry: AdminHistoryEntrySchema });
export type AdminSubscriptionUpdated = z.infer<typeof AdminSubscriptionUpdatedSchema>;

/** Segment. */
export const SaveSegmentSchema = z.strictObject({
  name: text({ min: 1, max: 80, message: ADMIN_MESSAGES.segmentName }),
  description: text({ max: 500, message: ADMIN_MESSAGES.segmentDescription }).default(''),
  filters: AdminFiltersSchema,
});
export type SaveSegment = z.infer<typeof SaveSegmentSchema>;

export const SegmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  filters: AdminFiltersSchema,
  createdAt: z.string(),
});
export type Segment = z.infer<typeof SegmentSchema>;
export const SegmentListSchema = z.object({ segments: z.array(SegmentSchema) });
export const SegmentDeletedSchema = z.object({ deleted: z.literal(true) });

/** export_users: default filename '{product}-usuarios-{timestamp}.csv'. */
export function adminExportFilename(now: Date): string {
  const stamp = now.toISOString().slice(0, 19).replace(/:/g, '-');
  return `prato-certo-usuarios-${stamp}.csv`;
}

/** Payment events that matched no account (kept by the payments module), 50 per page, newest first. */
export const UNMATCHED_PAGE_SIZE = 50;

/** A label for every reason the payments module keeps an event for (checked by the compiler). */
export const UNMATCHED_REASON_LABELS: Readonly<Record<string, string>> = {
  unknown_user: 'Nenhuma conta com este email ou id',
  ambiguous_email: 'Email de mais de uma conta',
  unconfirmed_email: 'Email da conta ainda não confirmado',
  unknown_plan: 'Plano não reconhecido pelo valor ou frequência',
  unknown_product: 'Produto que este app não vende',
  wrong_currency: 'Moeda diferente de real (BRL)',
  not_paid: 'Pedido sem pagamento aprovado',
  amount_too_low: 'Valor abaixo do preço do plano',
  unknown_amount: 'Valor do pagamento ausente ou impossível',
} satisfies Record<UnmatchedReason, string>;

export const UnmatchedPaymentQuerySchema = z.strictObject({
  page: pageParam(ADMIN_MESSAGES.page).default(1),
});

export const UnmatchedPaymentEventSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  eventType: z.string(),
  email: z.string().nullable(),
  externalId: z.string().nullable(),
  reason: z.string(),
  reasonLabel: z.string(),
  source: z.string(),
  productName: z.string().nullable(),
  chargeAmount: z.number().nullable(),
  receivedAt: z.string(),
});
export type UnmatchedPaymentEvent = z.infer<typeof UnmatchedPaymentEventSchema>;

export const UnmatchedPaymentPageSchema = z.object({ events: z.array(UnmatchedPaymentEventSchema), ...pageFields });
export type UnmatchedPaymentPage = z.infer<typeof UnmatchedPaymentPageSchema>;
