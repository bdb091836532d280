import { SessionResponseSchema, type SessionUser } from '@prato/core/schemas/auth';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { offlineQueue } from '@/lib/offline-queue';
import { clearReadCache } from '@/lib/read-cache';
import { rememberSession, sessionCookieKept } from '@/lib/session-hint';

/**
 * Follows who is signed in on this browser. When it is no longer the account remembered (signed out,
 * its session over without "Sair", another account signed in), or on a sign-out (`forget`), that
 * account's copies on the device go: the service worker's copy of its reads (else the next person could
 * open them offline) and the offline queue's user (its records then wait for that account's next
 * session). Answers whether they went.
 */
async function followSession(user: SessionUser | null, forget = false): Promise<boolean> {
  const userId = user?.id ?? null;
  const previous = rememberSession(userId);
  const changed = forget || (previous !== null && previous !== userId);
  if (changed) await clearReadCache();
  if (offlineQueue.userId !== null && offlineQueue.userId !== userId) await offlineQueue.setUser(userId);
  return changed;
}

/**
 * The signed-in user, or null when signed out (401 means "no session", not a failure). An answer with a
 * user while the session cookie is gone is the service worker's copy, read offline after the session
 * ended (expired, or the browser closed without "Lembrar de mim"): signed out too.
 */
export async function getSession(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    const answer = await api.get('/auth/session', SessionResponseSchema, signal);
    const user = sessionCookieKept() ? answer.user : null;
    await followSession(user);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      await followSession(null);
      return null;
    }
    throw error;
  }
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: ['session'],
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useSession() {
  return useQuery(sessionQueryOptions());
}

/**
 * Stores the user the server just signed in (or out), dropping any session read still in flight; when
 * the account changed or signed out, nothing read for the previous one stays in memory either.
 */
export async function setSessionUser(queryClient: QueryClient, user: SessionUser | null): Promise<void> {
  const { queryKey } = sessionQueryOptions();
  await queryClient.cancelQueries({ queryKey });
  if (await followSession(user, user === null))
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKey[0] });
  queryClient.setQueryData(queryKey, user);
}
