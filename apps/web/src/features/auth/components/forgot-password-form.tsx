import { zodResolver } from '@hookform/resolvers/zod';
import { EmailOnlySchema, type EmailOnly } from '@prato/core/schemas/auth';
import { ArrowLeft } from '@/components/icons';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useForgotPassword } from '../api/forgot-password';

interface ForgotPasswordFormProps {
  defaultEmail?: string;
  onBack: () => void;
}

export function ForgotPasswordForm({ defaultEmail = '', onBack }: ForgotPasswordFormProps) {
  const mutation = useForgotPassword();
  const form = useForm<z.input<typeof EmailOnlySchema>, unknown, EmailOnly>({
    resolver: zodResolver(EmailOnlySchema),
    defaultValues: { email: defaultEmail },
  });
  const onSubmit = form.handleSubmit((values) => mutation.mutate(values));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby="forgot-password-title">
      <div>
        <h2 id="forgot-password-title" className="text-lg font-semibold text-slate-900">
          Redefinir senha
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Informe o email da sua conta e enviaremos um link para criar uma nova senha.
        </p>
      </div>
      {mutation.isSuccess ? <Alert tone="success">{mutation.data.message}</Alert> : null}
      {mutation.isError ? <Alert tone="error">{errorMessage(mutation.error)}</Alert> : null}
      <Field label="Email" error={form.formState.errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            {...form.register('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            autoFocus
          />
        )}
      </Field>
      <SubmitButton pending={mutation.isPending} pendingLabel="Processando..." size="lg" className="w-full">
        Enviar link
      </SubmitButton>
      <Button variant="ghost" className="w-full" onClick={onBack}>
        <ArrowLeft className="size-4" aria-hidden />
        Voltar para o login
      </Button>
    </form>
  );
}
