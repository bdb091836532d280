import { StrictMode, useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { PwaNotices } from '@/pwa/pwa-notices';
import { AppProvider } from './provider';
import { AppRouter, type AppRouterInstance } from './router';

/**
 * Marks the moment the app has rendered (or hydrated /login's markup) and handles input: until then the
 * page shows the HTML it came with. The E2E journeys wait for it, as on the landing.
 */
function MarkInteractive() {
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return null;
}

/** The whole app, as main.tsx renders it and the build prerenders /login (src/prerender.tsx). */
export function AppRoot({ queryClient, router }: { queryClient: QueryClient; router: AppRouterInstance }) {
  return (
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <AppRouter router={router} />
        <PwaNotices />
        <MarkInteractive />
      </AppProvider>
    </StrictMode>
  );
}
