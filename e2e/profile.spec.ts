import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { Jimp } from 'jimp';
import { brownRiceLunch, PASSWORD, signUpThroughApi, signInThroughForm, uniqueEmail } from './support';

const NEW_PASSWORD = 'outraSenha789';

test('profile: edit the name, change the password, upload a picture, export the data, delete the account', async ({
  page,
}) => {
  const email = uniqueEmail('perfil');
  await signUpThroughApi(page, { fullName: 'Carla Mendes', email }, '/profile');

  // Personal data: the message and the sidebar's new name.
  await expect(page.getByRole('heading', { name: 'Meu Perfil' })).toBeVisible();
  await expect(page.getByText('Plano Grátis')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Assinar Premium' })).toHaveAttribute('href', '/assinatura');
  await expect(page.getByText('Nenhum pagamento registrado.')).toBeVisible();
  await page.getByLabel('Nome completo').fill('Carla Mendes Souza');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Perfil atualizado com sucesso!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu do usuário' }).first()).toContainText('Carla Mendes Souza');

  // Password: change it, sign out (to /), sign in with the new one.
  await page.getByLabel('Senha atual').fill(PASSWORD);
  await page.getByLabel('Nova senha', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirmar nova senha').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('Senha alterada com sucesso!')).toBeVisible();
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signInThroughForm(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);

  // Picture: a PNG made here, sent through the file input, shown cropped to 256×256.
  await page.goto('/profile');
  const png = await new Jimp({ width: 320, height: 180, color: 0x047857ff }).getBuffer('image/png');
  await page.getByLabel('Alterar foto').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Foto atualizada!')).toBeVisible();
  const picture = page.getByRole('img', { name: 'Foto de perfil de Carla Mendes Souza' });
  await expect(picture).toHaveAttribute('src', /^\/api\/profile\/avatar\?v=\d+$/);
  await expect
    .poll(() => picture.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
    .toBe(256);
  await expect(page.getByRole('button', { name: 'Menu do usuário' }).first().locator('img')).toBeVisible();

  // Some data through the API, to find in the export.
  expect((await page.request.patch('/api/profile', { data: { lunchCalories: 650 } })).status()).toBe(200);
  const lunch = brownRiceLunch();
  const mealId = lunch.id;
  const meal = await page.request.post('/api/meals', { data: lunch });
  expect(meal.status()).toBe(201);
  const weight = await page.request.post('/api/weights', { data: { weight: 72.3, notes: 'pesagem e2e' } });
  expect(weight.status()).toBe(201);

  // Export: a JSON download with the profile and those rows.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar dados' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^prato-certo-dados-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    user: { email: string };
    profile: { fullName: string; lunchCalories: number; avatarUrl: string };
    avatar: { contentType: string } | null;
    meals: { id: string; totalCalories: number }[];
    weights: { weight: number; notes: string }[];
    subscription: { plan: string };
  };
  expect(exported.user.email).toBe(email);
  expect(exported.profile).toMatchObject({ fullName: 'Carla Mendes Souza', lunchCalories: 650 });
  expect(exported.avatar?.contentType).toBe('image/png');
  expect(exported.meals).toEqual([expect.objectContaining({ id: mealId, totalCalories: 186 })]);
  expect(exported.weights).toEqual([expect.objectContaining({ weight: 72.3, notes: 'pesagem e2e' })]);
  expect(exported.subscription.plan).toBe('free');

  // Delete: confirmed with the password, lands on / and the account no longer signs in.
  await page.getByRole('button', { name: 'Excluir conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir conta' });
  await dialog.getByLabel('Senha', { exact: true }).fill('senha-errada');
  await dialog.getByRole('button', { name: 'Excluir conta definitivamente' }).click();
  await expect(dialog.getByText('Senha incorreta.')).toBeVisible();
  await dialog.getByLabel('Senha', { exact: true }).fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Excluir conta definitivamente' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Sua conta foi excluída.')).toBeVisible();
  expect((await page.request.get('/api/profile')).status()).toBe(401);

  await signInThroughForm(page, email, NEW_PASSWORD);
  await expect(page.getByText('Email ou senha incorretos.').first()).toBeVisible();
});
