import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { ApiError } from '@/lib/api-client';

// sonner was a fifth of the app's first script: its chunk loads alongside the first render instead of
// before it. A toast only ever answers something done on the page, and the toaster is mounted long
// before that can happen (a toast sent before it mounts would be lost). It is mounted after the first
// render: a prerendered page (/login) hydrates without it, as the build rendered it.
const Toaster = lazy(() => import('@/components/ui/toaster').then(({ Toaster }) => ({ default: Toaster })));

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Offline, a read still goes out once: the service worker answers it from its cache (decision 016).
        networkMode: 'offlineFirst',
        refetchOnWindowFocus: false,
        // Client errors (4xx) will not change on retry; network and 5xx may.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
    },
  });
}

export function AppProvider({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {mounted ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}
