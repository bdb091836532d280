import { LoaderCircle, WifiOff } from '@/components/icons';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { cn } from '@/lib/cn';

interface SpinnerProps {
  className?: string;
  label?: string;
}

export function Spinner({ className, label = 'Carregando...' }: SpinnerProps) {
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle className={cn('size-8 animate-spin text-emerald-700', className)} aria-hidden />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/**
 * Waiting for a screen's or a section's data. Online, a spinner. Offline, what is true instead of a
 * wait that never ends: the app keeps the last readings of the screens opened before (they show
 * instead of this), and a read never made is paused until the connection returns, then loads by itself.
 */
export function LoadingState({
  label = 'Carregando...',
  size = 'section',
}: {
  label?: string;
  size?: 'page' | 'section';
}) {
  const online = useOnlineStatus();
  if (!online) {
    return (
      <div
        role="status"
        className={cn(
          'flex flex-col items-center gap-2 text-center text-sm text-slate-600',
          size === 'page' ? 'px-4 py-16' : 'py-6',
        )}
      >
        <WifiOff className={size === 'page' ? 'size-8 text-slate-500' : 'size-5 text-slate-500'} aria-hidden />
        <p className="font-semibold text-slate-800">Sem conexão</p>
        <p className="max-w-sm">
          Estes dados ainda não foram carregados neste aparelho. Eles aparecem assim que a conexão voltar.
        </p>
      </div>
    );
  }
  return (
    <div className={cn('flex justify-center', size === 'page' ? 'py-16' : 'py-6')}>
      <Spinner className={size === 'page' ? 'size-10' : 'size-6'} label={label} />
    </div>
  );
}

export function FullPageSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <LoadingState size="page" />
    </div>
  );
}
