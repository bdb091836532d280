import { and, desc, eq, gt, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inUserLock, USER_LOCKS } from '../../db/user-lock';
import { countedRequests } from '../../db/schema';

export const MEAL_CALCULATION = 'meal_calculation';

type Executor = Pick<Db, 'select' | 'insert'>;

function requestLog(executor: Executor, userId: string) {
  /** The user's requests that also match `conditions`. */
  async function countWhere(...conditions: SQL[]): Promise<number> {
    const [row] = await executor
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(countedRequests)
      .where(and(eq(countedRequests.userId, userId), ...conditions));
    return row?.n ?? 0;
  }
  return {
    /** Requests of one type created in [from, to). */
    countOfType: (requestType: string, from: Date, to: Date): Promise<number> =>
      countWhere(
        eq(countedRequests.requestType, requestType),
        gte(countedRequests.createdAt, from),
        lt(countedRequests.createdAt, to),
      ),
    /** Requests of every type created in (after, until]. */
    countAll: (after: Date, until: Date): Promise<number> =>
      countWhere(gt(countedRequests.createdAt, after), lte(countedRequests.createdAt, until)),
    /**
     * When the `n`-th newest request of one type created after `after` was made; null when there are
     * fewer than `n`. With n = a window's limit: null means one more fits, else the window frees a
     * place when this request leaves it (a rolling window's exact wait).
     */
    async nthNewestOfType(requestType: string, n: number, after: Date): Promise<Date | null> {
      const [row] = await executor
        .select({ at: countedRequests.createdAt })
        .from(countedRequests)
        .where(
          and(
            eq(countedRequests.userId, userId),
            eq(countedRequests.requestType, requestType),
            gt(countedRequests.createdAt, after),
          ),
        )
        .orderBy(desc(countedRequests.createdAt))
        .offset(n - 1)
        .limit(1);
      return row?.at ?? null;
    },
    async record(requestType: string, at: Date): Promise<void> {
      await executor.insert(countedRequests).values({ userId, requestType, createdAt: at });
    },
  };
}
export type RequestLog = ReturnType<typeof requestLog>;

export function createPlannerRepo(db: Db) {
  return {
    requestLog: (userId: string) => requestLog(db, userId),
    /**
     * Runs `work` in a transaction holding a per-user advisory lock, so concurrent requests of one
     * user check and record their quota one after the other (works on PGlite and PostgreSQL).
     */
    withUserLock<T>(userId: string, work: (log: RequestLog) => Promise<T>): Promise<T> {
      return inUserLock(db, USER_LOCKS.quota, userId, (tx) => work(requestLog(tx, userId)));
    },
  };
}
export type PlannerRepo = ReturnType<typeof createPlannerRepo>;
