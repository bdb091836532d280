import { OFFLINE_MESSAGES } from '@prato/core/domain/offline-queue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { api } from '@/lib/api-client';
import { forgetPushSubscription } from '@/lib/push';
import { setSessionUser } from './get-session';

/** Signs out; first this browser stops receiving the account's push reminders (while the session still exists). */
export async function logout() {
  await forgetPushSubscription();
  return api.post('/auth/logout');
}

/**
 * Only the server can end the session (an httpOnly cookie the page cannot delete): without a connection
 * "Sair" says so and changes nothing, instead of looking signed out while the session lives on for the
 * next person. Answers true when it refused.
 */
export function refuseSignOutOffline(): boolean {
  if (typeof navigator === 'undefined' || navigator.onLine) return false;
  toast.error(OFFLINE_MESSAGES.signOut);
  return true;
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    // Sent at once: React Query would hold it while the browser reports no connection, and the clean-up
    // below would never run.
    networkMode: 'always',
    // Signed out locally even if the request failed (its copies and queries go): the next session
    // check tells the truth.
    onSettled: () => setSessionUser(queryClient, null),
  });
}
