import { MessageResponseSchema, type ChangePassword } from '@prato/core/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function changePassword(input: ChangePassword) {
  return api.post('/auth/change-password', input, MessageResponseSchema);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
