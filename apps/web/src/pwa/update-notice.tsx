import { TIMING } from '@prato/core/domain/timing';
import { RefreshCw } from '@/components/icons';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button } from '@/components/ui/button';

const UPDATE_CHECK_INTERVAL_MS = TIMING.updateCheckInterval;

/** Service worker registration with the "new version" notice. */
export function UpdateNotice() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => void registration.update(), UPDATE_CHECK_INTERVAL_MS);
    },
  });

  const activateAndReload = () => {
    // workbox-window reloads on 'controlling' only when the page was controlled at registration; a first
    // visit (the worker claimed the page) is not, so reload on the controller change ourselves too.
    navigator.serviceWorker?.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    void updateServiceWorker(true);
  };

  if (!needRefresh) return null;
  return (
    <div
      role="dialog"
      aria-labelledby="update-notice-title"
      aria-describedby="update-notice-text"
      className="fixed inset-x-4 bottom-24 z-50 mx-auto max-w-sm rounded-2xl border border-emerald-200 bg-white p-4 shadow-xl md:bottom-6 md:right-6 md:left-auto md:mx-0"
    >
      <div className="flex gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-emerald-100 text-emerald-700">
          <RefreshCw className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <p id="update-notice-title" className="font-semibold text-slate-900">
            Nova Atualização!
          </p>
          <p id="update-notice-text" className="mt-0.5 text-sm text-slate-600">
            Uma nova versão está disponível com melhorias e correções.
          </p>
          <div className="mt-3 flex gap-2">
            <Button size="sm" onClick={activateAndReload}>
              Atualizar Agora
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setNeedRefresh(false)}>
              Depois
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}
