import { DEFAULT_SLOTS } from '@prato/core/domain/diary-slots';
import { unknownNutrients, zeroNutrients } from '@prato/core/domain/nutrients';
import type { DiaryDay, DiaryFood, DiaryItem } from '@prato/core/schemas/diary';
import { screen, waitFor, within } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { expect, test, vi } from 'vitest';
import { offlineQueue } from '@/lib/offline-queue';
import { apiError, signedIn } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { localDateIn } from '@/lib/local-day';
import { addDays } from '../lib/dates';

// The profile's zone (makeProfile: São Paulo) decides which day is today, as on the server.
const TODAY = localDateIn(new Date(), 'America/Sao_Paulo');
const YESTERDAY = addDays(TODAY, -1);
const totals = (calories = 0) => ({
  calories,
  macros: { protein: 0, carbs: 0, fat: 0, fiber: 0 },
  nutrients: unknownNutrients(),
  incomplete: [],
});

function makeItem(overrides: Partial<DiaryItem> = {}): DiaryItem {
  return {
    id: '0b7c7a52-6a53-4d7e-9a59-2a4c1f5c9d01',
    mealId: '5a0c6a1e-3f0e-4bde-8a55-7f1a9a0c2b11',
    foodId: 561,
    name: 'Feijão, carioca, cozido',
    grams: 280,
    measure: { id: 'concha-media-cheia', label: 'concha média cheia', quantity: 2 },
    homeMeasure: '2 conchas médias cheias (280 g)',
    calories: 213,
    macros: { protein: 13.4, carbs: 38.1, fat: 1.4, fiber: 23.8 },
    nutrients: zeroNutrients(),
    source: 'taco',
    time: '19:30',
    origin: 'diary',
    ...overrides,
  };
}

function makeDay(items: Partial<Record<string, DiaryItem[]>> = {}, date = TODAY): DiaryDay {
  const slots = DEFAULT_SLOTS.map(({ slot, label, mealType }) => {
    const list = items[slot] ?? [];
    return {
      slot,
      label,
      mealType,
      goalCalories: slot === 'dinner' ? 600 : null,
      items: list,
      totals: totals(list.reduce((sum, item) => sum + item.calories, 0)),
    };
  });
  return {
    date,
    today: TODAY,
    slots,
    totals: totals(slots.reduce((sum, slot) => sum + slot.totals.calories, 0)),
    goals: { calories: 1800, protein: 90, carbs: 225, fat: 60 },
  };
}

const BEANS: DiaryFood = {
  foodId: 561,
  name: 'Feijão, carioca, cozido',
  source: 'taco',
  per100g: { calories: 76, macros: { protein: 4.8, carbs: 13.6, fat: 0.5, fiber: 8.5 }, nutrients: zeroNutrients() },
  measures: [
    { id: 'concha-media-cheia', label: 'concha média cheia', grams: 140 },
    { id: 'colher-de-sopa-cheia', label: 'colher de sopa cheia', grams: 17 },
  ],
};

const withDay = (day: DiaryDay) => http.get('/api/diary', () => HttpResponse.json(day));
const withRecentFoods = () =>
  http.get('/api/diary/recent-foods', () =>
    HttpResponse.json({
      frequent: [{ foodId: 561, name: 'Feijão, carioca, cozido', count: 9, lastDate: YESTERDAY, lastGrams: 140 }],
      recent: [],
    }),
  );

