import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/preact';
import { StrictMode } from 'react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createQueryClient } from '@/app/provider';
import { routes } from '@/app/router';
import { Toaster } from '@/components/ui/toaster';

/** Imports every lazy route module of the tree (each page and layout is a chunk of its own). */
async function loadRouteModules(tree: RouteObject[]): Promise<void> {
  await Promise.all(
    tree.map(async (route) => {
      if (typeof route.lazy === 'function') await route.lazy();
      if (route.children) await loadRouteModules(route.children);
    }),
  );
}

// The route modules are loaded once per test file, before its tests start, as a browser keeps the
// chunks it has fetched. Otherwise the first test of a file would spend its `findBy…` waits on
// transforming and evaluating the page's whole module graph, a cost that grows with the machine's load
// (the cause of the intermittent "Unable to find role heading 'Meu Perfil'" on a busy machine).
await loadRouteModules(routes);

/** Renders the whole app (real routes, guards and layouts) at `url`, in memory. */
export function renderApp(url: string, { strict = false }: { strict?: boolean } = {}) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const user = userEvent.setup();
  const app = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  );
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...view, user, router, queryClient };
}
