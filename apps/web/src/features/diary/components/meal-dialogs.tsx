import type { DiaryItem } from '@prato/core/schemas/diary';
import { useState } from 'react';
import { useDiaryDay } from '@/api/diary';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogActions, DialogForm, FormAlert, TargetDialog } from '@/components/ui/dialog-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { LoadingState } from '@/components/ui/spinner';
import { useCopyDiary } from '../api/copy-diary';
import { useDeleteDiaryItem } from '../api/delete-diary-item';
import { useMoveDiaryMeal } from '../api/move-diary-meal';
import { describeItemAmount } from '../lib/amount';
import { addDays, dayTitle } from '../lib/dates';
import { formatKcal } from '@prato/core/domain/format-number';
import { closeAfterWrite } from '../lib/write-feedback';
import type { SlotTarget } from './add-item-dialog';
import { DayField, SlotSelect, type SlotDialogProps, type SlotFormProps } from './when-fields';

/** Deleting an item asks first; nothing is deleted until the explicit button. */
export function DeleteItemDialog({ item, onClose }: { item: DiaryItem | null; onClose: () => void }) {
  const remove = useDeleteDiaryItem();
  const [error, setError] = useState<string | null>(null);
  const subject = item ? `${item.name} (${describeItemAmount(item.grams, item.measure, item)})` : '';
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => {
        if (open) return;
        // The dialog stays mounted between items: a refusal shown for one must not greet the next.
        setError(null);
        onClose();
      }}
    >
      <DialogContent
        title="Excluir alimento?"
        description={`Excluir ${subject} do diário? Esta ação não pode ser desfeita.`}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!item) return;
            const done = () => {
              setError(null);
              onClose();
            };
            remove.mutate(
              { itemId: item.id, summary: `Excluir ${subject}` },
              closeAfterWrite('Alimento excluído do diário.', done, setError),
            );
          }}
        >
          <FormAlert error={error} className="mb-2" />
          <DialogActions pending={remove.isPending} label="Excluir" pendingLabel="Excluindo..." variant="danger" />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** A slot's whole meal to another day, slot or time. */
export function MoveMealDialog({ target, slots, today, onClose }: SlotDialogProps<SlotTarget>) {
  return (
    <TargetDialog
      target={target}
      onClose={onClose}
      title={({ label }) => `Mover refeição: ${label}`}
      description={() => 'Escolha o dia, a refeição ou o horário.'}
    >
      {(slot) => <MoveMealForm target={slot} slots={slots} today={today} onDone={onClose} />}
    </TargetDialog>
  );
}

function MoveMealForm({ target, slots, today, onDone }: SlotFormProps<SlotTarget>) {
  const [date, setDate] = useState(target.date);
  const [slot, setSlot] = useState(target.slot);
  const [time, setTime] = useState('');
  const [error, setError] = useState<string | null>(null);
  const move = useMoveDiaryMeal();
  return (
    <DialogForm
      onSubmit={() => {
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
        const moved = `Refeição movida para ${to}, ${dayTitle(date, today).toLocaleLowerCase('pt-BR')}.`;
        move.mutate(
          { ...body, summary: `Mover ${target.label} para ${to} (${dayTitle(date, today)})` },
          closeAfterWrite(moved, onDone, setError),
        );
      }}
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <DayField label="Para o dia" today={today} value={date} onValueChange={setDate} />
        <Field label="Para a refeição">
          {(control) => <SlotSelect {...control} slots={slots} value={slot} onValueChange={setSlot} />}
        </Field>
        <Field label="Horário (opcional)">
          {(control) => (
            <Input {...control} type="time" value={time} onChange={(event) => setTime(event.target.value)} />
          )}
        </Field>
      </div>
      <FormAlert error={error} />
      <DialogActions pending={move.isPending} label="Mover" pendingLabel="Movendo..." />
    </DialogForm>
  );
}

/**
 * "Repetir uma refeição anterior": pick a past day and one of its meals, see what it held, copy it into
 * this slot (new items; free, it is the diary).
 */
export function RepeatMealDialog({ target, today, onClose }: Omit<SlotDialogProps<SlotTarget>, 'slots'>) {
  return (
    <TargetDialog
      target={target}
      onClose={onClose}
      title={({ label }) => `Repetir refeição em ${label}`}
      description={() => 'Escolha o dia e a refeição que você quer repetir.'}
      className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto"
    >
      {(slot) => <RepeatMealForm target={slot} today={today} onDone={onClose} />}
    </TargetDialog>
  );
}

function RepeatMealForm({ target, today, onDone }: { target: SlotTarget; today: string; onDone: () => void }) {
  const [fromDate, setFromDate] = useState(() => addDays(target.date, -1));
  const [fromSlot, setFromSlot] = useState(target.slot);
  const [error, setError] = useState<string | null>(null);
  const [copyId] = useState(() => crypto.randomUUID());
  const source = useDiaryDay(fromDate);
  const copy = useCopyDiary();
  const slotsWithItems = source.data?.slots.filter((slot) => slot.items.length > 0) ?? [];
  const chosen = slotsWithItems.find((slot) => slot.slot === fromSlot) ?? slotsWithItems[0];
  return (
    <DialogForm
      onSubmit={() => {
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
          closeAfterWrite(`Refeição repetida em ${target.label}.`, onDone, setError),
        );
      }}
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <DayField label="Dia da refeição" today={today} value={fromDate} onValueChange={setFromDate} />
        <Field label="Refeição">
          {(control) => (
            <SlotSelect
              {...control}
              slots={slotsWithItems.map((slot) => ({
                slot: slot.slot,
                label: `${slot.label} (${formatKcal(slot.totals.calories)})`,
              }))}
              value={chosen?.slot ?? ''}
              onValueChange={setFromSlot}
              disabled={slotsWithItems.length === 0}
            />
          )}
        </Field>
      </div>
      {source.isPending ? (
        <LoadingState />
      ) : source.isError ? (
        <p className="text-sm text-slate-600">Não foi possível carregar esse dia. Verifique sua conexão.</p>
      ) : chosen ? (
        <ul className="space-y-1 rounded-xl bg-slate-50 p-3 text-sm text-slate-700" aria-label="Alimentos a repetir">
          {chosen.items.map((item) => (
            <li key={item.id}>
              {item.name} · {describeItemAmount(item.grams, item.measure, item)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">Nada registrado nesse dia.</p>
      )}
      <FormAlert error={error} />
      {/* Off until the chosen day has a meal to repeat (still loading, empty or unread): it used to take the press and do nothing. */}
      <DialogActions pending={copy.isPending} disabled={!chosen} label="Repetir" pendingLabel="Repetindo..." />
    </DialogForm>
  );
}
