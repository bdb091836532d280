import { RegisterResponseSchema, type Register } from '@prato/core/schemas/auth';
import { api } from '@/lib/api-client';
import { useSignInMutation } from './sign-in-mutation';

export function register(input: Register) {
  return api.post('/auth/register', input, RegisterResponseSchema);
}

export function useRegister() {
  return useSignInMutation(register);
}
