import { expect, test } from 'vitest';
import { USER_FOOD_LIMITS, USER_FOOD_MESSAGES } from '@prato/core/schemas/user-foods';
import { client, createTestApp, signUp, type Client } from './fixtures';

/** A Greek yoghurt label, per serving of one 170 g pot (what the user reads off the pot). */
const YOGHURT = {
  name: 'Iogurte grego Marca X',
  kind: 'dairy',
  basis: 'serving',
  servingLabel: '1 pote (170 g)',
  servingGrams: 170,
  kcal: 139,
  carbs: 11,
  protein: 10,
  fat: 6.1,
  fiber: 0,
};

async function addFood(c: Client, body: Record<string, unknown> = {}) {
  const res = await c.post('/api/user-foods', { ...YOGHURT, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; name: string; per100g: Record<string, number> };
}

test('add, list, read, edit and delete a food from its label; stored per 100 g', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t);
    expect((await ana.get('/api/user-foods')).json()).toEqual({ foods: [] });

    const created = await addFood(ana);
    expect(created).toMatchObject({
      name: 'Iogurte grego Marca X',
      kind: 'dairy',
      basis: 'serving',
      // "1 pote (170 g)" keeps the unit: the planner writes "1 pote (170 g)" itself.
      serving: { label: 'pote', grams: 170 },
      // 139 kcal in 170 g = 81.76 kcal in 100 g.
      per100g: { kcal: 81.76, carbs: 6.47, protein: 5.88, fat: 3.59, fiber: 0 },
      perServing: { kcal: 139, carbs: 11, protein: 10, fat: 6.1, fiber: 0 },
    });

    const list = (await ana.get('/api/user-foods')).json();
    expect(list.foods.map((food: { id: string }) => food.id)).toEqual([created.id]);
    expect((await ana.get(`/api/user-foods/${created.id}`)).json()).toMatchObject({ id: created.id });

    const edited = await ana.put(`/api/user-foods/${created.id}`, {
      ...YOGHURT,
      name: 'Iogurte grego zero',
      basis: 'per100g',
      kcal: 60,
      carbs: 4,
      protein: 9,
      fat: 0.5,
      fiber: null,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      id: created.id,
      name: 'Iogurte grego zero',
      basis: 'per100g',
      per100g: { kcal: 60, carbs: 4, protein: 9, fat: 0.5, fiber: null },
      perServing: { kcal: 102, carbs: 6.8, protein: 15.3, fat: 0.85, fiber: null },
    });

    const deleted = await ana.del(`/api/user-foods/${created.id}`);
    expect(deleted.statusCode).toBe(204);
    const gone = await ana.get(`/api/user-foods/${created.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe('Alimento não encontrado.');
    expect((await ana.del(`/api/user-foods/${created.id}`)).statusCode).toBe(404);
    expect((await ana.get('/api/user-foods')).json()).toEqual({ foods: [] });
  } finally {
    await t.close();
  }
});

test('impossible labels, duplicate names and bad input get a pt-BR 4xx; no session gets 401', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t);
    const overweight = await ana.post('/api/user-foods', {
      ...YOGHURT,
      basis: 'per100g',
      kcal: 500,
      carbs: 80,
      protein: 30,
      fat: 5,
    });
    expect(overweight.statusCode).toBe(400);
    expect(overweight.json().error.issues).toEqual([
      {
        path: 'carbs',
        message:
          'Carboidratos, proteínas e gorduras somam 115 g, mais do que 100 g do alimento. Confira os valores do rótulo.',
      },
    ]);
    const energy = await ana.post('/api/user-foods', { ...YOGHURT, kcal: 400 });
    expect(energy.statusCode).toBe(400);
    expect(energy.json().error.message).toContain('A energia informada (400 kcal) não confere com os macronutrientes');

    await addFood(ana);
    // Same name but for case, accents and spacing: the planner could not tell them apart.
    const duplicate = await ana.post('/api/user-foods', { ...YOGHURT, name: '  iogurte GREGO  marca x' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.message).toBe('Você já tem um alimento com este nome.');
    const other = await addFood(ana, { name: 'Requeijão light' });
    const renamed = await ana.put(`/api/user-foods/${other.id}`, { ...YOGHURT, name: 'Iogurte Grego Marca X' });
    expect(renamed.statusCode).toBe(409);

    expect((await ana.post('/api/user-foods', { ...YOGHURT, name: 'Outro', userId: 'x' })).statusCode).toBe(400);
    expect((await ana.post('/api/user-foods', { ...YOGHURT, name: 'Outro', kind: 'pizza' })).statusCode).toBe(400);
    expect((await ana.get('/api/user-foods/not-a-uuid')).statusCode).toBe(400);

    const anonymous = client(t);
    expect((await anonymous.get('/api/user-foods')).statusCode).toBe(401);
    expect((await anonymous.post('/api/user-foods', YOGHURT)).statusCode).toBe(401);
  } finally {
    await t.close();
  }
});

test('the planner uses the user food by its typed name (before a library food of that name); the search lists it first', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t);
    await addFood(ana);
    // A food of her own named like a library food: hers wins (a whole-grain rice of a brand, 2 g fat).
    await addFood(ana, {
      name: 'Arroz branco',
      kind: 'grain',
      basis: 'per100g',
      servingLabel: 'xícara',
      servingGrams: 160,
      kcal: 150,
      carbs: 31,
      protein: 3,
      fat: 2,
      fiber: 2,
    });

    const search = (await ana.get('/api/foods?q=iogurte')).json();
    expect(search.foods[0]).toEqual({ name: 'Iogurte grego Marca X', foodId: expect.any(Number), type: 'user' });
    expect(search.foods[0].foodId).toBeLessThan(0);
    expect(search.foods.slice(1).every((food: { type: string }) => food.type !== 'user')).toBe(true);
    const rice = (await ana.get('/api/foods?q=arroz branco')).json().foods;
    expect(rice[0]).toMatchObject({ name: 'Arroz branco', type: 'user' });
    expect(rice.filter((food: { name: string }) => food.name.toLowerCase() === 'arroz branco')).toHaveLength(1);

    const res = await ana.post('/api/planner/calculate', {
      mealType: 'breakfast',
      targetCalories: 400,
      foods: ['IOGURTE grego marca X', 'banana prata', 'arroz branco'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const portions: { foodName: string; grams: number; calories: number; homeMeasure: string; glycemicIndex: null }[] =
      res.json().portions;
    const yoghurt = portions[0];
    expect(yoghurt?.foodName).toBe('IOGURTE grego marca X');
    expect(yoghurt?.glycemicIndex).toBeNull();
    // Energy per gram of the label, and described in the label's own measure.
    expect(((yoghurt?.calories ?? 0) / (yoghurt?.grams ?? 1)) * 100).toBeCloseTo(81.8, 0);
    expect(yoghurt?.homeMeasure).toMatch(/pote|\d+ g/);
    const rice2 = portions[2];
    expect(((rice2?.calories ?? 0) / (rice2?.grams ?? 1)) * 100).toBeCloseTo(150, 0);
  } finally {
    await t.close();
  }
});

test("another user can neither see, read, change, delete nor plan with a user's food", async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t);
    const bruno = await signUp(t);
    const food = await addFood(ana, { name: 'Granola da Ana' });
    const anaBefore = (await ana.get(`/api/user-foods/${food.id}`)).json();

    expect((await bruno.get('/api/user-foods')).json()).toEqual({ foods: [] });
    const attempts = [
      await bruno.get(`/api/user-foods/${food.id}`),
      await bruno.put(`/api/user-foods/${food.id}`, { ...YOGHURT, name: 'Roubado' }),
      await bruno.del(`/api/user-foods/${food.id}`),
    ];
    for (const attempt of attempts) {
      expect(attempt.statusCode).toBe(404);
      expect(attempt.json().error.message).toBe('Alimento não encontrado.');
      expect(attempt.body).not.toContain('Granola da Ana');
    }

    const search = (await bruno.get('/api/foods?q=granola')).json();
    expect(search.foods.some((suggestion: { type: string }) => suggestion.type === 'user')).toBe(false);
    expect(JSON.stringify(search)).not.toContain('Granola da Ana');

    const plan = await bruno.post('/api/planner/calculate', {
      mealType: 'breakfast',
      targetCalories: 400,
      foods: ['Granola da Ana', 'banana prata'],
    });
    expect(plan.statusCode).toBe(400);
    expect(plan.json().error.message).toBe(
      'Alimento não encontrado: Granola da Ana. Escolha um nome da lista de sugestões.',
    );

    // Bruno may have a food of the same name: names are unique per user only.
    await addFood(bruno, { name: 'Granola da Ana' });
    // Ana's food is untouched and still hers.
    expect((await ana.get(`/api/user-foods/${food.id}`)).json()).toEqual(anaBefore);
    expect((await ana.get('/api/user-foods')).json().foods).toHaveLength(1);
  } finally {
    await t.close();
  }
});

test('a user keeps at most USER_FOOD_LIMITS.perUser foods; the next is refused with a 409 until one is deleted', async () => {
  const t = await createTestApp();
  try {
    const [ana, bia] = [await signUp(t), await signUp(t)];
    await addFood(bia, { name: 'Iogurte da Bia' });
    const created: string[] = [];
    for (let n = 1; n <= USER_FOOD_LIMITS.perUser; n += 1) {
      created.push((await addFood(ana, { name: `Iogurte ${n}` })).id);
    }
    const refused = await ana.post('/api/user-foods', { ...YOGHURT, name: 'Iogurte a mais' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({ code: 'USER_FOODS_LIMIT', message: USER_FOOD_MESSAGES.limitReached });
    // Another user's foods are not counted: Bia still adds hers.
    await addFood(bia, { name: 'Outro iogurte da Bia' });

    expect((await ana.del(`/api/user-foods/${created[0]}`)).statusCode).toBe(204);
    await addFood(ana, { name: 'Iogurte a mais' });
  } finally {
    await t.close();
  }
});
