import { zodResolver } from '@hookform/resolvers/zod';
import { formatKcal } from '@prato/core/domain/format-number';
import {
  ACTIVITY_LEVEL_LABELS,
  GOAL_CALORIE_ADJUSTMENT,
  HEALTH_GOAL_LABELS,
  deficitRefusalMessage,
  isMinor,
  safeOnboardingGoals,
} from '@prato/core/domain/energy';
import {
  ONBOARDING_MESSAGES,
  OnboardingInputSchema,
  type MealGoals,
  type OnboardingInput,
  type OnboardingResult,
} from '@prato/core/schemas/onboarding';
import { HEALTH_MESSAGES } from '@prato/core/schemas/health-form';
import { ACTIVITY_LEVELS, HEALTH_GOALS, ProfileUpdateSchema, type Profile } from '@prato/core/schemas/profile';
import { ArrowLeft, Dumbbell, Scale, TrendingDown, TrendingUp } from '@/components/icons';
import { useLayoutEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { firstError } from '@/lib/form';
import { hasAtMostDecimals } from '@/lib/number';
import { useCalculateGoals } from '../api/calculate-goals';
import { useFinishOnboarding } from '../api/finish-onboarding';
import { BodyDataStep } from './body-data-step';
import { ChoiceList } from './choice-list';
import { ResultStep, type GoalField } from './result-step';

/** The welcome agrees with the sex the profile already has (a recalculation); otherwise it is neutral. */
const welcome = (gender: Profile['gender'] | undefined) =>
  gender === 'female'
    ? 'Bem-vinda ao Prato Certo!'
    : gender === 'male'
      ? 'Bem-vindo ao Prato Certo!'
      : 'Boas-vindas ao Prato Certo!';

const STEP_TITLES = [
  'Boas-vindas ao Prato Certo!',
  'Seus dados',
  'Qual é o seu objetivo?',
  'Qual é o seu nível de atividade?',
  'Suas metas diárias',
] as const;
const LAST_STEP = STEP_TITLES.length - 1;
const ERROR_ID = 'onboarding-error';

const adjustment = (kcal: number) => formatKcal(Math.abs(kcal));

const goalChoices = (noDeficit: boolean) =>
  HEALTH_GOALS.map((value) => ({
    value,
    disabled: noDeficit && value === 'lose_weight',
    label: HEALTH_GOAL_LABELS[value],
    description: {
      lose_weight: noDeficit
        ? 'Indisponível para os seus dados (veja o aviso acima)'
        : `Déficit de ${adjustment(GOAL_CALORIE_ADJUSTMENT.lose_weight)} por dia`,
      maintain: 'Manter o peso atual',
      gain_weight: `Superávit de ${adjustment(GOAL_CALORIE_ADJUSTMENT.gain_weight)} por dia`,
    }[value],
    icon: {
      lose_weight: <TrendingDown className="size-5" />,
      maintain: <Scale className="size-5" />,
      gain_weight: <TrendingUp className="size-5" />,
    }[value],
  }));

const ACTIVITY_CHOICES = ACTIVITY_LEVELS.map((value) => ({
  value,
  label: ACTIVITY_LEVEL_LABELS[value],
  description: {
    sedentary: 'Pouco ou nenhum exercício',
    lightly_active: 'Exercício leve de 1 a 3 dias por semana',
    moderately_active: 'Exercício moderado de 3 a 5 dias por semana',
    very_active: 'Exercício intenso de 6 a 7 dias por semana',
    extra_active: 'Exercício muito intenso ou trabalho físico pesado todos os dias',
  }[value],
}));

/**
 * Step 1 as the form checks it: the shared body data, with the weight in tenths of a kilo as the
 * health screen keeps it (that form would refuse a weight of 68,55 saved here).
 */
const OnboardingFormSchema = OnboardingInputSchema.extend({
  weight: OnboardingInputSchema.shape.weight.refine((kg) => hasAtMostDecimals(kg, 1), HEALTH_MESSAGES.weightStep),
});

/** The goal edited on the result step that a profile field comes from (to point at the invalid one). */
const GOAL_OF_PROFILE_FIELD: Partial<Record<string, GoalField>> = {
  breakfastCalories: 'breakfast',
  lunchCalories: 'lunch',
  dinnerCalories: 'dinner',
  snackCalories: 'snack',
  snackQuantity: 'snackQuantity',
};

/** The onboarding starts from what the profile already has (recalculation), else the product's defaults. */
function defaultsFrom(profile: Profile | undefined) {
  return {
    weight: profile?.weight ?? undefined,
    height: profile?.height ?? undefined,
    age: profile?.age ?? undefined,
    // No default: a skipped choice must not silently pick one sex's formula.
    gender: profile?.gender ?? undefined,
    healthGoals: profile?.healthGoals ?? 'maintain',
    activityLevel: profile?.activityLevel ?? 'sedentary',
  };
}

/** Onboarding: 0 welcome, 1 data, 2 goal, 3 activity, 4 result. */
export function OnboardingWizard({ profile }: { profile: Profile | undefined }) {
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [result, setResult] = useState<OnboardingResult>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const calculate = useCalculateGoals();
  const finish = useFinishOnboarding();
  // One id for this onboarding's weight entry: retrying 'Concluir' never logs the weight twice.
  const [weightEntryId] = useState(() => crypto.randomUUID());
  const form = useForm<OnboardingInput>({
    resolver: zodResolver(OnboardingFormSchema),
    defaultValues: defaultsFrom(profile),
  });
  const [weight, height, age, gender] = useWatch({
    control: form.control,
    name: ['weight', 'height', 'age', 'gender'],
  });
  const bodyDataFilled = [weight, height, age].every((value) => typeof value === 'number' && value > 0);
  // Safe goals: a minor or an underweight adult is told why "Perder peso" is not offered, before submit.
  const noDeficitReason =
    step >= 2 && bodyDataFilled && gender ? deficitRefusalMessage({ weight, height, age, gender }) : null;

  // Each step is a new "page" for screen readers and keyboard users: move focus to its title as it is
  // drawn. Compared with the step last focused, not "skip the first run".
  const focusedStep = useRef(step);
  useLayoutEffect(() => {
    if (focusedStep.current === step) return;
    focusedStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  const validationError =
    step === 1 ? firstError(form.formState.errors, ['weight', 'height', 'age', 'gender']) : undefined;
  const calculateError =
    calculate.error instanceof ApiError && calculate.error.status === 401
      ? ONBOARDING_MESSAGES.sessionExpired
      : calculate.isError
        ? errorMessage(calculate.error)
        : undefined;

  async function next() {
    if (step === 1 && !(await form.trigger(['weight', 'height', 'age', 'gender'], { shouldFocus: true }))) return;
    if (step === 1 && form.getValues('healthGoals') === 'lose_weight' && deficitRefusalMessage(form.getValues()))
      form.setValue('healthGoals', 'maintain');
    if (step < 3) {
      setStep(step + 1);
      return;
    }
    await form.handleSubmit((input) => {
      calculate.mutate(input, {
        onSuccess: (goals) => {
          setResult(goals);
          setStep(LAST_STEP);
        },
        onError: (error) => {
          // Only 429 and 401 are shown (and a refused goal); any other failure falls back to the formula.
          if (error instanceof ApiError && [400, 401, 429].includes(error.status)) return;
          calculate.reset();
          setResult(safeOnboardingGoals(input));
          setStep(LAST_STEP);
        },
      });
    })();
  }

  function save(goals: MealGoals): { message: string; field?: GoalField } | undefined {
    const input = OnboardingInputSchema.parse(form.getValues());
    const update = {
      ...input,
      breakfastCalories: goals.breakfast,
      lunchCalories: goals.lunch,
      dinnerCalories: goals.dinner,
      snackCalories: goals.snack,
      snackQuantity: goals.snackQuantity,
      onboardingCompleted: true as const,
    };
    const checked = ProfileUpdateSchema.safeParse(update);
    const issue = checked.success ? undefined : checked.error.issues[0];
    if (issue) return { message: issue.message, field: GOAL_OF_PROFILE_FIELD[String(issue.path[0])] };
    finish.mutate(
      { profile: update, weight: { id: weightEntryId, weight: input.weight, height: input.height } },
      {
        onSuccess: () => navigate(paths.home.getHref(), { replace: true }),
        onError: (error) =>
          toast.error(
            error instanceof ApiError && error.status === 400 ? error.message : ONBOARDING_MESSAGES.saveFailed,
          ),
      },
    );
    return undefined;
  }

  return (
    <div className="mx-auto w-full max-w-2xl space-y-6">
      <div className="space-y-2">
        <p className="text-sm font-medium text-slate-600">
          Etapa {step + 1} de {STEP_TITLES.length}
        </p>
        <ProgressBar value={step + 1} max={STEP_TITLES.length} label="Progresso da configuração" />
      </div>

      <Card className="space-y-6">
        <header>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight text-slate-900 outline-none sm:text-3xl"
          >
            {step === 0 ? welcome(profile?.gender) : STEP_TITLES[step]}
          </h1>
          {step === 0 ? (
            <p className="mt-2 text-slate-600">
              Vamos configurar suas metas diárias de calorias. Informe seus dados, seu objetivo e seu nível de
              atividade: em menos de um minuto você terá metas para cada refeição.
            </p>
          ) : null}
          {step === 1 ? <p className="mt-2 text-slate-600">Usamos esses dados só para calcular suas metas.</p> : null}
        </header>

        {validationError ? (
          <Alert tone="error" id={ERROR_ID}>
            {validationError.message}
          </Alert>
        ) : null}
        {calculateError && step === 3 ? <Alert tone="error">{calculateError}</Alert> : null}

        {step === 0 ? (
          <div className="flex items-center gap-4 rounded-xl bg-emerald-50 p-4 text-emerald-800">
            <Dumbbell className="size-6 shrink-0" aria-hidden />
            <p className="text-sm">Você poderá ajustar as metas antes de concluir e depois, na tela Saúde.</p>
          </div>
        ) : null}
        {step === 1 ? (
          <BodyDataStep
            form={form}
            error={validationError ? { name: validationError.name, id: ERROR_ID } : undefined}
          />
        ) : null}
        {step === 2 && noDeficitReason ? (
          <Alert tone="info" data-testid="no-deficit-reason">
            {noDeficitReason}
          </Alert>
        ) : null}
        {step === 2 ? (
          <ChoiceList
            legend="Objetivo"
            hideLegend
            choices={goalChoices(noDeficitReason !== null)}
            registration={form.register('healthGoals')}
          />
        ) : null}
        {step === 3 ? (
          <ChoiceList
            legend="Nível de atividade"
            hideLegend
            choices={ACTIVITY_CHOICES}
            registration={form.register('activityLevel')}
          />
        ) : null}
        {step === LAST_STEP && result ? (
          <ResultStep
            key={JSON.stringify(result)}
            result={result}
            saving={finish.isPending}
            onFinish={save}
            formulaLabel={isMinor(age) ? 'Calculado pela equação do IOM para 9 a 18 anos' : undefined}
          />
        ) : null}

        {step < LAST_STEP ? (
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            {step > 0 ? (
              <Button variant="outline" onClick={() => setStep(step - 1)} disabled={calculate.isPending}>
                <ArrowLeft className="size-4" aria-hidden />
                Voltar
              </Button>
            ) : (
              <span />
            )}
            <Button
              size="lg"
              onClick={() => void next()}
              disabled={(step === 1 && !bodyDataFilled) || calculate.isPending}
              aria-busy={calculate.isPending}
            >
              {calculate.isPending ? (
                <>
                  <Spinner className="size-4 text-white" label={ONBOARDING_MESSAGES.calculating} />
                  {ONBOARDING_MESSAGES.calculating}
                </>
              ) : step === 0 ? (
                'Começar'
              ) : step === 3 ? (
                'Calcular metas'
              ) : (
                'Continuar'
              )}
            </Button>
          </div>
        ) : null}
      </Card>
    </div>
  );
}
