import { expect, test } from 'vitest';
import {
  AUTH_MESSAGES,
  ChangePasswordSchema,
  EmailOnlySchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
  avatarInitials,
  displayName,
} from './auth';

/** A fresh valid registration input on every call. */
const validRegister = () => ({
  fullName: 'Ana Souza',
  email: 'ana@example.com',
  password: 'segredo123',
  confirmPassword: 'segredo123',
  acceptTerms: true,
});

/** First issue of a failed parse (the one the screen shows). */
function firstIssue(result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) {
  expect(result.success).toBe(false);
  const issue = result.error?.issues[0];
  if (!issue) throw new Error('expected at least one issue');
  return issue;
}

test('a valid registration passes', () => {
  const result = RegisterSchema.safeParse(validRegister());
  expect(result.success).toBe(true);
  expect(result.data).toMatchObject({ fullName: 'Ana Souza', email: 'ana@example.com', acceptTerms: true });
});

test('registration trims and lowercases the email', () => {
  const result = RegisterSchema.safeParse({ ...validRegister(), email: '  Ana.Souza@Example.COM  ' });
  expect(result.success).toBe(true);
  expect(result.data?.email).toBe('ana.souza@example.com');
});

test('registration with a 2-char name fails with the name-too-short message', () => {
  const issue = firstIssue(RegisterSchema.safeParse({ ...validRegister(), fullName: 'An' }));
  expect(issue.message).toBe('O nome deve ter pelo menos 3 caracteres.');
  expect(issue.path).toEqual(['fullName']);
});

test('registration counts the name after trimming: "  An  " is too short', () => {
  const issue = firstIssue(RegisterSchema.safeParse({ ...validRegister(), fullName: '  An  ' }));
  expect(issue.message).toBe('O nome deve ter pelo menos 3 caracteres.');
});

test('registration accepts names of exactly 3 and exactly 100 chars', () => {
  expect(RegisterSchema.safeParse({ ...validRegister(), fullName: 'Ana' }).success).toBe(true);
  expect(RegisterSchema.safeParse({ ...validRegister(), fullName: 'a'.repeat(100) }).success).toBe(true);
});

test('registration with a 101-char name fails with Nome muito longo.', () => {
  const issue = firstIssue(RegisterSchema.safeParse({ ...validRegister(), fullName: 'a'.repeat(101) }));
  expect(issue.message).toBe('Nome muito longo.');
  expect(issue.path).toEqual(['fullName']);
});

test('registration with a missing name fails with the name-too-short message', () => {
  const { fullName: _omit, ...rest } = validRegister();
  const issue = firstIssue(RegisterSchema.safeParse(rest));
  expect(issue.message).toBe('O nome deve ter pelo menos 3 caracteres.');
});

test('registration with an invalid email fails with Informe um email válido.', () => {
  for (const email of ['ana', 'ana@', '@example.com', 'ana souza@example.com']) {
    const issue = firstIssue(RegisterSchema.safeParse({ ...validRegister(), email }));
    expect(issue.message).toBe('Informe um email válido.');
    expect(issue.path).toEqual(['email']);
  }
});

test('registration with an empty, blank or missing email fails with Informe um email válido.', () => {
  const { email: _omit, ...rest } = validRegister();
  for (const input of [{ ...validRegister(), email: '' }, { ...validRegister(), email: '   ' }, rest]) {
    const issue = firstIssue(RegisterSchema.safeParse(input));
    expect(issue.message).toBe('Informe um email válido.');
  }
});

test('registration with a 5-char password fails with the password-too-short message', () => {
  const issue = firstIssue(
    RegisterSchema.safeParse({ ...validRegister(), password: '12345', confirmPassword: '12345' }),
  );
  expect(issue.message).toBe('A senha deve ter pelo menos 6 caracteres.');
  expect(issue.path).toEqual(['password']);
});

test('registration accepts passwords of exactly 6 and exactly 100 chars', () => {
  const six = 'abc123';
  const hundred = 'x'.repeat(100);
  expect(RegisterSchema.safeParse({ ...validRegister(), password: six, confirmPassword: six }).success).toBe(true);
  expect(RegisterSchema.safeParse({ ...validRegister(), password: hundred, confirmPassword: hundred }).success).toBe(
    true,
  );
});

test('registration with a 101-char password fails with Senha muito longa.', () => {
  const long = 'x'.repeat(101);
  const issue = firstIssue(RegisterSchema.safeParse({ ...validRegister(), password: long, confirmPassword: long }));
  expect(issue.message).toBe('Senha muito longa.');
  expect(issue.path).toEqual(['password']);
});

test('registration with a missing password fails with the password-too-short message', () => {
  const { password: _omit, ...rest } = validRegister();
  const issue = firstIssue(RegisterSchema.safeParse(rest));
  expect(issue.message).toBe('A senha deve ter pelo menos 6 caracteres.');
});

