import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_MEAL_GOALS } from '@prato/core/domain/energy';
import {
  CalorieGoalsSchema,
  HEALTH_LIMITS,
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
import { Input } from '@/components/ui/input';
import { formatKcal } from './format';
import { RecalculateWithAi } from './recalculate-with-ai';

const FIELDS = [
  { name: 'breakfastCalories', label: 'Café da manhã (kcal)', limits: HEALTH_LIMITS.breakfast },
  { name: 'lunchCalories', label: 'Almoço (kcal)', limits: HEALTH_LIMITS.lunch },
  { name: 'dinnerCalories', label: 'Jantar (kcal)', limits: HEALTH_LIMITS.dinner },
  { name: 'snackCalories', label: 'Lanche (kcal por lanche)', limits: HEALTH_LIMITS.snack },
  { name: 'snackQuantity', label: 'Quantidade de lanches', limits: HEALTH_LIMITS.snackQuantity },
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
  const total = liveDailyTotal({
    ...watched,
    snackQuantity: typeof watched.snackQuantity === 'number' ? watched.snackQuantity : null,
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
          {FIELDS.map(({ name, label, limits }) => (
            <Field key={name} label={label} error={errors[name]?.message}>
              {(control) => (
                <Input
                  {...control}
                  {...form.register(name, { valueAsNumber: true })}
                  type="number"
                  inputMode="numeric"
                  min={limits.min}
                  max={limits.max}
                  step={limits.step}
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
