import { MessageResponseSchema, type ChangePassword } from '@prato/core/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const changePassword = (input: ChangePassword) =>
  api.post('/auth/change-password', input, MessageResponseSchema);

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
