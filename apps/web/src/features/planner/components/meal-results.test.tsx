import { zeroNutrients } from '@prato/core/domain/nutrients';
import type { MealCalculation, Portion } from '@prato/core/schemas/planner';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, test } from 'vitest';
import { signedIn } from '@/testing/handlers';
import { server } from '@/testing/server';
import { MealResults } from './meal-results';

/** 100 g of cooked carioca beans (TACO 4th ed.), its nutrients as the planner sends them. */
const beans: Portion = {
  foodName: 'Feijão, carioca, cozido',
  foodId: 561,
  grams: 100,
  calories: 76,
  homeMeasure: '1 concha',
  macros: { protein: 4.8, carbs: 13.6, fat: 0.5, fiber: 8.5 },
  glycemicIndex: null,
  nutrients: { ...zeroNutrients(), energy: 76, protein: 4.8, carbs: 13.6, fat: 0.5, fiber: 8.5, sodium: 2, iron: 1.3 },
};
const calculation: MealCalculation = {
  portions: [beans],
  totalCalories: 76,
  totalMacros: beans.macros,
  glycemicData: { index: null, load: null, estimated: false, indexLevel: null },
  suggestions: [],
};

function renderResults() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const results = (
    <MealResults
      mealId="8d1e7f3a-2b4c-4d5e-8f60-718293a4b5c6"
      request={{ mealType: 'lunch', targetCalories: 600, foods: ['feijão'] }}
      calculation={calculation}
      onSaved={() => {}}
      onDailyLimit={() => {}}
      onNewQuery={() => {}}
    />
  );
  const router = createMemoryRouter([{ path: '/plan', element: results }], { initialEntries: ['/plan'] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

test("/plan: the result shows the meal's nutrients against Maria's targets, and follows a grams edit", async () => {
  server.use(signedIn());
  const user = userEvent.setup();
  renderResults();

  const card = screen.getByRole('region', { name: 'Nutrientes da refeição' });
  expect(within(card).getByTestId('nutrient-energy')).toHaveTextContent('76 kcal');
  // The targets need the profile (sex, age, meal goals): Maria's 1,800 kcal and 25 g of fibre.
  expect(await within(card).findByText(/meta 1\.800 kcal/)).toBeInTheDocument();
  expect(within(card).getByTestId('nutrient-fiber')).toHaveTextContent('8,5 g · meta 25 g');

  const grams = screen.getByLabelText('Gramas de Feijão, carioca, cozido');
  await user.clear(grams);
  await user.type(grams, '200');
  expect(within(card).getByTestId('nutrient-fiber')).toHaveTextContent('17 g · meta 25 g');
  expect(within(card).getByTestId('nutrient-energy')).toHaveTextContent('152 kcal');
});
