import { Readable } from 'node:stream';
import {
  adminStatusLabel,
  ADMIN_MAX_BULK_IDS,
  applyAdminChange,
  riskBucketOf,
  type AdminSubscriptionChange,
  type AdminSubscriptionState,
} from '@prato/core/domain/admin';
import { formatBRL, getPlan } from '@prato/core/domain/plans';
import { paymentStatusLabel } from '@prato/core/schemas/payments';
import { daysRemaining, isExpired } from '@prato/core/domain/subscription';
import {
  ADMIN_MESSAGES,
  AdminFiltersSchema,
  adminExportFilename,
  type AdminBulkResult,
  type AdminExportQuery,
  type AdminFilters,
  type AdminHistoryEntry,
  type AdminMetrics,
  type AdminSubscriptionChangeInput,
  type AdminSubscriptionUpdated,
  type AdminUserList,
  type AdminUserListQuery,
  type AdminUserPage,
  type AdminUserRow,
  type SaveSegment,
  type Segment,
  type UnmatchedPaymentPage,
  UNMATCHED_PAGE_SIZE,
  UNMATCHED_REASON_LABELS,
} from '@prato/core/schemas/admin';
import { DomainError, invalid, notFound } from '../../lib/domain-error';
import { localDayOf, safeTimeZone } from '../../lib/local-day';
import type { AdminHistoryRow, AdminPanelRepo, AdminSegmentRow, AdminUserRecord } from './admin-panel.repo';
import type { Caller } from '../../lib/caller';
import type { Clock } from '../../lib/clock';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { pick } from '../../lib/pick';

const HISTORY_LIMIT = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const rowNotFound = (message: string) => notFound('NOT_FOUND', message);

function filtersOf(query: AdminExportQuery | AdminUserListQuery): AdminFilters {
  return {
    ...(query.search ? { search: query.search } : {}),
    ...(query.plans && query.plans.length > 0 ? { plans: query.plans } : {}),
    ...(query.statuses && query.statuses.length > 0 ? { statuses: query.statuses } : {}),
    ...(query.dueInDays !== undefined ? { dueInDays: query.dueInDays } : {}),
    ...(query.risk ? { risk: query.risk } : {}),
  };
}

export function toAdminRow(record: AdminUserRecord, now: Date): AdminUserRow {
  const sub = { plan: record.plan, status: record.status, currentPeriodEnd: record.currentPeriodEnd };
  return {
    userId: record.userId,
    email: record.email,
    fullName: record.fullName,
    plan: record.plan,
    planLabel: getPlan(record.plan).label,
    status: record.status,
    statusLabel: adminStatusLabel(record.status, isExpired(sub, now)),
    currentPeriodStart: record.currentPeriodStart?.toISOString() ?? null,
    currentPeriodEnd: record.currentPeriodEnd?.toISOString() ?? null,
    daysRemaining: daysRemaining(sub, now),
    lastPaymentStatus: record.lastPaymentStatus,
    lastPaymentAt: record.lastPaymentAt?.toISOString() ?? null,
    lastPaymentAmount: record.lastPaymentAmount,
    updatedAt: record.updatedAt?.toISOString() ?? null,
    userCreatedAt: record.userCreatedAt.toISOString(),
    riskBucket: riskBucketOf(sub, now),
  };
}

