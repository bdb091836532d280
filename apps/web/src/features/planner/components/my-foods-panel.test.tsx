import type { PlannerUsage } from '@prato/core/schemas/planner-usage';
import type { UserFood, UserFoodInput } from '@prato/core/schemas/user-foods';
import { screen, waitFor, within } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { toast } from '@/lib/toast';
import { expect, test } from 'vitest';
import { apiError, makeUserFood, signedIn, withUserFoods } from '@/testing/handlers';
import { expectNoNativeValidation } from '@/testing/native-validation';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { userFoodsQueryOptions } from '../api/get-user-foods';

const usage = (value: PlannerUsage) => http.get('/api/planner/usage', () => HttpResponse.json(value));

async function openPlan(...handlers: Parameters<typeof server.use>) {
  toast.dismiss();
  server.use(...handlers, signedIn(), usage({ used: 0, limit: 2, remaining: 2 }));
  const app = renderApp('/plan');
  await screen.findByRole('heading', { name: 'Planejar refeição' });
  return app;
}

const panel = () => screen.getByRole('region', { name: 'Meus alimentos' });

test('the panel lists the user foods with their serving and values per serving', async () => {
  await openPlan(withUserFoods([makeUserFood()]));
  const list = await within(panel()).findByRole('list', { name: 'Meus alimentos' });
  const item = within(list).getByRole('listitem');
  expect(item).toHaveTextContent('Iogurte grego Marca X');
  expect(item).toHaveTextContent('Leites e iogurtes · 1 pote (170 g): 139 kcal');
  expect(item).toHaveTextContent('Carb. 11 g · Prot. 10 g · Gord. 6,1 g · Fibra 0 g');
});

test('a drink of the user’s own reads its serving in millilitres', async () => {
  await openPlan(
    withUserFoods([
      makeUserFood({ name: 'Suco de uva Marca Y', kind: 'beverage', serving: { label: 'garrafa', grams: 500 } }),
    ]),
  );
  const list = await within(panel()).findByRole('list', { name: 'Meus alimentos' });
  expect(within(list).getByRole('listitem')).toHaveTextContent('1 garrafa (500 ml)');
});

test('with no foods the panel says how to add one', async () => {
  await openPlan();
  expect(await within(panel()).findByText(/Você ainda não cadastrou alimentos/)).toBeInTheDocument();
});

test('a failed load says so and retries', async () => {
  let failing = true;
  const app = await openPlan(
    http.get('/api/user-foods', () =>
      failing ? apiError(500, 'INTERNAL', 'Erro interno') : HttpResponse.json({ foods: [] }),
    ),
  );
  const alert = await within(panel()).findByRole('alert');
  expect(alert).toHaveTextContent('Não foi possível carregar seus alimentos.');
  // The planner and the panel both read the list. Preact runs a component's pending effects when it
  // renders again, the others' after paint: one reader may subscribe after the first load failed, and
  // TanStack Query then loads once more. Once both are subscribed and idle, only the button loads again.
  const query = () => app.queryClient.getQueryCache().find({ queryKey: userFoodsQueryOptions().queryKey });
  await waitFor(() => {
    expect(query()?.getObserversCount()).toBe(2);
    expect(query()?.state.fetchStatus).toBe('idle');
  });
  expect(alert).toBeInTheDocument();
  failing = false;
  await app.user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
  expect(await within(panel()).findByText(/Você ainda não cadastrou alimentos/)).toBeInTheDocument();
});

