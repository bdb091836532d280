import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminUsers } from '../../db/schema/admin';
import { sessions, users } from '../../db/schema/auth';
import { profiles } from '../../db/schema/profiles';
import { userSubscriptions } from '../../db/schema/subscriptions';
import type { WriteClock } from '../../db/write-clock';

/** Sessions remembered between two writes at most; past it the memory starts over. */
export const SESSION_MEMORY_SIZE = 10_000;

/** Everything a guarded request needs about its caller, read in one indexed statement. */
export interface SessionRow {
  userId: string;
  email: string;
  name: string;
  emailVerified: boolean;
  isAdmin: boolean;
  sessionExpiresAt: Date;
  /** Null only for a user without a profile row (every sign-up creates one). */
  timezone: string | null;
  subscription: {
    plan: string;
    status: string;
    currentPeriodStart: Date | null;
    currentPeriodEnd: Date | null;
  } | null;
}

/**
 * `writes`: the embedded database's write clock. With it, the lookup of a token is remembered until
 * the next statement that may write anything (decision 017): a sign-out, a password change, a new
 * plan or an admin grant all write, so they are seen at the next request as before.
 */
export function createSessionRepo(db: Db, writes: WriteClock | null = null) {
  // Prepared once: on PostgreSQL a named statement is parsed and planned once per connection.
  const lookup = db
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      emailVerified: users.emailVerified,
      isAdmin: sql<boolean>`exists (select 1 from ${adminUsers} where ${adminUsers.userId} = ${users.id})`,
      sessionExpiresAt: sessions.expiresAt,
      timezone: profiles.timezone,
      plan: userSubscriptions.plan,
      status: userSubscriptions.status,
      currentPeriodStart: userSubscriptions.currentPeriodStart,
      currentPeriodEnd: userSubscriptions.currentPeriodEnd,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(userSubscriptions, eq(userSubscriptions.userId, users.id))
    .where(and(eq(sessions.token, sql.placeholder('token')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('session_lookup');

  let rememberedAt = -1;
  const remembered = new Map<string, SessionRow>();

  async function read(token: string, now: Date): Promise<SessionRow | null> {
    const [row] = await lookup.execute({ token, now });
    if (!row) return null;
    return {
      userId: row.userId,
      email: row.email,
      name: row.name,
      emailVerified: row.emailVerified,
      // PGlite and node-postgres both parse booleans; be strict anyway.
      isAdmin: row.isAdmin === true,
      sessionExpiresAt: row.sessionExpiresAt,
      timezone: row.timezone,
      subscription:
        row.plan === null || row.status === null
          ? null
          : {
              plan: row.plan,
              status: row.status,
              currentPeriodStart: row.currentPeriodStart,
              currentPeriodEnd: row.currentPeriodEnd,
            },
    };
  }

  /** A copy, so a caller cannot change what the next request reads. */
  const copyOf = (row: SessionRow): SessionRow => ({
    ...row,
    subscription: row.subscription && { ...row.subscription },
  });

  return {
    /** The live session of a token (unexpired at `now`) with its user, admin flag, time zone and plan. */
    async findLive(token: string, now: Date): Promise<SessionRow | null> {
      if (!writes) return read(token, now);
      const generation = writes.generation();
      if (generation !== rememberedAt) {
        remembered.clear();
        rememberedAt = generation;
      }
      const hit = remembered.get(token);
      if (hit) return hit.sessionExpiresAt > now ? copyOf(hit) : null;
      const row = await read(token, now);
      // Remembered only when nothing may have been written while it was read.
      if (row && writes.generation() === generation) {
        if (remembered.size >= SESSION_MEMORY_SIZE) remembered.clear();
        remembered.set(token, row);
        return copyOf(row);
      }
      return row;
    },
  };
}
export type SessionRepo = ReturnType<typeof createSessionRepo>;
