import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock';
import { LIVE_EVENTS_PER_SECOND } from '@prato/core/domain/payments';
import { createRateGate, type RateGate } from './rate-gate';
import { USER_EVENTS_CHANNEL, type EventsRepo, type StoredUserEvent } from './events.repo';
import type { Caller } from '../../lib/caller';

type Listener = (event: StoredUserEvent) => void;

const EVENTS_KEPT_MS = 7 * 24 * 60 * 60 * 1000;
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Per-user live events (GET /api/events): each instance LISTENs once on the database and hands every
 * NOTIFY to the streams of that user open on this instance, at most LIVE_EVENTS_PER_SECOND per user
 * (coalesced beyond that). Events are stored first, so a reconnecting stream catches up from its
 * Last-Event-ID.
 */
export function createEventsService(deps: {
  repo: EventsRepo;
  listen: (channel: string, onMessage: (payload: string) => void) => Promise<() => Promise<void>>;
  log: FastifyBaseLogger;
  /** The wall clock of the rate gate (its windows are real seconds, whatever clock the app is given). */
  now?: Clock;
}) {
  const listeners = new Map<string, Set<Listener>>();
  const gates = new Map<string, RateGate<StoredUserEvent>>();
  let stopListening: (() => Promise<void>) | null = null;
  let pruning: NodeJS.Timeout | undefined;

  function fanOut(subjectId: string, event: StoredUserEvent) {
    for (const listener of listeners.get(subjectId) ?? []) listener(event);
  }

  function gateOf(subjectId: string): RateGate<StoredUserEvent> {
    let gate = gates.get(subjectId);
    if (!gate) {
      gate = createRateGate<StoredUserEvent>({
        limit: LIVE_EVENTS_PER_SECOND,
        windowMs: 1000,
        deliver: (event) => fanOut(subjectId, event),
        ...(deps.now ? { now: () => deps.now!().getTime() } : {}),
      });
      gates.set(subjectId, gate);
    }
    return gate;
  }

  function onNotify(payload: string) {
    let event: StoredUserEvent;
    try {
      event = JSON.parse(payload) as StoredUserEvent;
    } catch {
      return;
    }
    if (typeof event.userId !== 'string' || typeof event.id !== 'number') return;
    if (listeners.has(event.userId)) gateOf(event.userId).push(event);
  }

  let listening: Promise<void> | null = null;
  /**
   * Listens once per instance. A database that cannot listen right now (down at start-up) does not stop
   * the app from starting: the failure is logged and the next stream to open tries again.
   */
  function ensureListening(): Promise<void> {
    if (stopListening) return Promise.resolve();
    listening ??= deps
      .listen(USER_EVENTS_CHANNEL, onNotify)
      .then((stop) => {
        stopListening = stop;
      })
      .catch((error: unknown) => deps.log.error({ err: error }, 'live events: could not listen on the database'))
      .finally(() => {
        listening = null;
      });
    return listening;
  }

  return {
    async start() {
      await ensureListening();
      // A stream that was away longer than this starts afresh (it refetches everything anyway).
      pruning ??= setInterval(() => {
        deps.repo.prune(new Date(Date.now() - EVENTS_KEPT_MS)).catch(() => undefined);
      }, PRUNE_INTERVAL_MS);
      pruning.unref();
    },
    async stop() {
      clearInterval(pruning);
      pruning = undefined;
      // The database may already be closed on shutdown: listening ended with it.
      await stopListening?.().catch(() => undefined);
      stopListening = null;
      for (const gate of gates.values()) gate.close();
      gates.clear();
    },

    /** Stores an event for the user and announces it to every instance. */
    async publish(subjectId: string, type: string): Promise<void> {
      await deps.repo.append(subjectId, type);
    },

    /**
     * Follows the user's events; with `lastEventId`, the newest event missed since then comes first.
     * Returns the function that stops following.
     */
    async subscribe(caller: Caller, lastEventId: number | null, listener: Listener): Promise<() => void> {
      await ensureListening();
      let lastSent = lastEventId ?? 0;
      const deliver: Listener = (event) => {
        if (event.id <= lastSent) return;
        lastSent = event.id;
        listener(event);
      };
      let set = listeners.get(caller.id);
      if (!set) {
        set = new Set();
        listeners.set(caller.id, set);
      }
      set.add(deliver);
      if (lastEventId !== null) {
        try {
          const missed = await deps.repo.after(caller.id, lastEventId, 50);
          const newest = missed.at(-1);
          if (newest) deliver(newest);
        } catch (error) {
          deps.log.warn({ err: error }, 'could not replay live events');
        }
      }
      return () => {
        const current = listeners.get(caller.id);
        current?.delete(deliver);
        if (current && current.size === 0) {
          listeners.delete(caller.id);
          gates.get(caller.id)?.close();
          gates.delete(caller.id);
        }
      };
    },
  };
}
export type EventsService = ReturnType<typeof createEventsService>;
