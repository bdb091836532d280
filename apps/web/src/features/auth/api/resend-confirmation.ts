import { MessageResponseSchema, type EmailOnly } from '@prato/core/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function resendConfirmation(input: EmailOnly) {
  return api.post('/auth/resend-confirmation', input, MessageResponseSchema);
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