test('registration with an empty confirmation fails with Confirme sua senha.', () => {
  const issue = firstIssue(RegisterSchema.safeParse({ ...validRegister(), confirmPassword: '' }));
  expect(issue.message).toBe('Confirme sua senha.');
  expect(issue.path).toEqual(['confirmPassword']);
});

test('registration with a missing confirmation fails with Confirme sua senha.', () => {
  const { confirmPassword: _omit, ...rest } = validRegister();
  const issue = firstIssue(RegisterSchema.safeParse(rest));
  expect(issue.message).toBe('Confirme sua senha.');
});

test('registration with different passwords fails with As senhas não coincidem. on confirmPassword', () => {
  const issue = firstIssue(
    RegisterSchema.safeParse({ ...validRegister(), password: 'segredo123', confirmPassword: 'segredo124' }),
  );
  expect(issue.message).toBe('As senhas não coincidem.');
  expect(issue.path).toEqual(['confirmPassword']);
});

test('registration with acceptTerms false fails with the terms message', () => {
  const issue = firstIssue(RegisterSchema.safeParse({ ...validRegister(), acceptTerms: false }));
  expect(issue.message).toBe('Você precisa aceitar os termos de uso e a política de privacidade.');
  expect(issue.path).toEqual(['acceptTerms']);
});

test('registration with acceptTerms missing fails with the terms message', () => {
  const { acceptTerms: _omit, ...rest } = validRegister();
  const issue = firstIssue(RegisterSchema.safeParse(rest));
  expect(issue.message).toBe('Você precisa aceitar os termos de uso e a política de privacidade.');
});

test('registration of an empty object reports the name message first', () => {
  const result = RegisterSchema.safeParse({});
  const issue = firstIssue(result);
  expect(issue.message).toBe('O nome deve ter pelo menos 3 caracteres.');
  expect(result.error?.issues.map((i) => i.path[0])).toEqual([
    'fullName',
    'email',
    'password',
    'confirmPassword',
    'acceptTerms',
  ]);
});

test('registration with a bad email and a bad password reports the email first', () => {
  const issue = firstIssue(
    RegisterSchema.safeParse({ ...validRegister(), email: 'nope', password: '1', confirmPassword: '1' }),
  );
  expect(issue.message).toBe('Informe um email válido.');
});

test('the registration messages are the pt-BR texts', () => {
  expect(AUTH_MESSAGES.nameTooShort).toBe('O nome deve ter pelo menos 3 caracteres.');
  expect(AUTH_MESSAGES.nameTooLong).toBe('Nome muito longo.');
  expect(AUTH_MESSAGES.invalidEmail).toBe('Informe um email válido.');
  expect(AUTH_MESSAGES.passwordTooShort).toBe('A senha deve ter pelo menos 6 caracteres.');
  expect(AUTH_MESSAGES.passwordTooLong).toBe('Senha muito longa.');
  expect(AUTH_MESSAGES.confirmPassword).toBe('Confirme sua senha.');
  expect(AUTH_MESSAGES.passwordsDontMatch).toBe('As senhas não coincidem.');
  expect(AUTH_MESSAGES.acceptTerms).toBe('Você precisa aceitar os termos de uso e a política de privacidade.');
  expect(AUTH_MESSAGES.passwordRequired).toBe('Senha é obrigatória');
  expect(AUTH_MESSAGES.newPasswordTooShort).toBe('A nova senha deve ter pelo menos 6 caracteres');
  expect(AUTH_MESSAGES.newPasswordsDontMatch).toBe('As senhas não coincidem');
});

test('login with a valid email and password passes and rememberMe defaults to false', () => {
  const result = LoginSchema.safeParse({ email: 'ana@example.com', password: 'x' });
  expect(result.success).toBe(true);
  expect(result.data).toEqual({ email: 'ana@example.com', password: 'x', rememberMe: false });
});

test('login keeps rememberMe true when given', () => {
  const result = LoginSchema.safeParse({ email: 'ana@example.com', password: 'segredo', rememberMe: true });
  expect(result.data?.rememberMe).toBe(true);
});

test('login trims and lowercases the email', () => {
  const result = LoginSchema.safeParse({ email: ' ANA@Example.com ', password: 'segredo' });
  expect(result.data?.email).toBe('ana@example.com');
});

test('login with an empty password fails with Senha é obrigatória', () => {
  const issue = firstIssue(LoginSchema.safeParse({ email: 'ana@example.com', password: '' }));
  expect(issue.message).toBe('Senha é obrigatória');
  expect(issue.path).toEqual(['password']);
});

test('login with a missing password fails with Senha é obrigatória', () => {
  const issue = firstIssue(LoginSchema.safeParse({ email: 'ana@example.com' }));
  expect(issue.message).toBe('Senha é obrigatória');
});