test('the day lists every slot in order, each empty one said so, and the day against its goals', async () => {
  server.use(signedIn(), withDay(makeDay({ dinner: [makeItem()] })));
  renderApp('/diario');

  expect(await screen.findByRole('heading', { name: 'Hoje', level: 2 })).toBeInTheDocument();
  await screen.findByRole('region', { name: 'Almoço' });
  const headings = screen
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)
    .filter((text) => DEFAULT_SLOTS.some(({ label }) => label === text));
  expect(headings).toEqual(DEFAULT_SLOTS.map(({ label }) => label));
  const lunch = screen.getByRole('region', { name: 'Almoço' });
  expect(within(lunch).getByText('Nada registrado no almoço.')).toBeInTheDocument();
  expect(
    within(screen.getByRole('region', { name: 'Ceia' })).getByText('Nada registrado na ceia.'),
  ).toBeInTheDocument();

  const dinner = screen.getByRole('region', { name: 'Jantar' });
  expect(within(dinner).getByTestId('diary-item')).toHaveTextContent('2 conchas médias cheias (280 g)');
  expect(within(dinner).getByTestId('slot-total-dinner')).toHaveTextContent('213 de 600 kcal');
  expect(screen.getByTestId('diary-day-calories')).toHaveTextContent('213 kcal');
  expect(screen.getByText('Faltam 1.587 kcal para a meta.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Próximo dia' })).toBeDisabled();
});

