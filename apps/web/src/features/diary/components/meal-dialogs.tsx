import type { DiaryItem } from '@prato/core/schemas/diary';
import { LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { useDiaryDay } from '@/api/diary';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { LoadingState } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useCopyDiary } from '../api/copy-diary';
import { useDeleteDiaryItem } from '../api/delete-diary-item';
import { useMoveDiaryMeal } from '../api/move-diary-meal';
import { describeItemAmount } from '../lib/amount';
import { addDays, dayTitle } from '../lib/dates';
import { formatKcal } from '../lib/totals';
import type { SlotTarget } from './add-item-dialog';
import type { SlotOption } from './edit-item-dialog';

const selectClass =
  'block h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-emerald-500 focus:outline-none focus:ring-4 focus:ring-emerald-500/15';

function Actions({ pending, label, pendingLabel }: { pending: boolean; label: string; pendingLabel: string }) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button variant="outline">Cancelar</Button>
      </DialogClose>
      <Button type="submit" disabled={pending}>
        {pending ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : null}
        {pending ? pendingLabel : label}
      </Button>
    </div>
  );
}

/** Deleting an item asks first; nothing is deleted until the explicit button. */
export function DeleteItemDialog({ item, onClose }: { item: DiaryItem | null; onClose: () => void }) {
  const remove = useDeleteDiaryItem();
  const [error, setError] = useState<string | null>(null);
  const subject = item ? `${item.name} (${describeItemAmount(item.grams, item.measure)})` : '';
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Excluir alimento?"
        description={`Excluir ${subject} do diário? Esta ação não pode ser desfeita.`}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!item) return;
            remove.mutate(
              { itemId: item.id, summary: `Excluir ${subject}` },
              {
                onSuccess: (result) => {
                  if (result.status === 'saved') toast.success('Alimento excluído do diário.');
                  setError(null);
                  onClose();
                },
                onError: (failure) => setError(errorMessage(failure)),
              },
            );
          }}
        >
          <p role="alert" className="mb-2 min-h-5 text-sm text-red-700">
            {error ?? ''}
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Cancelar</Button>
            </DialogClose>
            <Button type="submit" variant="danger" disabled={remove.isPending}>
              {remove.isPending ? 'Excluindo...' : 'Excluir'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** A slot's whole meal to another day, slot or time. */
export function MoveMealDialog({
  target,
  slots,
  today,
  onClose,
}: {
  target: SlotTarget | null;
  slots: readonly SlotOption[];
  today: string;
  onClose: () => void;
}) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      {target ? (
        <DialogContent title={`Mover refeição: ${target.label}`} description="Escolha o dia, a refeição ou o horário.">
          <MoveMealForm target={target} slots={slots} today={today} onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function MoveMealForm({
  target,
  slots,
  today,
  onDone,
}: {
  target: SlotTarget;
  slots: readonly SlotOption[];
  today: string;
  onDone: () => void;
}) {
  const id = useId();
  const [date, setDate] = useState(target.date);
  const [slot, setSlot] = useState(target.slot);
  const [time, setTime] = useState('');
  const [error, setError] = useState<string | null>(null);
  const move = useMoveDiaryMeal();
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (date > today) {
          setError('Não é possível registrar alimentos em datas futuras.');
          return;
        }
        const body = {
          fromDate: target.date,
          slot: target.slot,
          ...(date !== target.date ? { toDate: date } : {}),
          ...(slot !== target.slot ? { toSlot: slot } : {}),
          ...(time ? { time } : {}),
        };
        if (!body.toDate && !body.toSlot && !body.time) {
          onDone();
          return;
        }
        const to = slots.find((option) => option.slot === slot)?.label ?? slot;
        move.mutate(
          { ...body, summary: `Mover ${target.label} para ${to} (${dayTitle(date, today)})` },
          {
            onSuccess: (result) => {
              if (result.status === 'saved')
                toast.success(`Refeição movida para ${to}, ${dayTitle(date, today).toLocaleLowerCase('pt-BR')}.`);
              onDone();
            },
            onError: (failure) => setError(errorMessage(failure)),
          },
        );
      }}
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <div className="space-y-1.5">
          <label htmlFor={`${id}-date`} className="block text-sm font-medium text-slate-700">
            Para o dia
          </label>
          <Input
            id={`${id}-date`}
            type="date"
            max={today}
            value={date}
            onChange={(event) => event.target.value && setDate(event.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-slot`} className="block text-sm font-medium text-slate-700">
            Para a refeição
          </label>
          <select
            id={`${id}-slot`}
            value={slot}
            onChange={(event) => setSlot(event.target.value)}
            className={selectClass}
          >
            {slots.map((option) => (
              <option key={option.slot} value={option.slot}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-time`} className="block text-sm font-medium text-slate-700">
            Horário (opcional)
          </label>
          <Input id={`${id}-time`} type="time" value={time} onChange={(event) => setTime(event.target.value)} />
        </div>
      </div>
      <p role="alert" className="min-h-5 text-sm text-red-700">
        {error ?? ''}
      </p>
      <Actions pending={move.isPending} label="Mover" pendingLabel="Movendo..." />
    </form>
  );
}

/**
 * "Repetir uma refeição anterior": pick a past day and one of its meals, see what it held, copy it into
 * this slot (new items; free, it is the diary).
 */
export function RepeatMealDialog({
  target,
  today,
  onClose,
}: {
  target: SlotTarget | null;
  today: string;
  onClose: () => void;
}) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      {target ? (
        <DialogContent
          title={`Repetir refeição em ${target.label}`}
          description="Escolha o dia e a refeição que você quer repetir."
          className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto"
        >
          <RepeatMealForm target={target} today={today} onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function RepeatMealForm({ target, today, onDone }: { target: SlotTarget; today: string; onDone: () => void }) {
  const id = useId();
  const [fromDate, setFromDate] = useState(() => addDays(target.date, -1));
  const [fromSlot, setFromSlot] = useState(target.slot);
  const [error, setError] = useState<string | null>(null);
  const [copyId] = useState(() => crypto.randomUUID());
  const source = useDiaryDay(fromDate);
  const copy = useCopyDiary();
  const slotsWithItems = source.data?.slots.filter((slot) => slot.items.length > 0) ?? [];
  const chosen = slotsWithItems.find((slot) => slot.slot === fromSlot) ?? slotsWithItems[0];
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!chosen) return;
        copy.mutate(
          {
            id: copyId,
            fromDate,
            slot: chosen.slot,
            toDate: target.date,
            toSlot: target.slot,
            summary: `Repetir ${chosen.label} de ${dayTitle(fromDate, today)} em ${target.label}`,
          },
          {
            onSuccess: (result) => {
              if (result.status === 'saved') toast.success(`Refeição repetida em ${target.label}.`);
              onDone();
            },
            onError: (failure) => setError(errorMessage(failure)),
          },
        );
      }}
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <div className="space-y-1.5">
          <label htmlFor={`${id}-date`} className="block text-sm font-medium text-slate-700">
            Dia da refeição
          </label>
          <Input
            id={`${id}-date`}
            type="date"
            max={today}
            value={fromDate}
            onChange={(event) => event.target.value && setFromDate(event.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-slot`} className="block text-sm font-medium text-slate-700">
            Refeição
          </label>
          <select
            id={`${id}-slot`}
            value={chosen?.slot ?? ''}
            onChange={(event) => setFromSlot(event.target.value)}
            className={selectClass}
            disabled={slotsWithItems.length === 0}
          >
            {slotsWithItems.map((slot) => (
              <option key={slot.slot} value={slot.slot}>
                {slot.label} ({formatKcal(slot.totals.calories)})
              </option>
            ))}
          </select>
        </div>
      </div>
      {source.isPending ? (
        <LoadingState />
      ) : source.isError ? (
        <p className="text-sm text-slate-600">Não foi possível carregar esse dia. Verifique sua conexão.</p>
      ) : chosen ? (
        <ul className="space-y-1 rounded-xl bg-slate-50 p-3 text-sm text-slate-700" aria-label="Alimentos a repetir">
          {chosen.items.map((item) => (
            <li key={item.id}>
              {item.name} · {describeItemAmount(item.grams, item.measure)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">Nada registrado nesse dia.</p>
      )}
      <p role="alert" className="min-h-5 text-sm text-red-700">
        {error ?? ''}
      </p>
      <Actions pending={copy.isPending} label="Repetir" pendingLabel="Repetindo..." />
    </form>
  );
}
