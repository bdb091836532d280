import { zeroNutrients } from '@prato/core/domain/nutrients';
import { screen, within } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { makeHomeSummary, makeNutrientDay, signedIn, withHomeSummary, withNutrientDay } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const lunch = {
  id: '5b0e1f8a-1d5c-4a51-9a59-0d6f0b1c2d3e',
  mealType: 'lunch' as const,
  totalCalories: 1500,
  totalProtein: 60,
  totalCarbs: 180,
  totalFat: 50,
  totalFiber: 5,
  glycemicIndex: null,
  glycemicLoad: null,
  portions: [
    {
      foodName: 'Feijoada',
      grams: 400,
      calories: 1500,
      homeMeasure: '2 conchas',
      macros: { protein: 60, carbs: 180, fat: 50, fiber: 5 },
      glycemicIndex: null,
    },
  ],
  consumedAt: '2025-06-10T15:30:00.000Z',
};

/** A salty, fibre-poor day past 75 % of Maria's 1,800 kcal, whose vitamin C no food measured. */
const DAY = makeNutrientDay([
  { nutrients: { ...zeroNutrients(), energy: 1500, fiber: 5, sodium: 2650, calcium: 600, iron: 12, vitaminC: null } },
]);

test('/home: "Nutrientes de hoje" shows the day\'s bars with targets, "não medido" and the warnings', async () => {
  const asked: string[] = [];
  server.use(
    signedIn(),
    withHomeSummary(makeHomeSummary({ latestMeals: [lunch] })),
    http.get('/api/nutrients/day', ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json(DAY);
    }),
  );
  const { user } = renderApp('/home');

  const card = await screen.findByRole('region', { name: 'Nutrientes de hoje' });
  expect(await within(card).findByTestId('nutrient-energy')).toHaveTextContent('1.500 kcal · meta 1.800 kcal');
  // Today: the server picks the user's local day.
  expect(asked).toEqual(['']);
  expect(within(card).getByRole('meter', { name: 'Fibras' })).toHaveAttribute('aria-valuemax', '25');
  expect(within(card).getByText(/^Hoje as fibras ficaram em 5 g, menos da metade da meta de 25 g\./)).toBeVisible();
  expect(within(card).getByText(/^Hoje o sódio passou do limite de 2\.000 mg da OMS: 2\.650 mg\./)).toBeVisible();

  await user.click(within(card).getByRole('button', { name: 'Ver todos os nutrientes' }));
  expect(within(card).getByTestId('nutrient-vitaminC')).toHaveTextContent('Vitamina Cnão medido · meta 75 mg');
  expect(within(card).getByTestId('nutrient-calcium')).toHaveTextContent('600 mg · meta 1.000 mg');
});

test('/home: a day without meals yet says the bars come with the first meal', async () => {
  server.use(
    signedIn(),
    withHomeSummary(makeHomeSummary({ latestMeals: [{ ...lunch, consumedAt: '2025-06-09T15:30:00.000Z' }] })),
    withNutrientDay(),
  );
  renderApp('/home');
  const card = await screen.findByRole('region', { name: 'Nutrientes de hoje' });
  expect(
    await within(card).findByText('Os nutrientes do dia aparecem quando você registrar uma refeição.'),
  ).toBeInTheDocument();
  expect(within(card).queryByRole('meter')).not.toBeInTheDocument();
});

test('/home: when the day cannot be read, the card says so in pt-BR and "Tentar novamente" reads it again', async () => {
  let fail = true;
  server.use(
    signedIn(),
    withHomeSummary(makeHomeSummary({ latestMeals: [lunch] })),
    http.get('/api/nutrients/day', () =>
      fail
        ? HttpResponse.json({ error: { code: 'INTERNAL_ERROR', message: 'Erro interno.' } }, { status: 500 })
        : HttpResponse.json(DAY),
    ),
  );
  const { user } = renderApp('/home');

  const card = await screen.findByRole('region', { name: 'Nutrientes de hoje' });
  expect(await within(card).findByText('Não foi possível carregar os nutrientes de hoje.')).toBeVisible();
  fail = false;
  await user.click(within(card).getByRole('button', { name: 'Tentar novamente' }));
  expect(await within(card).findByTestId('nutrient-energy')).toHaveTextContent('1.500 kcal · meta 1.800 kcal');
});
