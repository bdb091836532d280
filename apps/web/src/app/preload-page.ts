import { requestEarly } from '@/lib/early-requests';
import { pageNeeds, ROUTE_CHUNKS_ID } from './pages';

/** Adds a <link rel="modulepreload"> for each chunk of the named route modules (the list is in app.html). */
function preloadModules(names: string[]): void {
  const listed = document.getElementById(ROUTE_CHUNKS_ID)?.textContent;
  if (!listed) return; // The dev server serves the shell without the list.
  const chunks = JSON.parse(listed) as Record<string, string[]>;
  for (const href of new Set(names.flatMap((name) => chunks[name] ?? []))) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * Starts what the page at `pathname` needs before it can show itself: its route chunks are fetched (not
 * run: the router does that) and its API reads are sent, all at once, whatever the app has loaded yet.
 */
export function preloadPage(pathname: string): void {
  const page = pageNeeds(pathname);
  if (!page) return;
  for (const path of page.requests) requestEarly(path);
  preloadModules(page.modules);
}
