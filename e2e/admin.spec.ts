import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { accessibilityFindings, sidewaysScroll, signUpThroughApi, signInThroughForm, uniqueEmail } from './support';

// The accounts bench/seed-admin.ts (seedAdminE2eAccounts) creates before this project's server
// starts; the admin is granted by `apps/api/src/cli/admin.ts grant` (npm run admin -- grant) in the
// same start command (playwright.config.ts, project 'admin').
const PASSWORD = 'segredo123';
const ADMIN = 'admin.e2e@example.com';
const SUBSCRIBER = 'conceicao.araujo@example.com';
const BULK = ['lote.um@example.com', 'lote.dois@example.com', 'lote.tres@example.com'];

async function openAdmin(page: Page) {
  await signInThroughForm(page, ADMIN, PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('link', { name: 'Administração' }).click();
  await expect(page.getByRole('heading', { name: 'Administração', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: /Usuários/ })).toBeVisible();
}

/** dd/mm/yyyy plus `days` calendar days (São Paulo has no DST: 30 × 24 h is 30 calendar days). */
function plusDays(ddmmyyyy: string, days: number): string {
  const [d, m, y] = ddmmyyyy.split('/').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC' }).format(date);
}

test('an admin finds a user by e-mail, adds 30 days, and sees the new expiry and the audit entry with their e-mail', async ({
  page,
}) => {
  await openAdmin(page);
  await expect(page.getByRole('region', { name: 'Métricas' }).getByText('Usuários')).toBeVisible();

  await page.getByLabel('Buscar por nome ou email').fill('conceicao.araujo');
  const rows = page.getByRole('table', { name: /Usuários/ }).getByRole('row');
  await expect(rows).toHaveCount(2); // header + the one match
  const row = rows.filter({ hasText: SUBSCRIBER });
  await expect(row).toContainText('Conceição Araújo');
  await expect(row).toContainText('Premium Mensal');
  // 5 days left: orange (≤7).
  await expect(row.getByText('5 dias')).toHaveClass(/bg-orange-100/);

  await row.getByRole('button', { name: `Editar ${SUBSCRIBER}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar assinatura' });
  const expiry = dialog.getByTestId('current-expiry');
  await expect(expiry).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  const before = (await expiry.textContent()) ?? '';
  await expect(dialog.getByText('Nenhuma alteração registrada.')).toBeVisible();

  await dialog.getByRole('button', { name: '+30 dias' }).click();
  await expect(dialog.getByRole('status')).toContainText(`nova expiração em ${plusDays(before, 30)}`);
  await dialog.getByLabel('Observações').fill('Renovação de cortesia');
  await dialog.getByRole('button', { name: 'Salvar alterações' }).click();

  await expect(expiry).toHaveText(plusDays(before, 30));
  const history = dialog.getByRole('list', { name: 'Histórico de alterações' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history).toContainText(`por ${ADMIN}`);
  await expect(history).toContainText('Renovação de cortesia');
  await expect(history).toContainText(`Premium Mensal até ${before} → Premium Mensal até ${plusDays(before, 30)}`);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The table shows the change too: 35 days, now outside the orange band.
  await expect(row.getByText('35 dias')).toHaveClass(/bg-slate-100/);
});

test('bulk update of three users reports success for each', async ({ page }) => {
  await openAdmin(page);
  await page.getByLabel('Buscar por nome ou email').fill('lote.');
  const rows = page.getByRole('table', { name: /Usuários/ }).getByRole('row');
  await expect(rows).toHaveCount(4);
  for (const email of BULK) await page.getByRole('checkbox', { name: `Selecionar ${email}` }).click();
  await expect(page.getByText('3 selecionados')).toBeVisible();
  await page.getByRole('button', { name: 'Alterar selecionados' }).click();

  const dialog = page.getByRole('dialog', { name: 'Alterar em lote' });
  await dialog.getByLabel('Plano').selectOption({ label: 'Premium Trimestral' });
  await dialog.getByRole('radio', { name: '+90 dias' }).click();
  await dialog.getByRole('button', { name: 'Aplicar a 3 usuários' }).click();

  await expect(dialog.getByText('3 alterados com sucesso, 0 com falha.')).toBeVisible();
  const result = dialog.getByRole('list', { name: 'Resultado' });
  for (const email of BULK)
    await expect(result.getByRole('listitem').filter({ hasText: email })).toContainText('Sucesso');
  await dialog.getByRole('button', { name: 'Fechar' }).first().click();

  for (const email of BULK) {
    const row = rows.filter({ hasText: email });
    await expect(row).toContainText('Premium Trimestral');
    await expect(row).toContainText('90 dias');
  }
});

test('CSV export downloads with the filename pattern and opens with accents intact', async ({ page }) => {
  await openAdmin(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^prato-certo-usuarios-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync(await download.path());
  // UTF-8 with BOM: Excel reads the accents right.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(3));
  const lines = text.trimEnd().split('\r\n');
  expect(lines[0]).toContain('Nome;Email;Plano;Status;Início do período;Fim do período;Dias restantes');
  expect(lines.find((line) => line.includes(SUBSCRIBER))).toMatch(
    /^Conceição Araújo;conceicao\.araujo@example\.com;Premium Mensal;Ativa;/,
  );
  expect(text).toContain('Lote Três');
});

test('a non-admin never sees the menu item, is sent home from /admin, and gets 403 on every admin route', async ({
  page,
}) => {
  await signUpThroughApi(page, { fullName: 'Pessoa Comum', email: uniqueEmail('comum') });
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('link', { name: 'Administração' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/home$/);

  // Every admin operation the API documents, with the signed-in non-admin's session.
  const doc = (await (await page.request.get('/api/docs/json')).json()) as { paths: Record<string, object> };
  const operations = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method, path })));
  expect(operations.length).toBeGreaterThanOrEqual(10);
  for (const { method, path } of operations) {
    const url = path.replace('{id}', '00000000-0000-4000-8000-000000000000');
    const verb = method.toUpperCase();
    const response = await page.request.fetch(url, { method: verb, ...(verb === 'GET' ? {} : { data: {} }) });
    expect(response.status(), `${verb} ${path}`).toBe(403);
    expect((await response.json()).error.message).toBe('Acesso restrito a administradores.');
  }
});

test('the admin screen fits 360 px without sideways scroll and passes axe there and on the desktop', async ({
  page,
}) => {
  await openAdmin(page);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(page.getByRole('table', { name: /Usuários/ })).toBeVisible();
    // The wide table scrolls inside its own box; the page itself never scrolls sideways.
    expect(await sidewaysScroll(page), `${width}px`).toBeLessThanOrEqual(0);
    expect(await accessibilityFindings(page), `${width}px`).toEqual([]);
  }
});
