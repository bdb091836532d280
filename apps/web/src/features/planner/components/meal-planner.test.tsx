import { PLANNER_MESSAGES, type MealCalculation, type MealCalculationRequest } from '@prato/core/schemas/planner';
import { MEAL_LIMIT_TEXTS } from '@prato/core/domain/plans';
import type { SaveMeal } from '@prato/core/schemas/meals';
import { PLANNER_API_MESSAGES, type PlannerUsage } from '@prato/core/schemas/planner-usage';
import { cleanup, screen, waitFor, within } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { toast } from '@/lib/toast';
import { expect, test } from 'vitest';
import { apiError, makeProfile, makeUser, signedIn, withProfile, withRecipes } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { plannerUsageQueryOptions } from '../api/get-planner-usage';
import { FAVORITE_FOODS_KEY } from '../hooks/use-favorite-foods';

function makeCalculation(): MealCalculation {
  return {
    portions: [
      {
        foodName: 'Arroz branco',
        grams: 150,
        calories: 192,
        homeMeasure: '4 colheres de sopa cheias (150 g)',
        macros: { protein: 3.8, carbs: 42.2, fat: 0.3, fiber: 2.4 },
        glycemicIndex: 73,
        giSource: 'measured',
      },
      {
        foodName: 'Feijão carioca',
        grams: 100,
        calories: 76,
        homeMeasure: '1 concha média (100 g)',
        macros: { protein: 4.8, carbs: 13.6, fat: 0.5, fiber: 8.5 },
        glycemicIndex: 30,
        giSource: 'approximate',
      },
      {
        foodName: 'Frango grelhado',
        grams: 120,
        calories: 191,
        homeMeasure: '1 filé médio (120 g)',
        macros: { protein: 38.4, carbs: 0, fat: 3, fiber: 0 },
        glycemicIndex: null,
      },
    ],
    totalCalories: 459,
    totalMacros: { protein: 47, carbs: 55.8, fat: 3.8, fiber: 10.9 },
    glycemicData: { index: 62.8, load: 35, estimated: true, indexLevel: 'medium' },
    suggestions: ['Inclua uma fonte de gordura boa, como azeite.'],
  };
}

const usage = (value: PlannerUsage) => http.get('/api/planner/usage', () => HttpResponse.json(value));

/** The signed-in planner with the given HTTP answers; returns the rendered app. */
async function openPlanner(...handlers: Parameters<typeof server.use>) {
  // Toasts live in a module-level store: drop the previous test's ones.
  toast.dismiss();
  // Handlers given first win over the defaults.
  server.use(...handlers, signedIn(), usage({ used: 0, limit: 2, remaining: 2 }));
  const app = renderApp('/plan');
  // The first visit loads the lazy route and the food names: allow more than the default second.
  await screen.findByRole('heading', { name: 'Planejar refeição' });
  return app;
}

async function addFoods(app: Awaited<ReturnType<typeof openPlanner>>, foods: string[]) {
  for (const food of foods) {
    await app.user.type(screen.getByRole('combobox', { name: 'Adicionar alimento' }), food);
    await app.user.click(screen.getByRole('button', { name: 'Adicionar' }));
  }
}

function calculateReturning(result: MealCalculation, requests: MealCalculationRequest[] = []) {
  return http.post('/api/planner/calculate', async ({ request }) => {
    requests.push((await request.json()) as MealCalculationRequest);
    return HttpResponse.json(result);
  });
}

const foodList = () => screen.queryByRole('list', { name: 'Alimentos da refeição' });
const totalCalories = () => screen.getByRole('group', { name: 'Calorias totais' });

test('the meal type starts at lunch with the profile target; another type takes its own target or 600', async () => {
  server.use(withProfile(makeProfile({ lunchCalories: 650, dinnerCalories: 700, snackCalories: null })));
  const app = await openPlanner();

  const mealType = screen.getByLabelText('Tipo de refeição');
  const target = screen.getByLabelText('Meta de calorias (kcal)');
  expect(mealType).toHaveValue('lunch');
  expect(within(mealType).getByRole('option', { selected: true })).toHaveTextContent('Almoço');
  expect(target).toHaveValue('650');
  expect(target).toHaveAttribute('inputmode', 'numeric');

  await app.user.selectOptions(mealType, 'dinner');
  expect(target).toHaveValue('700');
  await app.user.selectOptions(mealType, 'snack');
  expect(target).toHaveValue('600');

  expect(screen.getByRole('button', { name: 'Calcular porções' })).toBeDisabled();
  expect(await screen.findByText('Refeições salvas hoje:')).toHaveTextContent('Refeições salvas hoje: 0/2');
});

