import { TIMING } from '@prato/core/domain/timing';
import { Download, Home, WifiOff, Zap, X } from '@/components/icons';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { APP_NAME } from '@/config/app';

/** Chromium's install event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** When 'Agora não' was pressed (epoch ms). */
export const INSTALL_DISMISSED_KEY = 'prato:install-prompt-dismissed-at';

function isInstalled(): boolean {
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

function dismissedRecently(now: number): boolean {
  try {
    const at = Number(localStorage.getItem(INSTALL_DISMISSED_KEY));
    return Number.isFinite(at) && at > 0 && now - at < TIMING.installPromptDismissal;
  } catch {
    return false;
  }
}

/**
 * Global UI: offers installation 5 s after the browser says the app can be installed; never
 * when it already runs installed, and not for 7 days after 'Agora não'.
 */
export function InstallPrompt() {
  const [installEvent, setInstallEvent] = useState<BeforeInstallPromptEvent | null>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onBeforeInstall = (event: Event) => {
      // Keep the browser's own mini-infobar away: the offer is ours, at our time.
      event.preventDefault();
      if (isInstalled() || dismissedRecently(Date.now())) return;
      setInstallEvent(event as BeforeInstallPromptEvent);
      clearTimeout(timer);
      timer = setTimeout(() => setVisible(true), TIMING.installPromptDelay);
    };
    const onInstalled = () => {
      clearTimeout(timer);
      setVisible(false);
      setInstallEvent(null);
    };
    window.addEventListener('beforeinstallprompt', onBeforeInstall);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('beforeinstallprompt', onBeforeInstall);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (!visible || !installEvent) return null;

  const dismiss = () => {
    try {
      localStorage.setItem(INSTALL_DISMISSED_KEY, String(Date.now()));
    } catch {
      // Storage unavailable (private mode): the prompt just comes back next visit.
    }
    setVisible(false);
  };
  const install = async () => {
    setVisible(false);
    await installEvent.prompt();
    const { outcome } = await installEvent.userChoice;
    // The event can prompt only once; a refusal in the browser's dialog counts as 'Agora não'.
    setInstallEvent(null);
    if (outcome === 'dismissed') dismiss();
  };

  return (
    <div
      role="dialog"
      aria-labelledby="install-prompt-title"
      className="fixed inset-x-4 bottom-24 z-50 mx-auto max-w-sm rounded-2xl border border-emerald-200 bg-white p-5 shadow-xl md:right-6 md:bottom-6 md:left-auto md:mx-0"
    >
      <button
        type="button"
        onClick={dismiss}
        aria-label="Fechar"
        // 44 × 44 px like every touch target; the icon keeps its place in the corner.
        className="absolute top-1 right-1 inline-flex size-11 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100"
      >
        <X className="size-4" aria-hidden />
      </button>
      <div className="flex gap-3 pr-8">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-emerald-100 text-emerald-800">
          <Download className="size-5" aria-hidden />
        </span>
        <p id="install-prompt-title" className="self-center font-semibold text-slate-900">
          Instale o {APP_NAME}
        </p>
      </div>
      <ul className="mt-3 space-y-1.5 text-sm text-slate-700">
        <li className="flex items-center gap-2">
          <WifiOff className="size-4 text-emerald-700" aria-hidden />
          Abre mesmo sem internet
        </li>
        <li className="flex items-center gap-2">
          <Zap className="size-4 text-emerald-700" aria-hidden />
          Carrega mais rápido
        </li>
        <li className="flex items-center gap-2">
          <Home className="size-4 text-emerald-700" aria-hidden />
          Ícone na tela inicial
        </li>
      </ul>
      <div className="mt-4 flex gap-2">
        <Button size="sm" onClick={() => void install()}>
          Instalar App
        </Button>
        <Button size="sm" variant="ghost" onClick={dismiss}>
          Agora não
        </Button>
      </div>
    </div>
  );
}
