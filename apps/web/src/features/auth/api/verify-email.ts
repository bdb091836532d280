import { SessionResponseSchema, type VerifyEmail } from '@prato/core/schemas/auth';
import { api } from '@/lib/api-client';
import { useSignInMutation } from './sign-in-mutation';

export function verifyEmail(input: VerifyEmail) {
  return api.post('/auth/verify-email', input, SessionResponseSchema);
}

export function useVerifyEmail() {
  return useSignInMutation(verifyEmail);
}
