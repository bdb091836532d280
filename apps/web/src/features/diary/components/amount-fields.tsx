import { AMOUNT_UNIT_NAMES } from '@prato/core/domain/amount-unit';
import type { DiaryFood } from '@prato/core/schemas/diary';
import { Minus, Plus } from '@/components/icons';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Field, FieldError } from '@/components/ui/field';
import { NumberInput, type NumberValue } from '@/components/ui/number-field';
import { Select } from '@/components/ui/select';
import {
  describeItemAmount,
  formatItemAmount,
  GRAMS_UNIT,
  gramsOfAmount,
  MAX_QUANTITY,
  QUANTITY_STEP,
  quantityForGrams,
  type Amount,
  type AmountReading,
  type MeasureOption,
} from '../lib/amount';

/** The amount field's state: the unit and what is typed for grams and for a measure's count. */
export interface AmountState {
  unit: string;
  grams: NumberValue;
  quantity: NumberValue;
}

export const gramsState = (grams: number): AmountState => ({ unit: GRAMS_UNIT, grams, quantity: 1 });

/** The typed amount, when it is a number. */
export function amountOf(state: AmountState): Amount | undefined {
  if (state.unit === GRAMS_UNIT)
    return typeof state.grams === 'number' ? { unit: GRAMS_UNIT, grams: state.grams } : undefined;
  return typeof state.quantity === 'number' ? { unit: state.unit, quantity: state.quantity } : undefined;
}

/**
 * An amount as the diary lists it: "2 conchas médias (280 g)"; a drink's in millilitres (`reading`: the
 * food's, or the item's while the food's details are not loaded); a recipe's serving without a weight,
 * "1 porção".
 */
export function describeState(
  state: AmountState,
  food: DiaryFood | undefined,
  reading: AmountReading | undefined = food,
): string {
  const grams = stateGrams(state, food?.measures ?? []);
  const measure = food?.measures.find(({ id }) => id === state.unit);
  const quantity = typeof state.quantity === 'number' ? state.quantity : 0;
  return describeItemAmount(grams ?? 0, measure ? { label: measure.label, quantity } : null, reading);
}

/** The grams of the state, when usable. */
export function stateGrams(state: AmountState, measures: readonly MeasureOption[]): number | undefined {
  const amount = amountOf(state);
  return amount ? gramsOfAmount(amount, measures) : undefined;
}

/** The API body of the amount: grams, or a measure's id and count (never both). */
export function amountBody(
  state: AmountState,
  measures: readonly MeasureOption[],
): { grams: number } | { measure: string; quantity: number } | undefined {
  const amount = amountOf(state);
  if (!amount || gramsOfAmount(amount, measures) === undefined) return undefined;
  return 'grams' in amount ? { grams: amount.grams } : { measure: amount.unit, quantity: amount.quantity };
}

/**
 * A recipe without its cooked weight (DiaryFood.servingOnly) is counted in its serving only: an amount in
 * grams (a default of 100 g, the grams of the last time, an item logged before it lost its cooked weight)
 * says nothing of its servings, so it starts at one. Undefined while the serving is not loaded.
 */
export function servingOnlyAmount(state: AmountState, measures: readonly MeasureOption[]): AmountState | undefined {
  if (measures.some(({ id }) => id === state.unit)) return state;
  const serving = measures[0];
  return serving ? { ...state, unit: serving.id, quantity: 1 } : undefined;
}

/**
 * The amount of a food: grams (a drink's millilitres, `unit`) or a count of one of its household measures
 * (the ones the planner shows), counted in halves with − and + as well as typed. How it reads (`reading`):
 * a drink in millilitres; a recipe without its cooked weight (`servingOnly`) in its servings alone, with no
 * grams to pick or show.
 */
export function AmountFields({
  measures,
  value,
  onChange,
  error,
  reading: { amountUnit: unit = 'g', servingOnly } = {},
}: {
  measures: readonly MeasureOption[];
  value: AmountState;
  onChange: (next: AmountState) => void;
  error?: string;
  reading?: AmountReading | undefined;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const measure = measures.find((option) => option.id === value.unit);
  const current = stateGrams(value, measures);
  if (servingOnly && !measure)
    return (
      <p role="status" className="text-sm text-slate-600">
        Carregando as porções da receita…
      </p>
    );

  function changeUnit(unit: string) {
    const next = measures.find((option) => option.id === unit);
    if (!next) {
      onChange({ ...value, unit: GRAMS_UNIT, grams: current ?? value.grams });
      return;
    }
    onChange({ ...value, unit, quantity: current !== undefined ? quantityForGrams(current, next) : 1 });
  }

  function step(delta: number) {
    const quantity = typeof value.quantity === 'number' ? value.quantity : 0;
    const next = Math.min(MAX_QUANTITY, Math.max(QUANTITY_STEP, Math.round((quantity + delta) * 2) / 2));
    onChange({ ...value, quantity: next });
  }

  const describedBy = error ? errorId : undefined;
  return (
    <div className="space-y-1.5">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Field label="Medida">
          {(control) => (
            <Select
              {...control}
              value={measure ? measure.id : GRAMS_UNIT}
              onChange={(event) => changeUnit(event.target.value)}
            >
              {servingOnly ? null : (
                <option value={GRAMS_UNIT}>
                  {AMOUNT_UNIT_NAMES[unit]} ({unit})
                </option>
              )}
              {measures.map((option) => (
                <option key={option.id} value={option.id}>
                  {servingOnly ? option.label : `${option.label} (${formatItemAmount(option.grams, unit)})`}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {measure ? (
          <Field label="Quantidade" invalid={Boolean(error)} describedBy={describedBy}>
            {(control) => (
              <div className="flex items-center gap-2">
                <Button
                  variant="outline"
                  size="icon"
                  aria-label="Menos meia medida"
                  onClick={() => step(-QUANTITY_STEP)}
                  disabled={typeof value.quantity === 'number' && value.quantity <= QUANTITY_STEP}
                >
                  <Minus className="size-4" aria-hidden />
                </Button>
                <NumberInput
                  {...control}
                  value={value.quantity}
                  onValueChange={(quantity) => onChange({ ...value, quantity })}
                  className="min-w-0 flex-1 text-center"
                />
                <Button variant="outline" size="icon" aria-label="Mais meia medida" onClick={() => step(QUANTITY_STEP)}>
                  <Plus className="size-4" aria-hidden />
                </Button>
              </div>
            )}
          </Field>
        ) : (
          <Field
            label={`Quantidade em ${AMOUNT_UNIT_NAMES[unit].toLowerCase()}`}
            invalid={Boolean(error)}
            describedBy={describedBy}
          >
            {(control) => (
              <NumberInput {...control} value={value.grams} onValueChange={(grams) => onChange({ ...value, grams })} />
            )}
          </Field>
        )}
      </div>
      {measure && current !== undefined && !servingOnly ? (
        <p className="text-sm text-slate-600">= {formatItemAmount(current, unit)}</p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
