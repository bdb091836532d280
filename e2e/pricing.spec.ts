import { expect, test, type Page } from '@playwright/test';
import { openLanding, sidewaysScroll, signUpThroughApi, uniqueEmail } from './support';

// Issue 29 (point 13), decision 026: on a server with no price configured, the landing and /assinatura
// show the original product's prices, and the best-value badge goes where those prices put it: the
// quarterly plan (R$ 5,00 for three months, R$ 1,67 a month), not the annual one.

const VIEWPORTS = [
  { width: 360, height: 780 },
  { width: 1280, height: 800 },
] as const;

/** Nothing wider than the window (a toggle or a badge pushed off a phone's screen). */
async function fitsWidth(page: Page) {
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
}

for (const viewport of VIEWPORTS) {
  test(`${viewport.width} px: the landing's pricing shows the default prices and the computed badge`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openLanding(page);
    const pricing = page.locator('#precos');
    await pricing.scrollIntoViewIfNeeded();
    const toggle = pricing.getByRole('group', { name: 'Período de cobrança' });
    const price = pricing.getByTestId('premium-price');
    const card = pricing.getByRole('article', { name: /Premium/ });

    await expect(toggle.getByRole('radio', { name: /Anual/ })).toBeChecked();
    await expect(price).toHaveText('R$ 179,90');
    await expect(card).toContainText('Equivale a R$ 14,99/mês · economia de 25% sobre o mensal');
    await expect(card).not.toContainText('MAIS VANTAJOSO');
    // The toggle advertises the best deal's saving: the quarterly plan's.
    await expect(toggle.getByText('−92%')).toBeVisible();
    await expect(toggle.getByText('−25%')).toHaveCount(0);
    await fitsWidth(page);

    await toggle.getByText('Trimestral').click();
    await expect(price).toHaveText('R$ 5,00');
    await expect(card.getByText('MAIS VANTAJOSO')).toBeVisible();
    await expect(card).toContainText('Equivale a R$ 1,67/mês · economia de 92% sobre o mensal');

    await toggle.getByText('Mensal').click();
    await expect(price).toHaveText('R$ 19,90');
    await expect(card).not.toContainText(/MAIS VANTAJOSO|economia/);
    await fitsWidth(page);
  });

  test(`${viewport.width} px: /assinatura shows the default prices with the badge on the quarterly plan`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signUpThroughApi(page, { fullName: 'Priscila Preço', email: uniqueEmail('precos') }, '/assinatura');
    const plans = page.getByRole('list', { name: 'Planos' });
    const monthly = plans.getByRole('listitem', { name: 'Premium Mensal' });
    const quarterly = plans.getByRole('listitem', { name: 'Premium Trimestral' });
    const annual = plans.getByRole('listitem', { name: 'Premium Anual' });

    await expect(quarterly.getByText('MAIS VANTAJOSO')).toBeVisible();
    await expect(quarterly).toContainText('R$ 5,00');
    await expect(quarterly).toContainText('R$ 1,67/mês · economia de 92%');
    await expect(annual).toContainText('R$ 179,90');
    await expect(annual).toContainText('R$ 14,99/mês · economia de 25%');
    await expect(annual).not.toContainText(/MAIS VANTAJOSO|POPULAR/);
    await expect(monthly).toContainText('R$ 19,90');
    await expect(monthly).not.toContainText(/MAIS VANTAJOSO|POPULAR|economia/);
    await fitsWidth(page);
  });
}
