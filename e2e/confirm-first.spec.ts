import { expect, test } from '@playwright/test';
import { outboxLink, PASSWORD, registerThroughForm, signInThroughForm, uniqueEmail } from './support';

// This project's server runs with REQUIRE_EMAIL_CONFIRMATION=true.
test('with confirmation required, the account signs in only after the e-mail link', async ({ page, request }) => {
  const email = uniqueEmail('confirma');
  await registerThroughForm(page, { fullName: 'Rita Gomes', email, withProfile: false });
  // The answer a new address and one with an account both get (decision 023).
  await expect(
    page.getByText(/Verifique seu email: enviamos uma mensagem com os próximos passos/).first(),
  ).toBeVisible();
  await expect(page).not.toHaveURL(/\/home$/);

  await signInThroughForm(page, email, PASSWORD);
  await expect(page.getByText('Email não confirmado. Verifique sua caixa de entrada.').first()).toBeVisible();
  await page.getByRole('button', { name: 'Reenviar email de confirmação' }).click();
  await expect(page.getByText(/enviamos um novo link de confirmação/).first()).toBeVisible();

  await page.goto(await outboxLink(request, email, 'email'));
  await expect(page.getByText('Email confirmado com sucesso! Redirecionando...')).toBeVisible();
  // Signed in; a new account has no body data yet, so the onboarding guard takes it on from /home.
  await expect(page).toHaveURL(/\/onboarding$/);
});

test('a broken confirmation link shows the pt-BR error and goes to /login', async ({ page }) => {
  await page.goto('/auth/callback?token_hash=quebrado&type=email');
  await expect(page.getByText('Erro ao confirmar email. Por favor, tente novamente.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/auth/callback?error=access_denied&error_description=Link%20expirado');
  await expect(page.getByText('Link expirado')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
