import { options } from 'preact';

/**
 * Preact runs a render's effects (`useEffect`) after the next frame; React runs them before it handles
 * the next event. Code written for React counts on that: React Query's hooks subscribe to their query or
 * mutation in an effect, and a mutation drops the `onSuccess`/`onError` given to `mutate` when nothing
 * is subscribed when it settles. A tap on "Salvar Refeição" in the frame its result was drawn (a fast
 * finger, or a test) then saved the meal with no toast and no redirect.
 *
 * Installed once, this keeps Preact's timing (effects still wait for the next frame) and runs whatever
 * effects are still waiting before Preact hands an event to a handler, as React does.
 */

/** The flush Preact asked for last, until it has run. */
let pending: { flush: () => void } | null = null;

/** Preact's own schedule (its `afterNextFrame`): after the next frame, or 35 ms when no frame comes. */
function afterNextFrame(callback: () => void): void {
  const hasFrames = typeof requestAnimationFrame === 'function';
  const done = () => {
    clearTimeout(timeout);
    if (hasFrames) cancelAnimationFrame(frame);
    setTimeout(callback);
  };
  const timeout = setTimeout(done, 35);
  const frame = hasFrames ? requestAnimationFrame(done) : 0;
}

function flushPendingEffects(): void {
  const job = pending;
  pending = null;
  job?.flush();
}

let installed = false;

export function runEffectsBeforeEvents(): void {
  if (installed) return;
  installed = true;
  options.requestAnimationFrame = (flush) => {
    const job = { flush };
    pending = job;
    // Already run by an event in between: a later render has asked for its own flush.
    afterNextFrame(() => {
      if (pending === job) flushPendingEffects();
    });
  };
  const previous = options.event;
  options.event = (event) => {
    flushPendingEffects();
    return previous ? previous(event) : event;
  };
}
