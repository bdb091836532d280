import { expect, test } from '@playwright/test';
import { signUpThroughApi, uniqueEmail } from './support';

// This journey is about the service worker (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// Runs in the full Chromium (the "full-browser" project of playwright.config.ts): the headless shell
// that runs the other journeys shows no notifications (decision 019).

/**
 * Evaluated in the page before the app: records what the app shows, through the service worker or as a
 * page notification, then shows it for real.
 */
const RECORD_NOTIFICATIONS = `(() => {
  const shown = [];
  window.shownNotifications = shown;
  const viaWorker = ServiceWorkerRegistration.prototype.showNotification;
  ServiceWorkerRegistration.prototype.showNotification = function (title, options) {
    shown.push({ title, body: options && options.body });
    return viaWorker.call(this, title, options);
  };
  const PageNotification = window.Notification;
  window.Notification = class extends PageNotification {
    constructor(title, options) {
      shown.push({ title, body: options && options.body });
      super(title, options);
    }
  };
})()`;

/** HH:MM in São Paulo (the profile's default zone) of an instant. */
const saoPauloTime = (at: number) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/Sao_Paulo',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);

test('a notification is shown for a due reminder (permission granted, fake clock)', async ({ page, context }) => {
  // The day set below starts two minutes before now and runs four hours: in the last minutes before
  // midnight its dates would straddle the change of date, so the run waits for the new day there.
  const [hours = 0, minutes = 0] = saoPauloTime(Date.now()).split(':').map(Number);
  const untilMidnight = (24 * 60 - (hours * 60 + minutes)) * 60_000;
  if (untilMidnight <= 5 * 60_000) {
    test.setTimeout(untilMidnight + 180_000);
    await new Promise((resolve) => setTimeout(resolve, untilMidnight + 5_000));
  }
  await context.grantPermissions(['notifications']);
  await page.addInitScript(RECORD_NOTIFICATIONS);
  await page.clock.install();
  await signUpThroughApi(page, { fullName: 'Caio Nunes', email: uniqueEmail('lembrete') }, '/hydration');
  await expect(page.getByRole('heading', { name: 'Hidratação', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Permitir notificações' })).toHaveCount(0);

  // A day that started two minutes ago (before the wake time the night still belongs to the previous
  // day), so that its next reminders are ahead.
  const now = await page.evaluate(() => Date.now());
  await page.getByLabel('Acordar').fill(saoPauloTime(now - 2 * 60_000));
  await page.getByLabel('Dormir').fill(saoPauloTime(now + 4 * 60 * 60_000));
  await page.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect(page.getByText('Configurações Salvas!')).toBeVisible();

  const today = (await (await page.request.get('/api/hydration/today')).json()) as {
    intakes: { scheduledTime: string; dueAt: string; completed: boolean }[];
  };
  const pageNow = await page.evaluate(() => Date.now());
  const next = today.intakes.find((intake) => !intake.completed && Date.parse(intake.dueAt) > pageNow);
  expect(next).toBeDefined();
  await page.clock.fastForward(Date.parse(next!.dueAt) - pageNow + 1_000);

  await expect
    .poll(() => page.evaluate('window.shownNotifications'))
    .toContainEqual({ title: 'Hora de beber água', body: `Lembrete das ${next!.scheduledTime}: 250 ml de água.` });
});
