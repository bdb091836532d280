// Imported by the app's first script (boot.ts) and by the build (build/boot-entry.ts): plain data with
// relative imports only, no module of the app itself.
import { pagePathOf } from '../../../../packages/core/src/domain/session-in-page';
import { paths } from '../config/paths';

/** The router's lazy layouts and pages, by their file under src/ (route-modules.ts imports them). */
export type RouteModuleName =
  | 'app/layouts/public-layout'
  | 'app/layouts/auth-layout'
  | 'app/layouts/app-layout'
  | 'app/routes/landing'
  | 'app/routes/terms'
  | 'app/routes/privacy'
  | 'app/routes/auth'
  | 'app/routes/auth-callback'
  | 'app/routes/reset-password'
  | 'app/routes/home'
  | 'app/routes/plan'
  | 'app/routes/diary'
  | 'app/routes/history'
  | 'app/routes/recipes'
  | 'app/routes/health'
  | 'app/routes/profile'
  | 'app/routes/chat'
  | 'app/routes/onboarding'
  | 'app/routes/hydration'
  | 'app/routes/subscription'
  | 'app/routes/thank-you'
  | 'app/routes/admin';

/**
 * Pages the build prerenders from the app itself (build/prerender.ts writes `<name>.html`, the server sends
 * it for the path): /login paints its form before any script has run. Only pages that read nothing from
 * the API and are the same for every visitor can be prerendered.
 */
export const PRERENDERED_PAGES = { [paths.login.path]: 'login.html' } as const;

/** Set on #root by the prerender: main.tsx then hydrates the markup instead of replacing it. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** The id of the JSON the build writes into app.html: route module name → the URLs of its chunks. */
export const ROUTE_CHUNKS_ID = 'route-chunks';

export interface PageNeeds {
  /** The lazy modules the router loads for the page, layout first (router.test.tsx checks them). */
  modules: RouteModuleName[];
  /** The API reads (GET, path after /api) that its guards and its first screen make. */
  requests: string[];
}

/** The session read (GET /api/auth/session) that every signed-in page opens with. */
export const SESSION_PATH = '/auth/session';
const session = SESSION_PATH;
const publicPage = (page: RouteModuleName): PageNeeds => ({
  modules: ['app/layouts/public-layout', page],
  requests: [],
});
const authPage = (page: RouteModuleName): PageNeeds => ({ modules: ['app/layouts/auth-layout', page], requests: [] });
/** Behind RequireAuth: the session decides. */
const signedInPage = (page: RouteModuleName, ...requests: string[]): PageNeeds => ({
  modules: ['app/layouts/app-layout', page],
  requests: [session, ...requests],
});
/** Behind RequireCompleteProfile too: the profile decides next. */
const profilePage = (page: RouteModuleName, ...requests: string[]) => signedInPage(page, '/profile', ...requests);

/** What each page path needs before it can show itself. */
export const PAGES: Record<string, PageNeeds> = {
  [paths.landing.path]: publicPage('app/routes/landing'),
  [paths.terms.path]: publicPage('app/routes/terms'),
  [paths.privacy.path]: publicPage('app/routes/privacy'),
  [paths.login.path]: authPage('app/routes/auth'),
  [paths.register.path]: authPage('app/routes/auth'),
  [paths.authCallback.path]: authPage('app/routes/auth-callback'),
  [paths.resetPassword.path]: authPage('app/routes/reset-password'),
  [paths.home.path]: profilePage('app/routes/home', '/home'),
  [paths.plan.path]: profilePage('app/routes/plan'),
  [paths.diary.path]: profilePage('app/routes/diary'),
  [paths.history.path]: profilePage('app/routes/history'),
  [paths.recipes.path]: profilePage('app/routes/recipes'),
  [paths.health.path]: profilePage('app/routes/health'),
  [paths.profile.path]: profilePage('app/routes/profile'),
  [paths.chat.path]: signedInPage('app/routes/chat'),
  [paths.onboarding.path]: signedInPage('app/routes/onboarding'),
  [paths.hydration.path]: signedInPage('app/routes/hydration'),
  [paths.subscription.path]: signedInPage('app/routes/subscription'),
  [paths.thankYou.path]: signedInPage('app/routes/thank-you'),
  [paths.admin.path]: signedInPage('app/routes/admin'),
};

export function pageNeeds(pathname: string): PageNeeds | undefined {
  return PAGES[pagePathOf(pathname)];
}
