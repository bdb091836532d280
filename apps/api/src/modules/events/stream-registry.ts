/** What the registry needs of an open stream: a way to end it. */
export interface OpenStream {
  end(): void;
}

/**
 * The live-event streams open on this instance, capped per user and per instance (one user opening
 * hundreds of streams held them all, with their sockets and memory, until the process ran short).
 *
 * In process memory on purpose, unlike quotas and rate limits, which live in the database so every
 * instance shares them: a stream is a connection this process holds, so the caps count this process's
 * connections, and each instance of a scaled-out deployment has its own (the load balancer spreads users).
 */
export function createStreamRegistry<S extends OpenStream>(limits: { perUser: number; perInstance: number }) {
  // A Set keeps insertion order: the first stream of a user is the oldest.
  const byUser = new Map<string, Set<S>>();
  let total = 0;

  function remove(userId: string, stream: S): void {
    const streams = byUser.get(userId);
    if (!streams?.delete(stream)) return;
    total -= 1;
    if (streams.size === 0) byUser.delete(userId);
  }

  return {
    /**
     * Admits a new stream of the user. At the user's cap, the user's oldest stream makes room (returned
     * for the caller to end; it is already forgotten here); otherwise, with the instance full, the new
     * stream is refused (null).
     */
    admit(userId: string, stream: S): { displaced: S | null } | null {
      const streams = byUser.get(userId) ?? new Set<S>();
      let displaced: S | null = null;
      if (streams.size >= limits.perUser) {
        displaced = streams.values().next().value ?? null;
        if (displaced) remove(userId, displaced);
      } else if (total >= limits.perInstance) {
        return null;
      }
      streams.add(stream);
      byUser.set(userId, streams);
      total += 1;
      return { displaced };
    },

    /** Forgets a stream that ended (a no-op for one already displaced). */
    remove,

    /** Ends every stream (shutting down: open streams never end by themselves). */
    endAll(): void {
      for (const streams of byUser.values()) for (const stream of streams) stream.end();
      byUser.clear();
      total = 0;
    },

    get size(): number {
      return total;
    },
  };
}
export type StreamRegistry<S extends OpenStream> = ReturnType<typeof createStreamRegistry<S>>;
