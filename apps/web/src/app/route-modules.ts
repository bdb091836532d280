import type { ComponentType } from 'react';
import type { RouteModuleName } from './pages';

/**
 * The router's lazy layouts and pages (router.tsx), one chunk each, named by their file under src/.
 * app/pages.ts names them too, so that the app's first script (boot.ts) can fetch a page's chunks early.
 */
export const routeModules: Record<RouteModuleName, () => Promise<{ default: ComponentType }>> = {
  'app/layouts/public-layout': () => import('./layouts/public-layout'),
  'app/layouts/auth-layout': () => import('./layouts/auth-layout'),
  'app/layouts/app-layout': () => import('./layouts/app-layout'),
  'app/routes/landing': () => import('./routes/landing'),
  'app/routes/terms': () => import('./routes/terms'),
  'app/routes/privacy': () => import('./routes/privacy'),
  'app/routes/auth': () => import('./routes/auth'),
  'app/routes/auth-callback': () => import('./routes/auth-callback'),
  'app/routes/reset-password': () => import('./routes/reset-password'),
  'app/routes/home': () => import('./routes/home'),
  'app/routes/plan': () => import('./routes/plan'),
  'app/routes/diary': () => import('./routes/diary'),
  'app/routes/history': () => import('./routes/history'),
  'app/routes/recipes': () => import('./routes/recipes'),
  'app/routes/health': () => import('./routes/health'),
  'app/routes/profile': () => import('./routes/profile'),
  'app/routes/chat': () => import('./routes/chat'),
  'app/routes/onboarding': () => import('./routes/onboarding'),
  'app/routes/hydration': () => import('./routes/hydration'),
  'app/routes/subscription': () => import('./routes/subscription'),
  'app/routes/thank-you': () => import('./routes/thank-you'),
  'app/routes/admin': () => import('./routes/admin'),
};
