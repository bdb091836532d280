import { zeroNutrients } from '@prato/core/domain/nutrients';
import { screen, waitFor, within } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { makeNutrientDay, makeSubscription, signedIn, withSubscription } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

/** A dinner of feijoada: salty, its selenium unmeasured. */
const feijoada = { ...zeroNutrients(), energy: 800, fiber: 7, sodium: 1300, iron: 3.1, selenium: null };
const dinner = {
  id: 'a1a1a1a1-0000-4000-8000-000000000009',
  mealType: 'dinner' as const,
  totalCalories: 800,
  totalProtein: 40,
  totalCarbs: 80,
  totalFat: 30,
  totalFiber: 7,
  glycemicIndex: null,
  glycemicLoad: null,
  portions: [
    {
      foodName: 'Feijoada',
      foodId: 563,
      grams: 300,
      calories: 800,
      homeMeasure: '2 conchas',
      macros: { protein: 40, carbs: 80, fat: 30, fiber: 7 },
      glycemicIndex: null,
      nutrients: feijoada,
    },
  ],
  consumedAt: '2025-06-10T22:00:00.000Z',
};

test('/history: each meal has its "Nutrientes" and each day its "Nutrientes do dia", asked only when opened', async () => {
  const days: (string | null)[] = [];
  server.use(
    signedIn(),
    withSubscription(makeSubscription()),
    http.get('/api/meals', () =>
      HttpResponse.json({
        meals: [dinner],
        limit: 5,
        hasMore: false,
        days: [{ date: '2025-06-10', meals: 1, calories: 800, protein: 40, carbs: 80, fat: 30, fiber: 7 }],
      }),
    ),
    http.get('/api/nutrients/day', ({ request }) => {
      const date = new URL(request.url).searchParams.get('date');
      days.push(date);
      return HttpResponse.json(makeNutrientDay([{ nutrients: feijoada }], { date: date ?? '' }));
    }),
  );
  const { user } = renderApp('/history');

  const item = await screen.findByTestId('history-meal');
  // Over half of the daily sodium limit: said without opening anything.
  expect(
    within(item).getByText('Esta refeição tem 1.300 mg de sódio, mais da metade do limite diário de 2.000 mg.'),
  ).toBeVisible();
  await user.click(within(item).getByRole('button', { name: /^Nutrientes de Jantar de 10\/06\/2025/ }));
  // Maria's targets from her profile: 1,800 kcal, fibre 25 g.
  expect(within(item).getByTestId('nutrient-energy')).toHaveTextContent('800 kcal · meta 1.800 kcal');
  expect(within(item).getByRole('meter', { name: 'Fibras' })).toHaveAttribute('aria-valuemax', '25');
  await user.click(within(item).getByRole('button', { name: 'Ver todos os nutrientes' }));
  expect(within(item).getByTestId('nutrient-selenium')).toHaveTextContent('não medido');

  expect(days).toEqual([]);
  const day = screen.getByRole('region', { name: 'Terça-feira, 10/06/2025' });
  await user.click(within(day).getByRole('button', { name: 'Nutrientes do dia Terça-feira, 10/06/2025' }));
  // The meal's bars are already open; the day's come with its response.
  await waitFor(() => expect(within(day).getAllByRole('meter', { name: 'Energia' })).toHaveLength(2));
  expect(days).toEqual(['2025-06-10']);
  // A past day with fibre under half of the goal (7 of 25 g) is "far under".
  expect(within(day).getByText(/^Neste dia as fibras ficaram em 7 g, menos da metade da meta de 25 g\./)).toBeVisible();
});
