import { DIARY_LIMITS, type DiarySlot } from '@prato/core/schemas/diary';
import { ArrowDown, ArrowUp, Plus, Trash2 } from '@/components/icons';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogActions, DialogForm, FormAlert } from '@/components/ui/dialog-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NumberInput, type NumberValue } from '@/components/ui/number-field';
import { formatDecimal } from '@/lib/number';
import { LoadingState } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useDiarySlots } from '@/api/diary';
import { useUpdateDiarySlots } from '../api/update-diary-slots';

interface SlotDraft {
  slot: string;
  label: string;
  hidden: boolean;
  goal: NumberValue;
  defaultGoal: number | null;
  /** Added in this dialog (may be removed before saving). */
  added: boolean;
}

const draftOf = (slot: DiarySlot): SlotDraft => ({
  slot: slot.slot,
  label: slot.label,
  hidden: slot.hidden,
  goal: slot.goalCalories,
  defaultGoal: slot.defaultGoalCalories,
  added: false,
});

/** The next free id of an added slot: custom-1, custom-2… */
export function nextCustomSlot(slots: readonly { slot: string }[]): string {
  const used = new Set(slots.map(({ slot }) => slot));
  let n = 1;
  while (used.has(`custom-${n}`)) n += 1;
  return `custom-${n}`;
}

/** Moves the entry at `index` by `delta` places (up: -1, down: +1). */
export function moved<T>(list: readonly T[], index: number, delta: number): T[] {
  const target = index + delta;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

function SlotRow({
  draft,
  index,
  count,
  onChange,
  onMove,
  onRemove,
}: {
  draft: SlotDraft;
  index: number;
  count: number;
  onChange: (draft: SlotDraft) => void;
  onMove: (delta: number) => void;
  onRemove: () => void;
}) {
  const name = draft.label || 'refeição sem nome';
  return (
    <li className="space-y-2 rounded-xl border border-slate-200 p-3">
      <div className="flex items-end gap-2">
        <Field label="Nome" className="min-w-0 flex-1">
          {(control) => (
            <Input
              {...control}
              value={draft.label}
              maxLength={DIARY_LIMITS.slotLabel}
              onChange={(event) => onChange({ ...draft, label: event.target.value })}
            />
          )}
        </Field>
        <Button
          variant="outline"
          size="icon"
          aria-label={`Subir ${name}`}
          disabled={index === 0}
          onClick={() => onMove(-1)}
        >
          <ArrowUp className="size-4" aria-hidden />
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label={`Descer ${name}`}
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        >
          <ArrowDown className="size-4" aria-hidden />
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <Field label="Meta (kcal)" className="w-40">
          {(control) => (
            <NumberInput
              {...control}
              integer
              value={draft.goal}
              // Written as the field writes a typed goal: "1.200", not "1200".
              placeholder={draft.defaultGoal !== null ? formatDecimal(Math.round(draft.defaultGoal)) : ''}
              onValueChange={(goal) => onChange({ ...draft, goal })}
            />
          )}
        </Field>
        <label className="flex min-h-11 items-center gap-2 text-sm text-slate-700">
          <Checkbox
            checked={draft.hidden}
            onCheckedChange={(checked) => onChange({ ...draft, hidden: checked === true })}
          />
          Ocultar
        </label>
        {draft.added ? (
          <Button variant="ghost" aria-label={`Remover ${name}`} onClick={onRemove}>
            <Trash2 className="size-4" aria-hidden /> Remover
          </Button>
        ) : null}
      </div>
    </li>
  );
}

function SlotSettingsForm({ slots, onDone }: { slots: readonly DiarySlot[]; onDone: () => void }) {
  const [drafts, setDrafts] = useState<SlotDraft[]>(() => slots.map(draftOf));
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateDiarySlots();
  const canAdd = drafts.length < DIARY_LIMITS.slots;

  function save() {
    const invalidGoal = drafts.find((draft) => typeof draft.goal === 'string');
    if (invalidGoal) {
      setError(`A meta de ${invalidGoal.label} não é um número.`);
      return;
    }
    update.mutate(
      {
        slots: drafts.map((draft) => ({
          slot: draft.slot,
          label: draft.label.trim(),
          hidden: draft.hidden,
          goalCalories: typeof draft.goal === 'number' ? draft.goal : null,
        })),
      },
      {
        onSuccess: () => {
          toast.success('Refeições do diário atualizadas.');
          onDone();
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  }

  return (
    <DialogForm onSubmit={save}>
      <ul className="space-y-2" aria-label="Refeições do diário">
        {drafts.map((draft, index) => (
          <SlotRow
            key={draft.slot}
            draft={draft}
            index={index}
            count={drafts.length}
            onChange={(next) => setDrafts((list) => list.map((entry) => (entry.slot === draft.slot ? next : entry)))}
            onMove={(delta) => setDrafts((list) => moved(list, index, delta))}
            onRemove={() => setDrafts((list) => list.filter((entry) => entry.slot !== draft.slot))}
          />
        ))}
      </ul>
      <Button
        variant="secondary"
        disabled={!canAdd}
        onClick={() =>
          setDrafts((list) => [
            ...list,
            {
              slot: nextCustomSlot(list),
              label: 'Refeição extra',
              hidden: false,
              goal: null,
              defaultGoal: null,
              added: true,
            },
          ])
        }
      >
        <Plus className="size-4" aria-hidden /> Adicionar refeição
      </Button>
      <p className="text-xs text-slate-600">
        Meta em branco: a da sua divisão de calorias por refeição. Refeições ocultas continuam com o que foi registrado.
      </p>
      <FormAlert error={error} />
      <DialogActions pending={update.isPending} label="Salvar" />
    </DialogForm>
  );
}

/** "Ajustar refeições": rename, hide, reorder and add slots, and each slot's calorie goal. */
export function SlotSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const slots = useDiarySlots({ enabled: open });
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {open ? (
        <DialogContent
          title="Ajustar refeições do diário"
          description="Renomeie, oculte, reordene ou adicione refeições e defina a meta de calorias de cada uma."
          className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto"
        >
          {slots.isPending ? (
            <LoadingState />
          ) : slots.isError ? (
            <div className="text-sm text-slate-600">
              <p>{errorMessage(slots.error, 'Não foi possível carregar as refeições do diário.')}</p>
              <Button variant="outline" size="sm" className="mt-2" onClick={() => void slots.refetch()}>
                Tentar novamente
              </Button>
            </div>
          ) : (
            <SlotSettingsForm slots={slots.data.slots} onDone={onClose} />
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
