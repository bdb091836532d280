import { and, desc, eq, gt, gte, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inUserLock, USER_LOCKS } from '../../db/user-lock';
import { countedRequests } from '../../db/schema';

export const MEAL_CALCULATION = 'meal_calculation';

type Executor = Pick<Db, 'select' | 'insert'>;

function requestLog(executor: Executor, userId: string) {
  return {
    /** Requests of one type created in [from, to). */
    async countOfType(requestType: string, from: Date, to: Date): Promise<number> {
      const [row] = await executor
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(countedRequests)
        .where(
          and(
            eq(countedRequests.userId, userId),
            eq(countedRequests.requestType, requestType),
            gte(countedRequests.createdAt, from),
            lt(countedRequests.createdAt, to),
          ),
        );
      return row?.n ?? 0;
    },
    /** Requests of every type created in (after, until]. */
    async countAll(after: Date, until: Date): Promise<number> {
      const [row] = await executor
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(countedRequests)
        .where(
          and(
            eq(countedRequests.userId, userId),
            gt(countedRequests.createdAt, after),
            lte(countedRequests.createdAt, until),
          ),
        );
      return row?.n ?? 0;
    },
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
