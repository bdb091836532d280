import { screen, waitFor, within } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { HYDRATION_DEFAULTS } from '@prato/core/domain/hydration';
import { expect, test } from 'vitest';
import { apiError, signedIn } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const meal = (id: string, consumedAt: string, totalCalories: number) => ({
  id,
  mealType: 'dinner' as const,
  totalCalories,
  totalProtein: 30,
  totalCarbs: 50,
  totalFat: 15,
  totalFiber: 6,
  glycemicIndex: null,
  glycemicLoad: null,
  portions: [
    {
      foodName: 'Feijão, carioca, cozido',
      grams: 100,
      calories: 76,
      homeMeasure: '1 concha',
      macros: { protein: 4.8, carbs: 13.6, fat: 0.5, fiber: 8.5 },
      glycemicIndex: null,
    },
  ],
  consumedAt,
});

const subscription = (isPremium: boolean) =>
  http.get('/api/me/subscription', () =>
    HttpResponse.json({
      subscription: null,
      effectivePlan: isPremium ? 'premium_annual' : 'free',
      isPremium,
      isExpired: false,
      isExpiringSoon: false,
      daysRemaining: null,
      statusMessage: isPremium ? 'Plano Premium Ativo' : 'Plano Grátis',
    }),
  );

/** GET /api/hydration/settings: the volume unit the person chose on /hydration. */
const hydrationUnit = (unit: 'ml' | 'liters' = 'ml') =>
  http.get('/api/hydration/settings', () =>
    HttpResponse.json({ settings: { ...HYDRATION_DEFAULTS, unit }, suggestedGoalMl: null }),
  );

const intake = (id: string, amountMl: number) => ({
  id,
  amountMl,
  scheduledTime: '08:00',
  actualTime: '2025-06-10T11:05:00.000Z',
  completed: true,
  snoozed: false,
  snoozeCount: 0,
  date: '2025-06-10',
});

const emptyHydration = () =>
  http.get('/api/hydration/intakes', () =>
    HttpResponse.json({ intakes: [], page: 1, pageSize: 50, total: 0, totalPages: 1 }),
  );

