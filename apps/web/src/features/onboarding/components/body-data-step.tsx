import { GENDERS, type Gender } from '@prato/core/schemas/profile';
import { ONBOARDING_BOUNDS, type OnboardingInput } from '@prato/core/schemas/onboarding';
import type { UseFormReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ChoiceList } from './choice-list';

const GENDER_CHOICES = GENDERS.map((value) => ({
  value,
  label: ({ male: 'Masculino', female: 'Feminino' } satisfies Record<Gender, string>)[value],
}));

interface BodyDataStepProps {
  form: UseFormReturn<OnboardingInput>;
  /** The one validation message shown (the field it belongs to is marked invalid). */
  error?: { name: string; id: string };
}

/** Spec §5 Onboarding step 1: weight 30–300 kg, height 100–250 cm, age 13–120, sex. */
export function BodyDataStep({ form, error }: BodyDataStepProps) {
  const invalid = (name: keyof OnboardingInput) =>
    error?.name === name ? { invalid: true, describedBy: error.id } : {};
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Peso (kg)" {...invalid('weight')}>
          {(control) => (
            <Input
              {...control}
              {...form.register('weight', { valueAsNumber: true })}
              type="number"
              inputMode="decimal"
              step="0.1"
              min={ONBOARDING_BOUNDS.weight.min}
              max={ONBOARDING_BOUNDS.weight.max}
              placeholder="Ex.: 70"
            />
          )}
        </Field>
        <Field label="Altura (cm)" {...invalid('height')}>
          {(control) => (
            <Input
              {...control}
              {...form.register('height', { valueAsNumber: true })}
              type="number"
              inputMode="numeric"
              min={ONBOARDING_BOUNDS.height.min}
              max={ONBOARDING_BOUNDS.height.max}
              placeholder="Ex.: 170"
            />
          )}
        </Field>
        <Field label="Idade (anos)" {...invalid('age')}>
          {(control) => (
            <Input
              {...control}
              {...form.register('age', { valueAsNumber: true })}
              type="number"
              inputMode="numeric"
              min={ONBOARDING_BOUNDS.age.min}
              max={ONBOARDING_BOUNDS.age.max}
              placeholder="Ex.: 30"
            />
          )}
        </Field>
      </div>
      <ChoiceList legend="Sexo" choices={GENDER_CHOICES} registration={form.register('gender')} columns={2} />
    </div>
  );
}
