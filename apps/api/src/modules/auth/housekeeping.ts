import { tz } from '@date-fns/tz';
import { subMonths } from 'date-fns';
import type { FastifyBaseLogger } from 'fastify';
import { and, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessLog, consumedTokens, emailThrottle, loginAttempts, sessions, verifications } from '../../db/schema/auth';
import type { Clock } from '../../lib/clock';
import { intervalJob } from '../../lib/interval-job';

/** How often the API purges what has expired (every instance may run it: each delete is idempotent). */
export const HOUSEKEEPING_INTERVAL_SECONDS = 3600;
/** A sign-in counter or e-mail throttle untouched this long has no window or lock left to enforce. */
const COUNTER_RETENTION_MS = 24 * 3_600_000;
/** Access records are kept six months (Marco Civil da Internet, art. 15), as the privacy policy says. */
export const ACCESS_LOG_RETENTION_MONTHS = 6;

export interface PurgeResult {
  sessions: number;
  verifications: number;
  consumedTokens: number;
  loginAttempts: number;
  emailThrottle: number;
  accessLog: number;
}

/**
 * Deletes the rows that can never be used again: expired sessions (refused anyway, but they would pile
 * up and keep a device's traces after it was forgotten), expired e-mail verifications and consumed-token
 * records, sign-in/e-mail counters whose windows and locks are long over, and access records past the
 * six months the law asks them to be kept.
 */
export function createHousekeeping(deps: { db: Db; log: FastifyBaseLogger; now?: Clock }) {
  const now = deps.now ?? (() => new Date());
  const { db } = deps;

  async function purge(): Promise<PurgeResult> {
    const at = now();
    const stale = new Date(at.getTime() - COUNTER_RETENTION_MS);
    const count = async (rows: Promise<unknown[]>) => (await rows).length;
    return {
      sessions: await count(db.delete(sessions).where(lt(sessions.expiresAt, at)).returning({ id: sessions.id })),
      verifications: await count(
        db.delete(verifications).where(lt(verifications.expiresAt, at)).returning({ id: verifications.id }),
      ),
      consumedTokens: await count(
        db
          .delete(consumedTokens)
          .where(lt(consumedTokens.expiresAt, at))
          .returning({ tokenHash: consumedTokens.tokenHash }),
      ),
      loginAttempts: await count(
        db
          .delete(loginAttempts)
          .where(
            and(
              lt(loginAttempts.windowStart, stale),
              or(isNull(loginAttempts.lockedUntil), lt(loginAttempts.lockedUntil, at)),
            ),
          )
          .returning({ key: loginAttempts.key }),
      ),
      emailThrottle: await count(
        db.delete(emailThrottle).where(lt(emailThrottle.windowStart, stale)).returning({ key: emailThrottle.key }),
      ),
      accessLog: await count(
        db
          .delete(accessLog)
          .where(lt(accessLog.createdAt, subMonths(at, ACCESS_LOG_RETENTION_MONTHS, { in: tz('UTC') })))
          .returning({ id: accessLog.id }),
      ),
    };
  }

  const job = intervalJob(() =>
    purge()
      .then((result) => deps.log.debug({ purged: result }, 'housekeeping purge'))
      .catch((error: unknown) => deps.log.error({ err: error }, 'housekeeping purge failed')),
  );
  return {
    purge,
    /** Purges every `intervalSeconds`, never two at once in this process; `stop` waits for the current one. */
    start(intervalSeconds = HOUSEKEEPING_INTERVAL_SECONDS) {
      job.start(intervalSeconds * 1000);
    },
    stop: job.stop,
  };
}
export type Housekeeping = ReturnType<typeof createHousekeeping>;
