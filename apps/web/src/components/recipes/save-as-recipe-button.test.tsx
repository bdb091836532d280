import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { expect, test } from 'vitest';
import { server } from '@/testing/server';
import { SaveAsRecipeButton, type RecipePortion } from './save-as-recipe-button';

test('a logged meal becomes a recipe: foods by id and grams, a recipe logged without its cooked weight by its servings', async () => {
  let sent: unknown;
  server.use(
    http.post('/api/recipes', async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({ message: 'refused here: only the body is checked' }, { status: 400 });
    }),
  );
  const portions: RecipePortion[] = [
    { foodName: 'Arroz, branco, cozido', foodId: 1201, grams: 150.04 },
    // 1 1/2 servings of a recipe with raw rice and no cooked weight: 187,5 g of its raw ingredients.
    {
      foodName: 'Marmita crua',
      foodId: -1_000_000_001,
      grams: 187.5,
      servings: { measure: 'porcao', quantity: 1.5 },
    },
  ];
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <MemoryRouter>
        <SaveAsRecipeButton portions={portions} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Salvar como receita' }));
  await user.type(screen.getByLabelText('Nome da receita'), 'Almoço de sempre');
  await user.click(screen.getByRole('button', { name: 'Salvar receita' }));
  await waitFor(() => expect(sent).toBeDefined());
  expect(sent).toEqual({
    name: 'Almoço de sempre',
    servings: 1,
    cookedGrams: null,
    ingredients: [
      { food: 'Arroz, branco, cozido', foodId: 1201, grams: 150 },
      { food: 'Marmita crua', foodId: -1_000_000_001, measure: 'porcao', quantity: 1.5 },
    ],
  });
});
