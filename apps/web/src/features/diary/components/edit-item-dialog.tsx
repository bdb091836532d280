import { DIARY_MESSAGES, type DiaryItem, type UpdateDiaryItem } from '@prato/core/schemas/diary';
import { useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { keepOpenWhileListing } from '@/components/ui/combobox';
import { DialogActions, DialogForm, FormAlert, TargetDialog } from '@/components/ui/dialog-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useDiaryFood } from '../api/get-diary-food';
import { useUpdateDiaryItem } from '../api/update-diary-item';
import { useFoodSearchField } from '../hooks/use-food-choices';
import { GRAMS_UNIT, type AmountReading } from '../lib/amount';
import type { FoodChoice } from '../lib/food-choices';
import { closeAfterWrite } from '../lib/write-feedback';
import { itemSummary } from './add-item-dialog';
import { AmountFields, amountBody, gramsState, servingOnlyAmount, stateGrams, type AmountState } from './amount-fields';
import { FoodSearch } from './food-search';
import { ItemPreview } from './item-preview';
import { DayField, SlotSelect, type SlotDialogProps, type SlotFormProps } from './when-fields';

/**
 * Why a recipe's servings (without a cooked weight) cannot be offered: the recipe is gone (404), there is
 * no connection (a network error, or a read paused offline: no error yet), or another failure.
 */
function servingsUnavailable(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return DIARY_MESSAGES.servingGone;
  const moving = 'Você ainda pode mudar a refeição, o dia ou o horário.';
  if (!error || (error instanceof ApiError && error.status === 0))
    return `Sem conexão: as porções desta receita aparecem quando a conexão voltar. ${moving}`;
  return `Não foi possível carregar as porções desta receita. ${moving}`;
}

export interface EditTarget {
  item: DiaryItem;
  date: string;
  slot: string;
}

/** The amount an item was entered in: its measure and count when it has one, else its grams. */
function amountOfItem(item: DiaryItem): AmountState {
  return item.measure?.id
    ? { unit: item.measure.id, grams: item.grams, quantity: item.measure.quantity }
    : gramsState(item.grams);
}

/**
 * The body of an edit: only what changed, so a replay (offline) sets the same state and nothing else.
 * The amount is sent when the person changed it or the food (a new food's measures are its own).
 */
export function changeOf(
  target: EditTarget,
  next: {
    foodId: number | null;
    amount: ReturnType<typeof amountBody>;
    amountTouched: boolean;
    slot: string;
    date: string;
    time: string;
  },
): UpdateDiaryItem | null {
  const { item } = target;
  const change: UpdateDiaryItem = {};
  const foodChanged = next.foodId !== null && next.foodId !== item.foodId;
  if (foodChanged) change.food = next.foodId!;
  const before = item.measure?.id
    ? { measure: item.measure.id, quantity: item.measure.quantity }
    : { grams: item.grams };
  const amountChanged = next.amountTouched && JSON.stringify(next.amount) !== JSON.stringify(before);
  if (next.amount && (foodChanged || amountChanged)) Object.assign(change, next.amount);
  if (next.slot !== target.slot) change.slot = next.slot;
  if (next.date !== target.date) change.date = next.date;
  if (next.time && next.time !== item.time) change.time = next.time;
  return Object.keys(change).length > 0 ? change : null;
}

function EditItemForm({ target, slots, today, onDone }: SlotFormProps<EditTarget>) {
  const { item } = target;
  const [food, setFood] = useState<FoodChoice | null>(
    item.foodId !== null ? { foodId: item.foodId, name: item.name } : null,
  );
  const [choosing, setChoosing] = useState(false);
  const [amount, setAmount] = useState<AmountState>(() => amountOfItem(item));
  const [amountTouched, setAmountTouched] = useState(false);
  const [slot, setSlot] = useState(target.slot);
  const [date, setDate] = useState(target.date);
  const [time, setTime] = useState(item.time);
  const [error, setError] = useState<string | null>(null);
  // Shown under the quantity, which it marks invalid; the form's alert keeps the other refusals.
  const [amountError, setAmountError] = useState<string | null>(null);
  const amountBox = useRef<HTMLDivElement>(null);
  const search = useFoodSearchField();
  const details = useDiaryFood(food?.foodId ?? null);
  const update = useUpdateDiaryItem();

  const measures = details.data?.measures ?? [];
  // How the amount reads: the food's unit (a drink's millilitres) and whether it has grams at all (a recipe
  // without its cooked weight), or the item's while the food's details load (offline).
  const reading: AmountReading = details.data ?? item;
  const usable =
    (reading.servingOnly ? servingOnlyAmount(amount, measures) : undefined) ??
    (measures.some(({ id: measureId }) => measureId === amount.unit)
      ? amount
      : { ...amount, unit: GRAMS_UNIT, grams: stateGrams(amount, measures) ?? amount.grams });
  const grams = stateGrams(usable, measures);

  function pick(choice: FoodChoice) {
    setFood(choice);
    setChoosing(false);
    search.clear();
    // The new food's measures are its own: the amount stays in grams.
    setAmount(gramsState(grams ?? item.grams));
    setAmountTouched(true);
    setAmountError(null);
  }

  function save() {
    const body = amountBody(usable, measures);
    if (!body) {
      setError(null);
      setAmountError('Informe uma quantidade maior que zero.');
      amountBox.current?.querySelector('input')?.focus();
      return;
    }
    setAmountError(null);
    if (date > today) {
      setError('Não é possível registrar alimentos em datas futuras.');
      return;
    }
    const change = changeOf(target, { foodId: food?.foodId ?? null, amount: body, amountTouched, slot, date, time });
    if (!change) {
      onDone();
      return;
    }
    const summary = `Alterar ${itemSummary(food?.name ?? item.name, usable, details.data, reading)}`;
    update.mutate({ itemId: item.id, change, summary }, closeAfterWrite('Item atualizado.', onDone, setError));
  }

  return (
    <DialogForm onSubmit={save}>
      {choosing ? (
        <FoodSearch {...search.field} onPick={pick} />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="min-w-0 font-medium break-words text-slate-900">{food?.name ?? item.name}</p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              setChoosing(true);
              window.requestAnimationFrame(() => search.focus());
            }}
          >
            Trocar alimento
          </Button>
        </div>
      )}

      <div ref={amountBox}>
        {reading.servingOnly && (details.isError || (details.fetchStatus === 'paused' && !details.data)) ? (
          <p role="status" className="text-sm text-slate-600">
            {servingsUnavailable(details.error)}
          </p>
        ) : (
          <AmountFields
            measures={measures}
            value={usable}
            onChange={(next) => {
              setAmount(next);
              setAmountTouched(true);
              setAmountError(null);
            }}
            error={amountError ?? undefined}
            reading={reading}
          />
        )}
      </div>
      <ItemPreview food={details.data} state={usable} reading={reading} />

      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Field label="Refeição">
          {(control) => <SlotSelect {...control} slots={slots} value={slot} onValueChange={setSlot} />}
        </Field>
        <DayField label="Dia" today={today} value={date} onValueChange={setDate} required />
        <Field label="Horário">
          {(control) => (
            <Input {...control} type="time" value={time} onChange={(event) => setTime(event.target.value)} />
          )}
        </Field>
      </div>

      <FormAlert error={error} />
      <DialogActions pending={update.isPending} label="Salvar alterações" />
    </DialogForm>
  );
}

/** Edit an item: its amount, its food, or move it to another slot, day or time. */
export function EditItemDialog({ target, slots, today, onClose }: SlotDialogProps<EditTarget>) {
  return (
    <TargetDialog
      target={target}
      onClose={onClose}
      title={({ item }) => `Editar ${item.name}`}
      description={() => 'Altere a quantidade, o alimento, a refeição, o dia ou o horário.'}
      className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto"
      onEscapeKeyDown={keepOpenWhileListing}
    >
      {(edited) => <EditItemForm target={edited} slots={slots} today={today} onDone={onClose} />}
    </TargetDialog>
  );
}
