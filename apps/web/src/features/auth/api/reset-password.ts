import { SessionResponseSchema, type ResetPassword } from '@prato/core/schemas/auth';
import { api } from '@/lib/api-client';
import { useSignInMutation } from './sign-in-mutation';

export function resetPassword(input: ResetPassword) {
  return api.post('/auth/reset-password', input, SessionResponseSchema);
}

export function useResetPassword() {
  return useSignInMutation(resetPassword);
}
