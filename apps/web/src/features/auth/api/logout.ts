import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { forgetPushSubscription } from '@/lib/push';
import { clearReadCache } from '@/lib/read-cache';
import { sessionQueryOptions, setSessionUser } from './get-session';

/** Signs out; first this browser stops receiving the account's push reminders (while the session still exists). */
export async function logout() {
  await forgetPushSubscription();
  return api.post('/auth/logout');
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    // Signed out locally even if the request failed: the next session check tells the truth.
    onSettled: async () => {
      await clearReadCache();
      const [sessionKey] = sessionQueryOptions().queryKey;
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKey });
      await setSessionUser(queryClient, null);
    },
  });
}
