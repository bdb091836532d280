import { labelOnlyFood, labelOnlyMessage } from '@prato/core/domain/label-only-foods';
import type { Ref } from 'react';
import { ComboboxOptions, useCombobox } from '@/components/ui/combobox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { FoodChoice } from '../lib/food-choices';

interface FoodSearchProps {
  value: string;
  onValueChange: (value: string) => void;
  /** The choices for the current text, best first: the person's recent foods, then the catalogue. */
  choices: readonly FoodChoice[];
  onPick: (food: FoodChoice) => void;
  /** Busy reading the catalogue (said to screen readers with the count). */
  searching?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  describedBy?: string;
}

/**
 * The diary's food search (WAI-ARIA combobox with a listbox popup): the list opens on focus with the
 * person's recent foods, narrows as they type; arrows move, Enter picks, Escape closes.
 */
export function FoodSearch({
  value,
  onValueChange,
  choices,
  onPick,
  searching = false,
  inputRef,
  describedBy,
}: FoodSearchProps) {
  const combobox = useCombobox({
    options: choices,
    onValueChange,
    onPick,
    enterPicksFirst: true,
    // Enter never submits the dialog's form from the search.
    onEnterWithoutPick: () => {},
    openOnFocus: true,
  });
  const statusId = `${combobox.id}-status`;

  // Whey, iogurte grego: only brands have them, each with its own label (label-only-foods.ts).
  const labelOnly = choices.length === 0 ? labelOnlyFood(value) : undefined;
  const status = searching
    ? 'Buscando alimentos...'
    : labelOnly
      ? labelOnlyMessage(labelOnly)
      : value.trim() && choices.length === 0
        ? 'Nenhum alimento encontrado com esse nome.'
        : '';

  return (
    <Field label="Buscar alimento" describedBy={[statusId, describedBy].filter(Boolean).join(' ')}>
      {(control) => (
        <>
          <div className="relative">
            <Input
              {...control}
              ref={inputRef}
              {...combobox.inputProps}
              placeholder="Ex.: feijão carioca"
              value={value}
            />
            <ComboboxOptions
              combobox={combobox}
              options={choices}
              label="Alimentos encontrados"
              optionKey={(food) => `${food.foodId}-${food.name}`}
              optionLabel={(food) => (food.badge ? `${food.name}, ${food.badge}` : food.name)}
            >
              {(food) => (
                <>
                  <span className="min-w-0 break-words">{food.name}</span>
                  {food.badge ? (
                    <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                      {food.badge}
                    </span>
                  ) : null}
                </>
              )}
            </ComboboxOptions>
          </div>
          <p id={statusId} role="status" className="min-h-5 text-sm text-slate-600">
            {status}
          </p>
        </>
      )}
    </Field>
  );
}
