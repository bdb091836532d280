import { FOOD_TYPE_BADGES } from '@prato/core/schemas/foods';
import { DIARY_MESSAGES, type DiaryFood } from '@prato/core/schemas/diary';
import { X } from '@/components/icons';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { keepOpenWhileListing } from '@/components/ui/combobox';
import { DialogActions, DialogForm, FormAlert, TargetDialog } from '@/components/ui/dialog-form';
import { useAddDiaryItem } from '../api/add-diary-item';
import { useDiaryFood } from '../api/get-diary-food';
import { useFoodSearchField } from '../hooks/use-food-choices';
import { GRAMS_UNIT, type AmountReading } from '../lib/amount';
import type { FoodChoice } from '../lib/food-choices';
import { closeAfterWrite } from '../lib/write-feedback';
import {
  AmountFields,
  amountBody,
  describeState,
  gramsState,
  servingOnlyAmount,
  type AmountState,
} from './amount-fields';
import { FoodSearch } from './food-search';
import { BarcodeScanButton } from '@/components/barcode/barcode-scan-button';
import { ItemPreview } from './item-preview';

/** Where an item goes: a day and one of its slots. */
export interface SlotTarget {
  date: string;
  slot: string;
  label: string;
}

/**
 * The amount a food starts with: what the person ate of it last time, else one of its first
 * household measure, else 100 g.
 */
export function defaultAmount(food: DiaryFood | undefined, lastGrams: number | undefined): AmountState {
  if (lastGrams !== undefined) return gramsState(lastGrams);
  const first = food?.measures[0];
  return first ? { unit: first.id, grams: first.grams, quantity: 1 } : gramsState(100);
}

/** A food's line in a toast or the offline list: "Feijão carioca · 2 conchas médias (280 g)". */
export const itemSummary = (
  name: string,
  state: AmountState,
  food: DiaryFood | undefined,
  reading: AmountReading | undefined = food,
): string => `${name} · ${describeState(state, food, reading)}`;

function AddItemForm({ target, onDone }: { target: SlotTarget; onDone: () => void }) {
  const [picked, setPicked] = useState<FoodChoice | null>(null);
  const [edited, setEdited] = useState<AmountState | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Shown under the quantity, which it marks invalid; the form's alert keeps the other refusals.
  const [amountError, setAmountError] = useState<string | null>(null);
  // One id for this item, kept across retries: a repeated save is the same item (exactly once).
  const [itemId] = useState(() => crypto.randomUUID());
  const amountBox = useRef<HTMLDivElement>(null);
  const search = useFoodSearchField();
  const food = useDiaryFood(picked?.foodId ?? null);
  const add = useAddDiaryItem();

  const measures = food.data?.measures ?? [];
  const servingOnly = food.data?.servingOnly;
  const amount = edited ?? defaultAmount(food.data, picked ? search.lastGrams.get(picked.foodId) : undefined);
  // A measure needs the food's data; without it (still loading, offline) the amount is in grams. A recipe
  // without its cooked weight is counted in its servings only.
  const usable =
    (servingOnly ? servingOnlyAmount(amount, measures) : undefined) ??
    (measures.some(({ id }) => id === amount.unit) ? amount : { ...amount, unit: GRAMS_UNIT });

  function pick(choice: FoodChoice) {
    setPicked(choice);
    setEdited(null);
    search.clear();
    setError(null);
    setAmountError(null);
    // The next thing to fill in.
    window.requestAnimationFrame(() => amountBox.current?.querySelector('select')?.focus());
  }

  function change() {
    setPicked(null);
    setEdited(null);
    window.requestAnimationFrame(() => search.focus());
  }

  function save() {
    if (!picked) {
      setError('Escolha um alimento na busca.');
      search.focus();
      return;
    }
    const body = amountBody(usable, measures);
    if (!body) {
      setError(null);
      setAmountError(DIARY_MESSAGES.grams);
      amountBox.current?.querySelector('input')?.focus();
      return;
    }
    setAmountError(null);
    const summary = itemSummary(picked.name, usable, food.data);
    add.mutate(
      { id: itemId, date: target.date, slot: target.slot, food: picked.foodId, ...body, summary },
      closeAfterWrite(`Adicionado em ${target.label}: ${summary}.`, onDone, setError),
    );
  }

  return (
    <DialogForm onSubmit={save}>
      {picked ? (
        <div className="flex items-center gap-2 rounded-xl border border-emerald-200 bg-emerald-50 py-1.5 pr-1.5 pl-3.5">
          <p className="min-w-0 flex-1 font-medium break-words text-emerald-900" data-testid="picked-food">
            {picked.name}
          </p>
          <Button variant="ghost" size="icon" aria-label={`Trocar o alimento ${picked.name}`} onClick={change}>
            <X className="size-5" aria-hidden />
          </Button>
        </div>
      ) : (
        <div className="space-y-2">
          <FoodSearch {...search.field} onPick={pick} />
          {/* A packaged food by its barcode (camera or typed digits): logged like any catalogue food. */}
          <BarcodeScanButton
            actionLabel="Usar este produto"
            onProduct={(product) =>
              pick({ foodId: product.foodId, name: product.foodName, badge: FOOD_TYPE_BADGES.product })
            }
          />
        </div>
      )}

      {picked ? (
        <div ref={amountBox} className="space-y-3">
          {food.isError ? (
            <p className="text-sm text-slate-600">
              Não foi possível carregar as medidas caseiras deste alimento; informe a quantidade em gramas.
            </p>
          ) : null}
          <AmountFields
            measures={measures}
            value={usable}
            onChange={(next) => {
              setEdited(next);
              setAmountError(null);
            }}
            error={amountError ?? undefined}
            reading={food.data}
          />
          <ItemPreview food={food.data} state={usable} />
        </div>
      ) : null}

      <FormAlert error={error} />
      <DialogActions pending={add.isPending} label="Adicionar" />
    </DialogForm>
  );
}

/** "Adicionar alimento" to a slot: search (recent foods first), amount in grams or a household measure. */
export function AddItemDialog({ target, onClose }: { target: SlotTarget | null; onClose: () => void }) {
  return (
    <TargetDialog
      target={target}
      onClose={onClose}
      title={({ label }) => `Adicionar alimento: ${label}`}
      description={() => 'Busque o alimento e informe quanto você comeu, em gramas ou em medida caseira.'}
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
      onEscapeKeyDown={keepOpenWhileListing}
    >
      {(slot) => <AddItemForm target={slot} onDone={onClose} />}
    </TargetDialog>
  );
}
