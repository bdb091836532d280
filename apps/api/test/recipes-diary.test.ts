import { expect, test } from 'vitest';
import { createTestApp, signUp, PROFILE_WITH_GOALS } from './fixtures';

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