test('a premium user sees no daily counter', async () => {
  const app = await openPlanner(usage({ used: 7, limit: null, remaining: null }));

  await waitFor(() => expect(app.queryClient.getQueryData(plannerUsageQueryOptions().queryKey)).toBeDefined());
  expect(screen.queryByText(/Refeições salvas hoje/)).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Ver planos Premium' })).not.toBeInTheDocument();
});

test('a duplicate food (any case) is refused for 3 s and empty text is ignored', async () => {
  const app = await openPlanner();

  await app.user.click(screen.getByRole('button', { name: 'Adicionar' }));
  await app.user.type(screen.getByRole('combobox', { name: 'Adicionar alimento' }), '   {Enter}');
  expect(foodList()).not.toBeInTheDocument();
  expect(screen.getByText(/Nenhum alimento adicionado/)).toBeInTheDocument();

  await addFoods(app, ['Arroz branco']);
  await app.user.type(screen.getByRole('combobox', { name: 'Adicionar alimento' }), 'ARROZ branco{Enter}');

  expect(screen.getByText(PLANNER_MESSAGES.duplicateFood)).toBeInTheDocument();
  expect(within(foodList()!).getAllByRole('listitem')).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'Calcular porções' })).toBeEnabled();
  await waitFor(() => expect(screen.queryByText(PLANNER_MESSAGES.duplicateFood)).not.toBeInTheDocument());
});

test('whey has no suggestion: the planner says only brand labels have it and where to enter one', async () => {
  const app = await openPlanner();
  await app.user.type(screen.getByRole('combobox', { name: 'Adicionar alimento' }), 'whey');
  expect(screen.getByRole('status')).toHaveTextContent(
    /^Whey protein não está nas tabelas de composição: .*Escaneie o código de barras da embalagem ou cadastre o rótulo em "Meus alimentos"\.$/u,
  );
  await app.user.clear(screen.getByRole('combobox', { name: 'Adicionar alimento' }));
  await app.user.type(screen.getByRole('combobox', { name: 'Adicionar alimento' }), 'iogurte');
  expect(screen.queryByText(/não está nas tabelas/u)).not.toBeInTheDocument();
});

test('the autocomplete ranks names starting with the text first, at most 8, driven by the keyboard', async () => {
  const app = await openPlanner();
  const input = screen.getByRole('combobox', { name: 'Adicionar alimento' });
  expect(input).toHaveAttribute('aria-expanded', 'false');

  await app.user.type(input, 'arroz');

  expect(input).toHaveAttribute('aria-expanded', 'true');
  const options = within(screen.getByRole('listbox', { name: 'Sugestões de alimentos' })).getAllByRole('option');
  expect(options.length).toBeGreaterThan(1);
  expect(options.length).toBeLessThanOrEqual(8);
  expect(options[0]).toHaveTextContent(/^arroz/i);
  const names = options.map((option) => option.textContent ?? '');
  const firstContaining = names.findIndex((name) => !/^arroz/i.test(name));
  if (firstContaining !== -1) expect(names.slice(firstContaining).every((name) => !/^arroz/i.test(name))).toBe(true);

  await app.user.keyboard('{ArrowDown}{ArrowDown}');
  expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
  expect(options[1]).toHaveAttribute('aria-selected', 'true');
  await app.user.keyboard('{ArrowUp}');
  expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);

  await app.user.keyboard('{Escape}');
  expect(input).toHaveAttribute('aria-expanded', 'false');
  expect(input).not.toHaveAttribute('aria-activedescendant');

  await app.user.keyboard('{ArrowDown}{Enter}');
  expect(within(foodList()!).getByText(names[0]!)).toBeInTheDocument();
  expect(input).toHaveValue('');
  expect(input).toHaveAttribute('aria-expanded', 'false');
});

test('a click on a suggestion adds it', async () => {
  const app = await openPlanner();

  await app.user.type(screen.getByRole('combobox', { name: 'Adicionar alimento' }), 'feij');
  const [first] = within(await screen.findByRole('listbox', { name: 'Sugestões de alimentos' })).getAllByRole('option');
  await app.user.click(first!);

  expect(within(foodList()!).getByText(first!.textContent ?? '')).toBeInTheDocument();
});

