import type { PlanLimits } from '@prato/core/domain/plans';
import { CHAT_MESSAGES, chatWaitMessage } from '@prato/core/schemas/chat';
import type { Env } from '../../env';
import { DomainError, quotaExceeded } from '../../lib/domain-error';
import { REQUESTS_WINDOW_MS } from '../../lib/quota';
import type { Clock } from '../../lib/clock';

/** counted_requests type of one answer written by the configured model. */
export const CHAT_AI_REQUEST = 'nutrition_chat';
/** counted_requests type of one answer of the local assistant (no model): counted apart, against its own limits. */
export const CHAT_LOCAL_REQUEST = 'nutrition_chat_local';

/** Answers one person may ask for in the last minute and in the last 24 hours (rolling windows). */
export interface ChatLimits {
  perMinute: number;
  perDay: number;
}

/** The model's limits (each answer costs a paid call) and the local assistant's, higher ones. */
export interface ChatBudgetLimits {
  model: ChatLimits;
  local: ChatLimits;
}

export const chatLimitsOf = (
  env: Pick<Env, 'CHAT_MODEL_PER_MINUTE' | 'CHAT_MODEL_PER_DAY' | 'CHAT_LOCAL_PER_MINUTE' | 'CHAT_LOCAL_PER_DAY'>,
): ChatBudgetLimits => ({
  model: { perMinute: env.CHAT_MODEL_PER_MINUTE, perDay: env.CHAT_MODEL_PER_DAY },
  local: { perMinute: env.CHAT_LOCAL_PER_MINUTE, perDay: env.CHAT_LOCAL_PER_DAY },
});

export const CHAT_WINDOWS_MS = { minute: 60_000, day: 24 * 60 * 60 * 1000 } as const;
/** Model answers of one person being written at once, in one API process. */
export const CHAT_MAX_IN_FLIGHT = 2;
/** Retry-After of a refusal for answers in flight: about the time a model takes to answer. */
export const CHAT_BUSY_RETRY_SECONDS = 5;

/** A 429 of the assistant's budget, with the whole seconds the route sends as Retry-After. */
export class ChatLimitError extends DomainError {
  constructor(
    code: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('quota-exceeded', code, message);
  }
}

/** What the budget reads and writes of the counted_requests log (the planner's repository, shared by every AI feature). */
export interface ChatWindowLog {
  countAll(after: Date, until: Date): Promise<number>;
  nthNewestOfType(requestType: string, n: number, after: Date): Promise<Date | null>;
  record(requestType: string, at: Date): Promise<void>;
}
export interface ChatRequestLog {
  /** Runs `work` holding the user's quota lock: concurrent requests check and record one after the other. */
  withUserLock<T>(userId: string, work: (log: ChatWindowLog) => Promise<T>): Promise<T>;
}

const secondsUntil = (at: Date, moment: number) => Math.max(1, Math.ceil((moment - at.getTime()) / 1000));

/**
 * The assistant's budget, for every plan: per person, at most `perMinute` answers in the last minute
 * and `perDay` in the last 24 hours, counted in the database so that every API instance shares them.
 * The day is a rolling 24 hours, not the calendar day: changing the profile's time zone cannot
 * restart it, and the wait it announces is exact. A refused question records nothing and reaches no
 * model.
 *
 * On top of it, at most CHAT_MAX_IN_FLIGHT model answers of one person are written at once. That
 * count lives in this process's memory on purpose: it only protects this process from one person's
 * burst (20 questions at once would hold 20 model calls), a slot must come back the moment an answer
 * ends (also when the process dies, which a row in the database would not do), and the cross-instance
 * budget is the database's per-minute and per-day count. N instances allow at most N × 2 answers at
 * once, and never more than `perMinute` started per minute.
 */
export function createChatBudget(deps: { log: ChatRequestLog; limits: ChatBudgetLimits; now: Clock }) {
  const inFlight = new Map<string, number>();

  return {
    /**
     * Takes one of the person's in-flight places in this process, or refuses with 429 CHAT_BUSY. The
     * returned function gives it back; calling it again does nothing.
     */
    enter(userId: string): () => void {
      const current = inFlight.get(userId) ?? 0;
      if (current >= CHAT_MAX_IN_FLIGHT)
        throw new ChatLimitError('CHAT_BUSY', CHAT_MESSAGES.busy, CHAT_BUSY_RETRY_SECONDS);
      inFlight.set(userId, current + 1);
      let left = false;
      return () => {
        if (left) return;
        left = true;
        const remaining = (inFlight.get(userId) ?? 1) - 1;
        if (remaining > 0) inFlight.set(userId, remaining);
        else inFlight.delete(userId);
      };
    },

    /**
     * Counts one answer (model or local) against the budget, or refuses with a 429 that says how long
     * to wait. Also applies the plan's hourly AI cap (all AI features together), which no plan with
     * the assistant has today.
     */
    async take(userId: string, kind: keyof ChatBudgetLimits, plan: PlanLimits): Promise<void> {
      const requestType = kind === 'model' ? CHAT_AI_REQUEST : CHAT_LOCAL_REQUEST;
      const limits = deps.limits[kind];
      await deps.log.withUserLock(userId, async (log) => {
        // Read under the lock: a request that waited for it is judged at its own time.
        const at = deps.now();
        const since = (windowMs: number) => new Date(at.getTime() - windowMs);
        const cap = plan.requestsPerHour;
        if (cap !== null && (await log.countAll(since(REQUESTS_WINDOW_MS), at)) >= cap)
          throw quotaExceeded('AI_RATE_LIMITED', CHAT_MESSAGES.rateLimited);
        const dayFull = await log.nthNewestOfType(requestType, limits.perDay, since(CHAT_WINDOWS_MS.day));
        if (dayFull) {
          const wait = secondsUntil(at, dayFull.getTime() + CHAT_WINDOWS_MS.day);
          throw new ChatLimitError('CHAT_DAILY_LIMIT', chatWaitMessage(CHAT_MESSAGES.dailyLimit, wait), wait);
        }
        const minuteFull = await log.nthNewestOfType(requestType, limits.perMinute, since(CHAT_WINDOWS_MS.minute));
        if (minuteFull) {
          const wait = secondsUntil(at, minuteFull.getTime() + CHAT_WINDOWS_MS.minute);
          throw new ChatLimitError('CHAT_TOO_FAST', chatWaitMessage(CHAT_MESSAGES.tooFast, wait), wait);
        }
        await log.record(requestType, at);
      });
    },
  };
}
export type ChatBudget = ReturnType<typeof createChatBudget>;
