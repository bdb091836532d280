import { expect, test, type Page } from '@playwright/test';
import { sidewaysScroll, signUpThroughApi, uniqueEmail } from './support';

/**
 * Numbers typed the Brazilian way and messages of our own (issue 29): "68,5" is 68,5 kg in every
 * browser, never 685; an out-of-range weight gets the app's pt-BR message, never the browser's
 * bubble; the date and time fields show their whole text on a phone and on a desktop.
 */

/**
 * The focused field as the browser judges it: a field with no native rule (type text, no min/max)
 * in a form that does not validate natively is valid whatever was typed, so no bubble can appear.
 * Evaluated in the page (a string: this program has no DOM types).
 */
const FOCUSED = `(() => {
  const field = document.activeElement;
  return { type: field.type, validForBrowser: field.validity.valid, formValidates: !field.form.noValidate };
})()`;

/**
 * Each date and time input of the page, with its width and the width its text and picker button need
 * (its own width when sized to its content).
 */
const DATE_TIME_FIELDS = `(() =>
  [...document.querySelectorAll('input[type=date], input[type=time]')].map((input) => {
    const probe = input.cloneNode();
    probe.removeAttribute('id');
    probe.style.cssText = 'position:absolute;visibility:hidden;display:inline-block;width:auto;min-width:0';
    input.after(probe);
    const need = probe.getBoundingClientRect().width;
    probe.remove();
    return { label: input.labels?.[0]?.textContent ?? input.type, width: input.getBoundingClientRect().width, need };
  }))()`;

async function expectDateTimeFieldsWhole(page: Page) {
  const fields = (await page.evaluate(DATE_TIME_FIELDS)) as { label: string; width: number; need: number }[];
  expect(fields.length).toBeGreaterThan(0);
  for (const field of fields) expect(field.width, field.label).toBeGreaterThanOrEqual(Math.floor(field.need));
}

for (const { width, height } of [
  { width: 360, height: 780 },
  { width: 1280, height: 800 },
]) {
  test(`${width} px: a weight typed "68,5" is listed and kept as 68,5 kg; 400 gets our message`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signUpThroughApi(page, { fullName: 'Rita Moraes', email: uniqueEmail('formularios') }, '/health');
    await expect(page.getByRole('heading', { name: 'Saúde e Metas', level: 1 })).toBeVisible();
    await expectDateTimeFieldsWhole(page);

    const weight = page.getByLabel('Novo peso (kg)');
    const log = page.getByRole('button', { name: 'Registrar peso' });
    await weight.pressSequentially('400');
    await log.click();
    await expect(page.getByText('Informe um peso entre 20 e 300 kg.')).toBeVisible();
    await expect(weight).toBeFocused();
    expect(await page.evaluate(FOCUSED)).toEqual({ type: 'text', validForBrowser: true, formValidates: false });

    await weight.clear();
    await weight.pressSequentially('68,5');
    await log.click();
    await expect(page.getByText('Peso registrado com sucesso!')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Registros de peso' }).getByText('68,5 kg')).toBeVisible();
    const stored = (await (await page.request.get('/api/weights')).json()) as { weight: number }[];
    expect(stored.map((entry) => entry.weight)).toEqual([68.5]);
    // The body-data form follows the newest weight, written the Brazilian way.
    await expect(page.getByLabel('Peso (kg)', { exact: true })).toHaveValue('68,5');

    await page.goto('/history?tab=weights');
    await expect(page.getByText('68,5 kg').first()).toBeVisible();

    await page.goto('/hydration');
    await expect(page.getByLabel('Acordar')).toBeVisible();
    await expectDateTimeFieldsWhole(page);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  });
}
