import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AdminSubscriptionState, RiskBucket } from '@prato/core/domain/admin';
import type { PlanId } from '@prato/core/domain/plans';
import type { SubscriptionStatus } from '@prato/core/domain/subscription';
import type { AdminFilters, AdminSortField } from '@prato/core/schemas/admin';
import type { Db } from '../../db/client';
import { adminHistory, adminSegments } from '../../db/schema/admin';
import { unmatchedPaymentEvents } from '../../db/schema/payments';
import { userSubscriptions } from '../../db/schema/subscriptions';

/**
 * The admin back-office's SQL (decision 015). It reads users, profiles, subscriptions and payments
 * in one query per screen element rather than through the other modules' services: a page of 25
 * rows out of 100,000 users, sorted and filtered by any column, must answer in one round trip; and
 * a subscription change must share its transaction with the audit row.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

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
    // A user without a subscription row is on the free plan (spec §4).
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

/** The conditions of the admin filters over `users u left join user_subscriptions s`. */
function conditionsOf(filters: AdminFilters, now: Date): SQL[] {
  const at = sql`${now.toISOString()}::timestamptz`;
  const plus = (days: number) => sql`${new Date(now.getTime() + days * DAY_MS).toISOString()}::timestamptz`;
  const active = sql`s.status = 'active'`;
  const conditions: SQL[] = [];
  const search = filters.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    // Two trigram indexes (users.email, profiles.full_name), one per side of the union.
    conditions.push(
      sql`u.id in (select id from users where email ilike ${pattern} union select id from profiles where full_name ilike ${pattern})`,
    );
  }
  if (filters.plans && filters.plans.length > 0)
    conditions.push(sql`coalesce(s.plan, 'free') in (${list(filters.plans)})`);
  if (filters.statuses && filters.statuses.length > 0) {
    conditions.push(sql`coalesce(s.status, 'active') in (${list(filters.statuses)})`);
  }
  if (filters.dueInDays !== undefined) {
    conditions.push(
      sql`${active} and s.current_period_end > ${at} and s.current_period_end <= ${plus(filters.dueInDays)}`,
    );
  }
  if (filters.risk) conditions.push(riskCondition(filters.risk, now));
  return conditions;
}

