import { OFFLINE_MESSAGES } from '@prato/core/domain/offline-queue';
import { CloudUpload, LoaderCircle } from '@/components/icons';
import { useOfflineQueue } from '@/hooks/use-offline-queue';

/** '1 pendente' / 'N pendentes' / 'Sincronizando...', shown only while the queue is non-empty or syncing. */
export function PendingSyncButton({ onSync }: { onSync: () => void }) {
  const { pending, syncing } = useOfflineQueue();
  if (pending.length === 0 && !syncing) return null;
  return (
    <button
      type="button"
      onClick={onSync}
      disabled={syncing}
      aria-busy={syncing}
      title="Enviar agora os registros pendentes"
      className="pointer-events-auto inline-flex h-11 items-center gap-2 rounded-full bg-amber-500 px-4 text-sm font-semibold text-slate-950 shadow-lg hover:bg-amber-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600 disabled:cursor-progress"
    >
      {syncing ? (
        <LoaderCircle className="size-4 animate-spin" aria-hidden />
      ) : (
        <CloudUpload className="size-4" aria-hidden />
      )}
      {/* Announced as it changes; not role=status, which would take the text out of the button's name. */}
      <span aria-live="polite">{syncing ? OFFLINE_MESSAGES.syncing : OFFLINE_MESSAGES.pending(pending.length)}</span>
    </button>
  );
}