test('a day that does not load says so in Portuguese and loads again on "Tentar novamente"', async () => {
  let calls = 0;
  server.use(
    signedIn(),
    http.get('/api/diary', () => {
      calls += 1;
      return calls === 1 ? apiError(500, 'INTERNAL', 'Erro interno do servidor.') : HttpResponse.json(makeDay());
    }),
  );
  const { user } = renderApp('/diario');

  expect(await screen.findByText('Não foi possível carregar o diário deste dia.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByText('Nada registrado no almoço.')).toBeInTheDocument();
});

test('yesterday opens from the previous-day button, and a future day in the address shows today', async () => {
  const asked: string[] = [];
  server.use(
    signedIn(),
    http.get('/api/diary', ({ request }) => {
      const date = new URL(request.url).searchParams.get('date') ?? TODAY;
      asked.push(date);
      return HttpResponse.json(makeDay({}, date));
    }),
  );
  const { user, router } = renderApp(`/diario?date=2999-01-01`);

  expect(await screen.findByRole('heading', { name: 'Hoje', level: 2 })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Dia anterior' }));
  expect(await screen.findByRole('heading', { name: 'Ontem', level: 2 })).toBeInTheDocument();
  expect(router.state.location.search).toBe(`?date=${YESTERDAY}`);
  expect(asked).toContain(YESTERDAY);
  expect(asked).not.toContain('2999-01-01');
});

test('adding a food: recent foods first, a household measure in halves, calories as typed, then saved once', async () => {
  const posted: unknown[] = [];
  server.use(
    signedIn(),
    withDay(makeDay()),
    withRecentFoods(),
    http.get('/api/diary/foods/561', () => HttpResponse.json(BEANS)),
    http.post('/api/diary/items', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      posted.push(body);
      return HttpResponse.json(
        { date: TODAY, slot: 'dinner', item: makeItem({ id: body.id as string }) },
        { status: 201 },
      );
    }),
  );
  const { user } = renderApp('/diario');

  const dinner = await screen.findByRole('region', { name: 'Jantar' });
  await user.click(within(dinner).getByRole('button', { name: 'Adicionar alimento' }));
  const dialog = await screen.findByRole('dialog', { name: 'Adicionar alimento: Jantar' });
  await user.click(within(dialog).getByRole('combobox', { name: 'Buscar alimento' }));
  // Before anything is typed: the person's frequent foods.
  await user.click(await within(dialog).findByRole('option', { name: 'Feijão, carioca, cozido, Frequente' }));

  // Last time: 140 g; switched to conchas it is one, then two.
  const grams = await within(dialog).findByLabelText('Quantidade em gramas');
  expect(grams).toHaveValue('140');
  expect(await within(dialog).findByText('106 kcal')).toBeInTheDocument();
  await user.selectOptions(within(dialog).getByLabelText('Medida'), 'concha-media-cheia');
  expect(within(dialog).getByLabelText('Quantidade')).toHaveValue('1');
  await user.click(within(dialog).getByRole('button', { name: 'Mais meia medida' }));
  await user.click(within(dialog).getByRole('button', { name: 'Mais meia medida' }));
  expect(within(dialog).getByText('= 280 g')).toBeInTheDocument();
  expect(within(dialog).getByText('213 kcal')).toBeInTheDocument();
  await user.clear(within(dialog).getByLabelText('Quantidade'));
  await user.type(within(dialog).getByLabelText('Quantidade'), '1,5');
  expect(within(dialog).getByText('= 210 g')).toBeInTheDocument();
  expect(within(dialog).getByText('160 kcal')).toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(posted).toEqual([
    {
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      date: TODAY,
      slot: 'dinner',
      food: 561,
      measure: 'concha-media-cheia',
      quantity: 1.5,
    },
  ]);
});

test('an amount left empty marks the quantity invalid, says why under it and takes the focus, in both dialogs', async () => {
  const sent: string[] = [];
  server.use(
    signedIn(),
    withDay(makeDay({ dinner: [makeItem()] })),
    withRecentFoods(),
    http.get('/api/diary/foods/561', () => HttpResponse.json(BEANS)),
    http.post('/api/diary/items', () => {
      sent.push('post');
      return HttpResponse.json({}, { status: 201 });
    }),
    http.patch('/api/diary/items/:id', () => {
      sent.push('patch');
      return HttpResponse.json({}, { status: 200 });
    }),
  );
  const { user } = renderApp('/diario');

  const dinner = await screen.findByRole('region', { name: 'Jantar' });
  await user.click(within(dinner).getByRole('button', { name: 'Adicionar alimento' }));
  let dialog = await screen.findByRole('dialog', { name: 'Adicionar alimento: Jantar' });
  await user.click(within(dialog).getByRole('combobox', { name: 'Buscar alimento' }));
  await user.click(await within(dialog).findByRole('option', { name: 'Feijão, carioca, cozido, Frequente' }));
  await user.clear(await within(dialog).findByLabelText('Quantidade em gramas'));
  await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
  let quantity = within(dialog).getByLabelText('Quantidade em gramas');
  expect(quantity).toHaveAttribute('aria-invalid', 'true');
  expect(quantity).toHaveAccessibleDescription(
    'A quantidade deve ser maior que 0 e no máximo 10.000 g (ou ml, numa bebida).',
  );
  expect(quantity).toHaveFocus();
  // Typing again clears the mark.
  await user.type(quantity, '50');
  expect(quantity).not.toHaveAttribute('aria-invalid');
  await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  await user.click(screen.getByRole('button', { name: 'Opções de Feijão, carioca, cozido' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Editar ou mover' }));
  dialog = await screen.findByRole('dialog', { name: 'Editar Feijão, carioca, cozido' });
  quantity = await within(dialog).findByLabelText('Quantidade');
  await user.clear(quantity);
  await user.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));
  expect(quantity).toHaveAttribute('aria-invalid', 'true');
  expect(quantity).toHaveAccessibleDescription('Informe uma quantidade maior que zero.');
  expect(quantity).toHaveFocus();
  expect(sent).toEqual([]);
});

test('quick entry: the sentence is shown as a list to confirm, unknown words pointed out, rows fixed or removed', async () => {
  const posted: Record<string, unknown>[] = [];
  server.use(
    signedIn(),
    withDay(makeDay()),
    http.post('/api/diary/parse', () =>
      HttpResponse.json({
        items: [
          {
            text: '2 conchas de feijão',
            food: 'Feijão, cozido, preparo caseiro',
            foodId: 1202,
            grams: 280,
            measure: 'concha média cheia',
            quantity: 2,
          },
          {
            text: 'salada',
            food: 'Alface, crespa, crua',
            foodId: 78,
            grams: 30,
            measure: 'prato de sobremesa',
            quantity: 1,
            assumed: true,
          },
          { text: '1 bife', food: 'Bife grelhado', foodId: 346, grams: 100, measure: 'bife médio', quantity: 1 },
        ],
        unknown: ['xyzzy', '1 copo de água'],
      }),
    ),
    http.post('/api/diary/items', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      posted.push(body);
      return HttpResponse.json(
        { date: TODAY, slot: 'lunch', item: makeItem({ id: body.id as string }) },
        { status: 201 },
      );
    }),
  );
  const { user } = renderApp('/diario');

  const lunch = await screen.findByRole('region', { name: 'Almoço' });
  await user.click(within(lunch).getByRole('button', { name: 'Mais ações: Almoço' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Registro rápido' }));
  const dialog = await screen.findByRole('dialog', { name: 'Registro rápido: Almoço' });
  await user.type(within(dialog).getByLabelText('O que você comeu?'), '2 conchas de feijão, salada, 1 bife e xyzzy');
  await user.click(within(dialog).getByRole('button', { name: 'Interpretar' }));

  await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'Confira antes de salvar' })).toHaveFocus());
  expect(within(dialog).getByTestId('quick-entry-unknown')).toHaveTextContent('xyzzy');
  // Water is the hydration screen's: the list says where it goes.
  expect(within(dialog).getByRole('link', { name: 'Hidratação' })).toHaveAttribute('href', '/hydration');
  const rows = within(dialog).getAllByTestId('quick-entry-row');
  expect(rows).toHaveLength(3);
  expect(rows[0]).toHaveTextContent('“2 conchas de feijão” → 2 conchas médias cheias (280 g)');
  expect(rows[1]).toHaveTextContent('Quantidade não informada: confira a porção suposta.');

  await user.clear(within(dialog).getByLabelText('Gramas de Alface, crespa, crua'));
  await user.type(within(dialog).getByLabelText('Gramas de Alface, crespa, crua'), '45');
  await user.click(within(dialog).getByRole('button', { name: 'Remover Bife grelhado' }));
  await user.click(within(dialog).getByRole('button', { name: 'Salvar 2 alimentos' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(posted.map(({ id: _id, ...body }) => body)).toEqual([
    { date: TODAY, slot: 'lunch', food: 1202, measure: 'concha média cheia', quantity: 2 },
    { date: TODAY, slot: 'lunch', food: 78, grams: 45 },
  ]);
});

test('deleting an item asks first, then deletes it; a refusal cancelled is not shown the next time', async () => {
  const deleted: string[] = [];
  const item = makeItem();
  let refuse = true;
  server.use(
    signedIn(),
    withDay(makeDay({ dinner: [item] })),
    http.delete('/api/diary/items/:id', ({ params }) => {
      if (refuse) return apiError(409, 'CONFLICT', 'Não foi possível excluir o alimento.');
      deleted.push(String(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const { user } = renderApp('/diario');

  const options = await screen.findByRole('button', { name: 'Opções de Feijão, carioca, cozido' });
  await user.click(options);
  await user.click(await screen.findByRole('menuitem', { name: 'Excluir' }));
  let dialog = await screen.findByRole('dialog', { name: 'Excluir alimento?' });
  await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
  await waitFor(() =>
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Não foi possível excluir o alimento.'),
  );
  await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  // Opened from the item's menu, the dialog gives focus back to the menu's button.
  await waitFor(() => expect(options).toHaveFocus());

  refuse = false;
  await user.click(options);
  await user.click(await screen.findByRole('menuitem', { name: 'Excluir' }));
  dialog = await screen.findByRole('dialog', { name: 'Excluir alimento?' });
  expect(within(dialog).getByRole('alert')).toHaveTextContent('');
  expect(deleted).toEqual([]);
  await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
  await waitFor(() => expect(deleted).toEqual([item.id]));
});

test('"Repetir" stays off while the chosen day has no meal to repeat', async () => {
  server.use(signedIn(), withDay(makeDay()));
  const { user } = renderApp('/diario');

  await user.click(await screen.findByRole('button', { name: 'Mais ações: Jantar' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Repetir uma refeição anterior' }));
  const dialog = await screen.findByRole('dialog', { name: 'Repetir refeição em Jantar' });
  expect(await within(dialog).findByText('Nada registrado nesse dia.')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Repetir' })).toBeDisabled();
});

test('without a connection an added food waits on the device, shown "Pendente" in its slot, and is sent later with the same id', async () => {
  await offlineQueue.setUser('user-1');
  const posted: Record<string, unknown>[] = [];
  let online = false;
  server.use(
    signedIn(),
    withDay(makeDay()),
    withRecentFoods(),
    http.get('/api/diary/foods/561', () => HttpResponse.json(BEANS)),
    http.post('/api/diary/items', async ({ request }) => {
      if (!online) return HttpResponse.error();
      const body = (await request.json()) as Record<string, unknown>;
      posted.push(body);
      return HttpResponse.json(
        { date: TODAY, slot: 'dinner', item: makeItem({ id: body.id as string }) },
        { status: 201 },
      );
    }),
  );
  const { user } = renderApp('/diario');

  const dinner = await screen.findByRole('region', { name: 'Jantar' });
  await user.click(within(dinner).getByRole('button', { name: 'Adicionar alimento' }));
  const dialog = await screen.findByRole('dialog', { name: 'Adicionar alimento: Jantar' });
  await user.click(within(dialog).getByRole('combobox', { name: 'Buscar alimento' }));
  await user.click(await within(dialog).findByRole('option', { name: 'Feijão, carioca, cozido, Frequente' }));
  await within(dialog).findByText('106 kcal');
  await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await within(dinner).findByText('Feijão, carioca, cozido · 140 g')).toBeInTheDocument();
  expect(within(dinner).getByText('Pendente')).toBeInTheDocument();
  const [queued] = offlineQueue.getSnapshot().pending;
  expect(queued?.type).toBe('diary');

  online = true;
  await offlineQueue.sync();
  expect(posted).toHaveLength(1);
  expect(posted[0]?.id).toBe(queued?.id);
  await offlineQueue.sync();
  expect(posted).toHaveLength(1);
});

test('Escape closes the open food list first, then the dialog', async () => {
  server.use(signedIn(), withDay(makeDay()), withRecentFoods());
  const { user } = renderApp('/diario');

  const snack = await screen.findByRole('region', { name: 'Lanche da tarde' });
  await user.click(within(snack).getByRole('button', { name: 'Adicionar alimento' }));
  const dialog = await screen.findByRole('dialog', { name: 'Adicionar alimento: Lanche da tarde' });
  const search = within(dialog).getByRole('combobox', { name: 'Buscar alimento' });
  await user.click(search);
  await within(dialog).findByRole('option', { name: 'Feijão, carioca, cozido, Frequente' });
  expect(search).toHaveAttribute('aria-expanded', 'true');

  await user.keyboard('{Escape}');
  expect(search).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByRole('dialog', { name: 'Adicionar alimento: Lanche da tarde' })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('searching for iogurte grego says only brand labels have it, and points to the barcode and "Meus alimentos"', async () => {
  server.use(signedIn(), withDay(makeDay()), withRecentFoods());
  const { user } = renderApp('/diario');

  const snack = await screen.findByRole('region', { name: 'Lanche da tarde' });
  await user.click(within(snack).getByRole('button', { name: 'Adicionar alimento' }));
  const dialog = await screen.findByRole('dialog', { name: 'Adicionar alimento: Lanche da tarde' });
  await user.type(within(dialog).getByRole('combobox', { name: 'Buscar alimento' }), 'iogurte grego');
  expect(
    await within(dialog).findByText(/^Iogurte grego não está nas tabelas de composição: a composição muda muito/u),
  ).toHaveAttribute('role', 'status');
  expect(within(dialog).queryByText('Nenhum alimento encontrado com esse nome.')).not.toBeInTheDocument();
});

test('slot settings: rename, reorder, hide, a goal and a new slot are sent as the whole ordered list', async () => {
  const put: unknown[] = [];
  const slots = DEFAULT_SLOTS.map(({ slot, label, mealType }) => ({
    slot,
    label,
    mealType,
    hidden: false,
    goalCalories: null,
    defaultGoalCalories: mealType === 'snack' ? 200 : mealType === 'lunch' ? 1250 : 500,
  }));
  server.use(
    signedIn(),
    withDay(makeDay()),
    http.get('/api/diary/slots', () => HttpResponse.json({ slots })),
    http.put('/api/diary/slots', async ({ request }) => {
      put.push(await request.json());
      return HttpResponse.json({ slots });
    }),
  );
  const { user } = renderApp('/diario');

  await user.click(await screen.findByRole('button', { name: 'Ajustar refeições' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ajustar refeições do diário' });
  const rows = await within(dialog).findAllByRole('listitem');
  // An empty goal shows the default one, grouped as pt-BR writes it.
  expect(within(dialog).getByPlaceholderText('1.250')).toBeInTheDocument();
  const supper = rows[5]!;
  await user.clear(within(supper).getByLabelText('Nome'));
  await user.type(within(supper).getByLabelText('Nome'), 'Lanche da noite');
  await user.click(within(supper).getByRole('button', { name: 'Subir Lanche da noite' }));
  await user.click(within(rows[1]!).getByRole('checkbox'));
  await user.type(within(rows[0]!).getByLabelText('Meta (kcal)'), '450');
  await user.click(within(dialog).getByRole('button', { name: 'Adicionar refeição' }));
  await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

  await waitFor(() => expect(put).toHaveLength(1));
  expect(put[0]).toEqual({
    slots: [
      { slot: 'breakfast', label: 'Café da manhã', hidden: false, goalCalories: 450 },
      { slot: 'morning_snack', label: 'Lanche da manhã', hidden: true, goalCalories: null },
      { slot: 'lunch', label: 'Almoço', hidden: false, goalCalories: null },
      { slot: 'snack', label: 'Lanche da tarde', hidden: false, goalCalories: null },
      { slot: 'supper', label: 'Lanche da noite', hidden: false, goalCalories: null },
      { slot: 'dinner', label: 'Jantar', hidden: false, goalCalories: null },
      { slot: 'custom-1', label: 'Refeição extra', hidden: false, goalCalories: null },
    ],
  });
});

test('a slot saved as a favourite, then the favourite logged into another slot, each once', async () => {
  const created: Record<string, unknown>[] = [];
  const logged: Record<string, unknown>[] = [];
  const favorite = {
    id: '9d1c0c1e-2c1b-4f4e-9c55-1b2a3c4d5e6f',
    name: 'Meu jantar',
    slot: 'dinner',
    items: [{ foodId: 561, name: 'Feijão, carioca, cozido', grams: 280, measure: 'concha média cheia', quantity: 2 }],
    calories: 213,
    createdAt: '2026-11-25T22:00:00.000Z',
  };
  server.use(
    signedIn(),
    withDay(makeDay({ dinner: [makeItem()] })),
    http.post('/api/diary/favorites', async ({ request }) => {
      created.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json(favorite, { status: 201 });
    }),
    http.get('/api/diary/favorites', () => HttpResponse.json({ favorites: [favorite] })),
    http.post(`/api/diary/favorites/${favorite.id}/log`, async ({ request }) => {
      logged.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ items: [{ date: TODAY, slot: 'lunch', item: makeItem() }] }, { status: 201 });
    }),
  );
  const { user } = renderApp('/diario');

  await user.click(await screen.findByRole('button', { name: 'Mais ações: Jantar' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Salvar como favorita' }));
  const save = await screen.findByRole('dialog', { name: 'Salvar como refeição favorita' });
  expect(within(save).getByLabelText('Nome da refeição favorita')).toHaveValue('Meu jantar');
  await user.click(within(save).getByRole('button', { name: 'Salvar favorita' }));
  await waitFor(() => expect(created).toHaveLength(1));
  expect(created[0]).toMatchObject({ name: 'Meu jantar', date: TODAY, slot: 'dinner' });

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  // The page is back once the closed dialog's effects have let it go (aria-hidden, pointer-events).
  await user.click(await screen.findByRole('button', { name: 'Mais ações: Almoço' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Registrar favorita' }));
  const list = await screen.findByRole('dialog', { name: 'Registrar favorita em Almoço' });
  expect(
    await within(list).findByText('Feijão, carioca, cozido (2 conchas médias cheias (280 g))'),
  ).toBeInTheDocument();
  await user.click(within(list).getByRole('button', { name: 'Registrar Meu jantar em Almoço' }));
  await waitFor(() => expect(logged).toHaveLength(1));
  expect(logged[0]).toMatchObject({ date: TODAY, slot: 'lunch', id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
});

test('an empty day can copy the whole previous day; a copy with nothing to copy says so', async () => {
  const copies: Record<string, unknown>[] = [];
  server.use(
    signedIn(),
    withDay(makeDay()),
    http.post('/api/diary/copy', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      copies.push(body);
      return copies.length === 1
        ? HttpResponse.json({ items: [{ date: TODAY, slot: 'dinner', item: makeItem() }] }, { status: 201 })
        : apiError(400, 'VALIDATION_ERROR', 'Não há alimentos para copiar nesse dia.');
    }),
  );
  const { user } = renderApp('/diario');

  await user.click(await screen.findByRole('button', { name: 'Copiar o dia de ontem' }));
  expect(await screen.findByText('1 alimento copiado.')).toBeInTheDocument();
  expect(copies[0]).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), fromDate: YESTERDAY, toDate: TODAY });

  await user.click(screen.getByRole('button', { name: 'Mais ações: Ceia' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Copiar de ontem' }));
  expect(await screen.findByText('Não há alimentos para copiar nesse dia.')).toBeInTheDocument();
  expect(copies[1]).toMatchObject({ fromDate: YESTERDAY, toDate: TODAY, slot: 'supper', toSlot: 'supper' });
});

test('a packaged food found by its barcode is logged like any food: picked, weighed, saved by its catalogue id', async () => {
  const PRODUCT_ID = 1_000_000_001;
  const posted: Record<string, unknown>[] = [];
  server.use(
    signedIn(),
    withDay(makeDay()),
    withRecentFoods(),
    http.get('/api/products/:barcode', () =>
      HttpResponse.json({
        barcode: '7891000100103',
        name: 'Biscoito Cream Cracker',
        brand: 'Marca Teste',
        quantity: '200 g',
        basis: '100g',
        nutrients: { ...unknownNutrients(), energy: 430, protein: 10, carbs: 68, fat: 13, sodium: 800 },
        servingGrams: 30,
        nova: 4,
        frontOfPack: [{ nutrient: 'sódio', status: 'alto' }],
        source: 'Open Food Facts (ODbL)',
        foodId: PRODUCT_ID,
        foodName: 'Biscoito Cream Cracker (Marca Teste)',
        plannable: true,
        mine: false,
      }),
    ),
    http.get(`/api/diary/foods/${PRODUCT_ID}`, () =>
      HttpResponse.json({
        foodId: PRODUCT_ID,
        name: 'Biscoito Cream Cracker (Marca Teste)',
        source: 'open-food-facts',
        per100g: { calories: 430, macros: { protein: 10, carbs: 68, fat: 13, fiber: 0 }, nutrients: zeroNutrients() },
        measures: [],
      }),
    ),
    http.post('/api/diary/items', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      posted.push(body);
      return HttpResponse.json(
        { date: TODAY, slot: 'snack', item: makeItem({ id: body.id as string, foodId: PRODUCT_ID }) },
        { status: 201 },
      );
    }),
  );
  const { user } = renderApp('/diario');

  const dinner = await screen.findByRole('region', { name: 'Jantar' });
  await user.click(within(dinner).getByRole('button', { name: 'Adicionar alimento' }));
  const dialog = await screen.findByRole('dialog', { name: 'Adicionar alimento: Jantar' });
  await user.click(within(dialog).getByRole('button', { name: 'Código de barras' }));
  const scanner = await screen.findByRole('dialog', { name: /código de barras/i });
  // A dialog opened over another takes pointer events once set up, when it takes the focus.
  await waitFor(() => expect(scanner).toContainElement(document.activeElement as HTMLElement));
  await user.type(within(scanner).getByLabelText('Números do código de barras'), '7891000100103');
  await user.click(within(scanner).getByRole('button', { name: 'Buscar produto' }));
  await user.click(await within(scanner).findByRole('button', { name: 'Usar este produto' }));

  const add = await screen.findByRole('dialog', { name: 'Adicionar alimento: Jantar' });
  expect(await within(add).findByTestId('picked-food')).toHaveTextContent('Biscoito Cream Cracker (Marca Teste)');
  const grams = await within(add).findByLabelText('Quantidade em gramas');
  await user.clear(grams);
  await user.type(grams, '30');
  expect(await within(add).findByText('129 kcal')).toBeInTheDocument();
  await user.click(within(add).getByRole('button', { name: 'Adicionar' }));
  await waitFor(() => expect(posted).toHaveLength(1));
  expect(posted[0]).toMatchObject({ date: TODAY, slot: 'dinner', food: PRODUCT_ID, grams: 30 });
});

test('a diary left open over midnight moves to the new day, which "Hoje" then names', async () => {
  // 23:59 of 9 March in São Paulo (the profile's zone; UTC−3).
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-10T02:59:00Z') });
  try {
    const asked: string[] = [];
    server.use(
      signedIn(),
      http.get('/api/diary', ({ request }) => {
        const date = new URL(request.url).searchParams.get('date') ?? '';
        asked.push(date);
        return HttpResponse.json({ ...makeDay({}, date), today: localDateIn(new Date(), 'America/Sao_Paulo') });
      }),
    );
    renderApp('/diario');
    expect(await screen.findByRole('heading', { name: 'Hoje', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('segunda-feira, 9 de março')).toBeInTheDocument();
    await waitFor(() => expect(asked).toEqual(['2026-03-09']));
    await screen.findByText('Nada registrado no almoço.');

    // Two minutes later the phone is woken: it is the 10th.
    vi.setSystemTime(new Date('2026-03-10T03:01:00Z'));
    document.dispatchEvent(new Event('visibilitychange'));

    expect(await screen.findByText('terça-feira, 10 de março')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hoje', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próximo dia' })).toBeDisabled();
    await waitFor(() => expect(asked).toContain('2026-03-10'));
  } finally {
    vi.useRealTimers();
  }
});

test.each([
  [404, 'A receita desta porção foi excluída: a quantidade não pode mais ser alterada.'],
  [500, 'Não foi possível carregar as porções desta receita. Você ainda pode mudar a refeição, o dia ou o horário.'],
  // Offline: the read fails on the network.
  [
    0,
    'Sem conexão: as porções desta receita aparecem quando a conexão voltar. Você ainda pode mudar a refeição, o dia ou o horário.',
  ],
] as const)(
  'a recipe’s servings logged without its cooked weight read without grams; when its details answer %i the edit says why the amount waits',
  async (status, says) => {
    const RECIPE_ID = -1_000_000_001;
    const item = makeItem({
      foodId: RECIPE_ID,
      name: 'Marmita crua',
      grams: 187.5,
      measure: { id: 'porcao', label: 'porção', quantity: 1.5 },
      homeMeasure: '1 e 1/2 porções',
      servingOnly: true,
      source: 'recipe',
    });
    server.use(
      signedIn(),
      withDay(makeDay({ dinner: [item] })),
      withRecentFoods(),
      http.get(`/api/diary/foods/${RECIPE_ID}`, () =>
        status === 0 ? HttpResponse.error() : apiError(status, 'ERROR', 'Erro'),
      ),
    );
    const { user } = renderApp('/diario');

    const dinner = await screen.findByRole('region', { name: 'Jantar' });
    expect(await within(dinner).findByText(/1 e 1\/2 porções/u)).toBeInTheDocument();
    expect(within(dinner).queryByText(/188 g|187,5 g/u)).toBeNull();
    await user.click(within(dinner).getByRole('button', { name: 'Opções de Marmita crua' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Editar ou mover' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Marmita crua' });
    expect(await within(dialog).findByText(says, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(dialog).queryByText('Carregando as porções da receita…')).toBeNull();
    expect(within(dialog).queryByLabelText(/Quantidade em gramas/u)).toBeNull();
  },
);
