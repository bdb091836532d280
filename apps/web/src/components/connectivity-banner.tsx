import { TIMING } from '@prato/core/domain/timing';
import { Wifi, WifiOff } from '@/components/icons';
import { useEffect, useState } from 'react';
import { useOnlineStatus } from '@/hooks/use-online-status';

/** The "back online" notice stays 3 s. */
export const RECONNECTED_NOTICE_MS = TIMING.reconnectedNotice;

/** Offline banner, and a short notice when the connection comes back. */
export function ConnectivityBanner() {
  const online = useOnlineStatus();
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onOnline = () => {
      setRestored(true);
      clearTimeout(timer);
      timer = setTimeout(() => setRestored(false), RECONNECTED_NOTICE_MS);
    };
    const onOffline = () => {
      clearTimeout(timer);
      setRestored(false);
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, []);

  const notice = !online ? (
    <div className="flex items-center justify-center gap-2 bg-amber-500 px-4 py-2 text-center text-sm font-medium text-white">
      <WifiOff className="size-4 shrink-0" aria-hidden />
      Você está offline - Algumas funcionalidades podem estar limitadas
    </div>
  ) : restored ? (
    <div className="flex items-center justify-center gap-2 bg-emerald-700 px-4 py-2 text-center text-sm font-medium text-white">
      <Wifi className="size-4 shrink-0" aria-hidden />
      Conexão restaurada!
    </div>
  ) : null;
  // The live region is on the page before its text: screen readers announce what enters a region they
  // already watch, and may say nothing of a region that appears with its text. No role="status": the
  // pages keep one status of their own (the loading state) to be found by it.
  return (
    <div aria-live="polite" aria-atomic="true" data-testid="connectivity" className="sticky top-0 z-50">
      {notice}
    </div>
  );
}
