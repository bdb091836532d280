import { SessionResponseSchema, type SessionUser } from '@prato/core/schemas/auth';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { rememberSignedIn } from '@/lib/session-hint';

/** The signed-in user, or null when signed out (401 means "no session", not a failure). */
export async function getSession(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    const { user } = await api.get('/auth/session', SessionResponseSchema, signal);
    rememberSignedIn(true);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      rememberSignedIn(false);
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

/** Stores the user the server just signed in (or out), dropping any session read still in flight. */
export async function setSessionUser(queryClient: QueryClient, user: SessionUser | null): Promise<void> {
  const { queryKey } = sessionQueryOptions();
  await queryClient.cancelQueries({ queryKey });
  queryClient.setQueryData(queryKey, user);
  rememberSignedIn(user !== null);
}
