import { test, expect, type Page } from '@playwright/test';
import { brownRiceLunch, signUpThroughApi, uniqueEmail } from './support';

test.use({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });

for (const width of [360, 1280]) {
  test(`shots ${width}`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 800 });
    const shot = (name: string, fullPage = true) => page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage });
    await signUpThroughApi(page, { fullName: 'Bia Souza', email: uniqueEmail('shots') });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    for (const [slot, food, grams] of [['lunch', 'arroz', 150], ['lunch', 'feijão', 140], ['breakfast', 'café', 150], ['dinner', 'strogonoff', 200], ['dinner', 'batata palha', 20]] as const) {
      const r = await page.request.post('/api/diary/items', { data: { date: today, slot, food, grams } });
      expect(r.status(), await r.text()).toBe(201);
    }
    await page.request.post('/api/meals', { data: brownRiceLunch() });
    await page.request.post('/api/hydration/intakes', { data: { amountMl: 1500 } });
    await page.goto('/home');
    await expect(page.getByTestId('tip-of-the-day')).toBeVisible();
    await page.goto('/diario');
    await expect(page.getByText(/Batata palha/i).first()).toBeVisible();
    await shot('diary');
    await page.goto('/plan');
    const input = page.getByRole('combobox', { name: 'Adicionar alimento' });
    for (const food of ['pão francês', 'manteiga', 'café', 'ovo cozido']) {
      await input.fill(food);
      await page.getByRole('option', { name: new RegExp(`^${food}$`, 'i') }).click();
    }
    await page.getByLabel('Meta de calorias (kcal)').fill('400');
    await page.getByRole('button', { name: 'Calcular porções' }).click();
    await expect(page.getByRole('heading', { name: 'Porções calculadas' })).toBeVisible();
    await shot('planner');
    await page.goto('/history');
    await page.waitForTimeout(1500);
    await shot('history');
    const water = page.getByRole('tab', { name: /Água|Hidratação/ });
    if (await water.count()) {
      await water.first().click();
      await page.waitForTimeout(1000);
      await shot('history-water');
    }
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Excluir conta' }).click();
    await page.waitForTimeout(600);
    await shot('delete', false);
  });
}
