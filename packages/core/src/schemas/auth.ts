import { z } from './z';
import { text, textRule } from './input-rules';

/** pt-BR texts of the account flows. Defined once; API and web both read them. */
export const AUTH_MESSAGES = {
  nameTooShort: 'O nome deve ter pelo menos 3 caracteres.',
  nameTooLong: 'Nome muito longo.',
  invalidEmail: 'Informe um email válido.',
  passwordTooShort: 'A senha deve ter pelo menos 6 caracteres.',
  passwordTooLong: 'Senha muito longa.',
  confirmPassword: 'Confirme sua senha.',
  passwordsDontMatch: 'As senhas não coincidem.',
  acceptTerms: 'Você precisa aceitar os termos de uso e a política de privacidade.',
  passwordRequired: 'Senha é obrigatória',
  currentPasswordRequired: 'Informe a senha atual.',
  newPasswordTooShort: 'A nova senha deve ter pelo menos 6 caracteres',
  newPasswordsDontMatch: 'As senhas não coincidem',
  registerSuccess: 'Conta criada com sucesso! Fazendo login...',
  /**
   * The answer to every sign-up when e-mail confirmation is required, new address or not: it must not tell
   * which addresses have accounts (decision 023); the e-mail says which case it was.
   */
  registerConfirmFirst:
    'Verifique seu email: enviamos uma mensagem com os próximos passos para entrar. Se você já tinha uma conta com este endereço, a mensagem explica como acessá-la.',
  registerFailed: 'Erro ao criar conta',
  emailInUse: 'Este email já está cadastrado.',
  loginFailed: 'Erro ao fazer login',
  invalidCredentials: 'Email ou senha incorretos.',
  emailNotConfirmed: 'Email não confirmado. Verifique sua caixa de entrada.',
  tooManyAttempts: 'Muitas tentativas de login. Aguarde {minutes} e tente novamente.',
  tooManyConcurrentAttempts: 'Muitas tentativas de login ao mesmo tempo. Aguarde alguns segundos e tente novamente.',
  tooManyEmails: 'Muitas solicitações de email. Aguarde alguns minutos e tente novamente.',
  tooManySignUpsFromAddress: 'Muitos cadastros a partir desta conexão. Tente novamente em {minutes}.',
  tooManyEmailsFromAddress: 'Muitas solicitações de email a partir desta conexão. Tente novamente em {minutes}.',
  genericFailure: 'Erro ao processar solicitação',
  unauthenticated: 'Usuário não autenticado',
  sessionExpired: 'Sessão expirada. Faça login novamente.',
  forbiddenAdmin: 'Acesso restrito a administradores.',
  forgotPasswordSent: 'Se existir uma conta com este email, enviamos um link para redefinir a senha.',
  resendConfirmationSent: 'Se existir uma conta não confirmada com este email, enviamos um novo link de confirmação.',
  invalidResetToken: 'Link de redefinição inválido ou expirado. Solicite um novo.',
  passwordReset: 'Senha redefinida com sucesso! Entrando...',
  passwordChanged: 'Senha alterada com sucesso!',
  passwordChangeFailed: 'Erro ao alterar senha',
  wrongCurrentPassword: 'Senha atual incorreta.',
  confirmEmailSuccess: 'Email confirmado com sucesso! Redirecionando...',
  confirmEmailFailed: 'Erro ao confirmar email. Por favor, tente novamente.',
  confirmEmailErrorFallback: 'Erro ao confirmar email',
  callbackAuthenticated: 'Autenticado com sucesso! Redirecionando...',
  callbackUnexpected: 'Erro inesperado. Redirecionando para login...',
} as const;

const email = z
  .string({ error: AUTH_MESSAGES.invalidEmail })
  .trim()
  .min(1, AUTH_MESSAGES.invalidEmail)
  .max(254, AUTH_MESSAGES.invalidEmail)
  .pipe(z.email({ error: AUTH_MESSAGES.invalidEmail }))
  .transform((value) => value.toLowerCase());

