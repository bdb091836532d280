import { useState } from 'react';

/**
 * The ids whose own request is in flight: each is locked from `add` until its request settles and
 * `remove` is called, so a double tap never sends twice while the other ids stay usable.
 */
export function useInFlight() {
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  return {
    has: (id: string) => ids.has(id),
    add: (id: string) => setIds((current) => new Set(current).add(id)),
    remove: (id: string) =>
      setIds((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      }),
  };
}
