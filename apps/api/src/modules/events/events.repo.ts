import { and, asc, eq, gt, lt } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userEvents } from '../../db/schema';

/** The channel every API instance LISTENs on; the payload names the user and the event. */
export const USER_EVENTS_CHANNEL = 'user_events';

export interface StoredUserEvent {
  id: number;
  userId: string;
  type: string;
}

export function createEventsRepo(db: Db) {
  return {
    /** Stores the event and announces it to every instance (NOTIFY is delivered on commit). */
    async append(userId: string, type: string): Promise<StoredUserEvent> {
      const [row] = await db.insert(userEvents).values({ userId, type }).returning({ id: userEvents.id });
      if (!row) throw new Error('user event not stored');
      const event = { id: row.id, userId, type };
      await db.execute(sql`select pg_notify(${USER_EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
      return event;
    },

    /** The user's events after `afterId`, oldest first (a reconnecting stream's Last-Event-ID). */
    async after(userId: string, afterId: number, limit: number): Promise<StoredUserEvent[]> {
      return db
        .select({ id: userEvents.id, userId: userEvents.userId, type: userEvents.type })
        .from(userEvents)
        .where(and(eq(userEvents.userId, userId), gt(userEvents.id, afterId)))
        .orderBy(asc(userEvents.id))
        .limit(limit);
    },

    /** Forgets events older than `before` (a stream never needs to replay them). */
    async prune(before: Date): Promise<void> {
      await db.delete(userEvents).where(lt(userEvents.createdAt, before));
    },
  };
}
export type EventsRepo = ReturnType<typeof createEventsRepo>;
