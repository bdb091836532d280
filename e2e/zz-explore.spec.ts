import { expect, test } from '@playwright/test';
import { screenshot, signUpThroughApi, uniqueEmail } from './support';

const SENTENCES = [
  '2 ovos mexidos, 1 pão francês com manteiga e 1 xícara de café com leite',
  'um copo de suco de laranja e uma banana',
  'prato feito: arroz, feijão, bife acebolado e salada',
  '1 pote de iogurte natural com granola e mel',
  '1 tapioca com queijo coalho',
  '2 fatias de pizza de calabresa e 1 lata de coca',
];

test('explore quick entry on a phone', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 360, height: 780 });
  await signUpThroughApi(page, { fullName: 'Eva Exploradora', email: uniqueEmail('explora') }, '/diario');
  for (const [i, sentence] of SENTENCES.entries()) {
    await page.getByRole('button', { name: 'Mais ações: Almoço' }).click();
    await page.getByRole('menuitem', { name: 'Registro rápido' }).click();
    const quick = page.getByRole('dialog', { name: 'Registro rápido: Almoço' });
    await quick.getByLabel('O que você comeu?').fill(sentence);
    await quick.getByRole('button', { name: 'Interpretar' }).click();
    await expect(quick.getByRole('heading', { name: 'Confira antes de salvar' })).toBeVisible();
    const rows = await quick.getByTestId('quick-entry-row').allInnerTexts();
    const unknown = (await quick.getByTestId('quick-entry-unknown').count()) > 0 ? await quick.getByTestId('quick-entry-unknown').innerText() : '';
    console.log(`\n### ${sentence}\n${rows.map((r) => '  - ' + r.replace(/\n+/g, ' | ')).join('\n')}\n  unknown: ${unknown}`);
    await screenshot(page, `quick-${i}`, { fullPage: false });
    await quick.getByRole('button', { name: 'Cancelar' }).click();
    await expect(quick).toBeHidden();
  }
});
