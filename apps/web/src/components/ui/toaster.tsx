import { TIMING } from '@prato/core/domain/timing';
import { Toaster as Sonner } from 'sonner';

export const TOAST_DURATION_MS = TIMING.toastDefault;

export function Toaster() {
  return (
    <Sonner
      position="top-center"
      duration={TOAST_DURATION_MS}
      closeButton
      containerAriaLabel="Notificações"
      toastOptions={{ closeButtonAriaLabel: 'Fechar notificação' }}
    />
  );
}
