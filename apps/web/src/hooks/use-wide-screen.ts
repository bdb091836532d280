import { useSyncExternalStore } from 'react';

/** Tailwind's `md` breakpoint (48rem): from it the layout has the sidebar, below it the phone's bars. */
const WIDE_SCREEN = '(min-width: 48rem)';

function query(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_SCREEN) : undefined;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * Whether the screen is as wide as Tailwind's `md`, following its changes (a rotated tablet, a resized
 * window); undefined where it cannot be known (no `matchMedia`), where a layout draws both variants and
 * lets its CSS pick. For the parts of a layout that only one screen size shows: the other size's parts
 * need not be rendered at all (on a phone's first paint every component counts).
 */
export function useWideScreen(): boolean | undefined {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches,
    () => undefined,
  );
}
