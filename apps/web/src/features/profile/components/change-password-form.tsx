import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, ChangePasswordSchema, type ChangePassword } from '@prato/core/schemas/auth';
import { useForm } from 'react-hook-form';
import { SubmitButton } from '@/components/ui/submit-button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api-client';
import { useChangePassword } from '../api/change-password';
import { useTimedMessage } from '../hooks/use-timed-message';
import { TimedAlert } from './timed-alert';

const EMPTY: ChangePassword = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const mutation = useChangePassword();
  const { message, show } = useTimedMessage();
  const form = useForm<ChangePassword>({ resolver: zodResolver(ChangePasswordSchema), defaultValues: EMPTY });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        form.reset(EMPTY);
        show({ tone: 'success', text: AUTH_MESSAGES.passwordChanged });
      },
      onError: (error) => show({ tone: 'error', text: errorMessage(error, AUTH_MESSAGES.passwordChangeFailed) }),
    }),
  );

  return (
    <Card aria-labelledby="change-password-title">
      <CardTitle id="change-password-title">Alterar senha</CardTitle>
      <CardDescription>Ao alterar a senha, as sessões em outros dispositivos são encerradas.</CardDescription>
      <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
        <Field label="Senha atual" error={errors.currentPassword?.message}>
          {(control) => (
            <PasswordInput {...control} {...form.register('currentPassword')} autoComplete="current-password" />
          )}
        </Field>
        <Field label="Nova senha" error={errors.newPassword?.message}>
          {(control) => <PasswordInput {...control} {...form.register('newPassword')} autoComplete="new-password" />}
        </Field>
        <Field label="Confirmar nova senha" error={errors.confirmPassword?.message}>
          {(control) => (
            <PasswordInput {...control} {...form.register('confirmPassword')} autoComplete="new-password" />
          )}
        </Field>
        <TimedAlert message={message} />
        <SubmitButton pending={mutation.isPending} pendingLabel="Alterando...">
          Alterar senha
        </SubmitButton>
      </form>
    </Card>
  );
}
