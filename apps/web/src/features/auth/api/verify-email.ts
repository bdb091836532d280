import { SessionResponseSchema, type VerifyEmail } from '@prato/core/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setSessionUser } from './get-session';

export function verifyEmail(input: VerifyEmail) {
  return api.post('/auth/verify-email', input, SessionResponseSchema);
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: ({ user }) => setSessionUser(queryClient, user),
  });
}
