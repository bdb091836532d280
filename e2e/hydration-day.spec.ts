import { expect, test, type Page } from '@playwright/test';
import { signUpThroughApi, uniqueEmail } from './support';

const progress = (page: Page) => page.getByRole('region', { name: 'Progresso de hoje' });
const reminders = (page: Page) => page.getByRole('list', { name: 'Lembretes' }).getByRole('button');
const others = (page: Page) => page.getByRole('list', { name: 'Outras ingestões' }).getByRole('listitem');

/**
 * The values of the progress tiles that are not on one line (a box taller than one line and a half)
 * or do not fit their tile, as "text width×height". Run in the page (a string: this program has no DOM types).
 */
const BROKEN_TILES = `(() =>
  [...document.querySelectorAll('[aria-labelledby="hydration-progress-title"] dd')].flatMap((value) => {
    const lineHeight = Number.parseFloat(getComputedStyle(value).lineHeight);
    const box = value.getBoundingClientRect();
    const tile = value.parentElement.getBoundingClientRect();
    const oneLine = box.height < lineHeight * 1.5;
    const inside = value.scrollWidth <= value.clientWidth + 1 && box.right <= tile.right + 0.5;
    return oneLine && inside ? [] : [value.textContent + ' ' + box.width + '×' + box.height];
  }))()`;

async function tilesBrokenAt(page: Page, width: number): Promise<string[]> {
  await page.setViewportSize({ width, height: 800 });
  await expect(progress(page).locator('dd')).toHaveCount(4);
  const broken = (await page.evaluate(BROKEN_TILES)) as string[];
  return broken.map((tile) => `${width} px: ${tile}`);
}

test('"Bebi água agora" adds to the ml and not to the reminders at 360 and 1280 px; "2.750 ml" never breaks from 320 to 1440 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signUpThroughApi(page, { fullName: 'Rita Prado', email: uniqueEmail('dia-agua') }, '/hydration');
  // The widest goal: 10.000 ml in 250 ml glasses, 40 reminders; 10 of them drunk (2.500 ml).
  const { settings } = (await (await page.request.get('/api/hydration/settings')).json()) as {
    settings: Record<string, unknown>;
  };
  const saved = await page.request.put('/api/hydration/settings', { data: { ...settings, dailyGoalMl: 10000 } });
  expect(saved.status()).toBe(200);
  const { intakes } = (await (await page.request.get('/api/hydration/today')).json()) as { intakes: { id: string }[] };
  expect(intakes).toHaveLength(40);
  for (const intake of intakes.slice(0, 10)) {
    const marked = await page.request.patch(`/api/hydration/intakes/${intake.id}`, { data: { completed: true } });
    expect(marked.status()).toBe(200);
  }
  await page.reload();
  await expect(progress(page).getByText('10/40', { exact: true })).toBeVisible();
  await expect(progress(page).getByText('2.500 ml', { exact: true })).toBeVisible();
  await expect(progress(page).getByText('10.000 ml', { exact: true })).toBeVisible();

  // On a phone: the glass goes into the ml (2.750 ml) and its own list, the reminders stay 10/40.
  await page.getByRole('button', { name: 'Bebi água agora' }).click();
  await expect(progress(page).getByText('2.750 ml', { exact: true })).toBeVisible();
  await expect(progress(page).getByText('10/40', { exact: true })).toBeVisible();
  await expect(others(page)).toHaveCount(1);
  await expect(reminders(page)).toHaveCount(40);
  expect(await tilesBrokenAt(page, 360)).toEqual([]);

  // On a desktop: once more (3.000 ml), still 10/40 reminders.
  expect(await tilesBrokenAt(page, 1280)).toEqual([]);
  await page.getByRole('button', { name: 'Bebi água agora' }).click();
  await expect(progress(page).getByText('3.000 ml', { exact: true })).toBeVisible();
  await expect(progress(page).getByText('10/40', { exact: true })).toBeVisible();
  await expect(others(page)).toHaveCount(2);
  await expect(reminders(page)).toHaveCount(40);

  // Undone: back to 2.750 ml, which stays on one line at every width.
  await others(page)
    .first()
    .getByRole('button', { name: /^Desfazer/ })
    .click();
  await page.getByRole('dialog', { name: 'Desfazer ingestão?' }).getByRole('button', { name: 'Excluir' }).click();
  await expect(progress(page).getByText('2.750 ml', { exact: true })).toBeVisible();
  await expect(others(page)).toHaveCount(1);
  await expect(progress(page).getByText('10/40', { exact: true })).toBeVisible();
  const broken: string[] = [];
  for (let width = 320; width <= 1440; width += 40) broken.push(...(await tilesBrokenAt(page, width)));
  expect(broken).toEqual([]);
});
