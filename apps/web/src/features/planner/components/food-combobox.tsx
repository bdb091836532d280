import { USER_FOOD_MESSAGES } from '@prato/core/schemas/user-foods';
import { FOOD_TYPE_BADGES } from '@prato/core/schemas/foods';
import type { Ref } from 'react';
import { Button } from '@/components/ui/button';
import { ComboboxOptions, useCombobox } from '@/components/ui/combobox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { FoodOption } from '../lib/food-suggestions';

interface FoodComboboxProps {
  value: string;
  onValueChange: (value: string) => void;
  /** Suggestions for the current text, best first (already limited); the user's own foods are marked. */
  suggestions: readonly FoodOption[];
  /** Adds a food: a picked suggestion or the typed text. */
  onAdd: (food: string) => void;
  /** Id of the message about the last attempt (e.g. a duplicate), read with the field. */
  describedBy?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** Food input with suggestions (WAI-ARIA combobox with a listbox popup): arrows move, Enter adds, Escape closes. */
export function FoodCombobox({ value, onValueChange, suggestions, onAdd, describedBy, inputRef }: FoodComboboxProps) {
  const combobox = useCombobox({
    options: suggestions,
    onValueChange,
    onPick: (food) => onAdd(food.name),
    // Enter without a suggestion adds the typed text.
    onEnterWithoutPick: () => add(value),
  });

  function add(food: string) {
    onAdd(food);
    combobox.close();
  }

  return (
    <Field label="Adicionar alimento" describedBy={describedBy}>
      {(control) => (
        <div className="flex gap-2">
          <div className="relative min-w-0 flex-1">
            <Input {...control} ref={inputRef} {...combobox.inputProps} placeholder="Ex.: arroz branco" value={value} />
            <ComboboxOptions
              combobox={combobox}
              options={suggestions}
              label="Sugestões de alimentos"
              optionKey={(food) => food.name}
              optionLabel={(food) =>
                food.mine
                  ? `${food.name}, ${USER_FOOD_MESSAGES.badge}`
                  : food.dish
                    ? `${food.name}, ${DISH_BADGE}`
                    : food.recipe
                      ? `${food.name}, ${FOOD_TYPE_BADGES.recipe}${food.weightless ? `, ${WEIGHTLESS_BADGE}` : ''}`
                      : undefined
              }
            >
              {(food) => (
                <>
                  <span className="min-w-0 break-words">{food.name}</span>
                  {food.mine ? <MyFoodBadge /> : null}
                  {food.dish ? <DishBadge /> : null}
                  {food.recipe ? <RecipeBadge /> : null}
                  {food.weightless ? <WeightlessBadge /> : null}
                </>
              )}
            </ComboboxOptions>
          </div>
          <Button variant="secondary" onClick={() => add(value)}>
            Adicionar
          </Button>
        </div>
      )}
    </Field>
  );
}

/** The mark of a built-in Brazilian dish (issue 34) among the suggestions, as in every food search. */
export const DISH_BADGE = FOOD_TYPE_BADGES.dish;

/** Marks a built-in Brazilian dish ("Prato pronto"), as MyFoodBadge marks the user's own foods. */
export function DishBadge() {
  return (
    <span className="shrink-0 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-200">
      {DISH_BADGE}
    </span>
  );
}

/** A recipe without its cooked weight: the planner serves grams, which it has not ("sem peso pronto"). */
export const WEIGHTLESS_BADGE = 'sem peso pronto';

function WeightlessBadge() {
  return (
    <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-slate-300">
      {WEIGHTLESS_BADGE}
    </span>
  );
}

/** Marks one of the user's recipes ("Minha receita"). */
export function RecipeBadge() {
  return (
    <span className="shrink-0 rounded-full bg-violet-50 px-2 py-0.5 text-xs font-medium text-violet-800 ring-1 ring-violet-200">
      {FOOD_TYPE_BADGES.recipe}
    </span>
  );
}

/** Marks one of the user's own foods ("Meu alimento"). */
export function MyFoodBadge() {
  return (
    <span className="shrink-0 rounded-full bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-800 ring-1 ring-sky-200">
      {USER_FOOD_MESSAGES.badge}
    </span>
  );
}
