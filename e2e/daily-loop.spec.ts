import { expect, test, type Page } from '@playwright/test';
import { signUpThroughApi, uniqueEmail } from './support';

// This journey is about the service worker (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * A new user's day on a phone and on a desktop (issue 29): the places where a person gave up or
 * stopped trusting the app, each walked through at both widths.
 */
const WIDTHS = [
  { name: 'celular', width: 360, height: 780 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** Whether the service worker controls the page (evaluated in the page; the tools have no DOM typings). */
const controlled = (page: Page) => page.evaluate('navigator.serviceWorker.controller !== null') as Promise<boolean>;

async function addFoods(page: Page, foods: readonly string[]) {
  const input = page.getByRole('combobox', { name: 'Adicionar alimento' });
  for (const food of foods) {
    await input.fill(food);
    await page.getByRole('option', { name: new RegExp(`^${food}$`, 'i') }).click();
  }
}

/** The household measure's unit word of a portion card ("2 e 1/2 escumadeiras médias cheias (215 g)" → "escumadeira"). */
async function measureUnit(page: Page, food: RegExp): Promise<string> {
  const card = page
    .getByRole('region', { name: 'Porções calculadas' })
    .getByRole('listitem')
    .filter({ hasText: food })
    .first();
  const text = await card.innerText();
  const match = text.match(/(?:\d+(?: e \d\/\d)?|\d\/\d|menos de 1\/4 de)\s+(?:de\s+)?([a-zçãéíóú]+)/iu);
  expect(match, `a measure in "${text}"`).not.toBeNull();
  return match![1]!.replace(/s$/, '');
}

for (const size of WIDTHS) {
  test.describe(`${size.name} (${size.width} px)`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
    });

    test('the 75 kcal snack the app proposes is planned; an invalid target and the result take focus in view', async ({
      page,
    }) => {
      await signUpThroughApi(page, { fullName: 'Lia Lanche', email: uniqueEmail('lanche') }, '/home');
      // The onboarding's split proposes snacks like this for a 1,500 kcal day.
      expect(
        (await page.request.patch('/api/profile', { data: { snackCalories: 75, snackQuantity: 2 } })).status(),
      ).toBe(200);
      await page.goto('/plan');
      await page.getByLabel('Tipo de refeição').selectOption('snack');
      const target = page.getByLabel('Meta de calorias (kcal)');
      await expect(target).toHaveValue('75');
      await addFoods(page, ['mamão papaia']);

      await target.fill('30');
      await page.getByRole('button', { name: 'Calcular porções' }).click();
      await expect(page.getByText('Informe uma meta de calorias entre 50 e 2000 kcal.')).toBeInViewport();
      await expect(target).toBeFocused();

      await target.fill('75');
      await page.getByRole('button', { name: 'Calcular porções' }).click();
      const title = page.getByRole('heading', { name: 'Porções calculadas' });
      await expect(title).toBeFocused();
      await expect(title).toBeInViewport();
      for (const name of ['Salvar Refeição', 'Nova Consulta']) {
        const box = await page.getByRole('button', { name }).boundingBox();
        expect(box?.height ?? 0, name).toBeGreaterThanOrEqual(44);
      }
      await page.getByRole('button', { name: 'Salvar Refeição' }).click();
      await expect(page.getByText('Refeição salva com sucesso!').first()).toBeVisible();
    });

    test('a food keeps its household measure from one calculation to the next', async ({ page }) => {
      await signUpThroughApi(page, { fullName: 'Mara Medida', email: uniqueEmail('medida') }, '/plan');
      await addFoods(page, ['arroz branco', 'feijão carioca', 'bife']);
      const units: string[][] = [];
      for (const kcal of ['450', '850']) {
        await page.getByLabel('Meta de calorias (kcal)').fill(kcal);
        await page.getByRole('button', { name: 'Calcular porções' }).click();
        await expect(page.getByRole('heading', { name: 'Porções calculadas' })).toBeVisible();
        units.push([
          await measureUnit(page, /^Arroz/i),
          await measureUnit(page, /^Feijão/i),
          await measureUnit(page, /^Bife/i),
        ]);
        await page.getByRole('button', { name: 'Nova Consulta' }).click();
      }
      expect(units[1]).toEqual(units[0]);
      expect(units[0]![2]).not.toMatch(/pedaço/);
    });

    test('after paying, the person lands in the app, and the landing offers the app instead of "Entrar"', async ({
      page,
    }) => {
      await signUpThroughApi(page, { fullName: 'Paula Paga', email: uniqueEmail('paga') }, '/assinatura');
      await page.getByRole('button', { name: /^Assinar Premium Mensal$/ }).click();
      await page.getByRole('button', { name: 'Pagar' }).click();
      await expect(page.getByRole('heading', { name: 'Obrigado!' })).toBeVisible();
      await expect(page).toHaveURL(/\/home$/, { timeout: 15_000 });

      await page.goto('/');
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Ir para o app' })).toBeVisible();
      await expect(header.getByRole('link', { name: 'Entrar' })).toHaveCount(0);
      await header.getByRole('link', { name: 'Ir para o app' }).click();
      await expect(page).toHaveURL(/\/home$/);
    });

    test('the texts a person reads are Portuguese with accents and real plurals', async ({ page }) => {
      await signUpThroughApi(page, { fullName: 'Tereza Texto', email: uniqueEmail('texto') }, '/home');
      for (const path of ['/home', '/plan', '/history', '/hydration', '/health', '/profile', '/assinatura', '/chat']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        const text = await page.locator('body').innerText();
        expect(text, path).not.toMatch(/\p{L}\(s\)|\bn\/a\b|range ideal|Refeicao|Agora nao|Recalcular com IA/u);
      }
      await page.goto('/history');
      await expect(page.getByText(/refeições, atividades e peso mostram os 5 registros mais recentes/)).toBeVisible();
    });

    test('offline, a screen never opened before says "Sem conexão" instead of spinning', async ({ page, context }) => {
      await signUpThroughApi(page, { fullName: 'Olívia Offline', email: uniqueEmail('semrede') }, '/profile');
      await expect(page.getByRole('heading', { name: 'Meu Perfil' })).toBeVisible();
      await expect.poll(() => controlled(page)).toBe(true);
      await context.setOffline(true);
      // /health was never opened: its data was never read on this device.
      await page.getByRole('link', { name: 'Saúde' }).filter({ visible: true }).first().click();
      await expect(page.getByText('Sem conexão', { exact: true }).first()).toBeVisible();
      await expect(page.getByText(/aparecem assim que a conexão voltar/).first()).toBeVisible();
      await context.setOffline(false);
      await expect(page.getByRole('button', { name: 'Registrar peso' })).toBeVisible();
    });
  });
}