test('calculating shows a loading state, then portions, analysis, citation, suggestions and the range warning', async () => {
  const requests: MealCalculationRequest[] = [];
  // The answer waits until the test has seen the loading state: no race with a busy machine.
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const app = await openPlanner(
    http.post('/api/planner/calculate', async ({ request }) => {
      requests.push((await request.json()) as MealCalculationRequest);
      await answered;
      return HttpResponse.json(makeCalculation());
    }),
  );
  await addFoods(app, ['Arroz branco', 'Feijão carioca', 'Frango grelhado']);
  await app.user.clear(screen.getByLabelText('Meta de calorias (kcal)'));
  await app.user.type(screen.getByLabelText('Meta de calorias (kcal)'), '500');

  await app.user.click(screen.getByRole('button', { name: 'Calcular porções' }));

  expect(await screen.findByRole('button', { name: 'Calculando...' })).toBeDisabled();
  expect(screen.getByText('Calculando as porções com base na tabela TACO...')).toBeInTheDocument();
  answer();
  expect(await screen.findByRole('heading', { name: 'Porções calculadas' })).toBeInTheDocument();
  expect(requests).toEqual([
    { mealType: 'lunch', targetCalories: 500, foods: ['Arroz branco', 'Feijão carioca', 'Frango grelhado'] },
  ]);

  const rice = screen.getByRole('heading', { name: 'Arroz branco' }).closest('li')!;
  expect(within(rice).getByLabelText('Gramas de Arroz branco')).toHaveValue('150');
  expect(within(rice).getByText('4 colheres de sopa cheias (150 g)')).toBeInTheDocument();
  expect(within(rice).getByText('192 kcal')).toBeInTheDocument();
  expect(within(rice).getByText('42,2 g')).toBeInTheDocument();
  expect(within(rice).getByText('73')).toHaveAttribute('data-level', 'red');
  const beans = screen.getByRole('heading', { name: 'Feijão carioca' }).closest('li')!;
  expect(within(beans).getByText('30')).toHaveAttribute('data-level', 'green');
  expect(within(beans).getByText('aproximado').parentElement).toHaveTextContent('30 aproximado');
  const chicken = screen.getByRole('heading', { name: 'Frango grelhado' }).closest('li')!;
  expect(within(chicken).getByText('não se aplica')).toBeInTheDocument();

  expect(totalCalories()).toHaveTextContent('459 kcal');
  expect(totalCalories()).toHaveTextContent('Meta: 500 kcal');
  // Decision 029: a share of the meal's 459 kcal (55,8 g × 4 = 223,2 kcal), in range as the warning
  // judges it (it read 50,1 %, of the 4/4/9 sum, beside a warning that left carbs out).
  expect(
    screen.getByRole('progressbar', { name: /^Carboidratos: 48,6% das calorias \(meta 40%\)/ }),
  ).toBeInTheDocument();
  expect(screen.getByText('62,8').closest('[data-level]')).toHaveAttribute('data-level', 'yellow');
  expect(screen.getByText('62,8').parentElement).toHaveTextContent('62,8· Médio estimado');
  // Decision 027: a meal's load has no band and no colour (the 10/20 bands are for one serving).
  expect(screen.getByText('35').closest('[data-level]')).toHaveAttribute('data-level', 'none');
  expect(screen.getByText('35').parentElement).toHaveTextContent('35 estimado');
  expect(screen.getByText('Fonte: TACO – NEPA/UNICAMP, 4ª ed., 2011')).toBeInTheDocument();
  expect(screen.getByText('Inclua uma fonte de gordura boa, como azeite.')).toBeInTheDocument();
  // Protein 47 g > 35% of 459 kcal / 4 and fat 3.8 g < 25% / 9; carbs and fibre are in range.
  expect(
    await screen.findByText('Aviso: proteína, gordura fora da faixa ideal. Valores aproximados.'),
  ).toBeInTheDocument();
});

