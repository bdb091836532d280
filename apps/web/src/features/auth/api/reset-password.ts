import { SessionResponseSchema, type ResetPassword } from '@prato/core/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setSessionUser } from './get-session';

export function resetPassword(input: ResetPassword) {
  return api.post('/auth/reset-password', input, SessionResponseSchema);
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: ({ user }) => setSessionUser(queryClient, user),
  });
}
