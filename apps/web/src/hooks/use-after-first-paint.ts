import { useEffect, useState } from 'react';

/** The longest wait for an idle moment once the page has loaded: a busy page still gets what waited. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * False on the first render; true once the page has loaded (the window's `load`) and the browser has
 * then been idle, at most 2 s later. For what the opened page does not need to show itself, so that it
 * does not compete with the page for the network and the main thread: the toaster, the offline queue's
 * sync, the live events.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    const whenIdle = () => {
      idle =
        typeof window.requestIdleCallback === 'function'
          ? window.requestIdleCallback(() => setReady(true), { timeout: IDLE_TIMEOUT_MS })
          : window.setTimeout(() => setReady(true), 0);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idle === undefined) return;
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return ready;
}
