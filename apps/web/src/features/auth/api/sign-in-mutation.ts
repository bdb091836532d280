import type { SessionUser } from '@prato/core/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setSessionUser } from './get-session';

/** A request that answers with the user it signed in (login, e-mail confirmation, new password, sign-up). */
export function useSignInMutation<Input, Result extends { user: SessionUser | null }>(
  mutationFn: (input: Input) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Sign-up answers without a user while the e-mail is still to be confirmed.
    onSuccess: async ({ user }) => {
      if (user) await setSessionUser(queryClient, user);
    },
  });
}