test('editing grams rescales that item from the original and recomputes totals; NaN and negatives are ignored', async () => {
  const app = await openPlanner(calculateReturning(makeCalculation()));
  await addFoods(app, ['Arroz branco']);
  await app.user.click(screen.getByRole('button', { name: 'Calcular porções' }));
  const grams = await screen.findByLabelText('Gramas de Arroz branco');
  const rice = screen.getByRole('heading', { name: 'Arroz branco' }).closest('li')!;

  await app.user.clear(grams);
  await app.user.type(grams, '300');

  expect(within(rice).getByText('384 kcal')).toBeInTheDocument();
  expect(within(rice).getByText('84,4 g')).toBeInTheDocument();
  expect(within(rice).getByText('300 g')).toBeInTheDocument();
  expect(totalCalories()).toHaveTextContent('651 kcal');
  // Weighted by available carbohydrate (decision 027): rice 84.4 − 4.8 = 79.6 g, beans 13.6 − 8.5 = 5.1 g;
  // index (79.6 × 73 + 5.1 × 30) / 84.7 = 70.4 (high); load 5963.8 / 100 = 59.6. The approximate beans
  // now supply 6 % of it (under 10 %): no longer estimated.
  expect(screen.getByText('70,4').closest('[data-level]')).toHaveAttribute('data-level', 'red');
  expect(screen.getByText('70,4').closest('[data-level]')).toHaveTextContent('70,4· Alto');
  expect(screen.getByText('59,6').closest('[data-level]')).toHaveTextContent(/^59,6$/u);
  expect(screen.queryByText('estimado')).not.toBeInTheDocument();

  await app.user.clear(grams);
  expect(totalCalories()).toHaveTextContent('651 kcal');
  await app.user.type(grams, '-');
  await app.user.type(grams, '5');
  expect(totalCalories()).toHaveTextContent('651 kcal');
  expect(within(rice).getByText('384 kcal')).toBeInTheDocument();

  await app.user.clear(grams);
  await app.user.type(grams, '75');
  expect(within(rice).getByText('96 kcal')).toBeInTheDocument();
  expect(totalCalories()).toHaveTextContent('363 kcal');
});

/** The server's 201 for a saved meal: the stored row of the body sent. */
const savedMeal = (body: SaveMeal) =>
  HttpResponse.json(
    {
      id: body.id,
      mealType: body.mealType,
      totalCalories: body.totalCalories,
      totalProtein: body.totalMacros.protein,
      totalCarbs: body.totalMacros.carbs,
      totalFat: body.totalMacros.fat,
      totalFiber: body.totalMacros.fiber,
      glycemicIndex: body.glycemicData.index,
      glycemicLoad: body.glycemicData.load,
      portions: body.portions,
      consumedAt: new Date().toISOString(),
    },
    { status: 201 },
  );

test('saving sends the edited meal with a client id, confirms and goes to /home after 1.5 s', async () => {
  const saved: SaveMeal[] = [];
  const app = await openPlanner(
    calculateReturning(makeCalculation()),
    http.post('/api/meals', async ({ request }) => {
      const body = (await request.json()) as SaveMeal;
      saved.push(body);
      return savedMeal(body);
    }),
  );
  await addFoods(app, ['Arroz branco', 'Feijão carioca', 'Frango grelhado']);
  await app.user.selectOptions(screen.getByLabelText('Tipo de refeição'), 'dinner');
  await app.user.click(screen.getByRole('button', { name: 'Calcular porções' }));
  const grams = await screen.findByLabelText('Gramas de Feijão carioca');
  await app.user.clear(grams);
  await app.user.type(grams, '200');

  await app.user.click(screen.getByRole('button', { name: 'Salvar Refeição' }));

  expect(await screen.findByText('Refeição salva com sucesso!')).toBeInTheDocument();
  expect(saved).toHaveLength(1);
  const [body] = saved;
  expect(body!.id).toMatch(/^[0-9a-f-]{36}$/);
  expect(body!.mealType).toBe('dinner');
  expect(body!.foodItems).toEqual(['Arroz branco', 'Feijão carioca', 'Frango grelhado']);
  expect(body!.portions[1]).toMatchObject({ foodName: 'Feijão carioca', grams: 200, calories: 152 });
  expect(body!.totalCalories).toBe(535);
  expect(app.router.state.location.pathname).toBe('/plan');
  await waitFor(() => expect(app.router.state.location.pathname).toBe('/home'));
});

test('a refused save shows the error and a retry reuses the same meal id', async () => {
  const ids: string[] = [];
  const app = await openPlanner(
    calculateReturning(makeCalculation()),
    http.post('/api/meals', async ({ request }) => {
      ids.push(((await request.json()) as SaveMeal).id);
      return apiError(400, 'VALIDATION_ERROR', 'Dados inválidos.');
    }),
  );
  await addFoods(app, ['Arroz branco']);
  await app.user.click(screen.getByRole('button', { name: 'Calcular porções' }));
  await app.user.click(await screen.findByRole('button', { name: 'Salvar Refeição' }));
  expect(await screen.findByText('Erro ao salvar refeição')).toBeInTheDocument();

  await app.user.click(screen.getByRole('button', { name: 'Salvar Refeição' }));
  await waitFor(() => expect(ids).toHaveLength(2));
  expect(ids[1]).toBe(ids[0]);
  expect(app.router.state.location.pathname).toBe('/plan');
});

