import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_MEAL_GOALS, deficitRefusalMessage, energyFloor } from '@prato/core/domain/energy';
import { ONBOARDING_MESSAGES } from '@prato/core/schemas/onboarding';
import {
  CalorieGoalsSchema,
  HEALTH_MESSAGES,
  liveDailyTotal,
  type CalorieGoals,
  type CalorieGoalsInput,
} from '@prato/core/schemas/health-form';
import type { ActivityLevel, Profile } from '@prato/core/schemas/profile';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { useUpdateProfile } from '@/api/profile';
import { Alert } from '@/components/ui/alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { NumberField } from '@/components/ui/number-field';
import { ApiError } from '@/lib/api-client';
import { formatKcal } from '@prato/core/domain/format-number';
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

/**
 * Safe goals: whoever may not have a deficit (a minor, an adult with BMI < 18.5) cannot set meal goals
 * below their energy floor; the reason and the floor are shown before submit, as the API would say.
 */
function noDeficitFloor(profile: Profile): { reason: string; floor: number } | null {
  const { weight, height, age, gender } = profile;
  if (!weight || !height || !age || !gender) return null;
  const body = { weight, height, age, gender };
  const reason = deficitRefusalMessage(body);
  if (!reason) return null;
  const activityLevel: ActivityLevel = profile.activityLevel ?? 'sedentary';
  return { reason, floor: energyFloor({ ...body, activityLevel }) };
}

/** Health: per-meal calorie goals with the live daily total; saved to the profile. */
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
  const safety = noDeficitFloor(profile);
  const belowFloor = safety !== null && total < safety.floor;

  const onSubmit = form.handleSubmit((values) => {
    if (belowFloor) return;
    mutation.mutate(values, {
      onSuccess: () => {
        form.reset(values);
        toast.success(HEALTH_MESSAGES.goalsSaved);
      },
      onError: (error) =>
        toast.error(
          error instanceof ApiError && error.status === 400 ? error.message : HEALTH_MESSAGES.goalsSaveFailed,
        ),
    });
  });

  return (
    <Card aria-labelledby="goals-title">
      <CardTitle id="goals-title">Metas diárias de calorias</CardTitle>
      <CardDescription>Defina quantas calorias deseja em cada refeição.</CardDescription>
      {profile.goalNotice ? (
        <Alert tone="info" className="mt-4">
          {profile.goalNotice}
        </Alert>
      ) : null}
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
        {belowFloor ? (
          <Alert tone="error" data-testid="below-floor">
            {ONBOARDING_MESSAGES.belowFloor(safety.floor)} {safety.reason}
          </Alert>
        ) : null}
        <div className="flex flex-col gap-2 sm:flex-row">
          <SubmitButton pending={mutation.isPending}>Salvar metas</SubmitButton>
          <RecalculateWithAi />
        </div>
      </form>
    </Card>
  );
}
