/**
 * At most `limit` deliveries per `windowMs` (a sliding window). What arrives over the cap is not
 * dropped but coalesced: the newest waiting item is delivered as soon as the window allows, which
 * suits signals like "the subscription changed" where the latest one says everything.
 */
export function createRateGate<T>(options: {
  limit: number;
  windowMs: number;
  deliver: (item: T) => void;
  now?: () => number;
  schedule?: (run: () => void, delayMs: number) => { cancel(): void };
}) {
  const now = options.now ?? Date.now;
  const schedule =
    options.schedule ??
    ((run: () => void, delayMs: number) => {
      const timer = setTimeout(run, delayMs);
      timer.unref();
      return { cancel: () => clearTimeout(timer) };
    });
  const sent: number[] = [];
  let waiting: { item: T } | null = null;
  let timer: { cancel(): void } | null = null;

  function prune(at: number) {
    while (sent.length > 0 && (sent[0] ?? 0) <= at - options.windowMs) sent.shift();
  }

  function flush() {
    timer = null;
    if (!waiting) return;
    const at = now();
    prune(at);
    if (sent.length < options.limit) {
      const { item } = waiting;
      waiting = null;
      sent.push(at);
      options.deliver(item);
      return;
    }
    timer = schedule(flush, (sent[0] ?? at) + options.windowMs - at);
  }

  return {
    push(item: T) {
      waiting = { item };
      if (!timer) flush();
    },
    close() {
      timer?.cancel();
      timer = null;
      waiting = null;
    },
  };
}
export type RateGate<T> = ReturnType<typeof createRateGate<T>>;
