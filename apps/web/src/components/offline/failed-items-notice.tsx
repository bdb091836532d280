import { OFFLINE_ITEM_LABELS, OFFLINE_MESSAGES } from '@prato/core/domain/offline-queue';
import { TriangleAlert } from '@/components/icons';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { InlineConfirm } from '@/components/ui/inline-confirm';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useOfflineQueue } from '@/hooks/use-offline-queue';
import { offlineQueue, type FailedItem } from '@/lib/offline-queue';

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });
const number = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** One line that says what the record was, from the data the user typed. */
export function describeItem(item: Pick<FailedItem, 'type' | 'data'>): string {
  const { data } = item;
  const num = (value: unknown) => (typeof value === 'number' ? number.format(value) : '?');
  switch (item.type) {
    case 'weight':
      return `${num(data.weight)} kg`;
    case 'activity':
      return `${String(data.activityType ?? '')} · ${num(data.durationMinutes)} min`;
    case 'meal':
      return `${num(data.totalCalories)} kcal`;
    case 'water':
      return data.amountMl === undefined ? 'Um copo' : `${num(data.amountMl)} ml`;
    case 'reminder':
      return data.completed === true ? 'marcar como bebido' : 'desmarcar';
    case 'diary':
      return String(data.summary ?? '');
  }
}

function FailedRow({ item }: { item: FailedItem }) {
  const [confirming, setConfirming] = useState(false);
  const title = `${OFFLINE_ITEM_LABELS[item.type]}: ${describeItem(item)}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(JSON.stringify(item.data, null, 2));
      toast.success(OFFLINE_MESSAGES.copied);
    } catch {
      toast.error(OFFLINE_MESSAGES.copyFailed);
    }
  }

  return (
    <li className="rounded-xl border border-slate-200 p-3">
      <p className="font-semibold text-slate-900">{title}</p>
      <p className="text-xs text-slate-500">Registrado em {dateTime.format(item.timestamp)}</p>
      <p className="mt-1 text-sm text-red-700">{item.message}</p>
      {confirming ? (
        <InlineConfirm
          label="Confirmar descarte"
          question="Descartar este registro? Os dados serão apagados deste aparelho."
          confirmLabel="Descartar"
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            void offlineQueue.discardFailed(item.id).then(() => toast.success(OFFLINE_MESSAGES.discarded))
          }
        />
      ) : (
        <div className="mt-2 flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => void copy()} aria-label={`Copiar dados de ${title}`}>
            Copiar dados
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Tentar enviar de novo ${title}`}
            onClick={() =>
              void offlineQueue.retryFailed(item.id).then(() => {
                toast.success(OFFLINE_MESSAGES.retrying);
                return offlineQueue.sync();
              })
            }
          >
            Tentar novamente
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)} aria-label={`Descartar ${title}`}>
            Descartar
          </Button>
        </div>
      )}
    </li>
  );
}

/** Records the server refused 3 times: never dropped silently; copied, sent again or discarded by the user. */
export function FailedItemsNotice() {
  const { failed } = useOfflineQueue();
  const [open, setOpen] = useState(false);
  if (failed.length === 0) return null;
  return (
    <>
      <div
        role="alert"
        className="pointer-events-auto flex max-w-sm items-center gap-3 rounded-2xl border border-red-200 bg-white px-4 py-3 text-sm text-red-900 shadow-lg"
      >
        <TriangleAlert className="size-5 shrink-0 text-red-600" aria-hidden />
        <span className="flex-1">{OFFLINE_MESSAGES.failedNotice(failed.length)}</span>
        <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
          Ver registros
        </Button>
      </div>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title={OFFLINE_MESSAGES.failedTitle} description={OFFLINE_MESSAGES.failedDescription}>
          <ul className="max-h-[60dvh] space-y-3 overflow-y-auto" aria-label={OFFLINE_MESSAGES.failedTitle}>
            {failed.map((item) => (
              <FailedRow key={item.id} item={item} />
            ))}
          </ul>
        </DialogContent>
      </Dialog>
    </>
  );
}
