import { TIMING } from '@prato/core/domain/timing';
import { toast as sonner } from 'sonner';

/**
 * Sonner's toast, except that an error stays for TIMING.toastError instead of the Toaster's 3 s: a refusal
 * is read, understood and often acted on, and three seconds were not enough. Sonner has no duration per
 * type, so the app imports its toasts from here (an ESLint rule keeps it so).
 */
export const toast: typeof sonner = Object.assign((...args: Parameters<typeof sonner>) => sonner(...args), {
  ...sonner,
  error: (...[message, data]: Parameters<typeof sonner.error>) =>
    sonner.error(message, { duration: TIMING.toastError, ...data }),
});
