import type { DeleteAccount } from '@prato/core/schemas/account';
import { MessageResponseSchema } from '@prato/core/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const deleteAccount = (input: DeleteAccount) => api.post('/account/delete', input, MessageResponseSchema);

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
