import { expect, test } from '@playwright/test';
import {
  outboxLink,
  PASSWORD,
  registerThroughForm,
  signInThroughForm,
  signOutThroughMenu,
  signUpThroughApi,
  uniqueEmail,
} from './support';

test('register, confirm by e-mail, sign out and in, guards, forgot and reset the password', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('jornada');
  await registerThroughForm(page, { fullName: 'Joana Pereira', email });
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(/Joana Pereira/).first()).toBeVisible();

  // Confirmation link from the outbox.
  await page.goto(await outboxLink(request, email, 'email'));
  await expect(page.getByText('Email confirmado com sucesso! Redirecionando...')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);

  await signOutThroughMenu(page);

  // Guards: signed out to /login, unknown paths to /.
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/caminho/que/nao/existe');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/app');
  await expect(page).toHaveURL(/\/login$/);

  await signInThroughForm(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  await signOutThroughMenu(page);

  // Forgot password from the auth screen.
  await page.getByRole('button', { name: 'Esqueceu a senha?' }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(
    page.getByText('Se existir uma conta com este email, enviamos um link para redefinir a senha.').first(),
  ).toBeVisible();

  await page.goto(await outboxLink(request, email, 'recovery'));
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel('Nova senha', { exact: true }).fill('novaSenha456');
  await page.getByLabel('Confirmar nova senha').fill('novaSenha456');
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await signOutThroughMenu(page);

  await signInThroughForm(page, email, PASSWORD);
  await expect(page.getByText('Email ou senha incorretos.').first()).toBeVisible();
  await signInThroughForm(page, email, 'novaSenha456');
  await expect(page).toHaveURL(/\/home$/);
});

test('a new account without body data is taken to /onboarding', async ({ page }) => {
  await registerThroughForm(page, { fullName: 'Nova Pessoa', email: uniqueEmail('nova'), withProfile: false });
  await expect(page.getByText('Conta criada com sucesso! Fazendo login...').first()).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.goto('/plan');
  await expect(page).toHaveURL(/\/onboarding$/);
});

test('the registration form shows the first error with the pt-BR texts', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByRole('tab', { name: 'Cadastrar' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'O nome deve ter pelo menos 3 caracteres.' })).toBeVisible();

  await page.getByLabel('Nome completo').fill('Joana Pereira');
  await page.getByLabel('Email', { exact: true }).fill('joana@example.com');
  await page.getByLabel('Senha', { exact: true }).fill('segredo1');
  await page.getByLabel('Confirmar senha', { exact: true }).fill('segredo2');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Você precisa aceitar os termos de uso e a política de privacidade.' }),
  ).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'As senhas não coincidem.' })).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);

  // Show/hide password.
  const password = page.getByLabel('Senha', { exact: true });
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Mostrar senha' }).first().click();
  await expect(password).toHaveAttribute('type', 'text');
});

test('"Lembrar de mim" decides whether the session outlives the browser', async ({ page, context }) => {
  const email = uniqueEmail('lembrar');
  await signUpThroughApi(page, { fullName: 'Carlos Lima', email });
  await expect(page).toHaveURL(/\/home$/);
  await signOutThroughMenu(page);

  await signInThroughForm(page, email, PASSWORD, false);
  await expect(page).toHaveURL(/\/home$/);
  const browserSession = (await context.cookies()).find((c) => c.name === 'prato.session_token');
  expect(browserSession?.expires).toBe(-1);
  expect(browserSession?.httpOnly).toBe(true);
  await signOutThroughMenu(page);

  await signInThroughForm(page, email, PASSWORD, true);
  await expect(page).toHaveURL(/\/home$/);
  const remembered = (await context.cookies()).find((c) => c.name === 'prato.session_token');
  const days = ((remembered?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29);
  expect(days).toBeLessThanOrEqual(30);
});

test('repeated wrong passwords lock the sign-in with a clear message', async ({ page }) => {
  const email = uniqueEmail('bloqueio');
  await signUpThroughApi(page, { fullName: 'Bruno Alves', email });
  await expect(page).toHaveURL(/\/home$/);
  await signOutThroughMenu(page);
  for (let i = 0; i < 5; i += 1) {
    await signInThroughForm(page, email, `errada${i}xx`);
    await expect(page.getByText('Email ou senha incorretos.').first()).toBeVisible();
  }
  await signInThroughForm(page, email, PASSWORD);
  await expect(page.getByText(/Muitas tentativas de login\. Aguarde 15 minutos/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('/admin is only for admins', async ({ page, request }) => {
  // Whoever registers first on this server is admin; a second account never is.
  const first = await request.post('/api/auth/register', {
    data: {
      fullName: 'Primeira Pessoa',
      email: uniqueEmail('primeira'),
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: true,
    },
  });
  expect(first.status()).toBe(201);

  await signUpThroughApi(page, { fullName: 'Pessoa Comum', email: uniqueEmail('comum') });
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('link', { name: 'Administração' })).toHaveCount(0);
});
