import { TIMING } from '@prato/core/domain/timing';
import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, RegisterSchema, type Register, type RegisterInput } from '@prato/core/schemas/auth';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { firstError } from '@/lib/form';
import { useRegister } from '../api/register';

/** After sign-up the success message stays 1.5 s before going to /home. */
export const REGISTER_REDIRECT_DELAY_MS = TIMING.registerRedirect;

const FIELD_ORDER = ['fullName', 'email', 'password', 'confirmPassword', 'acceptTerms'] as const;
const ERROR_ID = 'register-form-error';

interface RegisterFormProps {
  /**
   * Called when the server asks to check the e-mail (REQUIRE_EMAIL_CONFIRMATION): the answer is the same
   * for a new address and for one that already has an account, and the e-mail says which it was.
   */
  onConfirmationRequired: (message: string, email: string) => void;
  /** Called to sign in instead, with the e-mail typed, when the address already has an account. */
  onSignInInstead: (email: string) => void;
}

export function RegisterForm({ onConfirmationRequired, onSignInInstead }: RegisterFormProps) {
  const navigate = useNavigate();
  const mutation = useRegister();
  const [signedUp, setSignedUp] = useState(false);
  const form = useForm<RegisterInput, unknown, Register>({
    resolver: zodResolver(RegisterSchema),
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '' },
  });

  useEffect(() => {
    if (!signedUp) return;
    const timer = setTimeout(() => navigate(paths.home.getHref(), { replace: true }), REGISTER_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [signedUp, navigate]);

  const onSubmit = form.handleSubmit((values) => {
    mutation.mutate(values, {
      onSuccess: (result) => {
        if (result.requiresEmailConfirmation || !result.user) {
          onConfirmationRequired(result.message, values.email);
          return;
        }
        form.reset();
        setSignedUp(true);
      },
    });
  });

  const validationError = firstError(form.formState.errors, FIELD_ORDER);
  const message =
    validationError?.message ??
    (mutation.isError ? errorMessage(mutation.error, AUTH_MESSAGES.registerFailed) : undefined);
  // Without e-mail confirmation a new account is signed in at once, so an address that already has one
  // is told plainly (409, decision 023); the way forward is to sign in with it (or reset the password there).
  const emailInUse = !validationError && mutation.error instanceof ApiError && mutation.error.code === 'EMAIL_IN_USE';
  const invalidProps = (name: (typeof FIELD_ORDER)[number]) =>
    validationError?.name === name ? { invalid: true, describedBy: ERROR_ID } : {};
  const pending = mutation.isPending || signedUp;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {message ? (
        <Alert tone="error" id={ERROR_ID}>
          <p>{message}</p>
          {emailInUse ? (
            <Button
              variant="link"
              className="mt-1 text-red-800"
              onClick={() => onSignInInstead(form.getValues('email').trim().toLowerCase())}
            >
              Entrar com este email
            </Button>
          ) : null}
        </Alert>
      ) : null}
      {signedUp ? <Alert tone="success">{AUTH_MESSAGES.registerSuccess}</Alert> : null}

      <Field label="Nome completo" {...invalidProps('fullName')}>
        {(control) => <Input {...control} {...form.register('fullName')} autoComplete="name" />}
      </Field>
      <Field label="Email" {...invalidProps('email')}>
        {(control) => (
          <Input {...control} {...form.register('email')} type="email" autoComplete="email" inputMode="email" />
        )}
      </Field>
      <Field label="Senha" hint="Mínimo de 6 caracteres." {...invalidProps('password')}>
        {(control) => <PasswordInput {...control} {...form.register('password')} autoComplete="new-password" />}
      </Field>
      <Field label="Confirmar senha" {...invalidProps('confirmPassword')}>
        {(control) => <PasswordInput {...control} {...form.register('confirmPassword')} autoComplete="new-password" />}
      </Field>

      <div className="flex items-center gap-2.5">
        <CheckboxField
          id="register-accept-terms"
          control={form.control}
          name="acceptTerms"
          aria-invalid={validationError?.name === 'acceptTerms' ? true : undefined}
          aria-describedby={validationError?.name === 'acceptTerms' ? ERROR_ID : undefined}
        />
        {/* The label is part of the target: a row of at least 44 px; the span keeps its text and links one flow. */}
        <label
          htmlFor="register-accept-terms"
          className="flex min-h-11 items-center text-sm leading-snug text-slate-700"
        >
          <span>
            Li e aceito os{' '}
            <Link to={paths.terms.getHref()} className="font-medium text-emerald-700 underline underline-offset-2">
              termos de uso
            </Link>{' '}
            e a{' '}
            <Link to={paths.privacy.getHref()} className="font-medium text-emerald-700 underline underline-offset-2">
              política de privacidade
            </Link>
          </span>
        </label>
      </div>

      <Button type="submit" size="lg" className="w-full" disabled={pending} aria-busy={pending}>
        {mutation.isPending ? 'Processando...' : 'Criar conta'}
      </Button>
    </form>
  );
}
