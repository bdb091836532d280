import { expect, test, type Page, type Route } from '@playwright/test';
import { signUpThroughApi, signOutThroughMenu, uniqueEmail } from './support';

// This journey is about the service worker (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// Issue 12: nothing typed offline is lost or saved twice (decision 016).

const FOODS = ['arroz branco', 'feijão carioca', 'frango grelhado'];

/** Whether the service worker controls the page (evaluated in the page; the tools have no DOM typings). */
const controlled = (page: Page) => page.evaluate('navigator.serviceWorker.controller !== null') as Promise<boolean>;

/** Signs up, waits for the service worker, and opens the screens once so their reads are kept for offline use. */
async function signedUpWithReadsCached(page: Page, name: string) {
  await signUpThroughApi(page, { fullName: name, email: uniqueEmail('offline') });
  await expect(page).toHaveURL(/\/home$/);
  await expect.poll(() => controlled(page)).toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: /Resumo de hoje/ })).toBeVisible();
  await page.getByRole('link', { name: 'Saúde' }).first().click();
  await expect(page.getByText('Nenhum peso registrado ainda.')).toBeVisible();
  await expect(page.getByText('Nenhuma atividade registrada nos últimos 30 dias.')).toBeVisible();
}

async function logWeight(page: Page, kg: string) {
  await page.getByLabel('Novo peso (kg)').fill(kg);
  await page.getByRole('button', { name: 'Registrar peso' }).click();
}

async function logRun(page: Page): Promise<string> {
  await page.getByRole('combobox', { name: 'Tipo de atividade' }).fill('Corr');
  const option = page
    .getByRole('listbox', { name: 'Sugestões de atividades' })
    .getByRole('option')
    .filter({ hasText: /^Corrida a / })
    .first();
  const picked = ((await option.locator('span').first().textContent()) ?? '').trim();
  await option.click();
  await page.getByLabel('Duração (minutos)').fill('25');
  await page.getByRole('button', { name: 'Registrar atividade' }).click();
  return picked;
}

const pendingButton = (page: Page, count: number) =>
  page.getByRole('button', { name: count === 1 ? '1 pendente' : `${count} pendentes` });
const anyPendingButton = (page: Page) => page.getByRole('button', { name: /^\d+ pendentes?$|Sincronizando/ });

/** The server's records of the signed-in user, read through the API (outside the offline browser). */
async function stored(page: Page) {
  const weights = (await (await page.request.get('/api/weights?limit=100')).json()) as { weight: number }[];
  const activities = (await (await page.request.get('/api/activities?limit=100')).json()) as {
    activityType: string;
    durationMinutes: number;
  }[];
  const { meals } = (await (await page.request.get('/api/meals')).json()) as { meals: { id: string }[] };
  return { weights, activities, meals };
}

/** Taps the pending button whenever it shows (each tap is one sync) until `done` holds. */
async function syncUntil(page: Page, done: () => boolean | Promise<boolean>) {
  await expect
    .poll(async () => {
      if (await done()) return true;
      const button = page.getByRole('button', { name: /^\d+ pendentes?$/ });
      if (await button.isVisible()) await button.click({ timeout: 2_000 }).catch(() => undefined);
      return done();
    })
    .toBe(true);
}

test('offline: a weight, an activity and a meal stay pending across a reload and land exactly once', async ({
  page,
  context,
}) => {
  await signedUpWithReadsCached(page, 'Olívia Offline');

  // A plan computed online.
  await page.getByRole('link', { name: 'Planejar' }).first().click();
  const input = page.getByRole('combobox', { name: 'Adicionar alimento' });
  for (const food of FOODS) {
    await input.fill(food);
    await page.getByRole('option', { name: new RegExp(`^${food}$`, 'i') }).click();
  }
  await page.getByLabel('Meta de calorias (kcal)').fill('600');
  await page.getByRole('button', { name: 'Calcular porções' }).click();
  await expect(page.getByRole('heading', { name: 'Porções calculadas' })).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByText('Você está offline - Algumas funcionalidades podem estar limitadas')).toBeVisible();
  await page.getByRole('button', { name: 'Salvar Refeição' }).click();
  await expect(page.getByText('Sem conexão: o registro foi salvo neste aparelho', { exact: false })).toBeVisible();
  // The home of today shows it at once, marked pending.
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('list', { name: 'Últimas refeições' }).getByText('Pendente')).toBeVisible();
  await expect(page.getByTestId('meals-today')).toHaveText('1');
  await expect(pendingButton(page, 1)).toBeVisible();

  await page.getByRole('link', { name: 'Saúde' }).first().click();
  await logWeight(page, '71.3');
  await expect(page.getByRole('list', { name: 'Registros de peso pendentes' }).getByText('71,3 kg')).toBeVisible();
  const run = await logRun(page);
  await expect(page.getByRole('list', { name: 'Atividades pendentes' }).getByText(run)).toBeVisible();
  await expect(pendingButton(page, 3)).toBeVisible();

  // Still offline, the app opens again from the service worker with the three records pending.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Registros de peso pendentes' }).getByText('71,3 kg')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Atividades pendentes' }).getByText(run)).toBeVisible();
  await expect(pendingButton(page, 3)).toBeVisible();
  await page.getByRole('link', { name: 'Início' }).first().click();
  await expect(page.getByRole('list', { name: 'Últimas refeições' }).getByText('Pendente')).toBeVisible();
  expect(await stored(page)).toEqual({ weights: [], activities: [], meals: [] });

  await context.setOffline(false);
  await expect(anyPendingButton(page)).toBeHidden();
  await expect(page.getByRole('list', { name: 'Últimas refeições' }).getByText('Pendente')).toBeHidden();
  const { weights, activities, meals } = await stored(page);
  expect(weights).toEqual([expect.objectContaining({ weight: 71.3 })]);
  expect(activities).toEqual([expect.objectContaining({ activityType: run, durationMinutes: 25 })]);
  expect(meals).toHaveLength(1);
  await expect(page.getByTestId('meals-today')).toHaveText('1');
});

