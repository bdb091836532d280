import type { ActivityEntry } from '@prato/core/schemas/activity';
import type { WeightEntry } from '@prato/core/schemas/weight';
import { screen, waitFor, within } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { expect, test, vi } from 'vitest';
import { OFFLINE_MESSAGES } from '@prato/core/domain/offline-queue';
import { apiError, makeProfile, signedIn, withProfile } from '@/testing/handlers';
import { expectNoNativeValidation } from '@/testing/native-validation';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

/** A fake health API for one test: lists kept in memory, every request recorded. */
function healthApi({ weights = [], activities = [] }: { weights?: WeightEntry[]; activities?: ActivityEntry[] } = {}) {
  const requests: { method: string; path: string; body: unknown }[] = [];
  const record = async (request: Request) => {
    const text = await request.text();
    requests.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : null,
    });
  };
  server.use(
    signedIn(),
    http.get('/api/weights', () => HttpResponse.json(weights)),
    http.get('/api/activities', () => HttpResponse.json(activities)),
    http.post('/api/weights', async ({ request }) => {
      await record(request);
      const body = requests.at(-1)?.body as { weight: number; measuredAt: string };
      const entry: WeightEntry = {
        id: `w${weights.length + 1}`,
        weight: body.weight,
        height: 165,
        bmi: 23.1,
        bmiCategory: 'normal',
        notes: null,
        measuredAt: body.measuredAt,
        aiAnalysis: null,
      };
      weights.unshift(entry);
      return HttpResponse.json(entry, { status: 201 });
    }),
    http.post('/api/activities', async ({ request }) => {
      await record(request);
      const body = requests.at(-1)?.body as { activityType: string; durationMinutes: number; caloriesBurned?: number };
      const entry: ActivityEntry = {
        id: `a${activities.length + 1}`,
        activityType: body.activityType,
        durationMinutes: body.durationMinutes,
        intensity: 'moderate',
        caloriesBurned: body.caloriesBurned ?? null,
        performedAt: '2025-06-15T10:00:00.000Z',
        notes: null,
      };
      activities.unshift(entry);
      return HttpResponse.json(entry, { status: 201 });
    }),
    http.delete('/api/activities/:id', async ({ request, params }) => {
      await record(request);
      activities.splice(
        activities.findIndex((a) => a.id === params.id),
        1,
      );
      return new HttpResponse(null, { status: 204 });
    }),
    http.patch('/api/profile', async ({ request }) => {
      await record(request);
      return HttpResponse.json(makeProfile(requests.at(-1)?.body as object));
    }),
  );
  return requests;
}

async function openHealth() {
  const app = renderApp('/health');
  // The first render loads the lazy route modules.
  await screen.findByRole('heading', { name: 'Saúde e Metas', level: 1 });
  await screen.findByText('Nenhum peso registrado ainda.');
  return app;
}

test('shows the BMI of the saved body data with its category, and the daily total of the goals', async () => {
  healthApi();
  await openHealth();

  // 68 kg / 1.65² = 24.98 → 25,0: Sobrepeso
  const bmi = screen.getByRole('region', { name: 'Seu IMC' });
  expect(within(bmi).getByText('25,0')).toBeInTheDocument();
  expect(within(bmi).getByText('Sobrepeso')).toBeInTheDocument();
  expect(screen.getByLabelText('Peso (kg)')).toHaveValue('68');
  expect(screen.getByLabelText('Altura (cm)')).toHaveValue('165');
  expect(screen.getByLabelText('Sexo')).toHaveValue('female');
  // 400 + 600 + 600 + 200 × 1
  expect(screen.getByText('Total diário: 1.800 kcal')).toBeInTheDocument();
});

