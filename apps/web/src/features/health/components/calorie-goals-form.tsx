import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_MEAL_GOALS } from '@prato/core/domain/energy';
import {
  CalorieGoalsSchema,
  HEALTH_MESSAGES,
  liveDailyTotal,
  type CalorieGoals,
  type CalorieGoalsInput,
} from '@prato/core/schemas/health-form';
import type { Profile } from '@prato/core/schemas/profile';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { useUpdateProfile } from '@/api/profile';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { NumberField } from '@/components/ui/number-field';
import { formatKcal } from './format';
import { RecalculateWithAi } from './recalculate-with-ai';

const FIELDS = [
  { name: 'breakfastCalories', label: 'Café da manhã (kcal)' },
  { name: 'lunchCalories', label: 'Almoço (kcal)' },
  { name: 'dinnerCalories', label: 'Jantar (kcal)' },
  { name: 'snackCalories', label: 'Lanche (kcal por lanche)' },
  { name: 'snackQuantity', label: 'Quantidade de lanches' },
] as const;

function valuesFrom(profile: Profile): CalorieGoalsInput {
  return {
    breakfastCalories: profile.breakfastCalories ?? DEFAULT_MEAL_GOALS.breakfast,
    lunchCalories: profile.lunchCalories ?? DEFAULT_MEAL_GOALS.lunch,
    dinnerCalories: profile.dinnerCalories ?? DEFAULT_MEAL_GOALS.dinner,
    snackCalories: profile.snackCalories ?? DEFAULT_MEAL_GOALS.snack,
    snackQuantity: profile.snackQuantity ?? DEFAULT_MEAL_GOALS.snackQuantity,
  };
}

/** Spec §2 Health: per-meal calorie goals with the live daily total; saved to the profile. */
export function CalorieGoalsForm({ profile }: { profile: Profile }) {
  const mutation = useUpdateProfile();
  const form = useForm<CalorieGoalsInput, unknown, CalorieGoals>({
    resolver: zodResolver(CalorieGoalsSchema),
    values: valuesFrom(profile),
    resetOptions: { keepDirtyValues: true },
  });
  const watched = useWatch({ control: form.control });
  // A field holds its text while it is not a number: the total counts it as blank until it is.
  const typed = (value: unknown) => (typeof value === 'number' ? value : null);
  const total = liveDailyTotal({
    breakfastCalories: typed(watched.breakfastCalories),
    lunchCalories: typed(watched.lunchCalories),
    dinnerCalories: typed(watched.dinnerCalories),
    snackCalories: typed(watched.snackCalories),
    snackQuantity: typed(watched.snackQuantity),
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    mutation.mutate(values, {
      onSuccess: () => {
        form.reset(values);
        toast.success(HEALTH_MESSAGES.goalsSaved);
      },
      onError: () => toast.error(HEALTH_MESSAGES.goalsSaveFailed),
    });
  });

  return (
    <Card aria-labelledby="goals-title">
      <CardTitle id="goals-title">Metas diárias de calorias</CardTitle>
      <CardDescription>Defina quantas calorias deseja em cada refeição.</CardDescription>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
        <div className="grid grid-cols-2 gap-4">
          {FIELDS.map(({ name, label }) => (
            <Field key={name} label={label} error={errors[name]?.message}>
              {(control) => (
                <NumberField
                  {...control}
                  control={form.control}
                  name={name}
                  integer
                  placeholder={name === 'snackQuantity' ? '1' : undefined}
                />
              )}
            </Field>
          ))}
        </div>
        <p
          className="rounded-xl bg-emerald-50 px-4 py-3 text-base font-semibold text-emerald-800"
          aria-live="polite"
          data-testid="daily-total"
        >
          Total diário: {formatKcal(total)}
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="submit" disabled={mutation.isPending} aria-busy={mutation.isPending}>
            {mutation.isPending ? 'Salvando...' : 'Salvar metas'}
          </Button>
          <RecalculateWithAi />
        </div>
      </form>
    </Card>
  );
}
