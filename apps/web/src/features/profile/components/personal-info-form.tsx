import { zodResolver } from '@hookform/resolvers/zod';
import { PROFILE_MESSAGES, ProfileUpdateSchema, type Profile } from '@prato/core/schemas/profile';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useUpdateProfile } from '@/api/profile';
import { SubmitButton } from '@/components/ui/submit-button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { GenderSelect } from '@/components/gender-select';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NumberField } from '@/components/ui/number-field';
import { useTimedMessage } from '../hooks/use-timed-message';
import { TimedAlert } from './timed-alert';

const PersonalInfoSchema = ProfileUpdateSchema.pick({ fullName: true, age: true, gender: true }).required();
type PersonalInfoInput = z.input<typeof PersonalInfoSchema>;
type PersonalInfo = z.output<typeof PersonalInfoSchema>;

export function PersonalInfoForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const { message, show } = useTimedMessage();
  const form = useForm<PersonalInfoInput, unknown, PersonalInfo>({
    resolver: zodResolver(PersonalInfoSchema),
    defaultValues: {
      fullName: profile.fullName ?? '',
      age: profile.age ?? undefined,
      gender: profile.gender ?? undefined,
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        form.reset({ fullName: saved.fullName ?? '', age: saved.age ?? undefined, gender: saved.gender ?? undefined });
        show({ tone: 'success', text: PROFILE_MESSAGES.saved });
      },
      onError: () => show({ tone: 'error', text: PROFILE_MESSAGES.saveFailed }),
    }),
  );

  return (
    <Card aria-labelledby="personal-info-title">
      <CardTitle id="personal-info-title">Informações pessoais</CardTitle>
      <CardDescription>Seu nome aparece no menu e nas saudações do app.</CardDescription>
      <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
        <Field label="Nome completo" error={errors.fullName?.message}>
          {(control) => <Input {...control} {...form.register('fullName')} autoComplete="name" />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Idade" error={errors.age?.message}>
            {(control) => <NumberField {...control} control={form.control} name="age" integer />}
          </Field>
          <Field label="Sexo" error={errors.gender?.message}>
            {(control) => <GenderSelect {...control} {...form.register('gender')} placeholder="Selecione" />}
          </Field>
        </div>
        <Field label="Email" hint="O email não pode ser alterado por aqui.">
          {(control) => <Input {...control} value={profile.email} readOnly disabled type="email" />}
        </Field>
        <TimedAlert message={message} />
        <SubmitButton pending={update.isPending}>Salvar alterações</SubmitButton>
      </form>
    </Card>
  );
}