test('the daily total follows the inputs live, an empty snack quantity counts as 1, and saving shows the toast', async () => {
  const requests = healthApi();
  const { user } = await openHealth();

  await user.clear(screen.getByLabelText('Almoço (kcal)'));
  await user.type(screen.getByLabelText('Almoço (kcal)'), '750');
  await user.clear(screen.getByLabelText('Quantidade de lanches'));
  await user.type(screen.getByLabelText('Quantidade de lanches'), '3');
  // 400 + 750 + 600 + 200 × 3
  expect(screen.getByText('Total diário: 2.350 kcal')).toBeInTheDocument();
  await user.clear(screen.getByLabelText('Quantidade de lanches'));
  expect(screen.getByText('Total diário: 1.950 kcal')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Salvar metas' }));

  expect(await screen.findByText('Metas salvas com sucesso!')).toBeInTheDocument();
  expect(requests).toEqual([
    {
      method: 'PATCH',
      path: '/api/profile',
      body: { breakfastCalories: 400, lunchCalories: 750, dinnerCalories: 600, snackCalories: 200, snackQuantity: 1 },
    },
  ]);
});

test('goals outside the bounds are refused in the form; a server failure shows the pt-BR message', async () => {
  const requests = healthApi();
  const { user } = await openHealth();

  await user.clear(screen.getByLabelText('Almoço (kcal)'));
  await user.type(screen.getByLabelText('Almoço (kcal)'), '1600');
  await user.clear(screen.getByLabelText('Lanche (kcal por lanche)'));
  await user.type(screen.getByLabelText('Lanche (kcal por lanche)'), '30');
  await user.click(screen.getByRole('button', { name: 'Salvar metas' }));

  expect(await screen.findByText('Almoço: informe entre 100 e 1500 kcal.')).toBeInTheDocument();
  expect(screen.getByText('Lanche: informe de 50 a 500 kcal.')).toBeInTheDocument();
  expect(screen.getByLabelText('Almoço (kcal)')).toHaveAttribute('aria-invalid', 'true');
  expect(requests).toEqual([]);

  server.use(http.patch('/api/profile', () => apiError(500, 'INTERNAL_ERROR', 'Erro interno.')));
  await user.clear(screen.getByLabelText('Almoço (kcal)'));
  await user.type(screen.getByLabelText('Almoço (kcal)'), '700');
  await user.clear(screen.getByLabelText('Lanche (kcal por lanche)'));
  await user.type(screen.getByLabelText('Lanche (kcal por lanche)'), '150');
  await user.click(screen.getByRole('button', { name: 'Salvar metas' }));
  expect(await screen.findByText('Erro ao salvar metas')).toBeInTheDocument();
});

test('body data outside the bounds shows the pt-BR messages', async () => {
  const requests = healthApi();
  const { user } = await openHealth();

  await user.clear(screen.getByLabelText('Peso (kg)'));
  await user.type(screen.getByLabelText('Peso (kg)'), '25');
  await user.clear(screen.getByLabelText('Idade'));
  await user.click(screen.getByRole('button', { name: 'Salvar dados' }));

  expect(await screen.findByText('Por favor, insira um peso válido (30-300 kg)')).toBeInTheDocument();
  expect(screen.getByText('Por favor, insira uma idade válida (13-120 anos)')).toBeInTheDocument();
  expect(requests).toEqual([]);

  await user.clear(screen.getByLabelText('Peso (kg)'));
  await user.type(screen.getByLabelText('Peso (kg)'), '66.5');
  await user.type(screen.getByLabelText('Idade'), '33');
  await user.click(screen.getByRole('button', { name: 'Salvar dados' }));
  expect(await screen.findByText('Dados corporais salvos com sucesso!')).toBeInTheDocument();
  expect(requests[0]).toEqual({
    method: 'PATCH',
    path: '/api/profile',
    body: { weight: 66.5, height: 165, age: 33, gender: 'female' },
  });
});

test('logging a weight posts it with the date and lists the entry with its BMI', async () => {
  const requests = healthApi();
  const { user } = await openHealth();

  await user.click(screen.getByRole('button', { name: 'Registrar peso' }));
  expect(await screen.findByText('Informe o peso.')).toBeInTheDocument();

  await user.type(screen.getByLabelText('Novo peso (kg)'), '62.8');
  await user.click(screen.getByRole('button', { name: 'Registrar peso' }));

  expect(await screen.findByText('Peso registrado com sucesso!')).toBeInTheDocument();
  expect(requests[0]).toMatchObject({ method: 'POST', path: '/api/weights', body: { weight: 62.8 } });
  const list = await screen.findByRole('list', { name: 'Registros de peso' });
  expect(within(list).getByText('62,8 kg')).toBeInTheDocument();
  expect(within(list).getByText('IMC 23,1 · Peso Normal')).toBeInTheDocument();
});

test('the weight log reads "68,5" as 68.5 kg; 400 and 68,55 get our messages, not a browser bubble', async () => {
  const requests = healthApi();
  const { user } = await openHealth();
  const weight = screen.getByLabelText('Novo peso (kg)');

  await user.type(weight, '400');
  await user.click(screen.getByRole('button', { name: 'Registrar peso' }));
  expect(await screen.findByText('Informe um peso entre 20 e 300 kg.')).toBeInTheDocument();
  expect(weight).toHaveAttribute('aria-invalid', 'true');
  expect(weight).toHaveFocus();
  expectNoNativeValidation(weight);

  await user.clear(weight);
  await user.type(weight, '68,55');
  await user.click(screen.getByRole('button', { name: 'Registrar peso' }));
  expect(await screen.findByText('Use no máximo uma casa decimal no peso.')).toBeInTheDocument();
  expect(requests).toEqual([]);

  await user.clear(weight);
  await user.type(weight, '68,5');
  await user.click(screen.getByRole('button', { name: 'Registrar peso' }));
  expect(await screen.findByText('Peso registrado com sucesso!')).toBeInTheDocument();
  expect(requests).toEqual([{ method: 'POST', path: '/api/weights', body: expect.objectContaining({ weight: 68.5 }) }]);
  const list = await screen.findByRole('list', { name: 'Registros de peso' });
  expect(within(list).getByText('68,5 kg')).toBeInTheDocument();
  // The form is ready for the next weight.
  expect(weight).toHaveValue('');
});

test('a weight dated after today is refused with our message', async () => {
  const requests = healthApi();
  const { user } = await openHealth();
  const tomorrow = new Date();
  tomorrow.setDate(tomorrow.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');

  await user.type(screen.getByLabelText('Novo peso (kg)'), '70');
  const date = screen.getByLabelText('Data');
  await user.clear(date);
  await user.type(date, `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}`);
  await user.click(screen.getByRole('button', { name: 'Registrar peso' }));

  expect(await screen.findByText('A data da pesagem não pode estar no futuro.')).toBeInTheDocument();
  expect(date).toHaveFocus();
  expect(requests).toEqual([]);
});

test("a weight's day is the profile's: the date offered, the future and a past day follow its zone, not the device's", async () => {
  // 01:30 of 11 March in Tokyo (the profile's zone, UTC+9): still the 10th in UTC and in São Paulo.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-10T16:30:00Z') });
  try {
    const requests = healthApi();
    server.use(withProfile(makeProfile({ timezone: 'Asia/Tokyo' })));
    const { user } = await openHealth();
    const date = screen.getByLabelText('Data');
    expect(date).toHaveValue('2026-03-11');
    expect(date).toHaveAttribute('max', '2026-03-11');

    await user.type(screen.getByLabelText('Novo peso (kg)'), '70');
    await user.clear(date);
    await user.type(date, '2026-03-12');
    await user.click(screen.getByRole('button', { name: 'Registrar peso' }));
    expect(await screen.findByText('A data da pesagem não pode estar no futuro.')).toBeInTheDocument();
    expect(requests).toEqual([]);

    // A past day is kept at its noon in Tokyo (03:00 UTC), and listed as that day.
    await user.clear(date);
    await user.type(date, '2026-03-08');
    await user.click(screen.getByRole('button', { name: 'Registrar peso' }));
    expect(await screen.findByText('Peso registrado com sucesso!')).toBeInTheDocument();
    expect(requests[0]).toMatchObject({ body: { weight: 70, measuredAt: '2026-03-08T03:00:00.000Z' } });
    const list = await screen.findByRole('list', { name: 'Registros de peso' });
    expect(within(list).getByText('08/03/2026')).toBeInTheDocument();
    expect(date).toHaveValue('2026-03-11');
  } finally {
    vi.useRealTimers();
  }
});

test('body data reads "68,5" kg; a decimal age gets our message and the focus', async () => {
  const requests = healthApi();
  const { user } = await openHealth();
  const weight = screen.getByLabelText('Peso (kg)');
  const age = screen.getByLabelText('Idade');

  await user.clear(weight);
  await user.type(weight, '68,5');
  await user.clear(age);
  await user.type(age, '30,5');
  await user.click(screen.getByRole('button', { name: 'Salvar dados' }));
  expect(await screen.findByText('Por favor, insira uma idade válida (13-120 anos)')).toBeInTheDocument();
  expect(age).toHaveFocus();
  expectNoNativeValidation(age);
  expectNoNativeValidation(weight);
  expect(requests).toEqual([]);

  await user.clear(age);
  await user.type(age, '31');
  await user.click(screen.getByRole('button', { name: 'Salvar dados' }));
  expect(await screen.findByText('Dados corporais salvos com sucesso!')).toBeInTheDocument();
  expect(requests).toEqual([
    { method: 'PATCH', path: '/api/profile', body: { weight: 68.5, height: 165, age: 31, gender: 'female' } },
  ]);
  expect(weight).toHaveValue('68,5');
});

test('calorie goals read a thousands dot ("1.200") and refuse a decimal kcal with our message', async () => {
  const requests = healthApi();
  const { user } = await openHealth();
  const lunch = screen.getByLabelText('Almoço (kcal)');
  const dinner = screen.getByLabelText('Jantar (kcal)');

  await user.clear(lunch);
  await user.type(lunch, '1.200');
  // 400 + 1200 + 600 + 200 × 1
  expect(screen.getByText('Total diário: 2.400 kcal')).toBeInTheDocument();
  await user.clear(dinner);
  await user.type(dinner, '550,5');
  await user.click(screen.getByRole('button', { name: 'Salvar metas' }));
  expect(await screen.findByText('Jantar: informe entre 100 e 1500 kcal.')).toBeInTheDocument();
  expect(dinner).toHaveFocus();
  expectNoNativeValidation(dinner);
  expect(requests).toEqual([]);

  await user.clear(dinner);
  await user.type(dinner, '550');
  await user.click(screen.getByRole('button', { name: 'Salvar metas' }));
  expect(await screen.findByText('Metas salvas com sucesso!')).toBeInTheDocument();
  expect(requests).toEqual([
    {
      method: 'PATCH',
      path: '/api/profile',
      body: { breakfastCalories: 400, lunchCalories: 1200, dinnerCalories: 550, snackCalories: 200, snackQuantity: 1 },
    },
  ]);
});

test('an activity duration must be whole minutes: "30,5" gets our message, "45" is logged', async () => {
  const requests = healthApi();
  const { user } = await openHealth();
  await user.type(screen.getByRole('combobox', { name: 'Tipo de atividade' }), 'Yoga');
  const duration = screen.getByLabelText('Duração (minutos)');

  await user.type(duration, '30,5');
  await user.click(screen.getByRole('button', { name: 'Registrar atividade' }));
  expect(await screen.findByText('Informe a duração em minutos (de 1 a 600).')).toBeInTheDocument();
  expect(duration).toHaveFocus();
  expectNoNativeValidation(duration);
  expect(requests).toEqual([]);

  await user.clear(duration);
  await user.type(duration, '45');
  await user.click(screen.getByRole('button', { name: 'Registrar atividade' }));
  expect(await screen.findByText('Atividade registrada com sucesso!')).toBeInTheDocument();
  expect(requests[0]?.body).toMatchObject({ activityType: 'Yoga', durationMinutes: 45 });
});

test('a weight log the server refuses shows the pt-BR message and is not queued', async () => {
  healthApi();
  server.use(http.post('/api/weights', () => apiError(400, 'VALIDATION_ERROR', 'Dados inválidos.')));
  const { user } = await openHealth();

  await user.type(screen.getByLabelText('Novo peso (kg)'), '70');
  await user.click(screen.getByRole('button', { name: 'Registrar peso' }));

  expect(await screen.findByText('Erro ao registrar peso')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /pendente/ })).not.toBeInTheDocument();
});

