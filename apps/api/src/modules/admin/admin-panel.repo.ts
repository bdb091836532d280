import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AdminSubscriptionState, RiskBucket } from '@prato/core/domain/admin';
import type { PlanId } from '@prato/core/domain/plans';
import type { SubscriptionStatus } from '@prato/core/domain/subscription';
import type { AdminFilters, AdminSortField } from '@prato/core/schemas/admin';
import type { Db } from '../../db/client';
import { adminHistory, adminSegments } from '../../db/schema/admin';
import { unmatchedPaymentEvents } from '../../db/schema';
import { DAY_MS } from '@prato/core/domain/timing';

/**
 * The admin back-office's SQL (decision 015). The user table reads admin_user_rows, one row per user
 * kept by triggers from users, profiles, subscriptions and payments (migration 0009), so that a page
 * of 25 out of 100,000 users, sorted and filtered by any column, is one index scan on one table; a
 * subscription change (written by the subscriptions service, the table's owner) shares its
 * transaction with the audit row.
 */

/** One user as the admin table reads it (before labels and derived fields). */
export interface AdminUserRecord {
  userId: string;
  email: string;
  fullName: string | null;
  userCreatedAt: Date;
  plan: PlanId;
  status: SubscriptionStatus;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  updatedAt: Date | null;
  lastPaymentStatus: string | null;
  lastPaymentAt: Date | null;
  lastPaymentAmount: number | null;
}

export interface AdminSort {
  field: AdminSortField;
  direction: 'asc' | 'desc';
}

/** Who made a change, as the audit row keeps it. */
export interface AdminActor {
  id: string;
  email: string;
}

export type AdminHistoryRow = typeof adminHistory.$inferSelect;
export type AdminSegmentRow = typeof adminSegments.$inferSelect;

interface RawUserRow {
  user_id: string;
  email: string;
  full_name: string | null;
  user_created_at: Date | string;
  plan: string | null;
  status: string | null;
  current_period_start: Date | string | null;
  current_period_end: Date | string | null;
  updated_at: Date | string | null;
  last_payment_status: string | null;
  last_payment_at: Date | string | null;
  last_payment_amount: number | null;
}

const toDate = (value: Date | string | null): Date | null =>
  value === null ? null : value instanceof Date ? value : new Date(value);

function toRecord(row: RawUserRow): AdminUserRecord {
  return {
    userId: row.user_id,
    email: row.email,
    fullName: row.full_name,
    userCreatedAt: toDate(row.user_created_at) as Date,
    // A user without a subscription row is on the free plan.
    plan: (row.plan ?? 'free') as PlanId,
    status: (row.status ?? 'active') as SubscriptionStatus,
    currentPeriodStart: toDate(row.current_period_start),
    currentPeriodEnd: toDate(row.current_period_end),
    updatedAt: toDate(row.updated_at),
    lastPaymentStatus: row.last_payment_status,
    lastPaymentAt: toDate(row.last_payment_at),
    lastPaymentAmount: row.last_payment_amount === null ? null : Number(row.last_payment_amount),
  };
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** `%term%` for ILIKE, with the pattern characters of the term taken literally. */
const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** The conditions of the admin filters over `admin_user_rows r`. */
function conditionsOf(filters: AdminFilters, now: Date): SQL[] {
  const conditions: SQL[] = [];
  const search = filters.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    // Two trigram indexes on the same table: a BitmapOr.
    conditions.push(sql`(r.email ilike ${pattern} or r.full_name ilike ${pattern})`);
  }
  if (filters.plans && filters.plans.length > 0) conditions.push(sql`r.plan in (${list(filters.plans)})`);
  if (filters.statuses && filters.statuses.length > 0) conditions.push(sql`r.status in (${list(filters.statuses)})`);
  if (filters.dueInDays !== undefined) {
    conditions.push(sql`r.active_end > ${at(now, 0)} and r.active_end <= ${at(now, filters.dueInDays)}`);
  }
  if (filters.risk) conditions.push(riskCondition(filters.risk, now));
  return conditions;
}

/** An instant `days` after `now`, as a query parameter. */
const at = (now: Date, days: number) => sql`${new Date(now.getTime() + days * DAY_MS).toISOString()}::timestamptz`;

