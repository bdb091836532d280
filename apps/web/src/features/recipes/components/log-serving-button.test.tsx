import type { Recipe } from '@prato/core/schemas/recipes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { expect, test } from 'vitest';
import { apiError, withProfile } from '@/testing/handlers';
import { server } from '@/testing/server';
import { LogServingButton } from './log-serving-button';

// Only what the button reads of a recipe: its food id, name and one serving's weight, energy and macronutrients.
const recipe = {
  foodId: -1_000_000_001,
  name: 'Marmita da semana',
  perServing: { grams: 199, nutrients: { energy: 285, protein: 20, carbs: 30, fat: 8 } },
} as unknown as Recipe;

function renderButton(shown: Recipe) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <LogServingButton recipe={shown} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

test('a recipe whose ingredient was deleted (energy unknown) cannot be logged, and the page says why', () => {
  renderButton({
    ...recipe,
    perServing: { grams: 199, nutrients: { energy: null, protein: null, carbs: null, fat: null } },
  } as unknown as Recipe);
  const button = screen.getByRole('button', { name: 'Registrar uma porção' });
  expect(button).toBeDisabled();
  expect(button).toHaveAccessibleDescription(
    'Esta receita tem um ingrediente excluído ou sem energia e macronutrientes medidos: edite a receita para registrá-la no diário.',
  );
});

test('a refused log is not shown again when the dialog is opened anew', async () => {
  server.use(
    withProfile(),
    http.get('/api/diary/slots', () =>
      HttpResponse.json({
        slots: [
          {
            slot: 'lunch',
            label: 'Almoço',
            mealType: 'lunch',
            hidden: false,
            goalCalories: null,
            defaultGoalCalories: 600,
          },
        ],
      }),
    ),
    http.post('/api/diary/items', () => apiError(500, 'INTERNAL', 'Erro ao registrar no diário')),
  );
  const user = userEvent.setup();
  renderButton(recipe);

  await user.click(screen.getByRole('button', { name: 'Registrar uma porção' }));
  let dialog = await screen.findByRole('dialog', { name: 'Registrar uma porção' });
  await user.click(await within(dialog).findByRole('button', { name: 'Registrar' }));
  expect(await within(dialog).findByText('Erro ao registrar no diário')).toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await user.click(screen.getByRole('button', { name: 'Registrar uma porção' }));
  dialog = await screen.findByRole('dialog', { name: 'Registrar uma porção' });
  expect(await within(dialog).findByRole('button', { name: 'Registrar' })).toBeEnabled();
  expect(within(dialog).queryByText('Erro ao registrar no diário')).not.toBeInTheDocument();
});