test('a weight and an activity logged while the server is unreachable are shown as pending and sent on reconnect', async () => {
  const requests = healthApi();
  let reachable = false;
  server.use(
    // Unreachable: a network failure for the weight, a 503 for the activity; then healthApi() answers.
    http.post('/api/weights', () => (reachable ? undefined : HttpResponse.error())),
    http.post('/api/activities', () => (reachable ? undefined : apiError(503, 'UNAVAILABLE', 'Indisponível'))),
  );
  const { user } = await openHealth();

  await user.type(screen.getByLabelText('Novo peso (kg)'), '64.5');
  await user.click(screen.getByRole('button', { name: 'Registrar peso' }));
  expect(await screen.findByText(OFFLINE_MESSAGES.queued)).toBeInTheDocument();
  const pendingWeights = await screen.findByRole('list', { name: 'Registros de peso pendentes' });
  expect(within(pendingWeights).getByText('64,5 kg')).toBeInTheDocument();
  expect(within(pendingWeights).getByText('Pendente')).toBeInTheDocument();

  await user.type(screen.getByRole('combobox', { name: 'Tipo de atividade' }), 'Frescobol na praia');
  await user.type(screen.getByLabelText('Duração (minutos)'), '40');
  await user.click(screen.getByRole('button', { name: 'Registrar atividade' }));
  const pendingActivities = await screen.findByRole('list', { name: 'Atividades pendentes' });
  expect(within(pendingActivities).getByText('Frescobol na praia')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: '2 pendentes' })).toBeInTheDocument();

  reachable = true;
  window.dispatchEvent(new Event('online'));

  await waitFor(() => expect(screen.queryByRole('button', { name: /pendente|Sincronizando/ })).not.toBeInTheDocument());
  expect(screen.queryByRole('list', { name: 'Registros de peso pendentes' })).not.toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Atividades pendentes' })).not.toBeInTheDocument();
  // The lists were read again: the entries are now the server's.
  expect(
    within(await screen.findByRole('list', { name: 'Registros de peso' })).getByText('64,5 kg'),
  ).toBeInTheDocument();
  const sent = requests.filter((request) => request.method === 'POST');
  expect(sent.map((request) => request.path)).toEqual(['/api/weights', '/api/activities']);
});

