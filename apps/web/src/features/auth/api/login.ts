import { SessionResponseSchema, type Login } from '@prato/core/schemas/auth';
import { api } from '@/lib/api-client';
import { useSignInMutation } from './sign-in-mutation';

export function login(input: Login) {
  return api.post('/auth/login', input, SessionResponseSchema);
}

export function useLogin() {
  return useSignInMutation(login);
}