/** Sign-up form. The first issue is the one the screen shows. */
export const RegisterSchema = z
  .object({
    fullName: z
      .string({ error: AUTH_MESSAGES.nameTooShort })
      .trim()
      .min(3, AUTH_MESSAGES.nameTooShort)
      .max(100, AUTH_MESSAGES.nameTooLong)
      .refine(...textRule),
    email,
    password: z
      .string({ error: AUTH_MESSAGES.passwordTooShort })
      .min(6, AUTH_MESSAGES.passwordTooShort)
      .max(100, AUTH_MESSAGES.passwordTooLong)
      .refine(...textRule),
    confirmPassword: z
      .string({ error: AUTH_MESSAGES.confirmPassword })
      .min(6, AUTH_MESSAGES.confirmPassword)
      .max(100, AUTH_MESSAGES.passwordTooLong),
    acceptTerms: z.literal(true, { error: AUTH_MESSAGES.acceptTerms }),
  })
  .refine((data) => data.password === data.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type Register = z.infer<typeof RegisterSchema>;
export type RegisterInput = z.input<typeof RegisterSchema>;

/** The password a person types to prove who they are: required, at most 100 characters. */
export function currentPassword(required: string, tooLong: string) {
  return z
    .string({ error: required })
    .min(1, required)
    .max(100, tooLong)
    .refine(...textRule);
}

export const LoginSchema = z.object({
  email,
  password: currentPassword(AUTH_MESSAGES.passwordRequired, AUTH_MESSAGES.passwordTooLong),
  rememberMe: z.boolean().default(false),
});
export type Login = z.infer<typeof LoginSchema>;
export type LoginInput = z.input<typeof LoginSchema>;

export const EmailOnlySchema = z.object({ email });
export type EmailOnly = z.infer<typeof EmailOnlySchema>;

export const VerifyEmailSchema = z.object({
  token: text({ min: 1, max: 4096, message: AUTH_MESSAGES.confirmEmailFailed, trim: false }),
});
export type VerifyEmail = z.infer<typeof VerifyEmailSchema>;

const newPassword = z
  .string({ error: AUTH_MESSAGES.newPasswordTooShort })
  .min(6, AUTH_MESSAGES.newPasswordTooShort)
  .max(100, AUTH_MESSAGES.passwordTooLong)
  .refine(...textRule);

const newPasswordTwice = {
  newPassword,
  confirmPassword: z.string({ error: AUTH_MESSAGES.newPasswordsDontMatch }).max(100, AUTH_MESSAGES.passwordTooLong),
};

/** The new password typed twice must match; a mismatch is reported on the confirmation. */
const passwordsMatch: [
  (data: { newPassword: string; confirmPassword: string }) => boolean,
  { message: string; path: string[] },
] = [
  (data) => data.newPassword === data.confirmPassword,
  { message: AUTH_MESSAGES.newPasswordsDontMatch, path: ['confirmPassword'] },
];

export const ResetPasswordSchema = z
  .object({
    token: text({ min: 1, max: 512, message: AUTH_MESSAGES.invalidResetToken, trim: false }),
    ...newPasswordTwice,
  })
  .refine(...passwordsMatch);
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

/** Profile screen's change-password panel (new ≥ 6 and matching; we also verify the current one). */
export const ChangePasswordSchema = z
  .object({
    currentPassword: currentPassword(AUTH_MESSAGES.currentPasswordRequired, AUTH_MESSAGES.passwordTooLong),
    ...newPasswordTwice,
  })
  .refine(...passwordsMatch);
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

export const SessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  emailVerified: z.boolean(),
  isAdmin: z.boolean(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const SessionResponseSchema = z.object({ user: SessionUserSchema });
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

export const RegisterResponseSchema = z.object({
  user: SessionUserSchema.nullable(),
  requiresEmailConfirmation: z.boolean(),
  message: z.string(),
});
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** Name shown in the layout: full name, else the e-mail's local part, else 'Usuário'. */
export function displayName(user: { fullName?: string | null; email?: string | null } | null | undefined): string {
  const fullName = user?.fullName?.trim();
  if (fullName) return fullName;
  const local = user?.email?.split('@')[0]?.trim();
  return local || 'Usuário';
}

/** Avatar initials: the first two letters of the display name, in capitals. */
export function avatarInitials(name: string): string {
  return (
    name
      .replace(/[^\p{L}]/gu, '')
      .slice(0, 2)
      .toUpperCase() || 'US'
  );
}
