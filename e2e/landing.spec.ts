import { expect, test } from '@playwright/test';
import { EVERYDAY_FOOD_NAME_COUNT, TACO_FOOD_COUNT } from '../packages/core/src/data/library-stats';
import { accessibilityFindings, openLanding } from './support';

test('the landing is prerendered: its content is in the HTML the server sends', async ({ request }) => {
  const res = await request.get('/');
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('Monte cada refeição na medida certa para a sua meta.');
  expect(html).toContain('id="precos"');
  expect(html).toContain('<title>Planejamento de refeições e nutrição · Prato Certo</title>');
  // Other pages get the empty app shell, never the landing.
  const home = await (await request.get('/home')).text();
  expect(home).not.toContain('Monte cada refeição');
});

test('header anchors lead to the sections and the header turns solid after 50 px of scroll', async ({ page }) => {
  await openLanding(page);
  const header = page.locator('header').first();
  await expect(header).toHaveAttribute('data-solid', 'false');

  await page.evaluate('window.scrollTo(0, 40)');
  await expect(header).toHaveAttribute('data-solid', 'false');
  await page.evaluate('window.scrollTo(0, 400)');
  await expect(header).toHaveAttribute('data-solid', 'true');
  await page.evaluate('window.scrollTo(0, 0)');
  await expect(header).toHaveAttribute('data-solid', 'false');

  const nav = page.getByRole('navigation', { name: 'Seções da página' });
  for (const [label, id] of [
    ['Como funciona', 'como-funciona'],
    ['Recursos', 'recursos'],
    ['Assistente', 'assistente'],
    ['Preços', 'precos'],
    ['Dúvidas', 'faq'],
  ] as const) {
    await nav.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect(page.locator(`#${id} h2`)).toBeInViewport();
  }
  await expect(header).toHaveAttribute('data-solid', 'true');
});

test('billing toggle: yearly preselected, prices from the plan catalogue, the badge where the prices put it', async ({
  page,
}) => {
  await openLanding(page);
  const toggle = page.getByRole('group', { name: 'Período de cobrança' });
  const price = page.getByTestId('premium-price');
  const card = page.getByRole('article', { name: /Premium/ });

  await expect(toggle.getByRole('radio', { name: /Anual/ })).toBeChecked();
  await expect(price).toHaveText('R$ 179,90');
  await expect(card).toContainText('Premium Anual');
  // The default prices make the quarterly month the cheapest (decision 026): no badge on the annual plan.
  await expect(card).not.toContainText('MAIS VANTAJOSO');
  await expect(card).toContainText('Equivale a R$ 14,99/mês');
  await expect(card).toContainText('economia de 25%');

  await toggle.getByText('Mensal').click();
  await expect(toggle.getByRole('radio', { name: 'Mensal' })).toBeChecked();
  await expect(price).toHaveText('R$ 19,90');
  await expect(card).toContainText('Premium Mensal');
  await expect(card).not.toContainText('economia');

  await toggle.getByText('Trimestral').click();
  await expect(price).toHaveText('R$ 5,00');
  await expect(card).toContainText('Equivale a R$ 1,67/mês');
  await expect(card).toContainText('MAIS VANTAJOSO');
  await expect(card).not.toContainText('POPULAR');

  // Keyboard: arrows move between the options of the group.
  await toggle.getByRole('radio', { name: 'Trimestral' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(toggle.getByRole('radio', { name: /Anual/ })).toBeChecked();
  await expect(price).toHaveText('R$ 179,90');
});

test('FAQ: six questions, only one open at a time, by mouse and keyboard', async ({ page }) => {
  await openLanding(page);
  const faq = page.locator('#faq');
  const items = faq.locator('details');
  await expect(items).toHaveCount(6);
  const first = items.nth(0);
  const second = items.nth(1);

  await first.locator('summary').click();
  await expect(first).toHaveAttribute('open', '');
  await expect(first.getByText(/Tabela Brasileira de Composição de Alimentos/)).toBeVisible();

  await second.locator('summary').click();
  await expect(second).toHaveAttribute('open', '');
  await expect(first).not.toHaveAttribute('open');
  await expect(faq.locator('details[open]')).toHaveCount(1);

  await items.nth(4).locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(items.nth(4)).toHaveAttribute('open', '');
  await expect(faq.locator('details[open]')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(faq.locator('details[open]')).toHaveCount(0);
});

test('the food-library claim states the shipped numbers', async ({ page }) => {
  await openLanding(page);
  await expect(page.getByText('alimentos da tabela TACO')).toBeVisible();
  await expect(page.locator('dl')).toContainText(new Intl.NumberFormat('pt-BR').format(TACO_FOOD_COUNT));
  await expect(page.locator('dl')).toContainText(new Intl.NumberFormat('pt-BR').format(EVERYDAY_FOOD_NAME_COUNT));
  await expect(page.getByText(/Personagens ilustrativos/)).toBeVisible();
});

test('CTAs: Entrar opens /login, Começar Gratuitamente opens /register', async ({ page }) => {
  await openLanding(page);
  await page.locator('header').getByRole('link', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('tab', { name: 'Entrar' })).toHaveAttribute('aria-selected', 'true');

  await openLanding(page);
  await page.locator('header').getByRole('link', { name: 'Começar Gratuitamente' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('tab', { name: 'Cadastrar' })).toHaveAttribute('aria-selected', 'true');

  await openLanding(page);
  await page.locator('#precos').getByRole('link', { name: 'Assinar Premium Anual' }).click();
  await expect(page).toHaveURL(/\/register$/);
});

test('terms and privacy are real pages, with the controller from the configuration', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible();
  await expect(page.getByText('Controlador:')).toContainText('Prato Certo');
  await expect(page.getByRole('heading', { name: /Seus direitos \(Art\. 18\)/ })).toBeVisible();
  await expect(page.getByText(/NEPA\/UNICAMP/).first()).toBeVisible();

  await page.locator('footer').getByRole('link', { name: 'Termos de Uso' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeVisible();
  await expect(page.getByText(/Compendium of Physical Activities/)).toBeVisible();
});

test('landing, terms and privacy have no serious accessibility violations', async ({ page }) => {
  for (const path of ['/', '/terms', '/privacy']) {
    await page.goto(path);
    if (path === '/') await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
    else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await accessibilityFindings(page), path).toEqual([]);
  }
  // The check itself sees what it is for: an unnamed button (critical) and a barely readable line
  // (serious), and its include and exclude are applied.
  await page.evaluate(`document.body.insertAdjacentHTML('beforeend',
    '<div id="a11y-probe"><button type="button"></button><p style="color:#ddd;background:#fff">quase invisível</p></div>')`);
  const findings = await accessibilityFindings(page);
  expect(findings.map((finding) => finding.split(' ')[0]).sort()).toEqual(['button-name', 'color-contrast']);
  expect(findings.join('\n')).toContain('quase invisível');
  expect(await accessibilityFindings(page, { include: 'main' })).toEqual([]);
  expect(await accessibilityFindings(page, { exclude: '#a11y-probe' })).toEqual([]);
});
