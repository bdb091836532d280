import { expect, test, type Page } from '@playwright/test';
import { tipOfTheDay } from '../packages/core/src/domain/tips';
import { accessibilityFindings, sidewaysScroll, signInThroughForm } from './support';

// The accounts bench/seed-history.ts (seedE2eAccounts) creates before this project's server starts
// (playwright.config.ts, project 'history'): see seedE2e there for the exact rows.
const PASSWORD = 'segredo123';
const PREMIUM = 'historico.premium@example.com';
const FREE = 'historico.gratis@example.com';

async function signIn(page: Page, email: string) {
  await signInThroughForm(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
}

const meals = (page: Page) => page.getByTestId('history-meal');

test('premium: home totals, history by week, delete after confirming, and the meal is gone from the database', async ({
  page,
}) => {
  await signIn(page, PREMIUM);
  // Today: 450 + 700 kcal eaten, one 180 kcal walk; goal 400 + 600 + 600 + 200 × 1.
  await expect(page.getByTestId('calories-today')).toHaveText('1.150 kcal');
  await expect(page.getByText('de 1.800 kcal')).toBeVisible();
  await expect(page.getByText('Faltam 650 kcal para a meta.')).toBeVisible();
  await expect(page.getByTestId('meals-today')).toHaveText('2');
  await expect(page.getByTestId('activities-today')).toHaveText('1');
  await expect(page.getByTestId('burned-today')).toHaveText('180 kcal');
  await expect(page.getByRole('list', { name: 'Últimas refeições' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('link', { name: /Plano Gratuito/ })).toHaveCount(0);

  await page.getByRole('link', { name: 'Ver histórico' }).click();
  await expect(page.getByRole('heading', { name: 'Histórico', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Última Semana' }).click();
  await expect(page).toHaveURL(/period=week/);
  // Today's 2 meals and one dinner on each of the 6 days before.
  await expect(meals(page)).toHaveCount(8);
  await page.getByRole('button', { name: 'Tudo' }).click();
  await expect(meals(page)).toHaveCount(22);

  const before = (await (await page.request.get('/api/meals?period=all')).json()) as { meals: { id: string }[] };
  const newest = before.meals[0]?.id ?? '';
  await meals(page)
    .first()
    .getByRole('button', { name: /^Excluir refeição/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Excluir registro?' });
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(meals(page)).toHaveCount(22);

  await meals(page)
    .first()
    .getByRole('button', { name: /^Excluir refeição/ })
    .click();
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(meals(page)).toHaveCount(21);
  const after = (await (await page.request.get('/api/meals?period=all')).json()) as { meals: { id: string }[] };
  expect(after.meals.map((m) => m.id)).not.toContain(newest);
  // The row itself is gone: reading it by id finds nothing.
  expect((await page.request.patch(`/api/meals/${newest}`, { data: {} })).status()).toBe(404);
});

test('free plan: the history shows at most the newest 5 meals, the server refuses more', async ({ page }) => {
  await signIn(page, FREE);
  await expect(page.getByRole('link', { name: /Plano Gratuito/ })).toHaveAttribute('href', '/assinatura');
  await page.goto('/history?tab=meals&period=all');
  await expect(page.getByText(/refeições, atividades e peso mostram os 5 registros mais recentes/)).toBeVisible();
  await expect(meals(page)).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'Carregar mais' })).toHaveCount(0);
  const body = (await (await page.request.get('/api/meals?period=all&limit=100')).json()) as {
    meals: unknown[];
    limit: number;
  };
  expect(body).toMatchObject({ limit: 5 });
  expect(body.meals).toHaveLength(5);
});

test('the tip of the day changes with the date (fake clock)', async ({ page }) => {
  await signIn(page, PREMIUM);
  const tip = page.getByTestId('tip-of-the-day');
  await page.clock.setFixedTime(new Date('2026-01-10T12:00:00-03:00'));
  await page.goto('/home');
  await expect(tip).toHaveText(tipOfTheDay('2026-01-10').text);
  await page.clock.setFixedTime(new Date('2026-01-11T12:00:00-03:00'));
  await page.reload();
  await expect(tip).toHaveText(tipOfTheDay('2026-01-11').text);
  expect(tipOfTheDay('2026-01-11').text).not.toBe(tipOfTheDay('2026-01-10').text);
});

for (const width of [360, 1280]) {
  test(`home and history look finished at ${width} px: no sideways scroll, no serious accessibility issue`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, PREMIUM);
    const screens = [
      ['/home', page.getByRole('heading', { name: 'Últimos 7 dias' })],
      ['/history?tab=meals&period=month', meals(page).first()],
      ['/history?tab=weights&period=all', page.getByText('Tendência do peso')],
      ['/history?tab=hydration&period=week', page.getByText(/Nenhuma ingestão de água registrada/)],
    ] as const;
    for (const [url, ready] of screens) {
      await page.goto(url);
      await expect(ready).toBeVisible();
      expect(await sidewaysScroll(page), `${url} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
      expect(await accessibilityFindings(page), url).toEqual([]);
      // For a person to look at (`E2E_SCREENSHOTS=1 npx playwright test --project=history --reporter=html`);
      // npm test's list reporter keeps no attachment, so it takes none.
      if (process.env.E2E_SCREENSHOTS === '1') {
        await testInfo.attach(`${url} @ ${width}px`, {
          body: await page.screenshot({ fullPage: true }),
          contentType: 'image/png',
        });
      }
    }
  });
}
