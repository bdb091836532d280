import { zodResolver } from '@hookform/resolvers/zod';
import { LoginSchema, type Login, type LoginInput } from '@prato/core/schemas/auth';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { CheckboxField } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useHydrated } from '@/hooks/use-hydrated';
import { useLogin } from '../api/login';
import { useResendConfirmation } from '../api/resend-confirmation';

interface LoginFormProps {
  defaultEmail?: string;
  onForgotPassword: (email: string) => void;
}

export function LoginForm({ defaultEmail = '', onForgotPassword }: LoginFormProps) {
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const resendMutation = useResendConfirmation();
  const form = useForm<LoginInput, unknown, Login>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { email: defaultEmail, password: '', rememberMe: false },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    resendMutation.reset();
    loginMutation.mutate(values, {
      onSuccess: () => navigate(paths.home.getHref(), { replace: true }),
    });
  });

  const loginError = loginMutation.error;
  const emailNotConfirmed = loginError instanceof ApiError && loginError.code === 'EMAIL_NOT_CONFIRMED';
  const pending = loginMutation.isPending;
  // /login is prerendered: until Preact has taken over its markup, the form can be seen but not used.
  const hydrated = useHydrated();

  return (
    <form onSubmit={onSubmit} noValidate>
      <fieldset disabled={!hydrated} className="min-w-0 space-y-4">
        {loginError ? (
          <Alert tone="error">
            <p>{errorMessage(loginError)}</p>
            {emailNotConfirmed ? (
              <Button
                variant="link"
                className="mt-1 text-red-800"
                disabled={resendMutation.isPending}
                onClick={() => resendMutation.mutate({ email: form.getValues('email').trim().toLowerCase() })}
              >
                Reenviar email de confirmação
              </Button>
            ) : null}
          </Alert>
        ) : null}
        {resendMutation.isSuccess ? <Alert tone="success">{resendMutation.data.message}</Alert> : null}
        {resendMutation.isError ? <Alert tone="error">{errorMessage(resendMutation.error)}</Alert> : null}

        <Field label="Email" error={errors.email?.message}>
          {(control) => (
            <Input {...control} {...form.register('email')} type="email" autoComplete="email" inputMode="email" />
          )}
        </Field>

        <Field label="Senha" error={errors.password?.message}>
          {(control) => <PasswordInput {...control} {...form.register('password')} autoComplete="current-password" />}
        </Field>

        <div className="flex items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <CheckboxField id="login-remember-me" control={form.control} name="rememberMe" />
            {/* The label is part of the target: a 44 px row a finger finds. */}
            <label htmlFor="login-remember-me" className="flex min-h-11 items-center text-sm text-slate-700">
              Lembrar de mim
            </label>
          </div>
          <Button variant="link" size="sm" onClick={() => onForgotPassword(form.getValues('email'))}>
            Esqueceu a senha?
          </Button>
        </div>

        <SubmitButton pending={pending} pendingLabel="Processando..." size="lg" className="w-full">
          Entrar
        </SubmitButton>
      </fieldset>
    </form>
  );
}