test('activity suggestions appear after more than 2 characters, at most 5 with their category, and the burn is live', async () => {
  const requests = healthApi();
  const { user } = await openHealth();
  const type = screen.getByRole('combobox', { name: 'Tipo de atividade' });

  await user.type(type, 'Co');
  expect(screen.queryByRole('listbox', { name: 'Sugestões de atividades' })).not.toBeInTheDocument();
  await user.type(type, 'rr');
  const options = within(await screen.findByRole('listbox', { name: 'Sugestões de atividades' })).getAllByRole(
    'option',
  );
  expect(options).toHaveLength(5);
  expect(options[0]).toHaveTextContent('Corrida');

  await user.click(screen.getByRole('option', { name: /Corrida a 8 km\/h/ }));
  expect(type).toHaveValue('Corrida a 8 km/h');
  expect(screen.queryByRole('listbox', { name: 'Sugestões de atividades' })).not.toBeInTheDocument();
  await user.type(screen.getByLabelText('Duração (minutos)'), '30');
  // 8.3 MET × 68 kg × 0.5 h = 282.2 → 282
  expect(screen.getByLabelText('Calorias queimadas')).toHaveValue('282 kcal');

  await user.click(screen.getByRole('button', { name: 'Registrar atividade' }));

  expect(await screen.findByText('Atividade registrada com sucesso!')).toBeInTheDocument();
  expect(requests[0]).toEqual({
    method: 'POST',
    path: '/api/activities',
    // A client id and the moment of logging: a copy queued offline lands once, at the right time.
    body: {
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      performedAt: expect.any(String),
      activityType: 'Corrida a 8 km/h',
      durationMinutes: 30,
      intensity: 'moderate',
      caloriesBurned: 282,
    },
  });
  const list = await screen.findByRole('list', { name: 'Atividades registradas' });
  expect(within(list).getByText('Corrida a 8 km/h')).toBeInTheDocument();
  expect(within(list).getByText(/30 min · 282 kcal/)).toBeInTheDocument();
  expect(screen.getByText(/Fonte: Compêndio de Atividades Físicas 2011 \(Ainsworth et al\.\)/)).toBeInTheDocument();
});

