import { CheckoutResponseSchema, type CheckoutRequest } from '@prato/core/schemas/payments';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/payments/checkout: where the browser pays for the plan (tied to the signed-in user). */
export const startCheckout = (plan: CheckoutRequest['plan']) =>
  api.post('/payments/checkout', { plan }, CheckoutResponseSchema);

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