function whereOf(conditions: SQL[]): SQL {
  return conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

function riskCondition(risk: RiskBucket, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const plus = (days: number) => sql`${new Date(now.getTime() + days * DAY_MS).toISOString()}::timestamptz`;
  switch (risk) {
    case 'expired':
      return sql`s.status = 'active' and s.current_period_end <= ${at}`;
    case 'due_7':
      return sql`s.status = 'active' and s.current_period_end > ${at} and s.current_period_end <= ${plus(7)}`;
    case 'due_30':
      return sql`s.status = 'active' and s.current_period_end > ${plus(7)} and s.current_period_end <= ${plus(30)}`;
    case 'ok':
      return sql`not coalesce(s.status = 'active' and s.current_period_end <= ${plus(30)}, false)`;
  }
}

const SORT_EXPRESSIONS: Record<AdminSortField, SQL> = {
  email: sql`u.email`,
  fullName: sql`p.full_name`,
  plan: sql`s.plan`,
  status: sql`s.status`,
  currentPeriodEnd: sql`s.current_period_end`,
  // Days remaining exist only for active subscriptions (spec §4): the others sort last.
  daysRemaining: sql`(case when s.status = 'active' then s.current_period_end end)`,
  lastPaymentAt: sql`lp.paid_at`,
  lastPaymentAmount: sql`lp.amount_cents`,
  userCreatedAt: sql`u.created_at`,
  updatedAt: sql`s.updated_at`,
};

function orderOf(sort: AdminSort): SQL {
  const direction = sort.direction === 'asc' ? sql`asc` : sql`desc`;
  return sql`order by ${SORT_EXPRESSIONS[sort.field]} ${direction} nulls last, u.id ${direction}`;
}

const LAST_PAYMENT = sql`left join lateral (
    select ph.payment_status, ph.paid_at, ph.amount_cents from payment_history ph
    where ph.user_id = u.id order by ph.paid_at desc nulls last, ph.created_at desc limit 1
  ) lp on true`;

const USER_COLUMNS = sql`u.id as user_id, u.email, p.full_name, u.created_at as user_created_at,
  s.plan, s.status, s.current_period_start, s.current_period_end, s.updated_at,
  lp.payment_status as last_payment_status, lp.paid_at as last_payment_at, lp.amount_cents as last_payment_amount`;

export function createAdminPanelRepo(db: Db) {
  return {
    async listUsers(
      filters: AdminFilters,
      sort: AdminSort,
      page: { offset: number; limit: number },
      now: Date,
    ): Promise<AdminUserRecord[]> {
      const result = await db.execute(sql`
        select ${USER_COLUMNS}
        from users u
        left join user_subscriptions s on s.user_id = u.id
        left join profiles p on p.id = u.id
        ${LAST_PAYMENT}
        ${whereOf(conditionsOf(filters, now))}
        ${orderOf(sort)}
        limit ${page.limit} offset ${page.offset}`);
      return rowsOf<RawUserRow>(result).map(toRecord);
    },

    async countUsers(filters: AdminFilters, now: Date): Promise<number> {
      const result = await db.execute(sql`
        select count(*)::int as total from users u
        left join user_subscriptions s on s.user_id = u.id
        ${whereOf(conditionsOf(filters, now))}`);
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
            ? [...conditions, sql`(u.created_at, u.id) < (${after.createdAt.toISOString()}::timestamptz, ${after.id})`]
            : conditions,
        );
        const result = await db.execute(sql`
          select ${USER_COLUMNS}
          from users u
          left join user_subscriptions s on s.user_id = u.id
          left join profiles p on p.id = u.id
          ${LAST_PAYMENT}
          ${where}
          order by u.created_at desc, u.id desc
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
        select ${USER_COLUMNS}
        from users u
        left join user_subscriptions s on s.user_id = u.id
        left join profiles p on p.id = u.id
        ${LAST_PAYMENT}
        where u.id in (${list(ids)})
        order by u.created_at desc, u.id desc`);
      return rowsOf<RawUserRow>(result).map(toRecord);
    },

    /** Spec §3 Admin metrics and the risk buckets, in one pass over users and subscriptions. */
    async metrics(now: Date) {
      const at = sql`${now.toISOString()}::timestamptz`;
      const plus = (days: number) => sql`${new Date(now.getTime() + days * DAY_MS).toISOString()}::timestamptz`;
      const live = sql`s.status = 'active' and (s.current_period_end is null or s.current_period_end > ${at})`;
      const result = await db.execute(sql`
        select
          count(*)::int as total_users,
          count(*) filter (where s.plan = 'premium_monthly' and ${live})::int as premium_monthly,
          count(*) filter (where s.plan = 'premium_quarterly' and ${live})::int as premium_quarterly,
          count(*) filter (where s.plan = 'premium_annual' and ${live})::int as premium_annual,
          count(*) filter (where s.status = 'active' and s.current_period_end <= ${at})::int as expired,
          count(*) filter (where s.status = 'active' and s.current_period_end > ${at} and s.current_period_end <= ${plus(7)})::int as due_7,
          count(*) filter (where s.status = 'active' and s.current_period_end > ${plus(7)} and s.current_period_end <= ${plus(30)})::int as due_30
        from users u left join user_subscriptions s on s.user_id = u.id`);
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
     * Changes a user's subscription and writes the audit row in one transaction: the row is locked,
     * `decide` turns the state before into the state after (or throws, rolling back), and both states
     * go into admin_history. Null when the user does not exist.
     */
    async changeSubscription(
      userId: string,
      actor: AdminActor,
      actionType: string,
      notes: string | null,
      decide: (before: AdminSubscriptionState) => AdminSubscriptionState,
    ): Promise<AdminHistoryRow | null> {
      return db.transaction(async (tx) => {
        const found = await tx.execute(sql`select 1 from users where id = ${userId} for share`);
        if (rowsOf(found).length === 0) return null;
        await tx.insert(userSubscriptions).values({ userId }).onConflictDoNothing({ target: userSubscriptions.userId });
        const [current] = await tx
          .select()
          .from(userSubscriptions)
          .where(eq(userSubscriptions.userId, userId))
          .for('update');
        if (!current) return null;
        const before: AdminSubscriptionState = {
          plan: current.plan,
          status: current.status,
          currentPeriodStart: current.currentPeriodStart,
          currentPeriodEnd: current.currentPeriodEnd,
        };
        const after = decide(before);
        const changed =
          after.plan !== before.plan ||
          after.status !== before.status ||
          after.currentPeriodStart.getTime() !== before.currentPeriodStart.getTime() ||
          (after.currentPeriodEnd?.getTime() ?? null) !== (before.currentPeriodEnd?.getTime() ?? null);
        if (changed) {
          await tx
            .update(userSubscriptions)
            .set({ ...after, updatedAt: sql`now()` })
            .where(eq(userSubscriptions.userId, userId));
        }
        const [entry] = await tx
          .insert(adminHistory)
          .values({
            userId,
            adminUserId: actor.id,
            adminEmail: actor.email,
            actionType,
            beforeState: stateJson(before),
            afterState: stateJson(after),
            notes,
          })
          .returning();
        return entry ?? null;
      });
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