function toEntry(row: AdminHistoryRow): AdminHistoryEntry {
  return {
    ...pick(row, 'id', 'actionType', 'notes', 'adminEmail'),
    beforeState: row.beforeState ?? null,
    afterState: row.afterState ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function toSegment(row: AdminSegmentRow): Segment {
  // A stored filter that no longer parses (a plan renamed since) shows as no filter, not as an error.
  const filters = AdminFiltersSchema.safeParse(row.filters);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    filters: filters.success ? filters.data : {},
    createdAt: row.createdAt.toISOString(),
  };
}

// ---- CSV (';'-separated, UTF-8 with BOM so Excel shows accents) ----

const CSV_HEADER = [
  'Nome',
  'Email',
  'Plano',
  'Status',
  'Início do período',
  'Fim do período',
  'Dias restantes',
  'Último pagamento',
  'Data do último pagamento',
  'Valor do último pagamento',
  'Cadastro',
  'Atualizado em',
];

const csvDate = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * One CSV field: quoted when it holds the separator, a quote or a line break; a leading = + - @
 * (a formula to a spreadsheet) is neutralised with an apostrophe, since names are typed by users.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvLine(row: AdminUserRow): string {
  // 'dd/mm/aaaa hh:mm' (Intl puts a comma between them; spreadsheets read the date better without it).
  const date = (value: string | null) => (value ? csvDate.format(new Date(value)).replace(', ', ' ') : '');
  return [
    row.fullName,
    row.email,
    row.planLabel,
    row.statusLabel,
    date(row.currentPeriodStart),
    date(row.currentPeriodEnd),
    row.daysRemaining,
    // The label the admin table shows ('Pago'), not the stored code ('paid').
    row.lastPaymentStatus === null ? null : paymentStatusLabel(row.lastPaymentStatus),
    date(row.lastPaymentAt),
    row.lastPaymentAmount === null ? null : formatBRL(row.lastPaymentAmount).replace(/\u00a0/g, ' '),
    date(row.userCreatedAt),
    date(row.updatedAt),
  ]
    .map(csvField)
    .join(';');
}

export interface AdminPanelDeps {
  repo: AdminPanelRepo;
  /** The owner of user_subscriptions: the admin's change is made through it, in the audit row's transaction. */
  subscriptions: Pick<SubscriptionsService, 'lockForChange' | 'setPlan'>;
  now: Clock;
  /** Tells the user's open tabs that their subscription changed (the live event stream). */
  publishSubscriptionChange?: (targetUserId: string) => Promise<void>;
}

function sameState(a: AdminSubscriptionState, b: AdminSubscriptionState): boolean {
  return (
    a.plan === b.plan &&
    a.status === b.status &&
    a.currentPeriodStart.getTime() === b.currentPeriodStart.getTime() &&
    (a.currentPeriodEnd?.getTime() ?? null) === (b.currentPeriodEnd?.getTime() ?? null)
  );
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);
/** The charge kept with an unmatched event: cents, as a number (older rows: a digit string). */
const cents = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value)
    ? value
    : typeof value === 'string' && /^\d{1,9}$/.test(value)
      ? Number(value)
      : null;

