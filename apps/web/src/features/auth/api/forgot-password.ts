import { MessageResponseSchema, type EmailOnly } from '@prato/core/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function forgotPassword(input: EmailOnly) {
  return api.post('/auth/forgot-password', input, MessageResponseSchema);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
