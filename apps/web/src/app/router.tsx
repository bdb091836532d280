import { useState, type ComponentType } from 'react';
import {
  createBrowserRouter,
  matchRoutes,
  Navigate,
  RouterProvider,
  useRouteError,
  type RouteObject,
} from 'react-router';
import { ErrorState } from '@/components/error-state';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { RequireAdmin, RequireAuth } from '@/features/auth/components/require-auth';
import { dropEarlyResponses } from '@/lib/early-requests';
import { RootLayout } from './layouts/root-layout';
import { routeModules } from './route-modules';
import { RequireCompleteProfile } from './require-complete-profile';

/** Lazy route module: the page is its default export. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

function RouteError() {
  const error = useRouteError();
  // A chunk that no longer exists after a deploy: reloading fetches the new build.
  const stale =
    error instanceof TypeError && /dynamically imported module|Importing a module script/i.test(error.message);
  return (
    <ErrorState
      message={stale ? 'Uma nova versão do aplicativo está disponível. Recarregue a página para continuar.' : undefined}
    />
  );
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      {
        lazy: page(routeModules['app/layouts/public-layout']),
        children: [
          { path: paths.landing.path, lazy: page(routeModules['app/routes/landing']) },
          { path: paths.terms.path, lazy: page(routeModules['app/routes/terms']) },
          { path: paths.privacy.path, lazy: page(routeModules['app/routes/privacy']) },
        ],
      },
      {
        lazy: page(routeModules['app/layouts/auth-layout']),
        children: [
          { path: paths.login.path, lazy: page(routeModules['app/routes/auth']) },
          { path: paths.register.path, lazy: page(routeModules['app/routes/auth']) },
          { path: paths.authCallback.path, lazy: page(routeModules['app/routes/auth-callback']) },
          { path: paths.resetPassword.path, lazy: page(routeModules['app/routes/reset-password']) },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          { path: paths.app.path, element: <Navigate to={paths.home.getHref()} replace /> },
          {
            lazy: page(routeModules['app/layouts/app-layout']),
            children: [
              {
                // Guards: these screens need weight, height, age and gender first.
                element: <RequireCompleteProfile />,
                children: [
                  { path: paths.home.path, lazy: page(routeModules['app/routes/home']) },
                  { path: paths.plan.path, lazy: page(routeModules['app/routes/plan']) },
                  { path: paths.diary.path, lazy: page(routeModules['app/routes/diary']) },
                  { path: paths.history.path, lazy: page(routeModules['app/routes/history']) },
                  { path: paths.recipes.path, lazy: page(routeModules['app/routes/recipes']) },
                  { path: paths.health.path, lazy: page(routeModules['app/routes/health']) },
                  { path: paths.profile.path, lazy: page(routeModules['app/routes/profile']) },
                ],
              },
              { path: paths.chat.path, lazy: page(routeModules['app/routes/chat']) },
              { path: paths.onboarding.path, lazy: page(routeModules['app/routes/onboarding']) },
              { path: paths.hydration.path, lazy: page(routeModules['app/routes/hydration']) },
              { path: paths.subscription.path, lazy: page(routeModules['app/routes/subscription']) },
              { path: paths.thankYou.path, lazy: page(routeModules['app/routes/thank-you']) },
              {
                element: <RequireAdmin />,
                children: [{ path: paths.admin.path, lazy: page(routeModules['app/routes/admin']) }],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.landing.getHref()} replace /> },
    ],
  },
];

/**
 * Loads the lazy layouts and page that `pathname` matches and puts them in place of their `lazy`, so that
 * the router's first render is the page itself rather than its fallback spinner followed by the page
 * (boot.ts has been fetching their chunks meanwhile). A module that fails to load stays lazy: the router
 * tries again and shows its error.
 */
export async function loadMatchedRoutes(pathname: string): Promise<void> {
  await Promise.all(
    (matchRoutes(routes, pathname) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      try {
        Object.assign(route, await route.lazy(), { lazy: undefined });
      } catch {
        // Left to the router.
      }
    }),
  );
}

/** The browser's router; the early API answers (lib/early-requests.ts) last until its first navigation. */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  const opened = router.state.location.key;
  const stop = router.subscribe((state) => {
    if (state.location.key === opened) return;
    dropEarlyResponses();
    stop();
  });
  return router;
}

/** The browser's router, or the memory router the build prerenders a page with. */
export type AppRouterInstance = ReturnType<typeof createAppRouter>;

export function AppRouter({ router: given }: { router?: AppRouterInstance }) {
  const [router] = useState(() => given ?? createAppRouter());
  return <RouterProvider router={router} />;
}
