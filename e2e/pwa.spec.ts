import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openLanding, registration } from './support';

// This journey is about the service worker (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const DAY = 24 * 60 * 60 * 1000;

/** What Chromium fires when the app can be installed (its own event cannot be forced in a test). */
async function offerInstall(page: Page) {
  // Browser code as a string: the tools' tsconfig has no DOM typings.
  await page.evaluate(`(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: () => {
        window.promptedInstall = true;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(event);
  })()`);
}

test('manifest: name, language, colours and 192/512 icons, maskable included, all served as PNG', async ({
  request,
}) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    name: string;
    lang: string;
    theme_color: string;
    display: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Prato Certo', lang: 'pt-BR', theme_color: '#059669', display: 'standalone' });
  const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
  expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
    '192x192 any',
    '192x192 maskable',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of pngs) {
    const res = await request.get(icon.src);
    expect(res.status()).toBe(200);
    const body = await res.body();
    // PNG signature, then the IHDR width.
    expect(body.subarray(1, 4).toString()).toBe('PNG');
    expect(body.readUInt32BE(16)).toBe(Number(icon.sizes.split('x')[0]));
  }
});

test('offline banner, then "Conexão restaurada!" for 3 s', async ({ page, context }) => {
  await page.clock.install();
  await openLanding(page);
  await page.clock.pauseAt(Date.now() + 60_000);

  await context.setOffline(true);
  const offline = page.getByText('Você está offline - Algumas funcionalidades podem estar limitadas');
  await expect(offline).toBeVisible();

  await context.setOffline(false);
  const restored = page.getByText('Conexão restaurada!');
  await expect(restored).toBeVisible();
  await expect(offline).toBeHidden();
  await page.clock.runFor(2_900);
  await expect(restored).toBeVisible();
  await page.clock.runFor(200);
  await expect(restored).toBeHidden();
});

test('install prompt: 5 s after the offer, hidden for 7 days after "Agora não"', async ({ page }) => {
  await page.clock.install();
  await openLanding(page);
  await page.clock.pauseAt(Date.now() + 60_000);
  const prompt = page.getByRole('dialog', { name: 'Instale o Prato Certo' });

  await offerInstall(page);
  await page.clock.runFor(4_900);
  await expect(prompt).toBeHidden();
  await page.clock.runFor(200);
  await expect(prompt).toBeVisible();
  for (const bullet of ['Abre mesmo sem internet', 'Carrega mais rápido', 'Ícone na tela inicial']) {
    await expect(prompt).toContainText(bullet);
  }
  await prompt.getByRole('button', { name: 'Agora não' }).click();
  await expect(prompt).toBeHidden();

  // Six days later the browser offers again: still hidden.
  await page.clock.fastForward(6 * DAY);
  await offerInstall(page);
  await page.clock.runFor(10_000);
  await expect(prompt).toBeHidden();

  // Past seven days it comes back, and 'Instalar App' opens the browser's own dialog.
  await page.clock.fastForward(1 * DAY);
  await offerInstall(page);
  await page.clock.runFor(5_000);
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Instalar App' }).click();
  await expect(prompt).toBeHidden();
  expect(await page.evaluate('window.promptedInstall')).toBe(true);
});

test.describe('service worker', () => {
  // The journeys serve apps/web/dist (playwright.config.ts): a new deploy is a changed sw.js there.
  const dist = path.resolve('apps/web/dist');
  const swFile = path.join(dist, 'sw.js');

  test('controls the page after the first load; a new version shows the notice and reloads into it', async ({
    page,
  }) => {
    await page.clock.install();
    await openLanding(page);
    await expect.poll(async () => (await registration(page)).controlled).toBe(true);
    expect((await registration(page)).active).toMatch(/\/sw\.js$/);
    await expect(page.getByText('Nova Atualização!')).toBeHidden();

    const original = readFileSync(swFile);
    const compressed = ['.br', '.gz'].filter((ext) => existsSync(`${swFile}${ext}`));
    for (const ext of compressed) renameSync(`${swFile}${ext}`, `${swFile}${ext}.e2e-backup`);
    try {
      writeFileSync(swFile, `${original.toString()}\n// e2e: a new deploy ${Date.now()}\n`);
      // The hourly update check finds the new worker, which installs and waits.
      await page.clock.fastForward(60 * 60 * 1000);
      const notice = page.getByRole('dialog', { name: 'Nova Atualização!' });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText('Uma nova versão está disponível com melhorias e correções.');
      expect((await registration(page)).waiting).toBe(true);

      await page.evaluate('window.beforeUpdate = true');
      await notice.getByRole('button', { name: 'Atualizar Agora' }).click();
      // A reload: the page's globals are gone, the waiting worker is now the active one.
      await expect.poll(() => page.evaluate('window.beforeUpdate === undefined').catch(() => false)).toBe(true);
      await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
      await expect
        .poll(() => registration(page))
        .toEqual({
          controlled: true,
          active: expect.stringMatching(/\/sw\.js$/),
          activeState: 'activated',
          waiting: false,
        });
      await expect(page.getByText('Nova Atualização!')).toBeHidden();
    } finally {
      writeFileSync(swFile, original);
      for (const ext of compressed) renameSync(`${swFile}${ext}.e2e-backup`, `${swFile}${ext}`);
    }
  });

  test('the app shell opens offline once the worker has cached it', async ({ page, context }) => {
    await openLanding(page);
    await expect.poll(async () => (await registration(page)).controlled).toBe(true);
    await context.setOffline(true);
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeVisible();
    await expect(page.getByText('Você está offline - Algumas funcionalidades podem estar limitadas')).toBeVisible();
    await context.setOffline(false);
  });
});

test('the app shows its version', async ({ page }) => {
  await openLanding(page);
  await expect(page.locator('footer')).toContainText('v1.1.0');
});
