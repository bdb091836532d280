import { GENDERS } from '@prato/core/schemas/profile';
import type { OnboardingInput } from '@prato/core/schemas/onboarding';
import type { UseFormReturn } from 'react-hook-form';
import { GENDER_LABELS } from '@/components/gender-select';
import { Field } from '@/components/ui/field';
import { NumberField } from '@/components/ui/number-field';
import { ChoiceList } from './choice-list';

const GENDER_CHOICES = GENDERS.map((value) => ({
  value,
  label: GENDER_LABELS[value],
}));

interface BodyDataStepProps {
  form: UseFormReturn<OnboardingInput>;
  /** The one validation message shown (the field it belongs to is marked invalid). */
  error?: { name: string; id: string };
}

/** Onboarding step 1: weight 30–300 kg, height 100–250 cm, age 13–120, sex. */
export function BodyDataStep({ form, error }: BodyDataStepProps) {
  const invalid = (name: keyof OnboardingInput) =>
    error?.name === name ? { invalid: true, describedBy: error.id } : {};
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Peso (kg)" {...invalid('weight')}>
          {(control) => <NumberField {...control} control={form.control} name="weight" placeholder="Ex.: 70" />}
        </Field>
        <Field label="Altura (cm)" {...invalid('height')}>
          {(control) => (
            <NumberField {...control} control={form.control} name="height" integer placeholder="Ex.: 170" />
          )}
        </Field>
        <Field label="Idade (anos)" {...invalid('age')}>
          {(control) => <NumberField {...control} control={form.control} name="age" integer placeholder="Ex.: 30" />}
        </Field>
      </div>
      <ChoiceList legend="Sexo" choices={GENDER_CHOICES} registration={form.register('gender')} columns={2} />
    </div>
  );
}