export function createAdminPanelService(deps: AdminPanelDeps) {
  const { repo, now } = deps;
  /** The change as the domain rule reads it: an end date is the end of that day in the admin's zone. */
  function resolveChange(input: AdminSubscriptionChangeInput, timezone: string): AdminSubscriptionChange {
    let endAt: Date | null | undefined;
    if (input.endDate === null) endAt = null;
    else if (input.endDate !== undefined)
      endAt = new Date(localDayOf(input.endDate, safeTimeZone(timezone)).end.getTime() - 1000);
    return { plan: input.plan, endAt, addDays: input.addDays };
  }

  async function change(
    caller: Caller,
    targetUserId: string,
    input: AdminSubscriptionChangeInput,
    actionType: string,
  ): Promise<AdminHistoryRow> {
    const at = now();
    const resolved = resolveChange(input, caller.timezone);
    const notes = input.notes?.trim() ? input.notes.trim() : null;
    const entry = await repo.changeTransaction(async (queries, tx) => {
      if (!(await queries.lockUser(targetUserId))) return null;
      const before = await deps.subscriptions.lockForChange(targetUserId, tx);
      const after = applyAdminChange(before, resolved, at);
      if (after === 'free_with_end') throw invalid('FREE_PLAN_WITHOUT_END', ADMIN_MESSAGES.freeWithEnd);
      if (!sameState(before, after)) await deps.subscriptions.setPlan(targetUserId, after, { tx, at });
      return queries.recordChange(targetUserId, caller, { actionType, notes, before, after });
    });
    if (!entry) throw rowNotFound(ADMIN_MESSAGES.userNotFound);
    // After the commit; a failed announcement only delays the user's view until the next load.
    await deps.publishSubscriptionChange?.(targetUserId).catch(() => undefined);
    return entry;
  }

  return {
    async listUsers(query: AdminUserListQuery): Promise<AdminUserPage> {
      const at = now();
      const filters = filtersOf(query);
      const [records, total] = await Promise.all([
        repo.listUsers(
          filters,
          { field: query.sort, direction: query.direction },
          { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
          at,
        ),
        repo.countUsers(filters, at),
      ]);
      return { users: records.map((r) => toAdminRow(r, at)), total, page: query.page, pageSize: query.pageSize };
    },

    /** An empty or non-list input gives an empty list; only UUID strings are looked up. */
    async usersByIds(ids: unknown): Promise<AdminUserList> {
      if (!Array.isArray(ids)) return { users: [] };
      const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string' && UUID.test(id)))];
      if (wanted.length > ADMIN_MAX_BULK_IDS) throw invalid('TOO_MANY_IDS', ADMIN_MESSAGES.ids);
      const at = now();
      const records = await repo.usersByIds(wanted.map((id) => id.toLowerCase()));
      return { users: records.map((r) => toAdminRow(r, at)) };
    },

    metrics: (): Promise<AdminMetrics> => repo.metrics(now()),

    async history(targetUserId: string): Promise<{ history: AdminHistoryEntry[] }> {
      if (!(await repo.userExists(targetUserId))) throw rowNotFound(ADMIN_MESSAGES.userNotFound);
      return { history: (await repo.history(targetUserId, HISTORY_LIMIT)).map(toEntry) };
    },

    async updateSubscription(
      caller: Caller,
      targetUserId: string,
      input: AdminSubscriptionChangeInput,
    ): Promise<AdminSubscriptionUpdated> {
      const entry = await change(caller, targetUserId, input, 'update_subscription');
      const [record] = await repo.usersByIds([targetUserId]);
      if (!record) throw rowNotFound(ADMIN_MESSAGES.userNotFound);
      return { user: toAdminRow(record, now()), entry: toEntry(entry) };
    },

    /** The same change for each user, each in its own transaction: one failure does not undo the others. */
    async bulkUpdate(caller: Caller, ids: string[], input: AdminSubscriptionChangeInput): Promise<AdminBulkResult> {
      const result: AdminBulkResult = { success: [], failed: [] };
      for (const targetUserId of [...new Set(ids.map((id) => id.toLowerCase()))]) {
        try {
          await change(caller, targetUserId, input, 'bulk_update');
          result.success.push({ userId: targetUserId });
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          result.failed.push({ userId: targetUserId, reason: error.message });
        }
      }
      return result;
    },

    async unmatchedPayments(page: number): Promise<UnmatchedPaymentPage> {
      const { rows, total } = await repo.unmatchedPayments(UNMATCHED_PAGE_SIZE, (page - 1) * UNMATCHED_PAGE_SIZE);
      return {
        events: rows.map((row) => {
          const details = (row.details ?? {}) as Record<string, unknown>;
          return {
            id: row.id,
            orderId: row.orderId,
            eventType: row.eventType,
            email: row.email,
            externalId: row.externalId,
            reason: row.reason,
            reasonLabel: UNMATCHED_REASON_LABELS[row.reason] ?? row.reason,
            source: row.source,
            productName: text(details.productName),
            chargeAmount: cents(details.chargeAmount),
            receivedAt: row.receivedAt.toISOString(),
          };
        }),
        total,
        page,
        pageSize: UNMATCHED_PAGE_SIZE,
      };
    },

    async listSegments(): Promise<{ segments: Segment[] }> {
      return { segments: (await repo.listSegments()).map(toSegment) };
    },

    async saveSegment(caller: Caller, input: SaveSegment): Promise<Segment> {
      return toSegment(await repo.saveSegment(caller, input));
    },

    async deleteSegment(caller: Caller, id: string): Promise<{ deleted: true }> {
      if (!(await repo.deleteSegment(caller, id))) throw rowNotFound(ADMIN_MESSAGES.segmentNotFound);
      return { deleted: true };
    },

    /**
     * export_users as a stream: the BOM and header, then the filtered users 1,000 rows at a
     * time (memory stays flat for any number of users). The export is audited before it starts.
     */
    async exportUsers(caller: Caller, query: AdminExportQuery): Promise<{ filename: string; stream: Readable }> {
      const at = now();
      const filters = filtersOf(query);
      await repo.audit(caller, 'export_users', null, { filters });
      async function* lines() {
        yield `\uFEFF${CSV_HEADER.map(csvField).join(';')}\r\n`;
        for await (const batch of repo.streamUsers(filters, at)) {
          yield batch.map((record) => `${csvLine(toAdminRow(record, at))}\r\n`).join('');
        }
      }
      return { filename: adminExportFilename(at), stream: Readable.from(lines()) };
    },
  };
}
export type AdminPanelService = ReturnType<typeof createAdminPanelService>;
