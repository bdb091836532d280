import { expect, test } from 'vitest';
import { createTestApp, makePremium, signUp, PROFILE_WITH_GOALS } from './fixtures';

test('a serving of a recipe is logged in the diary by its food id, counted in its "porção"', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t, { profile: PROFILE_WITH_GOALS });
    const created = await ana.post('/api/recipes', {
      name: 'Marmita da semana',
      servings: 4,
      ingredients: [{ food: '300 g de arroz' }, { food: '200 g de frango' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const recipe = created.json();
    const day = (await ana.get('/api/diary')).json();
    const logged = await ana.post('/api/diary/items', {
      date: day.date,
      slot: 'lunch',
      food: recipe.foodId,
      measure: 'porção',
      quantity: 1,
    });
    expect(logged.statusCode, logged.body).toBe(201);
    expect(logged.json().item).toMatchObject({ foodId: recipe.foodId, name: 'Marmita da semana', grams: 125 });
    expect(logged.json().item.calories).toBeCloseTo(recipe.perServing.nutrients.energy, -1);
  } finally {
    await t.close();
  }
});

test('the assistant answers a nutrient question about a recipe from its ingredients; another person does not get it', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t, { profile: PROFILE_WITH_GOALS });
    const bruno = await signUp(t, { profile: PROFILE_WITH_GOALS });
    await makePremium(t, ana.id);
    await makePremium(t, bruno.id);
    const created = await ana.post('/api/recipes', {
      name: 'Marmita de frango da casa',
      servings: 4,
      ingredients: [{ food: '300 g de arroz' }, { food: '200 g de frango' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const per100g = created.json().per100g.nutrients;

    const answer = (
      await ana.post('/api/chat', { message: 'quanto de proteína tem a marmita de frango da casa?' })
    ).json();
    expect(answer.kind).toBe('food_composition');
    expect(answer.reply).toContain('Marmita de frango da casa');
    expect(answer.reply).toContain(`${Math.round(per100g.energy)} kcal`);

    const his = (
      await bruno.post('/api/chat', { message: 'quanto de proteína tem a marmita de frango da casa?' })
    ).json();
    expect(his.reply).not.toContain('Marmita de frango da casa');
  } finally {
    await t.close();
  }
});
