import { screen, waitFor, within } from '@testing-library/preact';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { unknownNutrients } from '@prato/core/domain/nutrients';
import { expect, test } from 'vitest';
import { apiError, signedIn, withRecipes } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

async function openRecipes(path = '/receitas', ...handlers: Parameters<typeof server.use>) {
  server.use(...handlers, signedIn());
  const app = renderApp(path);
  await screen.findByRole('heading', { name: 'Receitas', level: 1 });
  return app;
}

test('with no recipes the list says how to start one', async () => {
  await openRecipes();
  expect(await screen.findByText(/Você ainda não tem receitas/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Nova receita' })).toHaveAttribute('href', '/receitas?nova=1');
});

test('the list shows each recipe with its servings and energy per serving', async () => {
  await openRecipes(
    '/receitas',
    withRecipes([
      {
        id: '6f1c7a4e-2b5d-4c3e-9a1b-0c2d3e4f5a6b',
        foodId: -1_000_000_001,
        name: 'Marmita da semana',
        servings: 4,
        perServing: { grams: 199, kcal: 285 },
        needsCookedGrams: false,
        ingredientCount: 4,
        updatedAt: '2026-11-26T12:00:00.000Z',
      },
      {
        id: '7a2d8b5f-3c6e-4d4f-8b2c-1d3e4f5a6b7c',
        foodId: -1_000_000_002,
        name: 'Bolo de fubá',
        servings: 12,
        // Raw ingredients, no cooked weight: a slice's grams would be raw batter's.
        perServing: { grams: 61, kcal: 210 },
        needsCookedGrams: true,
        ingredientCount: 6,
        updatedAt: '2026-11-26T12:00:00.000Z',
      },
    ]),
  );
  const list = await screen.findByRole('list', { name: 'Minhas receitas' });
  const [marmita, cake] = within(list).getAllByRole('link');
  expect(marmita).toHaveTextContent('Marmita da semana');
  expect(marmita).toHaveTextContent('4 porções de 199 g · 285 kcal por porção');
  expect(cake).toHaveTextContent('12 porções · 210 kcal por porção');
});

test('a recipe of raw ingredients without its cooked weight gives servings without grams and asks for the weight', async () => {
  const nutrients = { ...unknownNutrients(), energy: 450, protein: 25, carbs: 60, fat: 10 };
  const recipe = {
    id: '7a2d8b5f-3c6e-4d4f-8b2c-1d3e4f5a6b7c',
    foodId: -1_000_000_002,
    name: 'Arroz branco',
    servings: 4,
    cookedGrams: null,
    needsCookedGrams: true,
    totalGrams: 300,
    perServing: { grams: 75, nutrients },
    per100g: { nutrients },
    ingredients: [
      {
        foodId: 4,
        name: 'Arroz, tipo 1, cru',
        grams: 300,
        typed: '300 g de arroz',
        readAsRaw: true,
        source: 'taco',
        kcal: 1074,
        unmeasured: [],
      },
    ],
    sources: ['taco'],
    createdAt: '2026-11-26T12:00:00.000Z',
    updatedAt: '2026-11-26T12:00:00.000Z',
  };
  await openRecipes(
    `/receitas?receita=${recipe.id}`,
    http.get('/api/recipes/:id', () => HttpResponse.json(recipe)),
  );
  expect(await screen.findByRole('heading', { name: 'Arroz branco' })).toBeInTheDocument();
  expect(screen.getByText(/^Rende 4 porções · 450 kcal por porção/)).toBeInTheDocument();
  expect(
    screen.getByText(
      'Com ingredientes crus, edite a receita e informe o peso pronto para ter as porções em gramas e os nutrientes por 100 g da receita pronta. Sem ele, a receita é registrada no diário só por porção e não entra no planejador.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'Por porção' })).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'Por 100 g dos ingredientes' })).toBeInTheDocument();
});

test('a failed load says so and retries', async () => {
  let calls = 0;
  await openRecipes(
    '/receitas',
    http.get('/api/recipes', () => {
      calls += 1;
      return calls === 1 ? apiError(500, 'INTERNAL', 'Erro interno') : HttpResponse.json({ recipes: [] });
    }),
  );
  expect(await screen.findByText('Não foi possível carregar suas receitas.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByText(/Você ainda não tem receitas/)).toBeInTheDocument();
});

test('the new recipe form refuses a recipe without name, servings or ingredients, in pt-BR', async () => {
  await openRecipes('/receitas?nova=1');
  await userEvent.click(await screen.findByRole('button', { name: 'Salvar receita' }));
  expect(await screen.findByText(/O nome deve ter de 2 a 100 caracteres/)).toBeInTheDocument();
  expect(screen.getByText('A receita deve ter de 1 a 50 ingredientes.')).toBeInTheDocument();
});

test('a weight read as the raw food says so and how to say it was cooked; raw ingredients ask for the cooked weight', async () => {
  const nutrients = { ...unknownNutrients(), energy: 1060, protein: 130, carbs: 0, fat: 60 };
  const ingredient = (typed: string, name: string, grams: number, measure?: { measure: string; quantity: number }) => ({
    foodId: 327,
    name,
    grams,
    typed,
    ...measure,
    source: 'taco' as const,
    kcal: 500,
    unmeasured: [],
  });
  await openRecipes(
    '/receitas?nova=1',
    http.post('/api/recipes/preview', async ({ request }) => {
      const { cookedGrams = null, ingredients } = (await request.json()) as {
        cookedGrams?: number | null;
        ingredients: unknown[];
      };
      return HttpResponse.json({
        servings: 4,
        cookedGrams,
        needsCookedGrams: cookedGrams === null,
        // One more ingredient line, 100 g more once cooked.
        estimatedCookedGrams: 2130 + 100 * ingredients.length,
        totalGrams: 900,
        perServing: { grams: 225, nutrients },
        per100g: { nutrients },
        ingredients: [
          { ...ingredient('500 g de carne moída', 'Carne, bovina, acém, moído, cru', 500), readAsRaw: true },
          {
            ...ingredient('2 xícaras de arroz', 'Arroz, tipo 1, cru', 400, { measure: 'xícara de chá', quantity: 2 }),
            readAsRaw: true,
          },
          ingredient('200 g de frango grelhado', 'Frango, peito, sem pele, grelhado', 200),
          { ...ingredient('1 xícara de leite', 'Leite, de vaca, integral', 200), amountUnit: 'ml' as const },
        ],
        sources: ['taco'],
      });
    }),
  );
  await userEvent.type(await screen.findByLabelText('Rende (porções)'), '4');
  await userEvent.type(screen.getByLabelText('Ingrediente 1', { exact: true }), '500 g de carne moída');
  await userEvent.tab();
  // Only the weighed line read raw: the cup of rice is raw by its measure, the grilled chicken was typed so.
  expect(
    await screen.findByText(
      'Pesos considerados do alimento cru (como em receitas): “500 g de carne moída”. Se você pesou o alimento pronto, escreva como ele estava (ex.: “300 g de arroz cozido”, “200 g de frango grelhado”).',
    ),
  ).toBeInTheDocument();
  const askCooked =
    'Com ingredientes crus, informe o peso pronto para ter as porções em gramas e os nutrientes por 100 g da receita pronta. Sem ele, a receita é registrada no diário só por porção e não entra no planejador.';
  expect(screen.getByText(askCooked)).toBeInTheDocument();
  // A poured ingredient reads in millilitres, the others in grams.
  expect(screen.getByText(/Leite, de vaca, integral: 200 ml/)).toBeInTheDocument();
  expect(screen.getByText(/Frango, peito, sem pele, grelhado: 200 g/)).toBeInTheDocument();
  // The tables' estimate is offered; using it fills the cooked weight (focus on the field), and the ask goes.
  const estimateText = (grams: string) =>
    `Estimativa pelos alimentos preparados da TACO: cerca de ${grams}. Pesar a receita pronta, sem a panela, é mais exato.`;
  expect(screen.getByText(estimateText('2.230 g'))).toBeInTheDocument();
  const useEstimate = screen.getByRole('button', { name: 'Usar a estimativa' });
  expect(useEstimate).toHaveAccessibleDescription(estimateText('2.230 g'));
  await userEvent.click(useEstimate);
  const cookedField = screen.getByLabelText('Peso pronto (g, opcional)');
  expect(cookedField).toHaveValue('2.230');
  await waitFor(() => expect(cookedField).toHaveFocus());
  await waitFor(() => expect(screen.queryByText(askCooked)).not.toBeInTheDocument());
  expect(screen.queryByRole('button', { name: 'Usar a estimativa' })).not.toBeInTheDocument();
  // Another ingredient changes the estimate: the field still holds the old one, so the new one is offered.
  await userEvent.type(screen.getByLabelText('Ingrediente 2', { exact: true }), '200 g de frango');
  await userEvent.tab();
  expect(await screen.findByText(estimateText('2.330 g'))).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Usar a estimativa' })).toBeInTheDocument();
});

test('a cooked weight the server refuses is told at its field, and the nutrients card says what to fix', async () => {
  const refusal =
    'O peso da receita pronta não pode ser menor que 188 g: só as proteínas, os carboidratos e as gorduras dos ingredientes, sem a água, já pesam isso.';
  await openRecipes(
    '/receitas?nova=1',
    http.post('/api/recipes/preview', () => apiError(400, 'COOKED_GRAMS', refusal)),
  );
  await userEvent.type(await screen.findByLabelText('Rende (porções)'), '8');
  await userEvent.type(screen.getByLabelText('Peso pronto (g, opcional)'), '10');
  await userEvent.type(screen.getByLabelText('Ingrediente 1', { exact: true }), '500 g de carne moída');
  await userEvent.tab();
  expect(await screen.findByText('Corrija o peso pronto para ver os nutrientes.')).toBeInTheDocument();
  expect(screen.getByLabelText('Peso pronto (g, opcional)')).toHaveAccessibleDescription(
    expect.stringContaining(refusal),
  );
});
