import { useState, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, useRouteError, type RouteObject } from 'react-router';
import { ErrorState } from '@/components/error-state';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { RequireAdmin, RequireAuth } from '@/features/auth/components/require-auth';
import { RootLayout } from './layouts/root-layout';
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
        lazy: page(() => import('./layouts/public-layout')),
        children: [
          { path: paths.landing.path, lazy: page(() => import('./routes/landing')) },
          { path: paths.terms.path, lazy: page(() => import('./routes/terms')) },
          { path: paths.privacy.path, lazy: page(() => import('./routes/privacy')) },
        ],
      },
      {
        lazy: page(() => import('./layouts/auth-layout')),
        children: [
          { path: paths.login.path, lazy: page(() => import('./routes/auth')) },
          { path: paths.register.path, lazy: page(() => import('./routes/auth')) },
          { path: paths.authCallback.path, lazy: page(() => import('./routes/auth-callback')) },
          { path: paths.resetPassword.path, lazy: page(() => import('./routes/reset-password')) },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          { path: paths.app.path, element: <Navigate to={paths.home.getHref()} replace /> },
          {
            lazy: page(() => import('./layouts/app-layout')),
            children: [
              {
                // Guards: these screens need weight, height, age and gender first.
                element: <RequireCompleteProfile />,
                children: [
                  { path: paths.home.path, lazy: page(() => import('./routes/home')) },
                  { path: paths.plan.path, lazy: page(() => import('./routes/plan')) },
                  { path: paths.history.path, lazy: page(() => import('./routes/history')) },
                  { path: paths.health.path, lazy: page(() => import('./routes/health')) },
                  { path: paths.profile.path, lazy: page(() => import('./routes/profile')) },
                ],
              },
              { path: paths.chat.path, lazy: page(() => import('./routes/chat')) },
              { path: paths.onboarding.path, lazy: page(() => import('./routes/onboarding')) },
              { path: paths.hydration.path, lazy: page(() => import('./routes/hydration')) },
              { path: paths.subscription.path, lazy: page(() => import('./routes/subscription')) },
              { path: paths.thankYou.path, lazy: page(() => import('./routes/thank-you')) },
              {
                element: <RequireAdmin />,
                children: [{ path: paths.admin.path, lazy: page(() => import('./routes/admin')) }],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.landing.getHref()} replace /> },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
