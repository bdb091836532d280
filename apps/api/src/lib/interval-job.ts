/**
 * A background round run every `intervalMs` in this process, never two at once (a slow round makes the
 * next tick skip); `stop` clears the timer and waits for the round in flight. The timer does not keep
 * the process alive. Each job's round logs its own outcome; across instances a job takes a lease.
 */
export function intervalJob(round: () => Promise<unknown>) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  return {
    start(intervalMs: number) {
      if (timer || intervalMs <= 0) return;
      timer = setInterval(() => {
        if (running) return;
        running = round().finally(() => {
          running = undefined;
        });
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
