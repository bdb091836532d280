import { zodResolver } from '@hookform/resolvers/zod';
import { HEALTH_MESSAGES, HealthBodySchema, type HealthBody } from '@prato/core/schemas/health-form';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { useUpdateProfile } from '@/api/profile';
import { SubmitButton } from '@/components/ui/submit-button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { GenderSelect } from '@/components/gender-select';
import { Field } from '@/components/ui/field';
import { NumberField } from '@/components/ui/number-field';
import { errorMessage } from '@/lib/api-client';

/** Health body data (Peso, Altura, Idade, Sexo) with the bounds, saved to the profile. */
export function BodyDataForm({ body }: { body: HealthBody }) {
  const mutation = useUpdateProfile();
  const form = useForm<HealthBody>({
    resolver: zodResolver(HealthBodySchema),
    // Follows the profile (e.g. after logging a weight) without discarding what is being typed.
    values: body,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    mutation.mutate(values, {
      onSuccess: () => {
        form.reset(values);
        toast.success(HEALTH_MESSAGES.bodySaved);
      },
      onError: (error) => toast.error(errorMessage(error, HEALTH_MESSAGES.bodySaveFailed)),
    });
  });

  return (
    <Card aria-labelledby="body-data-title">
      <CardTitle id="body-data-title">Dados corporais</CardTitle>
      <CardDescription>Usados para calcular seu IMC e as calorias das atividades.</CardDescription>
      <form onSubmit={onSubmit} noValidate className="mt-4 grid grid-cols-2 gap-4">
        <Field label="Peso (kg)" error={errors.weight?.message}>
          {(control) => <NumberField {...control} control={form.control} name="weight" />}
        </Field>
        <Field label="Altura (cm)" error={errors.height?.message}>
          {(control) => <NumberField {...control} control={form.control} name="height" integer />}
        </Field>
        <Field label="Idade" error={errors.age?.message}>
          {(control) => <NumberField {...control} control={form.control} name="age" integer />}
        </Field>
        <Field label="Sexo" error={errors.gender?.message}>
          {(control) => <GenderSelect {...control} {...form.register('gender')} />}
        </Field>
        <div className="col-span-2">
          <SubmitButton pending={mutation.isPending} variant="secondary">
            Salvar dados
          </SubmitButton>
        </div>
      </form>
    </Card>
  );
}