test('the keyboard picks a suggestion; type and duration are required', async () => {
  const requests = healthApi();
  const { user } = await openHealth();

  await user.click(screen.getByRole('button', { name: 'Registrar atividade' }));
  expect(await screen.findByText('Informe o tipo de atividade (de 2 a 100 caracteres).')).toBeInTheDocument();
  expect(screen.getByText('Informe a duração em minutos (de 1 a 600).')).toBeInTheDocument();

  const type = screen.getByRole('combobox', { name: 'Tipo de atividade' });
  await user.type(type, 'natacao');
  await user.keyboard('{ArrowDown}{ArrowDown}');
  const second = within(screen.getByRole('listbox', { name: 'Sugestões de atividades' })).getAllByRole('option')[1];
  expect(second).toHaveAttribute('aria-selected', 'true');
  const name = second?.firstChild?.textContent ?? '';
  await user.keyboard('{Enter}');
  expect(type).toHaveValue(name);
  expect(requests).toEqual([]);
});

test('deleting an activity asks for confirmation first', async () => {
  const requests = healthApi({
    activities: [
      {
        id: 'a1',
        activityType: 'Yoga',
        durationMinutes: 45,
        intensity: 'moderate',
        caloriesBurned: null,
        performedAt: '2025-06-14T10:00:00.000Z',
        notes: null,
      },
    ],
  });
  const { user } = await openHealth();

  await user.click(await screen.findByRole('button', { name: /Excluir atividade Yoga/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Excluir atividade?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  expect(requests).toEqual([]);

  await user.click(screen.getByRole('button', { name: /Excluir atividade Yoga/ }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));

  expect(await screen.findByText('Nenhuma atividade registrada nos últimos 30 dias.')).toBeInTheDocument();
  expect(requests).toEqual([{ method: 'DELETE', path: '/api/activities/a1', body: null }]);
});

test("'Recalcular metas' confirms, clears the onboarding flag and goes to /onboarding", async () => {
  const requests = healthApi();
  window.localStorage.setItem('onboarding_completed', 'true');
  const app = await openHealth();

  await app.user.click(screen.getByRole('button', { name: 'Recalcular metas' }));
  expect(requests).toEqual([]);
  await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Recalcular' }));

  await waitFor(() => expect(app.router.state.location.pathname).toBe('/onboarding'));
  expect(requests).toEqual([{ method: 'PATCH', path: '/api/profile', body: { onboardingCompleted: false } }]);
  expect(window.localStorage.getItem('onboarding_completed')).toBeNull();
});

test('an incomplete profile is sent to /onboarding', async () => {
  healthApi();
  server.use(withProfile(makeProfile({ height: null })));
  const app = renderApp('/health');
  await waitFor(() => expect(app.router.state.location.pathname).toBe('/onboarding'));
});

test('a minor cannot set goals below her energy floor: the reason shows before submit; a changed goal is announced', async () => {
  const requests = healthApi();
  server.use(
    withProfile(
      makeProfile({
        weight: 40,
        height: 160,
        age: 14,
        gender: 'female',
        activityLevel: 'sedentary',
        healthGoals: 'maintain',
        breakfastCalories: 450,
        lunchCalories: 610,
        dinnerCalories: 450,
        snackCalories: 70,
        snackQuantity: 2,
        goalNotice: 'Mudamos seu objetivo para "Manter peso" e recalculamos suas metas.',
      }),
    ),
  );
  const { user } = await openHealth();
  expect(screen.getByText('Mudamos seu objetivo para "Manter peso" e recalculamos suas metas.')).toBeInTheDocument();
  expect(screen.queryByTestId('below-floor')).not.toBeInTheDocument();

  await user.clear(screen.getByLabelText('Almoço (kcal)'));
  await user.type(screen.getByLabelText('Almoço (kcal)'), '500');
  const alert = await screen.findByTestId('below-floor');
  expect(alert).toHaveTextContent('A meta diária não pode ficar abaixo de 1.650 kcal para os seus dados.');
  expect(alert).toHaveTextContent('Para menores de 18 anos não oferecemos meta de perder peso');
  await user.click(screen.getByRole('button', { name: 'Salvar metas' }));
  expect(requests).toEqual([]);

  await user.clear(screen.getByLabelText('Almoço (kcal)'));
  await user.type(screen.getByLabelText('Almoço (kcal)'), '700');
  expect(screen.queryByTestId('below-floor')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Salvar metas' }));
  expect(await screen.findByText('Metas salvas com sucesso!')).toBeInTheDocument();
});

test('from 5 to 19 years the BMI card uses the WHO BMI-for-age category, not the adult cut-offs', async () => {
  healthApi();
  // 61.5 kg / 1.60² = 24.0: "Peso Normal" for an adult, overweight for a 14-year-old girl (z > +1).
  server.use(withProfile(makeProfile({ weight: 61.5, height: 160, age: 14, gender: 'female' })));
  await openHealth();
  const bmi = screen.getByRole('region', { name: 'Seu IMC' });
  expect(within(bmi).getByText('24,0')).toBeInTheDocument();
  expect(within(bmi).getByText('Sobrepeso para a idade')).toBeInTheDocument();
  expect(within(bmi).queryByText('Peso Normal')).not.toBeInTheDocument();
  expect(bmi).toHaveTextContent('referência de IMC para a idade da OMS (2007)');
});
