import type { QueryClient } from '@tanstack/react-query';
import { profileQueryOptions } from '@/api/profile';
import { sessionQueryOptions } from '@/features/auth/api/get-session';
import { homeSummaryQueryOptions } from '@/features/home/api/get-home-summary';
import { pageNeeds, SESSION_PATH } from './pages';

/** The query of each read app/pages.ts lists, as the screens ask for it. */
const QUERIES: Record<string, (queryClient: QueryClient) => Promise<void>> = {
  '/auth/session': (queryClient) => queryClient.prefetchQuery(sessionQueryOptions()),
  '/profile': (queryClient) => queryClient.prefetchQuery(profileQueryOptions()),
  '/home': (queryClient) => queryClient.prefetchQuery(homeSummaryQueryOptions()),
};

/**
 * Puts the reads the page at `pathname` opens with into the query cache (their answers are usually in
 * already: boot.ts sent them), so that its guards and its screen render with their data at once instead
 * of a spinner per read. Never rejects: a failed read is the screen's to show, as before. Signed out,
 * the other reads are not made (each would answer 401): the guard sends the visitor to /login. Their
 * answers are on their way already when boot.ts sent them, so waiting for the session costs nothing.
 */
export async function prefetchPageData(queryClient: QueryClient, pathname: string): Promise<void> {
  const reads = pageNeeds(pathname)?.requests ?? [];
  if (reads.includes(SESSION_PATH)) {
    await QUERIES[SESSION_PATH]?.(queryClient);
    if (!queryClient.getQueryData(sessionQueryOptions().queryKey)) return;
  }
  await Promise.all(reads.filter((path) => path !== SESSION_PATH).map((path) => QUERIES[path]?.(queryClient)));
}