test('a 503 twice, then success: the weight lands once; a 400 three times ends in the visible failed list', async ({
  page,
  context,
}) => {
  await signedUpWithReadsCached(page, 'Sérgio Servidor');

  const unavailable = { count: 0 };
  await context.route('**/api/weights', async (route: Route) => {
    if (route.request().method() === 'POST' && unavailable.count < 2) {
      unavailable.count += 1;
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'Serviço indisponível.' } }),
      });
    }
    return route.fallback();
  });
  await logWeight(page, '72.4');
  await expect(page.getByText('Sem conexão: o registro foi salvo neste aparelho', { exact: false })).toBeVisible();
  await syncUntil(page, async () => (await stored(page)).weights.some((entry) => entry.weight === 72.4));
  await expect(anyPendingButton(page)).toBeHidden();
  expect(unavailable.count).toBe(2);
  expect((await stored(page)).weights.filter((entry) => entry.weight === 72.4)).toHaveLength(1);
  await expect(page.getByRole('list', { name: 'Registros de peso' }).getByText('72,4 kg')).toBeVisible();

  // Queued offline; back online, the server refuses it every time.
  await context.setOffline(true);
  const run = await logRun(page);
  await expect(pendingButton(page, 1)).toBeVisible();
  const refusals = { count: 0 };
  await context.route('**/api/activities', async (route: Route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    refusals.count += 1;
    return route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'VALIDATION_ERROR', message: 'Atividade recusada pelo servidor.' } }),
    });
  });
  await context.setOffline(false);
  await syncUntil(page, () => refusals.count >= 3);

  const notice = page.getByRole('alert').filter({ hasText: '1 registro não pôde ser enviado.' });
  await expect(notice).toBeVisible();
  await expect(anyPendingButton(page)).toBeHidden();
  await notice.getByRole('button', { name: 'Ver registros' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registros não enviados' });
  await expect(dialog.getByText(`Atividade: ${run} · 25 min`)).toBeVisible();
  await expect(dialog.getByText('Atividade recusada pelo servidor.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Copiar dados de Atividade/ })).toBeVisible();
  expect(refusals.count).toBe(3);
  expect((await stored(page)).activities).toEqual([]);
});

/** The API paths the service worker keeps for offline reading (evaluated in the page). */
const keptPaths = `(async () => {
  if (!(await caches.has('prato-api-reads'))) return [];
  const cache = await caches.open('prato-api-reads');
  return (await cache.keys()).map((request) => new URL(request.url).pathname).sort();
})()`;

test("the reads kept for offline use are the account's own: signing out deletes them", async ({ page }) => {
  await signedUpWithReadsCached(page, 'Carla Cache');
  await expect
    .poll(() => page.evaluate(keptPaths) as Promise<string[]>)
    .toEqual(
      expect.arrayContaining(['/api/activities', '/api/auth/session', '/api/home', '/api/profile', '/api/weights']),
    );

  await signOutThroughMenu(page);
  await expect.poll(() => page.evaluate(keptPaths) as Promise<string[]>).toEqual([]);
});

test('a session that ended while the browser kept its reads (cookies gone, no connection) opens signed out, and the copies go', async ({
  page,
  context,
}) => {
  await signedUpWithReadsCached(page, 'Dora Expirada');
  await expect(page.getByRole('button', { name: /Dora/ }).first()).toBeVisible();
  await expect
    .poll(() => page.evaluate(keptPaths) as Promise<string[]>)
    .toEqual(expect.arrayContaining(['/api/auth/session', '/api/profile']));
  // The session cookie and its readable companion end together: at their expiry, or when a browser closes
  // without "Lembrar de mim". The service worker still has the last answer of GET /api/auth/session.
  await context.clearCookies();
  await context.setOffline(true);
  await page.reload();

  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Dora Expirada')).toHaveCount(0);
  // Deleted (a read the page still makes offline may open the cache again, empty).
  await expect.poll(() => page.evaluate(keptPaths) as Promise<string[]>).toEqual([]);
  await context.setOffline(false);
});
