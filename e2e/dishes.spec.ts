import { expect, test } from '@playwright/test';
import { accessibilityFindings, screenshot, sidewaysScroll, signUpThroughApi, uniqueEmail } from './support';

// Issue 34: the planner offers the built-in dishes by the names people type, marked "Prato pronto", and plans
// a dish by its own serving. At 360 px (phone) and 1280 px, without horizontal scroll or serious axe findings.
for (const width of [360, 1280]) {
  test(`at ${width} px the planner suggests "coxinha" as a dish ("Prato pronto") and adds it to the meal`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signUpThroughApi(page, { fullName: 'Dora Pratos', email: uniqueEmail(`dishes-${width}`) });
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/plan');

    const input = page.getByRole('combobox', { name: 'Adicionar alimento' });
    await input.fill('coxinha');
    const suggestions = page.getByRole('listbox', { name: 'Sugestões de alimentos' });
    await expect(suggestions.getByRole('option').first()).toHaveAccessibleName('Coxinha, Prato pronto');
    await expect(suggestions.getByRole('option').first()).toContainText('Prato');
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await accessibilityFindings(page, { include: 'main' })).toEqual([]);
    await screenshot(page, `pratos-sugestoes-${width}`, { fullPage: false });
    await suggestions.getByRole('option', { name: 'Coxinha, Prato pronto' }).click();
    await expect(page.getByRole('list', { name: 'Alimentos da refeição' })).toContainText('Coxinha');
  });
}
