import { RegisterResponseSchema, type Register } from '@prato/core/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setSessionUser } from './get-session';

export function register(input: Register) {
  return api.post('/auth/register', input, RegisterResponseSchema);
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: async ({ user }) => {
      if (user) await setSessionUser(queryClient, user);
    },
  });
}