test('adding a food sends the label as typed (decimal commas) and shows the server refusal on the field', async () => {
  const sent: UserFoodInput[] = [];
  const app = await openPlan(
    http.post('/api/user-foods', async ({ request }) => {
      const body = (await request.json()) as UserFoodInput;
      sent.push(body);
      if (sent.length === 1) return apiError(409, 'USER_FOOD_NAME_TAKEN', 'Você já tem um alimento com este nome.');
      return HttpResponse.json(makeUserFood({ name: body.name }) satisfies UserFood, { status: 201 });
    }),
  );
  await app.user.click(within(panel()).getByRole('button', { name: 'Novo alimento' }));
  const dialog = await screen.findByRole('dialog', { name: 'Novo alimento' });

  // Nothing typed: each field says what it needs, in pt-BR.
  await app.user.click(within(dialog).getByRole('button', { name: 'Adicionar alimento' }));
  expect(await within(dialog).findByText('Escolha o tipo do alimento.')).toBeInTheDocument();
  expect(within(dialog).getByText('Informe o peso da porção, de 1 a 2000 g.')).toBeInTheDocument();
  expect(sent).toEqual([]);

  await app.user.type(within(dialog).getByLabelText('Nome'), 'Iogurte grego Marca X');
  await app.user.selectOptions(within(dialog).getByLabelText('Tipo de alimento'), 'Leites e iogurtes');
  await app.user.type(within(dialog).getByLabelText('Medida caseira'), 'pote');
  await app.user.type(within(dialog).getByLabelText('Peso da porção (g)'), '170');
  await app.user.type(within(dialog).getByLabelText('Energia (kcal)'), '139');
  await app.user.type(within(dialog).getByLabelText('Carboidratos (g)'), '11');
  await app.user.type(within(dialog).getByLabelText('Proteínas (g)'), '10');
  await app.user.type(within(dialog).getByLabelText('Gorduras totais (g)'), '6,1');
  await app.user.click(within(dialog).getByRole('button', { name: 'Adicionar alimento' }));

  expect(await within(dialog).findByText('Você já tem um alimento com este nome.')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Nome')).toHaveAttribute('aria-invalid', 'true');
  expect(sent[0]).toEqual({
    name: 'Iogurte grego Marca X',
    kind: 'dairy',
    basis: 'serving',
    servingLabel: 'pote',
    servingGrams: 170,
    kcal: 139,
    carbs: 11,
    protein: 10,
    fat: 6.1,
    fiber: null,
    // What the label does not show is sent as unknown, never 0.
    saturatedFat: null,
    transFat: null,
    addedSugars: null,
    sodium: null,
    calcium: null,
    iron: null,
  });

  await app.user.clear(within(dialog).getByLabelText('Nome'));
  await app.user.type(within(dialog).getByLabelText('Nome'), 'Iogurte grego 2');
  await app.user.click(within(dialog).getByRole('button', { name: 'Adicionar alimento' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await screen.findByText('Alimento adicionado!')).toBeInTheDocument();
});

test('a label is read the Brazilian way ("1.000" g, "1.390" kcal, "0,5" g) and a typo gets the field\'s message', async () => {
  const sent: UserFoodInput[] = [];
  const app = await openPlan(
    http.post('/api/user-foods', async ({ request }) => {
      const body = (await request.json()) as UserFoodInput;
      sent.push(body);
      return HttpResponse.json(makeUserFood({ name: body.name }) satisfies UserFood, { status: 201 });
    }),
  );
  await app.user.click(within(panel()).getByRole('button', { name: 'Novo alimento' }));
  const dialog = await screen.findByRole('dialog', { name: 'Novo alimento' });
  const field = (label: string) => within(dialog).getByLabelText(label);

  await app.user.type(field('Nome'), 'Iogurte grego garrafa');
  await app.user.selectOptions(field('Tipo de alimento'), 'Leites e iogurtes');
  await app.user.type(field('Medida caseira'), 'garrafa');
  await app.user.type(field('Peso da porção (g)'), '1.000');
  await app.user.type(field('Energia (kcal)'), '1.390');
  await app.user.type(field('Carboidratos (g)'), '11o');
  await app.user.type(field('Proteínas (g)'), '100');
  await app.user.type(field('Gorduras totais (g)'), '61');
  await app.user.type(field('Fibra alimentar (g, opcional)'), '0,5');
  expect(within(dialog).getByText('Valores em uma porção (1.000 g).')).toBeInTheDocument();
  await app.user.click(within(dialog).getByRole('button', { name: 'Adicionar alimento' }));

  expect(await within(dialog).findByText('Informe os carboidratos (g), de 0 a 2000.')).toBeInTheDocument();
  expect(field('Carboidratos (g)')).toHaveFocus();
  expectNoNativeValidation(field('Carboidratos (g)'));
  expect(sent).toEqual([]);

  await app.user.clear(field('Carboidratos (g)'));
  await app.user.type(field('Carboidratos (g)'), '110');
  await app.user.click(within(dialog).getByRole('button', { name: 'Adicionar alimento' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(sent).toEqual([
    {
      name: 'Iogurte grego garrafa',
      kind: 'dairy',
      basis: 'serving',
      servingLabel: 'garrafa',
      servingGrams: 1000,
      kcal: 1390,
      carbs: 110,
      protein: 100,
      fat: 61,
      fiber: 0.5,
      saturatedFat: null,
      transFat: null,
      addedSugars: null,
      sodium: null,
      calcium: null,
      iron: null,
    },
  ]);
});

test('the food picker offers the user foods first, marked "Meu alimento"', async () => {
  const app = await openPlan(withUserFoods([makeUserFood({ name: 'Arroz integral da fazenda' })]));
  await within(panel()).findByRole('list', { name: 'Meus alimentos' });
  await app.user.type(screen.getByRole('combobox', { name: 'Adicionar alimento' }), 'arroz');
  const options = within(screen.getByRole('listbox', { name: 'Sugestões de alimentos' })).getAllByRole('option');
  expect(options[0]).toHaveAccessibleName('Arroz integral da fazenda, Meu alimento');
  expect(options.slice(1).every((option) => !option.textContent?.includes('Meu alimento'))).toBe(true);
  await app.user.click(options[0]!);
  const meal = screen.getByRole('list', { name: 'Alimentos da refeição' });
  expect(within(meal).getByRole('listitem')).toHaveTextContent('Arroz integral da fazendaMeu alimento');
});

test('deleting asks first; cancel keeps the food, confirm deletes it', async () => {
  const deleted: string[] = [];
  const food = makeUserFood();
  // The planner's recipes are read again after a deletion too (a recipe may use the food): that answer
  // comes only once the food's row, which held the button, is gone.
  let answerRecipes = () => {};
  const recipesAfterDeletion = new Promise<void>((resolve) => (answerRecipes = resolve));
  const app = await openPlan(
    http.get('/api/user-foods', () => HttpResponse.json({ foods: deleted.includes(food.id) ? [] : [food] })),
    http.get('/api/recipes', async () => {
      if (deleted.length > 0) await recipesAfterDeletion;
      return HttpResponse.json({ recipes: [] });
    }),
    http.delete('/api/user-foods/:id', ({ params }) => {
      deleted.push(String(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const list = await within(panel()).findByRole('list', { name: 'Meus alimentos' });
  await app.user.click(within(list).getByRole('button', { name: 'Excluir Iogurte grego Marca X' }));
  let confirm = await screen.findByRole('dialog', { name: 'Excluir alimento?' });
  await app.user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
  expect(deleted).toEqual([]);

  await app.user.click(within(list).getByRole('button', { name: 'Excluir Iogurte grego Marca X' }));
  confirm = await screen.findByRole('dialog', { name: 'Excluir alimento?' });
  await app.user.click(within(confirm).getByRole('button', { name: 'Excluir' }));
  expect(await screen.findByText(/Você ainda não cadastrou alimentos/)).toBeInTheDocument();
  answerRecipes();
  // Said although the row that asked is gone.
  expect(await screen.findByText('Alimento excluído.')).toBeInTheDocument();
  expect(deleted).toEqual([food.id]);
});

test('editing opens the form with the label as the user typed it', async () => {
  const app = await openPlan(withUserFoods([makeUserFood()]));
  const list = await within(panel()).findByRole('list', { name: 'Meus alimentos' });
  await app.user.click(within(list).getByRole('button', { name: 'Editar Iogurte grego Marca X' }));
  const dialog = await screen.findByRole('dialog', { name: 'Editar alimento' });
  expect(within(dialog).getByLabelText('Nome')).toHaveValue('Iogurte grego Marca X');
  expect(within(dialog).getByLabelText('Tipo de alimento')).toHaveValue('dairy');
  expect(within(dialog).getByRole('radio', { name: 'Por porção' })).toBeChecked();
  expect(within(dialog).getByLabelText('Energia (kcal)')).toHaveValue('139');
  expect(within(dialog).getByText('Valores em uma porção (170 g).')).toBeInTheDocument();
});

test('a result with a food of the user cites their label beside TACO', async () => {
  const app = await openPlan(
    withUserFoods([makeUserFood()]),
    http.post('/api/planner/calculate', () =>
      HttpResponse.json({
        portions: [
          {
            foodName: 'Iogurte grego Marca X',
            grams: 170,
            calories: 139,
            homeMeasure: '1 pote (170 g)',
            macros: { protein: 10, carbs: 11, fat: 6.1, fiber: 0 },
            glycemicIndex: null,
          },
        ],
        totalCalories: 139,
        totalMacros: { protein: 10, carbs: 11, fat: 6.1, fiber: 0 },
        glycemicData: { index: null, load: null, estimated: false, indexLevel: null },
        suggestions: [],
      }),
    ),
  );
  await within(panel()).findByRole('list', { name: 'Meus alimentos' });
  await app.user.type(screen.getByRole('combobox', { name: 'Adicionar alimento' }), 'Iogurte grego Marca X{Enter}');
  await app.user.click(screen.getByRole('button', { name: 'Calcular porções' }));
  expect(
    await screen.findByText('Fonte: TACO – NEPA/UNICAMP, 4ª ed., 2011 · Meus alimentos: rótulo informado pelo usuário'),
  ).toBeInTheDocument();
  expect(screen.getByText('1 pote (170 g)')).toBeInTheDocument();
});

test("the label's sodium, fats, sugars, calcium and iron are optional and sent as typed; a blank one is unknown", async () => {
  const sent: UserFoodInput[] = [];
  const app = await openPlan(
    http.post('/api/user-foods', async ({ request }) => {
      const body = (await request.json()) as UserFoodInput;
      sent.push(body);
      return HttpResponse.json(makeUserFood({ name: body.name }) satisfies UserFood, { status: 201 });
    }),
  );
  await app.user.click(within(panel()).getByRole('button', { name: 'Novo alimento' }));
  const dialog = await screen.findByRole('dialog', { name: 'Novo alimento' });
  const group = within(dialog).getByRole('group', { name: 'Outros valores do rótulo (opcional)' });
  await app.user.type(within(dialog).getByLabelText('Nome'), 'Requeijão cremoso');
  await app.user.selectOptions(within(dialog).getByLabelText('Tipo de alimento'), 'Queijos');
  await app.user.type(within(dialog).getByLabelText('Medida caseira'), 'colher de sopa');
  await app.user.type(within(dialog).getByLabelText('Peso da porção (g)'), '30');
  await app.user.type(within(dialog).getByLabelText('Energia (kcal)'), '76');
  await app.user.type(within(dialog).getByLabelText('Carboidratos (g)'), '0,9');
  await app.user.type(within(dialog).getByLabelText('Proteínas (g)'), '2,6');
  await app.user.type(within(dialog).getByLabelText('Gorduras totais (g)'), '7');
  await app.user.type(within(group).getByLabelText('Gorduras saturadas (g)'), '4,4');
  await app.user.type(within(group).getByLabelText('Sódio (mg)'), '165');
  await app.user.type(within(group).getByLabelText('Cálcio (mg)'), '72');
  // More saturated fat than total fat: the form says so before anything is sent.
  await app.user.type(within(group).getByLabelText('Gorduras trans (g)'), '3');
  await app.user.click(within(dialog).getByRole('button', { name: 'Adicionar alimento' }));
  expect(
    await within(dialog).findByText(
      'Gorduras saturadas e trans não podem passar das gorduras totais. Confira os valores do rótulo.',
    ),
  ).toBeInTheDocument();
  expect(sent).toEqual([]);

  await app.user.clear(within(group).getByLabelText('Gorduras trans (g)'));
  await app.user.type(within(group).getByLabelText('Gorduras trans (g)'), '0');
  await app.user.click(within(dialog).getByRole('button', { name: 'Adicionar alimento' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({
    saturatedFat: 4.4,
    transFat: 0,
    addedSugars: null,
    sodium: 165,
    calcium: 72,
    iron: null,
  });
});