test('"Nova Consulta" clears the results and keeps the foods', async () => {
  const app = await openPlanner(calculateReturning(makeCalculation()));
  await addFoods(app, ['Arroz branco']);
  await app.user.click(screen.getByRole('button', { name: 'Calcular porções' }));
  await app.user.click(await screen.findByRole('button', { name: 'Nova Consulta' }));

  expect(screen.queryByRole('heading', { name: 'Porções calculadas' })).not.toBeInTheDocument();
  expect(within(foodList()!).getByText('Arroz branco')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Adicionar alimento' })).toHaveFocus();
});

/** A calculation that succeeds and a usage the test controls (a save moves it on, as the server does). */
function savingDay(start: number, save: (body: SaveMeal) => Response | Promise<Response>) {
  const day = { used: start };
  return {
    day,
    handlers: [
      calculateReturning(makeCalculation()),
      http.get('/api/planner/usage', () => HttpResponse.json({ used: day.used, limit: 2, remaining: 2 - day.used })),
      http.post('/api/meals', async ({ request }) => save((await request.json()) as SaveMeal)),
    ] as const,
  };
}

test('calculating twice leaves the saved count alone; saving moves the chip to 1/2', async () => {
  const { day, handlers } = savingDay(0, (body) => {
    day.used += 1;
    return savedMeal(body);
  });
  const app = await openPlanner(...handlers);
  expect(await screen.findByText(/Refeições salvas hoje/)).toHaveTextContent('Refeições salvas hoje: 0/2');
  await addFoods(app, ['Arroz branco']);

  await app.user.click(screen.getByRole('button', { name: 'Calcular porções' }));
  await app.user.click(await screen.findByRole('button', { name: 'Nova Consulta' }));
  await app.user.click(screen.getByRole('button', { name: 'Calcular porções' }));
  await screen.findByRole('heading', { name: 'Porções calculadas' });
  expect(screen.getByText(/Refeições salvas hoje/)).toHaveTextContent('0/2');
  expect(screen.queryByRole('region', { name: 'Limite diário atingido' })).not.toBeInTheDocument();

  // Saving is what counts: the chip reads the day's count again at once.
  await app.user.click(screen.getByRole('button', { name: 'Salvar Refeição' }));
  expect(await screen.findByText('Refeição salva com sucesso!')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByText(/Refeições salvas hoje/)).toHaveTextContent('1/2'));
});

test('a save refused at the daily limit shows the server message and the orange upgrade notice', async () => {
  const message = MEAL_LIMIT_TEXTS.dailyLimit(2);
  const { day, handlers } = savingDay(1, () => {
    day.used = 2; // another device saved the last meal of the day meanwhile
    return apiError(403, 'DAILY_LIMIT_REACHED', message);
  });
  const app = await openPlanner(...handlers);
  expect(await screen.findByText(/Refeições salvas hoje/)).toHaveTextContent('1/2');
  expect(screen.queryByRole('link', { name: 'Ver planos Premium' })).not.toBeInTheDocument();
  await addFoods(app, ['Arroz branco']);
  await app.user.click(screen.getByRole('button', { name: 'Calcular porções' }));

  await app.user.click(await screen.findByRole('button', { name: 'Salvar Refeição' }));

  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(message).toBe(
    'Plano gratuito permite salvar apenas 2 refeições planejadas por dia. Exclua uma refeição planejada desse dia no Histórico ou assine o Premium para salvar sem limite. Registrar no Diário o que você comeu continua livre.',
  );
  const notice = screen.getByRole('region', { name: 'Limite diário atingido' });
  expect(notice).toHaveTextContent(
    'O plano gratuito permite salvar 2 refeições planejadas por dia, e as de hoje já foram salvas. Você ainda pode calcular porções e registrar no Diário o que comeu, sem limite; para salvar outra refeição planejada hoje, exclua uma no Histórico ou assine o Premium.',
  );
  expect(notice).toHaveClass('bg-orange-50');
  expect(within(notice).getByRole('link', { name: 'Ver planos Premium' })).toHaveAttribute('href', '/assinatura');
  await waitFor(() => expect(screen.getByText(/Refeições salvas hoje/)).toHaveTextContent('2/2'));
  expect(screen.queryByText('Erro ao salvar refeição')).not.toBeInTheDocument();
  expect(app.router.state.location.pathname).toBe('/plan');
});

