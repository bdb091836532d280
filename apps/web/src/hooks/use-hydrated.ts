import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while Preact hydrates a prerendered page (the markup the build wrote, e.g. /login's form), true
 * on every other render. A form the visitor can already see but whose handlers are not attached yet
 * stays disabled: typed text would not reach the form's state, and a submit would be the browser's own
 * (a GET carrying the password in the URL).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