test('login with an invalid email fails with Informe um email válido.', () => {
  const issue = firstIssue(LoginSchema.safeParse({ email: 'ana.example.com', password: 'segredo' }));
  expect(issue.message).toBe('Informe um email válido.');
});

test('EmailOnlySchema trims and lowercases a valid email and rejects an invalid one', () => {
  expect(EmailOnlySchema.safeParse({ email: ' Ana@Example.COM ' }).data).toEqual({ email: 'ana@example.com' });
  const issue = firstIssue(EmailOnlySchema.safeParse({ email: 'ana@' }));
  expect(issue.message).toBe('Informe um email válido.');
});

test('reset password with a token and matching 6-char passwords passes', () => {
  const result = ResetPasswordSchema.safeParse({ token: 'tok', newPassword: 'abc123', confirmPassword: 'abc123' });
  expect(result.success).toBe(true);
});

test('reset password with a 5-char new password fails with the new-password-too-short message', () => {
  const issue = firstIssue(
    ResetPasswordSchema.safeParse({ token: 'tok', newPassword: '12345', confirmPassword: '12345' }),
  );
  expect(issue.message).toBe('A nova senha deve ter pelo menos 6 caracteres');
  expect(issue.path).toEqual(['newPassword']);
});

test('reset password with mismatching passwords fails with As senhas não coincidem on confirmPassword', () => {
  const issue = firstIssue(
    ResetPasswordSchema.safeParse({ token: 'tok', newPassword: 'abc123', confirmPassword: 'abc124' }),
  );
  expect(issue.message).toBe('As senhas não coincidem');
  expect(issue.path).toEqual(['confirmPassword']);
});

test('reset password with an empty token fails with the invalid-link message', () => {
  const issue = firstIssue(
    ResetPasswordSchema.safeParse({ token: '', newPassword: 'abc123', confirmPassword: 'abc123' }),
  );
  expect(issue.message).toBe(AUTH_MESSAGES.invalidResetToken);
});

test('change password with a current password and matching 6-char new passwords passes', () => {
  const result = ChangePasswordSchema.safeParse({
    currentPassword: 'antiga',
    newPassword: 'nova12',
    confirmPassword: 'nova12',
  });
  expect(result.success).toBe(true);
});

test('change password with a 5-char new password fails with the new-password-too-short message', () => {
  const issue = firstIssue(
    ChangePasswordSchema.safeParse({ currentPassword: 'antiga', newPassword: 'nova1', confirmPassword: 'nova1' }),
  );
  expect(issue.message).toBe('A nova senha deve ter pelo menos 6 caracteres');
  expect(issue.path).toEqual(['newPassword']);
});

test('change password with mismatching passwords fails with As senhas não coincidem on confirmPassword', () => {
  const issue = firstIssue(
    ChangePasswordSchema.safeParse({ currentPassword: 'antiga', newPassword: 'nova123', confirmPassword: 'nova124' }),
  );
  expect(issue.message).toBe('As senhas não coincidem');
  expect(issue.path).toEqual(['confirmPassword']);
});

test('change password with an empty current password fails with Informe a senha atual.', () => {
  const issue = firstIssue(
    ChangePasswordSchema.safeParse({ currentPassword: '', newPassword: 'nova123', confirmPassword: 'nova123' }),
  );
  expect(issue.message).toBe('Informe a senha atual.');
});

test('displayName returns the trimmed full name when present', () => {
  expect(displayName({ fullName: 'Ana Souza', email: 'ana@example.com' })).toBe('Ana Souza');
  expect(displayName({ fullName: '  Ana Souza  ', email: 'ana@example.com' })).toBe('Ana Souza');
});

test('displayName falls back to the e-mail local part when the name is missing or blank', () => {
  expect(displayName({ fullName: null, email: 'ana.souza@example.com' })).toBe('ana.souza');
  expect(displayName({ fullName: '   ', email: 'joao@example.com' })).toBe('joao');
  expect(displayName({ email: 'maria@example.com' })).toBe('maria');
});

test('displayName falls back to Usuário without a name or e-mail', () => {
  expect(displayName({ fullName: null, email: null })).toBe('Usuário');
  expect(displayName({})).toBe('Usuário');
  expect(displayName(null)).toBe('Usuário');
  expect(displayName(undefined)).toBe('Usuário');
  expect(displayName({ fullName: '', email: '' })).toBe('Usuário');
});

test('avatarInitials of ana souza is AN (first two letters, capitalised)', () => {
  expect(avatarInitials('ana souza')).toBe('AN');
});

test('avatarInitials keeps accented letters and skips non-letters', () => {
  expect(avatarInitials('Érica')).toBe('ÉR');
  expect(avatarInitials('j. silva')).toBe('JS');
});

test('avatarInitials of Usuário is US', () => {
  expect(avatarInitials(displayName(null))).toBe('US');
});