function whereOf(conditions: SQL[]): SQL {
  return conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

/** active_end is the end of an active subscription (null otherwise): the buckets of riskBucketOf. */
function riskCondition(risk: RiskBucket, now: Date): SQL {
  switch (risk) {
    case 'expired':
      return sql`r.active_end <= ${at(now, 0)}`;
    case 'due_7':
      return sql`r.active_end > ${at(now, 0)} and r.active_end <= ${at(now, 7)}`;
    case 'due_30':
      return sql`r.active_end > ${at(now, 7)} and r.active_end <= ${at(now, 30)}`;
    case 'ok':
      return sql`(r.active_end is null or r.active_end > ${at(now, 30)})`;
  }
}

/** Each sort column, and whether it can be null (those have an index per direction, empty values last). */
const SORT_COLUMNS: Record<AdminSortField, { column: SQL; nullable: boolean }> = {
  email: { column: sql`r.email`, nullable: false },
  fullName: { column: sql`r.full_name`, nullable: true },
  plan: { column: sql`r.plan`, nullable: false },
  status: { column: sql`r.status`, nullable: false },
  currentPeriodEnd: { column: sql`r.current_period_end`, nullable: true },
  // Days remaining exist only for active subscriptions: the others sort last.
  daysRemaining: { column: sql`r.active_end`, nullable: true },
  lastPaymentAt: { column: sql`r.last_payment_at`, nullable: true },
  lastPaymentAmount: { column: sql`r.last_payment_amount`, nullable: true },
  userCreatedAt: { column: sql`r.user_created_at`, nullable: false },
  updatedAt: { column: sql`r.subscription_updated_at`, nullable: true },
};

function orderOf(sort: AdminSort): SQL {
  const { column, nullable } = SORT_COLUMNS[sort.field];
  const direction = sort.direction === 'asc' ? sql`asc` : sql`desc`;
  // NOT NULL columns without a NULLS clause: a descending sort is the ascending index read backwards.
  return nullable
    ? sql`order by ${column} ${direction} nulls last, r.user_id ${direction}`
    : sql`order by ${column} ${direction}, r.user_id ${direction}`;
}

const USER_COLUMNS = sql`r.user_id, r.email, r.full_name, r.user_created_at, r.plan, r.status,
  r.current_period_start, r.current_period_end, r.subscription_updated_at as updated_at,
  r.last_payment_status, r.last_payment_at, r.last_payment_amount`;

/** The admin's own rows of a subscription change, on the change's transaction. */
function subscriptionChangeQueries(tx: Db) {
  return {
    /** True when the user exists; the row is share-locked so that it is not deleted mid-change. */
    async lockUser(userId: string): Promise<boolean> {
      return rowsOf(await tx.execute(sql`select 1 from users where id = ${userId} for share`)).length > 0;
    },

    /** The audit row: who changed what, with the states before and after. */
    async recordChange(
      userId: string,
      actor: AdminActor,
      change: {
        actionType: string;
        notes: string | null;
        before: AdminSubscriptionState;
        after: AdminSubscriptionState;
      },
    ): Promise<AdminHistoryRow | null> {
      const [entry] = await tx
        .insert(adminHistory)
        .values({
          userId,
          adminUserId: actor.id,
          adminEmail: actor.email,
          actionType: change.actionType,
          beforeState: stateJson(change.before),
          afterState: stateJson(change.after),
          notes: change.notes,
        })
        .returning();
      return entry ?? null;
    },
  };
}
export type SubscriptionChangeQueries = ReturnType<typeof subscriptionChangeQueries>;

export function createAdminPanelRepo(db: Db) {
  return {
    async listUsers(
      filters: AdminFilters,
      sort: AdminSort,
      page: { offset: number; limit: number },
      now: Date,
    ): Promise<AdminUserRecord[]> {
      const result = await db.execute(sql`
        select ${USER_COLUMNS} from admin_user_rows r
        ${whereOf(conditionsOf(filters, now))}
        ${orderOf(sort)}
        limit ${page.limit} offset ${page.offset}`);
      return rowsOf<RawUserRow>(result).map(toRecord);
    },

    async countUsers(filters: AdminFilters, now: Date): Promise<number> {
      const result = await db.execute(sql`
        select count(*)::int as total from admin_user_rows r ${whereOf(conditionsOf(filters, now))}`);
      return Number(rowsOf<{ total: number }>(result)[0]?.total ?? 0);
    },

    /**
     * The filtered users in sign-up order (newest first), `batchSize` at a time on the
     * (created_at, id) keyset: the export streams any number of users in flat memory.
     */
    async *streamUsers(filters: AdminFilters, now: Date, batchSize = 1000): AsyncGenerator<AdminUserRecord[]> {
      let after: { createdAt: Date; id: string } | null = null;
      const conditions = conditionsOf(filters, now);
      for (;;) {
        const where = whereOf(
          after
            ? [
                ...conditions,
                sql`(r.user_created_at, r.user_id) < (${after.createdAt.toISOString()}::timestamptz, ${after.id})`,
              ]
            : conditions,
        );
        const result = await db.execute(sql`
          select ${USER_COLUMNS} from admin_user_rows r
          ${where}
          order by r.user_created_at desc, r.user_id desc
          limit ${batchSize}`);
        const rows = rowsOf<RawUserRow>(result).map(toRecord);
        if (rows.length === 0) return;
        yield rows;
        if (rows.length < batchSize) return;
        const last = rows[rows.length - 1] as AdminUserRecord;
        after = { createdAt: last.userCreatedAt, id: last.userId };
      }
    },

    async usersByIds(ids: readonly string[]): Promise<AdminUserRecord[]> {
      if (ids.length === 0) return [];
      const result = await db.execute(sql`
        select ${USER_COLUMNS} from admin_user_rows r
        where r.user_id in (${list(ids)})
        order by r.user_created_at desc, r.user_id desc`);
      return rowsOf<RawUserRow>(result).map(toRecord);
    },

    /** Admin metrics and the risk buckets, in one pass over admin_user_rows. */
    async metrics(now: Date) {
      const live = sql`r.status = 'active' and (r.current_period_end is null or r.current_period_end > ${at(now, 0)})`;
      const result = await db.execute(sql`
        select
          count(*)::int as total_users,
          count(*) filter (where r.plan = 'premium_monthly' and ${live})::int as premium_monthly,
          count(*) filter (where r.plan = 'premium_quarterly' and ${live})::int as premium_quarterly,
          count(*) filter (where r.plan = 'premium_annual' and ${live})::int as premium_annual,
          count(*) filter (where r.active_end <= ${at(now, 0)})::int as expired,
          count(*) filter (where r.active_end > ${at(now, 0)} and r.active_end <= ${at(now, 7)})::int as due_7,
          count(*) filter (where r.active_end > ${at(now, 7)} and r.active_end <= ${at(now, 30)})::int as due_30
        from admin_user_rows r`);
      const row = rowsOf<Record<string, number>>(result)[0] ?? {};
      const n = (key: string) => Number(row[key] ?? 0);
      return {
        totalUsers: n('total_users'),
        planCounts: {
          premium_monthly: n('premium_monthly'),
          premium_quarterly: n('premium_quarterly'),
          premium_annual: n('premium_annual'),
        },
        risk: {
          expired: n('expired'),
          due_7: n('due_7'),
          due_30: n('due_30'),
          ok: n('total_users') - n('expired') - n('due_7') - n('due_30'),
        },
      };
    },

    async userExists(userId: string): Promise<boolean> {
      const result = await db.execute(sql`select 1 from users where id = ${userId}`);
      return rowsOf(result).length > 0;
    },

    /**
     * Runs `work` in one transaction for a subscription change: the subscriptions service makes the
     * change on `tx`, and the audit row goes in with it (both commit, or neither).
     */
    async changeTransaction<T>(work: (queries: SubscriptionChangeQueries, tx: Db) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => work(subscriptionChangeQueries(tx as unknown as Db), tx as unknown as Db));
    },

    async history(userId: string, limit: number): Promise<AdminHistoryRow[]> {
      return db
        .select()
        .from(adminHistory)
        .where(eq(adminHistory.userId, userId))
        .orderBy(desc(adminHistory.createdAt), desc(adminHistory.id))
        .limit(limit);
    },

    /** An audit row for a change that concerns no single user (segments, exports). */
    async audit(actor: AdminActor, actionType: string, beforeState: unknown, afterState: unknown): Promise<void> {
      await db.insert(adminHistory).values({
        adminUserId: actor.id,
        adminEmail: actor.email,
        actionType,
        beforeState: beforeState ?? null,
        afterState: afterState ?? null,
      });
    },

    /** Payment events for no known account (written by the payments module), newest first. */
    async unmatchedPayments(limit: number, offset: number) {
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(unmatchedPaymentEvents)
          .orderBy(desc(unmatchedPaymentEvents.receivedAt), desc(unmatchedPaymentEvents.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: sql<number>`count(*)::int` }).from(unmatchedPaymentEvents),
      ]);
      return { rows, total: Number(counted?.total ?? 0) };
    },

    async listSegments(): Promise<AdminSegmentRow[]> {
      return db.select().from(adminSegments).orderBy(desc(adminSegments.createdAt), desc(adminSegments.id));
    },

    async saveSegment(
      actor: AdminActor,
      segment: { name: string; description: string; filters: AdminFilters },
    ): Promise<AdminSegmentRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(adminSegments)
          .values({ ...segment, createdBy: actor.id })
          .returning();
        await tx.insert(adminHistory).values({
          adminUserId: actor.id,
          adminEmail: actor.email,
          actionType: 'save_segment',
          afterState: row,
        });
        return row as AdminSegmentRow;
      });
    },

    async deleteSegment(actor: AdminActor, id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx.delete(adminSegments).where(eq(adminSegments.id, id)).returning();
        if (!row) return false;
        await tx.insert(adminHistory).values({
          adminUserId: actor.id,
          adminEmail: actor.email,
          actionType: 'delete_segment',
          beforeState: row,
        });
        return true;
      });
    },
  };
}
export type AdminPanelRepo = ReturnType<typeof createAdminPanelRepo>;

function stateJson(state: AdminSubscriptionState) {
  return {
    plan: state.plan,
    status: state.status,
    currentPeriodStart: state.currentPeriodStart.toISOString(),
    currentPeriodEnd: state.currentPeriodEnd?.toISOString() ?? null,
  };
}
