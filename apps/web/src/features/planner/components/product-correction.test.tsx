import { unknownNutrients } from '@prato/core/domain/nutrients';
import type { PlannerUsage } from '@prato/core/schemas/planner-usage';
import type { Product } from '@prato/core/schemas/products';
import type { UserFood, UserFoodInput } from '@prato/core/schemas/user-foods';
import { screen, waitFor, within } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { toast } from '@/lib/toast';
import { expect, test } from 'vitest';
import { makeUserFood, signedIn, withUserFoods } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const CRACKER = '7891000100103';

const product: Product = {
  barcode: CRACKER,
  name: 'Biscoito Cream Cracker',
  brand: 'Marca Teste',
  quantity: '200 g',
  basis: '100g',
  nutrients: {
    ...unknownNutrients(),
    energy: 430,
    protein: 10,
    carbs: 68,
    fat: 13,
    fiber: 3,
    saturatedFat: 6.5,
    transFat: 0,
    addedSugars: 4,
    sodium: 800,
  },
  servingGrams: 30,
  nova: 4,
  frontOfPack: [
    { nutrient: 'gordura saturada', status: 'alto' },
    { nutrient: 'sódio', status: 'alto' },
  ],
  source: 'Open Food Facts (ODbL)',
  foodId: 1_000_000_001,
  foodName: 'Biscoito Cream Cracker (Marca Teste)',
  plannable: true,
  mine: false,
};

async function openPlan() {
  toast.dismiss();
  const sent: UserFoodInput[] = [];
  server.use(
    signedIn(),
    withUserFoods([]),
    http.get('/api/planner/usage', () => HttpResponse.json({ used: 0, limit: 2, remaining: 2 } satisfies PlannerUsage)),
    http.get('/api/products/:barcode', () => HttpResponse.json(product)),
    http.post('/api/user-foods', async ({ request }) => {
      const body = (await request.json()) as UserFoodInput;
      sent.push(body);
      return HttpResponse.json(makeUserFood({ name: body.name }) satisfies UserFood, { status: 201 });
    }),
  );
  const app = renderApp('/plan');
  await screen.findByRole('heading', { name: 'Planejar refeição' });
  return { app, sent };
}

async function lookUp(app: Awaited<ReturnType<typeof openPlan>>['app'], button: HTMLElement) {
  await app.user.click(button);
  const scanner = await screen.findByRole('dialog', { name: 'Código de barras' });
  await app.user.type(within(scanner).getByLabelText('Números do código de barras'), CRACKER);
  await app.user.click(within(scanner).getByRole('button', { name: 'Buscar produto' }));
  return within(scanner).findByRole('region', { name: 'Produto encontrado' });
}

test('"Corrigir para mim" on /plan opens "Meus alimentos" prefilled per 100 g, and the food is saved with the barcode', async () => {
  const { app, sent } = await openPlan();
  const planForm = screen.getByRole('form', { name: 'Monte sua refeição' });
  const found = await lookUp(app, within(planForm).getByRole('button', { name: 'Código de barras' }));
  await app.user.click(within(found).getByRole('button', { name: 'Corrigir para mim' }));

  const form = await screen.findByRole('dialog', { name: 'Novo alimento' });
  expect(within(form).getByText(new RegExp(`Código de barras ${CRACKER}`))).toBeInTheDocument();
  expect(within(form).getByLabelText('Nome')).toHaveValue('Biscoito Cream Cracker (Marca Teste)');
  await app.user.selectOptions(within(form).getByLabelText('Tipo de alimento'), 'Pães e bolos');
  // The person corrects the sodium the product got wrong.
  const sodium = within(form).getByLabelText(/Sódio/);
  await app.user.clear(sodium);
  await app.user.type(sodium, '500');
  await app.user.click(within(form).getByRole('button', { name: 'Adicionar alimento' }));

  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({
    name: 'Biscoito Cream Cracker (Marca Teste)',
    kind: 'bread',
    basis: 'per100g',
    servingGrams: 30,
    kcal: 430,
    carbs: 68,
    protein: 10,
    fat: 13,
    fiber: 3,
    saturatedFat: 6.5,
    addedSugars: 4,
    sodium: 500,
    // What the product does not state stays unknown.
    calcium: null,
    barcode: CRACKER,
  });
});

test('the barcode button of "Meus alimentos" fills a new food from the product', async () => {
  const { app } = await openPlan();
  const panel = screen.getByRole('region', { name: 'Meus alimentos' });
  const found = await lookUp(app, within(panel).getByRole('button', { name: 'Código de barras' }));
  await app.user.click(within(found).getByRole('button', { name: 'Usar estes valores' }));
  const form = await screen.findByRole('dialog', { name: 'Novo alimento' });
  expect(within(form).getByLabelText('Energia (kcal)')).toHaveValue('430');
});