test('opening the planner with the day’s saves used up says so before any calculation, and calculating still works', async () => {
  const app = await openPlanner(calculateReturning(makeCalculation()), usage({ used: 2, limit: 2, remaining: 0 }));

  const notice = await screen.findByRole('region', { name: 'Limite diário atingido' });
  expect(notice).toHaveTextContent(
    'O plano gratuito permite salvar 2 refeições planejadas por dia, e as de hoje já foram salvas.',
  );
  expect(within(notice).getByRole('link', { name: 'Ver planos Premium' })).toBeInTheDocument();
  expect(screen.getByText(/Refeições salvas hoje/)).toHaveTextContent('2/2');

  await addFoods(app, ['Arroz branco']);
  await app.user.click(screen.getByRole('button', { name: 'Calcular porções' }));
  expect(await screen.findByRole('heading', { name: 'Porções calculadas' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Limite diário atingido' })).toBeInTheDocument();
});

test.each([
  ['401', () => apiError(401, 'UNAUTHENTICATED', 'Usuário não autenticado'), PLANNER_MESSAGES.sessionExpired],
  ['429', () => apiError(429, 'RATE_LIMITED', PLANNER_MESSAGES.rateLimit), PLANNER_MESSAGES.rateLimit],
  [
    '400 unknown food',
    () => apiError(400, 'UNKNOWN_FOOD', 'Alimento não encontrado: Xyz. Escolha um nome da lista de sugestões.'),
    'Alimento não encontrado: Xyz. Escolha um nome da lista de sugestões.',
  ],
  [
    '422 unreachable energy',
    () => apiError(422, 'ENERGY_UNREACHABLE', 'Não é possível atingir a meta com estes alimentos.'),
    'Não é possível atingir a meta com estes alimentos.',
  ],
  ['500', () => apiError(500, 'INTERNAL', 'Erro interno.'), PLANNER_MESSAGES.httpFailure],
  ['502 without a body', () => new HttpResponse(null, { status: 502 }), PLANNER_MESSAGES.httpFailure],
  [
    'an empty portions list',
    () => HttpResponse.json({ ...makeCalculation(), portions: [] }),
    PLANNER_MESSAGES.invalidResponse,
  ],
  ['a network failure', () => HttpResponse.error(), PLANNER_MESSAGES.unexpected],
])('a calculation failing with %s shows its message', async (_case, respond, message) => {
  const app = await openPlanner(http.post('/api/planner/calculate', respond));
  await addFoods(app, ['Xyz']);

  await app.user.click(screen.getByRole('button', { name: 'Calcular porções' }));

  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Porções calculadas' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Ver planos Premium' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Calcular porções' })).toBeEnabled();
});

test('a target outside 50–2000 kcal is refused before calling the server, with focus on the field; a blank target too', async () => {
  const requests: MealCalculationRequest[] = [];
  const app = await openPlanner(calculateReturning(makeCalculation(), requests));
  await addFoods(app, ['Arroz branco']);
  const target = screen.getByLabelText('Meta de calorias (kcal)');

  await app.user.clear(target);
  expect(target).toHaveValue('');
  await app.user.click(screen.getByRole('button', { name: 'Calcular porções' }));

  expect(screen.getByText('Informe uma meta de calorias entre 50 e 2000 kcal.')).toBeInTheDocument();
  expect(target).toHaveAttribute('aria-invalid', 'true');
  expect(target).toHaveFocus();
  expect(requests).toEqual([]);

  await app.user.type(target, '2001');
  await app.user.click(screen.getByRole('button', { name: 'Calcular porções' }));
  expect(screen.getByText('Informe uma meta de calorias entre 50 e 2000 kcal.')).toBeInTheDocument();
  expect(requests).toEqual([]);
});

test('the target reads Brazilian numbers: "1.200" is 1200 kcal, "650,5" is refused as not whole, text is refused', async () => {
  const requests: MealCalculationRequest[] = [];
  const app = await openPlanner(calculateReturning(makeCalculation(), requests));
  await addFoods(app, ['Arroz branco']);
  const target = screen.getByLabelText('Meta de calorias (kcal)');
  const calculate = () => app.user.click(screen.getByRole('button', { name: 'Calcular porções' }));

  for (const text of ['650,5', 'seiscentas']) {
    await app.user.clear(target);
    await app.user.type(target, text);
    await calculate();
    expect(screen.getByText(PLANNER_MESSAGES.targetCalories)).toBeInTheDocument();
    expect(target).toHaveFocus();
  }
  expect(requests).toEqual([]);

  await app.user.clear(target);
  await app.user.type(target, '1.200');
  expect(screen.queryByText(PLANNER_MESSAGES.targetCalories)).not.toBeInTheDocument();
  await calculate();

  await screen.findByRole('heading', { name: 'Porções calculadas' });
  expect(requests).toEqual([{ mealType: 'lunch', targetCalories: 1200, foods: ['Arroz branco'] }]);
});

test('a food name the API would refuse is refused before calling it, with the API’s message by the food input', async () => {
  const requests: MealCalculationRequest[] = [];
  const app = await openPlanner(calculateReturning(makeCalculation(), requests));
  await addFoods(app, ['Arroz branco', 'Pão & manteiga']);

  await app.user.click(screen.getByRole('button', { name: 'Calcular porções' }));

  expect(await screen.findByText(PLANNER_MESSAGES.foodName)).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Adicionar alimento' })).toHaveFocus();
  expect(requests).toEqual([]);
  await app.user.click(screen.getByRole('button', { name: 'Remover Pão & manteiga' }));
  expect(screen.queryByText(PLANNER_MESSAGES.foodName)).not.toBeInTheDocument();
});

test('the snack target the onboarding proposes (75 kcal) is planned, and the result takes focus', async () => {
  const requests: MealCalculationRequest[] = [];
  server.use(withProfile(makeProfile({ snackCalories: 75 })));
  const app = await openPlanner(calculateReturning(makeCalculation(), requests));
  await app.user.selectOptions(screen.getByLabelText('Tipo de refeição'), 'snack');
  expect(screen.getByLabelText('Meta de calorias (kcal)')).toHaveValue('75');
  await addFoods(app, ['Arroz branco']);

  await app.user.click(screen.getByRole('button', { name: 'Calcular porções' }));

  const title = await screen.findByRole('heading', { name: 'Porções calculadas' });
  expect(requests).toEqual([{ mealType: 'snack', targetCalories: 75, foods: ['Arroz branco'] }]);
  await waitFor(() => expect(title).toHaveFocus());
});

test('the star saves a favourite in localStorage and favourites are quick-add chips', async () => {
  window.localStorage.removeItem(FAVORITE_FOODS_KEY);
  const app = await openPlanner();
  await addFoods(app, ['Arroz branco']);
  const star = screen.getByRole('button', { name: 'Favoritar Arroz branco' });
  expect(star).toHaveAttribute('aria-pressed', 'false');

  await app.user.click(star);

  expect(star).toHaveAttribute('aria-pressed', 'true');
  // Kept under the signed-in account's id (makeUser: user-1).
  expect(JSON.parse(window.localStorage.getItem(FAVORITE_FOODS_KEY) ?? 'null')).toEqual({ 'user-1': ['Arroz branco'] });
  await app.user.click(screen.getByRole('button', { name: 'Remover Arroz branco' }));
  expect(foodList()).not.toBeInTheDocument();

  await app.user.click(screen.getByRole('button', { name: 'Adicionar Arroz branco' }));
  expect(within(foodList()!).getByText('Arroz branco')).toBeInTheDocument();

  await app.user.click(screen.getByRole('button', { name: 'Favoritar Arroz branco' }));
  expect(JSON.parse(window.localStorage.getItem(FAVORITE_FOODS_KEY) ?? 'null')).toEqual({});
  expect(screen.queryByRole('button', { name: 'Adicionar Arroz branco' })).not.toBeInTheDocument();
  window.localStorage.removeItem(FAVORITE_FOODS_KEY);
});

test("favourites are the account's own: another account on the same browser sees none; a list kept before goes to the first account", async () => {
  // How favourites were kept before: one list for the browser.
  window.localStorage.setItem(FAVORITE_FOODS_KEY, JSON.stringify(['Arroz branco']));
  await openPlanner(signedIn(makeUser({ id: 'user-2' })));
  expect(await screen.findByRole('button', { name: 'Adicionar Arroz branco' })).toBeInTheDocument();
  expect(JSON.parse(window.localStorage.getItem(FAVORITE_FOODS_KEY) ?? 'null')).toEqual({ 'user-2': ['Arroz branco'] });
  cleanup();

  const app = await openPlanner();
  expect(screen.queryByRole('button', { name: 'Adicionar Arroz branco' })).not.toBeInTheDocument();
  await addFoods(app, ['Feijão carioca']);
  await app.user.click(screen.getByRole('button', { name: 'Favoritar Feijão carioca' }));
  expect(JSON.parse(window.localStorage.getItem(FAVORITE_FOODS_KEY) ?? 'null')).toEqual({
    'user-2': ['Arroz branco'],
    'user-1': ['Feijão carioca'],
  });
  window.localStorage.removeItem(FAVORITE_FOODS_KEY);
});

test('"Planejar" from a diary slot: its meal type, a note of where it goes, saved into that slot and day, then that day of the diary', async () => {
  toast.dismiss();
  const saved: SaveMeal[] = [];
  server.use(
    calculateReturning(makeCalculation()),
    http.post('/api/meals', async ({ request }) => {
      const body = (await request.json()) as SaveMeal;
      saved.push(body);
      return savedMeal(body);
    }),
    signedIn(),
    usage({ used: 0, limit: 2, remaining: 2 }),
    // The diary opened after the save (its screen is not this test's subject).
    http.get('/api/diary', () => apiError(503, 'UNAVAILABLE', 'Serviço indisponível.')),
  );
  const app = renderApp('/plan?slot=supper&date=2026-11-25');
  await screen.findByRole('heading', { name: 'Planejar refeição' });

  expect(screen.getByLabelText('Tipo de refeição')).toHaveValue('snack');
  expect(screen.getByText(/Ao salvar, a refeição vai para o diário em/)).toHaveTextContent(
    'Ao salvar, a refeição vai para o diário em Ceia do dia 25/11.',
  );
  await addFoods(app, ['Arroz branco', 'Feijão carioca']);
  await app.user.click(screen.getByRole('button', { name: 'Calcular porções' }));
  await app.user.click(await screen.findByRole('button', { name: 'Salvar Refeição' }));

  expect(await screen.findByText('Refeição salva com sucesso!')).toBeInTheDocument();
  expect(saved[0]).toMatchObject({ slot: 'supper', date: '2026-11-25', mealType: 'snack' });
  await waitFor(() => expect(app.router.state.location.pathname).toBe('/diario'));
  expect(app.router.state.location.search).toBe('?date=2026-11-25');
});

test('a recipe without its cooked weight is refused when added, naming it; a weighed one is added', async () => {
  const recipe = (name: string, needsCookedGrams: boolean, ref: number) => ({
    id: `0b7c7a52-6a53-4d7e-9a59-2a4c1f5c9d0${ref}`,
    foodId: -1_000_000_000 - ref,
    name,
    servings: 4,
    perServing: { grams: 125, kcal: 490 },
    needsCookedGrams,
    ingredientCount: 2,
    updatedAt: '2026-11-29T12:00:00.000Z',
  });
  const app = await openPlanner(withRecipes([recipe('Marmita crua', true, 1), recipe('Feijoada pesada', false, 2)]));

  // The suggestion says so before it is picked.
  await app.user.type(screen.getByRole('combobox', { name: 'Adicionar alimento' }), 'marmita');
  expect(
    await screen.findByRole('option', { name: 'Marmita crua, Minha receita, sem peso pronto' }),
  ).toBeInTheDocument();
  await app.user.clear(screen.getByRole('combobox', { name: 'Adicionar alimento' }));
  await app.user.type(screen.getByRole('combobox', { name: 'Adicionar alimento' }), 'feijoada pesada');
  expect(await screen.findByRole('option', { name: 'Feijoada pesada, Minha receita' })).toBeInTheDocument();
  await app.user.clear(screen.getByRole('combobox', { name: 'Adicionar alimento' }));

  await addFoods(app, ['marmita crua']);
  expect(await screen.findByText(PLANNER_API_MESSAGES.servingOnlyRecipe('Marmita crua'))).toBeInTheDocument();
  expect(foodList()).not.toBeInTheDocument();
  await app.user.clear(screen.getByRole('combobox', { name: 'Adicionar alimento' }));
  expect(screen.queryByText(PLANNER_API_MESSAGES.servingOnlyRecipe('Marmita crua'))).not.toBeInTheDocument();

  await addFoods(app, ['Feijoada pesada']);
  expect(within(foodList()!).getAllByRole('listitem')).toHaveLength(1);
});