test('meals by local day with the day totals; the period filter asks the server; delete only after confirming', async () => {
  const periods: string[] = [];
  let meals = [
    meal('a1a1a1a1-0000-4000-8000-000000000001', '2025-06-10T22:00:00.000Z', 700),
    meal('a1a1a1a1-0000-4000-8000-000000000002', '2025-06-09T22:00:00.000Z', 500),
  ];
  const deleted: string[] = [];
  server.use(
    signedIn(),
    subscription(false),
    http.get('/api/meals', ({ request }) => {
      periods.push(new URL(request.url).searchParams.get('period') ?? '');
      return HttpResponse.json({
        meals,
        limit: 5,
        hasMore: false,
        days: [
          { date: '2025-06-10', meals: 1, calories: 700, protein: 30, carbs: 50, fat: 15, fiber: 6 },
          { date: '2025-06-09', meals: 1, calories: 500, protein: 30, carbs: 50, fat: 15, fiber: 6 },
        ].filter((day) => meals.some((m) => m.consumedAt.startsWith(day.date))),
      });
    }),
    http.delete('/api/meals/:id', ({ params }) => {
      deleted.push(String(params.id));
      meals = meals.filter((m) => m.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const { user } = renderApp('/history');

  expect(await screen.findByRole('heading', { name: 'Terça-feira, 10/06/2025' })).toBeInTheDocument();
  expect(screen.getByTestId('day-total-2025-06-10')).toHaveTextContent('700 kcal');
  expect(screen.getAllByTestId('history-meal')).toHaveLength(2);
  expect(screen.getByRole('tab', { name: 'Refeições', selected: true })).toBeInTheDocument();
  expect(
    await screen.findByText(/refeições, atividades e peso mostram os 5 registros mais recentes/),
  ).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Última Semana' }));
  expect(screen.getByRole('button', { name: 'Última Semana' })).toHaveAttribute('aria-pressed', 'true');
  await waitFor(() => expect(periods).toContain('week'));

  // The week's list replaces the loading state once its response is in.
  await user.click((await screen.findAllByRole('button', { name: /Excluir refeição Jantar de 10\/06\/2025/ }))[0]!);
  const dialog = await screen.findByRole('dialog', { name: 'Excluir registro?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  expect(deleted).toEqual([]);

  await user.click(screen.getAllByRole('button', { name: /Excluir refeição Jantar de 10\/06\/2025/ })[0]!);
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
  await waitFor(() => expect(screen.getAllByTestId('history-meal')).toHaveLength(1));
  expect(deleted).toEqual(['a1a1a1a1-0000-4000-8000-000000000001']);
  expect(await screen.findByText('Refeição excluída.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('the hydration tab says plainly when there is no water log yet', async () => {
  server.use(signedIn(), subscription(true), emptyHydration(), hydrationUnit());
  renderApp('/history?tab=hydration');

  expect(await screen.findByText(/Nenhuma ingestão de água registrada neste período/)).toHaveTextContent(
    'Marque os lembretes ou toque em “Bebi água agora” na tela de Hidratação',
  );
  expect(screen.queryByText(/registros mais recentes/)).not.toBeInTheDocument();
});

test('hydration pages of 50 with the navigator, and a failed delete keeps the dialog open with "Erro ao excluir ingestão"', async () => {
  const pages: string[] = [];
  server.use(
    signedIn(),
    subscription(true),
    http.get('/api/hydration/intakes', ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      pages.push(String(page));
      return HttpResponse.json({
        intakes: Array.from({ length: 50 }, (_, i) =>
          intake(`b2b2b2b2-0000-4000-8000-${String(page * 100 + i).padStart(12, '0')}`, 250),
        ),
        page,
        pageSize: 50,
        total: 500,
        totalPages: 10,
      });
    }),
    http.delete('/api/hydration/intakes/:id', () => apiError(500, 'INTERNAL', 'Erro interno')),
    hydrationUnit(),
  );
  const { user } = renderApp('/history?tab=hydration&period=all');

  const nav = await screen.findByRole('navigation', { name: 'Páginas' });
  const labels = () =>
    within(nav)
      .getAllByRole('button')
      .map((b) => b.textContent);
  expect(labels()).toEqual(['', '1', '2', '3', '10', '']);
  await user.click(within(nav).getByRole('button', { name: 'Página 3' }));
  await waitFor(() =>
    expect(within(nav).getByRole('button', { name: 'Página 3' })).toHaveAttribute('aria-current', 'page'),
  );
  expect(labels()).toEqual(['', '1', '2', '3', '4', '5', '10', '']);
  expect(pages).toContain('3');

  await user.click(screen.getAllByRole('button', { name: /Excluir ingestão de 250\sml/ })[0]!);
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
  await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Erro ao excluir ingestão'));
  // A toast says it too, and the dialog stays, so the person can try again or cancel.
  expect(
    await screen.findByText('Erro ao excluir ingestão', { selector: '[data-sonner-toast] *' }),
  ).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Excluir' })).toBeEnabled();

  // Cancelled, the failure does not come back with the next deletion's dialog.
  await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await user.click(screen.getAllByRole('button', { name: /Excluir ingestão de 250\sml/ })[1]!);
  expect(within(await screen.findByRole('dialog')).getByRole('alert')).toHaveTextContent('');
});

test('the hydration tab shows volumes in the unit chosen on /hydration, and counts in pt-BR', async () => {
  server.use(
    signedIn(),
    subscription(true),
    hydrationUnit('liters'),
    http.get('/api/hydration/intakes', () =>
      HttpResponse.json({
        intakes: [intake('c3c3c3c3-0000-4000-8000-000000000001', 250)],
        page: 1,
        pageSize: 50,
        total: 1234,
        totalPages: 25,
      }),
    ),
  );
  renderApp('/history?tab=hydration&period=all');

  expect(await screen.findByText('1.234 ingestões · página 1 de 25')).toBeInTheDocument();
  const row = await screen.findByTestId('history-intake');
  await waitFor(() => expect(row).toHaveTextContent(/0,25\sL/));
  expect(within(row).getByRole('button', { name: /^Excluir ingestão de 0,25\sL de / })).toBeInTheDocument();
});

test('a load failure shows "Erro ao Carregar Histórico" with retry and the way home', async () => {
  let calls = 0;
  server.use(
    signedIn(),
    subscription(true),
    http.get('/api/activities', () => {
      calls += 1;
      return calls === 1 ? apiError(500, 'INTERNAL', 'Falha no servidor') : HttpResponse.json([]);
    }),
  );
  const { user } = renderApp('/history?tab=activities');

  expect(await screen.findByRole('heading', { name: 'Erro ao Carregar Histórico' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Voltar ao Início' })).toHaveAttribute('href', '/app');
  await user.click(screen.getByRole('button', { name: 'Tentar Novamente' }));
  expect(await screen.findByText('Nenhuma atividade registrada neste período.')).toBeInTheDocument();
});

// Issue 30: a saved meal names the source of each food.
test('a saved meal lists each food with its source', async () => {
  const base = meal('a1a1a1a1-0000-4000-8000-000000000003', '2025-06-10T22:00:00.000Z', 450);
  const saved = {
    ...base,
    portions: [
      { ...base.portions[0]!, foodName: 'misto quente', grams: 160, source: 'recipe', fiberMeasured: false },
      { ...base.portions[0]!, foodName: 'leite', grams: 200, source: 'usda' },
    ],
  };
  server.use(
    signedIn(),
    subscription(true),
    http.get('/api/meals', () =>
      HttpResponse.json({
        meals: [saved],
        limit: null,
        hasMore: false,
        days: [{ date: '2025-06-10', meals: 1, calories: 450, protein: 30, carbs: 50, fat: 15, fiber: 6 }],
      }),
    ),
  );
  renderApp('/history');
  expect(await screen.findByText('misto quente (160 g · receita), leite (200 g · USDA)')).toBeInTheDocument();
});

test('"Repetir hoje" copies a past meal into today’s diary by its id, under its slot’s name', async () => {
  const copies: Record<string, unknown>[] = [];
  const supper = { ...meal('a1a1a1a1-0000-4000-8000-000000000003', '2025-06-10T01:00:00.000Z', 300), slot: 'supper' };
  server.use(
    signedIn(),
    subscription(true),
    http.get('/api/meals', () =>
      HttpResponse.json({
        meals: [supper],
        limit: null,
        hasMore: false,
        days: [{ date: '2025-06-09', meals: 1, calories: 300, protein: 30, carbs: 50, fat: 15, fiber: 6 }],
      }),
    ),
    http.post('/api/diary/copy', async ({ request }) => {
      copies.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ items: [] }, { status: 201 });
    }),
  );
  const { user } = renderApp('/history');

  // A supper is shown as "Ceia", its slot, not as the planner's "Lanche".
  const repeat = await screen.findByRole('button', { name: /^Repetir hoje: Ceia de / });
  await user.click(repeat);
  expect(await screen.findByText('Refeição repetida no diário de hoje.')).toBeInTheDocument();
  expect(copies).toHaveLength(1);
  expect(copies[0]).toMatchObject({ mealId: supper.id, toDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/u) });
  expect(copies[0]?.id).toEqual(expect.any(String));
});
