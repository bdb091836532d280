import { expect, test } from '@playwright/test';
import { accessibilityFindings, signUpThroughApi, uniqueEmail } from './support';

test('signed-in layout: navigation, user name and avatar; none on public pages', async ({ page, isMobile }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Começar Gratuitamente' }).first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: /principal/i })).toHaveCount(0);

  await signUpThroughApi(page, { fullName: 'marina costa', email: uniqueEmail('layout') });
  await expect(page).toHaveURL(/\/home$/);
  if (isMobile) {
    const bar = page.getByRole('navigation', { name: 'Navegação inferior' });
    await expect(bar).toBeVisible();
    for (const label of ['Início', 'Planejar', 'Água', 'Saúde', 'Premium', 'Perfil']) {
      await expect(bar.getByRole('link', { name: label })).toBeVisible();
    }
    await bar.getByRole('link', { name: 'Água' }).click();
  } else {
    const sidebar = page.getByRole('navigation', { name: 'Navegação principal' });
    await expect(sidebar).toBeVisible();
    for (const label of ['Início', 'Planejar', 'Hidratação', 'Saúde', 'Assinatura', 'Perfil', 'Histórico']) {
      await expect(sidebar.getByRole('link', { name: label })).toBeVisible();
    }
    await expect(page.getByText('MA', { exact: true }).first()).toBeVisible();
    await sidebar.getByRole('link', { name: 'Hidratação' }).click();
  }
  await expect(page).toHaveURL(/\/hydration$/);
  await expect(page.getByRole('heading', { name: 'Hidratação', level: 1 })).toBeVisible();
});

test('auth screens have no serious accessibility violations', async ({ page }) => {
  const screens = [
    ['/login', 'Entrar · Prato Certo'],
    ['/register', 'Cadastrar · Prato Certo'],
    ['/', 'Planejamento de refeições e nutrição · Prato Certo'],
  ] as const;
  for (const [path, title] of screens) {
    await page.goto(path);
    // The page's own title is rendered with the page: its chunk has loaded and it is on the screen.
    await expect(page).toHaveTitle(title);
    // /login is prerendered with its form disabled until the app takes over: judge the live form.
    if (path !== '/') await expect(page.locator('form button[type="submit"]').first()).toBeEnabled();
    expect(await accessibilityFindings(page), path).toEqual([]);
  }
});
