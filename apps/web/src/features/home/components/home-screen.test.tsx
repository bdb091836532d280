import { screen, waitFor, within } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { tipOfTheDay } from '@prato/core/domain/tips';
import { expect, test, vi } from 'vitest';
import { apiError, makeHomeSummary, signedIn, withHomeSummary } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const todayInSaoPaulo = () =>
  new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'America/Sao_Paulo',
  }).format(new Date());

const lunch = {
  id: '5b0e1f8a-1d5c-4a51-9a59-0d6f0b1c2d3e',
  mealType: 'lunch' as const,
  totalCalories: 650,
  totalProtein: 40,
  totalCarbs: 70,
  totalFat: 20,
  totalFiber: 8,
  glycemicIndex: 55,
  glycemicLoad: 20,
  portions: [
    {
      foodName: 'Arroz, integral, cozido',
      grams: 150,
      calories: 186,
      homeMeasure: '3 colheres de sopa',
      macros: { protein: 3.9, carbs: 38.6, fat: 1.5, fiber: 4.1 },
      glycemicIndex: 55,
    },
    {
      foodName: 'Frango, peito, grelhado',
      grams: 120,
      calories: 191,
      homeMeasure: '1 filé',
      macros: { protein: 38.4, carbs: 0, fat: 3, fiber: 0 },
      glycemicIndex: null,
    },
  ],
  consumedAt: '2025-06-10T15:30:00.000Z',
};

test('without meal goals there is no "de 0 kcal": the card invites the user to set the goals', async () => {
  server.use(signedIn(), withHomeSummary(makeHomeSummary({ goal: 0 })));
  renderApp('/home');

  expect(await screen.findByText('Sua meta diária ainda não foi definida.', { exact: false })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Definir metas' })).toHaveAttribute('href', '/health');
  expect(screen.queryByText(/de 0 kcal/)).not.toBeInTheDocument();
  expect(screen.queryByRole('progressbar', { name: /calorias consumidas/i })).not.toBeInTheDocument();
});

test("today's totals against the goal, counts, latest meals with their foods, the tip and the free banner", async () => {
  server.use(
    signedIn(),
    withHomeSummary(
      makeHomeSummary({
        localHour: 14,
        today: { calories: 1250, protein: 80.5, carbs: 140, fat: 40.2, meals: 2, activities: 1, burned: 210 },
        week: makeHomeSummary().week.map((day, i) => ({ ...day, calories: 1500 + i * 10, burned: i === 6 ? 210 : 0 })),
        latestMeals: [lunch],
      }),
    ),
  );
  renderApp('/home');

  expect(await screen.findByRole('heading', { name: 'Boa tarde, Maria Silva!' })).toBeInTheDocument();
  expect(screen.getByTestId('calories-today')).toHaveTextContent('1.250 kcal');
  expect(screen.getByText('de 1.800 kcal')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: /calorias consumidas/i })).toHaveAttribute('aria-valuenow', '1250');
  expect(screen.getByText('Faltam 550 kcal para a meta.')).toBeInTheDocument();
  expect(screen.getByText('80,5 g')).toBeInTheDocument();
  expect(screen.getByTestId('meals-today')).toHaveTextContent('2');
  expect(screen.getByTestId('activities-today')).toHaveTextContent('1');
  expect(screen.getByTestId('burned-today')).toHaveTextContent('210 kcal');
  expect(screen.getByRole('link', { name: 'Ver saúde' })).toHaveAttribute('href', '/health');

  const latest = screen.getByRole('list', { name: 'Últimas refeições' });
  expect(within(latest).getByText('Almoço')).toBeInTheDocument();
  expect(
    within(latest).getByText(/Arroz, integral, cozido \(150 g\), Frango, peito, grelhado \(120 g\)/),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ver histórico' })).toHaveAttribute('href', '/history');

  // The summary is of another day (2025-06-10) than the device's: the tip of today comes from the list.
  expect(await screen.findByText(tipOfTheDay(todayInSaoPaulo()).text)).toBeInTheDocument();
  expect(screen.getByTestId('tip-of-the-day')).toHaveTextContent(tipOfTheDay(todayInSaoPaulo()).text);
  const banner = screen.getByRole('link', { name: /Plano Gratuito/ });
  expect(banner).toHaveAttribute('href', '/assinatura');
  expect(banner).toHaveTextContent(
    'Plano Gratuito: 2 refeições planejadas/dia, diário alimentar ilimitado e histórico limitado a 5 registros. Conheça o Premium.',
  );
  expect(screen.getByRole('link', { name: /Planejar refeição/ })).toHaveAttribute('href', '/plan');
  // The chart's numbers are also in a table for screen readers.
  expect(screen.getByRole('table', { name: 'Calorias dos últimos 7 dias' })).toBeInTheDocument();
  expect(screen.queryByText('Vamos começar?')).not.toBeInTheDocument();
});

test('a first day shows a clear empty state, no chart, and no banner for premium', async () => {
  server.use(signedIn(), withHomeSummary(makeHomeSummary({ isPremium: true, localHour: 20 })));
  renderApp('/home');

  expect(await screen.findByRole('heading', { name: 'Boa noite, Maria Silva!' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Vamos começar?' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Planejar primeira refeição/ })).toHaveAttribute('href', '/plan');
  expect(screen.getByText('O gráfico aparece quando você registrar refeições ou atividades.')).toBeInTheDocument();
  expect(screen.getByText('Nenhuma refeição registrada ainda.')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Plano Gratuito/ })).not.toBeInTheDocument();
});

test('a failed load shows an error with a retry that loads the summary', async () => {
  let calls = 0;
  server.use(
    signedIn(),
    http.get('/api/home', () => {
      calls += 1;
      return calls === 1 ? apiError(500, 'INTERNAL', 'Erro interno') : HttpResponse.json(makeHomeSummary());
    }),
  );
  const { user } = renderApp('/home');

  await user.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByRole('heading', { name: 'Bom dia, Maria Silva!' })).toBeInTheDocument();
});

test("the summary's tip shows when it is of the device's local day", async () => {
  const today = todayInSaoPaulo();
  server.use(signedIn(), withHomeSummary(makeHomeSummary({ date: today, tip: 'Dica enviada pelo servidor.' })));
  renderApp('/home');

  expect(await screen.findByTestId('tip-of-the-day')).toHaveTextContent('Dica enviada pelo servidor.');
});

test('a screen left open over midnight reads the summary again and shows the new day and its tip', async () => {
  // 23:59 in São Paulo; only the clock is faked (the app's own timers keep running).
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-10T02:59:00Z') });
  try {
    const requested: string[] = [];
    server.use(
      signedIn(),
      http.get('/api/home', () => {
        const date = todayInSaoPaulo();
        requested.push(date);
        return HttpResponse.json(makeHomeSummary({ date, tip: `Dica do dia ${date}.` }));
      }),
    );
    renderApp('/home');
    expect(await screen.findByTestId('tip-of-the-day')).toHaveTextContent('Dica do dia 2026-03-09.');

    // Past midnight, the phone is woken (or the minute's check comes).
    vi.setSystemTime(new Date('2026-03-10T03:01:00Z'));
    document.dispatchEvent(new Event('visibilitychange'));

    await waitFor(() => expect(screen.getByTestId('tip-of-the-day')).toHaveTextContent('Dica do dia 2026-03-10.'));
    expect(requested).toEqual(['2026-03-09', '2026-03-10']);
  } finally {
    vi.useRealTimers();
  }
});
