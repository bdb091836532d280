// Build-time entry (build/prerender.ts): the landing page as static HTML for index.html, the app shell's
// spinner for app.html, and the app's prerendered pages (app/pages.ts PRERENDERED_PAGES) as the app renders them on their first paint.
import { createMemoryRouter } from 'react-router';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { AppRoot } from './app/app-root';
import { createQueryClient } from './app/provider';
import { loadMatchedRoutes, routes } from './app/router';
import { FullPageSpinner } from './components/ui/spinner';
import { LandingApp } from './landing-app';

export function renderLanding(): string {
  return renderToString(<LandingApp />);
}

/**
 * The app shell's content (app.html): the wait every page of the app shows while its scripts and data
 * arrive, painted with the HTML instead of a blank screen until then.
 */
export function renderShell(): string {
  return renderToStaticMarkup(<FullPageSpinner />);
}

/**
 * The app at `pathname`, rendered as main.tsx hydrates it: the same tree, the route modules loaded first,
 * a memory router in place of the browser's.
 */
export async function renderPage(pathname: string): Promise<string> {
  await loadMatchedRoutes(pathname);
  const router = createMemoryRouter(routes, { initialEntries: [pathname] });
  return renderToString(<AppRoot queryClient={createQueryClient()} router={router} />);
}
