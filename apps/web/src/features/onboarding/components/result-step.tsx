import { mealGoalsTotal } from '@prato/core/domain/energy';
import { formatKcal } from '@prato/core/domain/format-number';
import type { MealGoals, OnboardingResult } from '@prato/core/schemas/onboarding';
import { Calculator, Coffee, Cookie, Moon, Pencil, RotateCcw, Sparkles, Sun } from '@/components/icons';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { NumberInput, type NumberValue } from '@/components/ui/number-field';

export type GoalField = keyof MealGoals;
type Draft = Record<GoalField, NumberValue>;

const MEALS: { field: Exclude<GoalField, 'snackQuantity'>; label: string; icon: ReactNode }[] = [
  { field: 'breakfast', label: 'Café da manhã', icon: <Coffee className="size-5" /> },
  { field: 'lunch', label: 'Almoço', icon: <Sun className="size-5" /> },
  { field: 'dinner', label: 'Jantar', icon: <Moon className="size-5" /> },
  { field: 'snack', label: 'Cada lanche', icon: <Cookie className="size-5" /> },
];

const kcal = (value: number) => (Number.isFinite(value) ? formatKcal(value) : '—');

function toDraft(goals: MealGoals): Draft {
  return {
    breakfast: goals.breakfast,
    lunch: goals.lunch,
    dinner: goals.dinner,
    snack: goals.snack,
    snackQuantity: goals.snackQuantity,
  };
}

/** Empty or invalid inputs are NaN: 0 in the live total, refused on save. */
export function fromDraft(draft: Draft): MealGoals {
  const number = (value: NumberValue) => (typeof value === 'number' ? value : Number.NaN);
  return {
    breakfast: number(draft.breakfast),
    lunch: number(draft.lunch),
    dinner: number(draft.dinner),
    snack: number(draft.snack),
    snackQuantity: number(draft.snackQuantity),
  };
}

function liveTotal(goals: MealGoals): number {
  const orZero = (value: number) => (Number.isFinite(value) ? value : 0);
  return mealGoalsTotal({
    breakfast: orZero(goals.breakfast),
    lunch: orZero(goals.lunch),
    dinner: orZero(goals.dinner),
    snack: orZero(goals.snack),
    snackQuantity: orZero(goals.snackQuantity),
  });
}

interface ResultStepProps {
  result: OnboardingResult;
  saving: boolean;
  /** Returns the validation message to show and the goal it is about, or nothing when the goals were accepted. */
  onFinish: (goals: MealGoals) => { message: string; field?: GoalField } | undefined;
  /** How the formula's goals were computed (adults: Mifflin-St Jeor; under 18: the IOM equation). */
  formulaLabel?: string;
}

/** Step 4: daily total and per-meal goals; edit with a live total, restore, finish. */
export function ResultStep({
  result,
  saving,
  onFinish,
  formulaLabel = 'Calculado pela fórmula de Mifflin-St Jeor',
}: ResultStepProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Draft>(() => toDraft(result));
  const [error, setError] = useState<{ message: string; field?: GoalField }>();
  const errorId = useId();
  const inputs = useRef<Partial<Record<GoalField, HTMLInputElement | null>>>({});
  const goals = fromDraft(draft);
  const total = liveTotal(goals);
  const fromAi = result.source === 'ai';
  const invalid = (field: GoalField) => (error?.field === field ? { invalid: true, describedBy: errorId } : {});
  const input = (field: GoalField) => ({
    ref: (element: HTMLInputElement | null) => {
      inputs.current[field] = element;
    },
    integer: true,
    value: draft[field],
    onValueChange: (value: NumberValue) => setDraft((current) => ({ ...current, [field]: value })),
  });

  const finish = () => {
    const problem = onFinish(goals);
    setError(problem);
    // The message is above the fields: take the person to the one it is about.
    if (problem?.field) inputs.current[problem.field]?.focus();
  };

  return (
    <div className="space-y-5">
      <Card className="bg-emerald-50/60 text-center">
        <p className="text-sm font-medium text-slate-700">Meta diária total</p>
        <p
          className="mt-1 text-4xl font-bold tracking-tight text-emerald-800"
          aria-live="polite"
          data-testid="daily-total"
        >
          {kcal(total)}
        </p>
        <p className="mt-2 inline-flex items-center gap-1.5 text-sm text-slate-600">
          {fromAi ? <Sparkles className="size-4" aria-hidden /> : <Calculator className="size-4" aria-hidden />}
          {fromAi ? 'Calculado pela IA' : formulaLabel}
        </p>
      </Card>

      {error ? (
        <Alert tone="error" id={errorId}>
          {error.message}
        </Alert>
      ) : null}

      {editing ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {MEALS.map((meal) => (
            <Field key={meal.field} label={`${meal.label} (kcal)`} {...invalid(meal.field)}>
              {(control) => <NumberInput {...control} {...input(meal.field)} />}
            </Field>
          ))}
          <Field label="Quantidade de lanches" {...invalid('snackQuantity')}>
            {(control) => <NumberInput {...control} {...input('snackQuantity')} />}
          </Field>
        </div>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label="Metas por refeição">
          {MEALS.map((meal) => (
            <li key={meal.field} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4">
              <span
                className="flex size-10 items-center justify-center rounded-lg bg-emerald-50 text-emerald-700"
                aria-hidden
              >
                {meal.icon}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block text-sm text-slate-600">
                  {meal.field === 'snack'
                    ? `Lanches (${Number.isFinite(goals.snackQuantity) ? goals.snackQuantity : '—'}×)`
                    : meal.label}
                </span>
                <span className="block text-lg font-semibold text-slate-900">
                  {kcal(goals[meal.field])}
                  {meal.field === 'snack' ? ' cada' : ''}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}

      <details className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700" open={!fromAi}>
        <summary className="cursor-pointer font-medium text-slate-900">Como calculamos</summary>
        <p className="mt-2 whitespace-pre-line">{result.explanation}</p>
      </details>

      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button variant="outline" onClick={() => setEditing(!editing)} aria-pressed={editing}>
          <Pencil className="size-4" aria-hidden />
          {editing ? 'Ver metas' : 'Editar metas'}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            setDraft(toDraft(result));
            setError(undefined);
          }}
        >
          <RotateCcw className="size-4" aria-hidden />
          {fromAi ? 'Restaurar valores da IA' : 'Restaurar valores calculados'}
        </Button>
        <Button size="lg" className="sm:ml-auto" onClick={finish} disabled={saving} aria-busy={saving}>
          {saving ? 'Salvando...' : 'Concluir'}
        </Button>
      </div>
    </div>
  );
}
