import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, ResetPasswordSchema, type ResetPassword } from '@prato/core/schemas/auth';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { firstError } from '@/lib/form';
import { useResetPassword } from '../api/reset-password';

const FIELD_ORDER = ['newPassword', 'confirmPassword'] as const;
const ERROR_ID = 'reset-password-error';

export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const mutation = useResetPassword();
  const form = useForm<z.input<typeof ResetPasswordSchema>, unknown, ResetPassword>({
    resolver: zodResolver(ResetPasswordSchema),
    defaultValues: { token, newPassword: '', confirmPassword: '' },
  });

  const onSubmit = form.handleSubmit((values) => {
    mutation.mutate(values, {
      onSuccess: () => {
        toast.success(AUTH_MESSAGES.passwordReset);
        navigate(paths.home.getHref(), { replace: true });
      },
    });
  });

  const validationError = firstError(form.formState.errors, FIELD_ORDER);
  // A token problem is reported by the schema on the hidden `token` field.
  const tokenError = form.formState.errors.token?.message;
  const message =
    validationError?.message ?? tokenError ?? (mutation.isError ? errorMessage(mutation.error) : undefined);
  const invalidProps = (name: (typeof FIELD_ORDER)[number]) =>
    validationError?.name === name ? { invalid: true, describedBy: ERROR_ID } : {};

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {message ? (
        <Alert tone="error" id={ERROR_ID}>
          {message}
        </Alert>
      ) : null}
      <Field label="Nova senha" hint="Mínimo de 6 caracteres." {...invalidProps('newPassword')}>
        {(control) => <PasswordInput {...control} {...form.register('newPassword')} autoComplete="new-password" />}
      </Field>
      <Field label="Confirmar nova senha" {...invalidProps('confirmPassword')}>
        {(control) => <PasswordInput {...control} {...form.register('confirmPassword')} autoComplete="new-password" />}
      </Field>
      <SubmitButton pending={mutation.isPending} pendingLabel="Processando..." size="lg" className="w-full">
        Redefinir senha
      </SubmitButton>
    </form>
  );
}
