import { expect, test, type Page } from '@playwright/test';
import { accessibilityFindings, signUpThroughApi, uniqueEmail } from './support';

const reminders = (page: Page) => page.getByRole('list', { name: 'Lembretes' }).getByRole('button');

async function confirmReminder(page: Page, time: string, action: 'Registrar' | 'Desmarcar', toast: string) {
  await reminders(page).filter({ hasText: time }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(page.getByText(toast).first()).toBeVisible();
}

test('hydration: 8 reminders for 2000 ml in 250 ml from 07:00 to 23:00; mark, unmark, and settings that keep the marked ones', async ({
  page,
}) => {
  await signUpThroughApi(page, { fullName: 'Iara Campos', email: uniqueEmail('agua') }, '/hydration');
  await expect(page.getByRole('heading', { name: 'Hidratação', level: 1 })).toBeVisible();

  // The defaults: goal 2000 ml, 250 ml intakes, 07:00–23:00 → ceil(2000 / 250) = 8 reminders.
  await expect(page.getByLabel('Meta diária (ml)')).toHaveValue('2.000');
  await expect(page.getByLabel('Tamanho da ingestão')).toHaveValue('250');
  await expect(reminders(page)).toHaveText([/07:00/, /09:17/, /11:34/, /13:51/, /16:09/, /18:26/, /20:43/, /23:00/]);
  const progress = page.getByRole('region', { name: 'Progresso de hoje' });
  const ring = progress.getByRole('progressbar', { name: 'Progresso da meta de hoje' });
  await expect(ring).toHaveAttribute('aria-valuetext', '0%');

  for (const time of ['07:00', '09:17', '11:34']) await confirmReminder(page, time, 'Registrar', 'Água Registrada!');
  await expect(ring).toHaveAttribute('aria-valuetext', '38%');
  await expect(progress.getByText('750 ml', { exact: true })).toBeVisible();
  await expect(progress.getByText('3/8', { exact: true })).toBeVisible();

  await confirmReminder(page, '09:17', 'Desmarcar', 'Ingestão Desmarcada');
  await expect(ring).toHaveAttribute('aria-valuetext', '25%');
  await expect(progress.getByText('500 ml', { exact: true })).toBeVisible();
  await expect(progress.getByText('2/8', { exact: true })).toBeVisible();

  // 500 ml intakes: 4 reminders (07:00, 12:20, 17:40, 23:00); the marked 07:00 and 11:34 stay.
  await page.getByLabel('Tamanho da ingestão').selectOption('500');
  await page.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect(page.getByText('Configurações Salvas!')).toBeVisible();
  await expect(reminders(page)).toHaveText([/07:00/, /11:34/, /12:20/, /17:40/, /23:00/]);
  await expect(page.getByRole('button', { name: '07:00, 250 ml, registrada' })).toBeVisible();
  await expect(page.getByRole('button', { name: '11:34, 250 ml, registrada' })).toBeVisible();
  await expect(progress.getByText('2/5', { exact: true })).toBeVisible();
  await expect(ring).toHaveAttribute('aria-valuetext', '25%');

  // An unscheduled glass: 500 ml more → 1000 ml, 50%; listed apart, not one more reminder.
  await page.getByRole('button', { name: 'Bebi água agora' }).click();
  await expect(ring).toHaveAttribute('aria-valuetext', '50%');
  await expect(progress.getByText('1.000 ml', { exact: true })).toBeVisible();
  await expect(progress.getByText('2/5', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Outras ingestões' }).getByRole('listitem')).toHaveCount(1);
  await expect(reminders(page)).toHaveCount(5);

  expect(await accessibilityFindings(page, { include: 'main' })).toEqual([]);
});
