import { expect, test } from 'vitest';
import { WATER_FOOD_ID } from '@prato/core/data/water';
import { DIARY_MESSAGES } from '@prato/core/schemas/diary';
import { PLANNER_API_MESSAGES } from '@prato/core/schemas/planner-usage';
import { RECIPE_MESSAGES } from '@prato/core/schemas/recipes';
import {
  createTestApp,
  makePremium,
  mealBody,
  RICE_ANSWER,
  RICE_PORTION,
  signUp,
  PROFILE_WITH_GOALS,
  type Client,
} from './fixtures';

/** Creates the recipe and logs `quantity` of its "porção" at lunch today: the recipe, the day and the item. */
async function loggedServing(ana: Client, body: Record<string, unknown>, quantity = 1) {
  const created = await ana.post('/api/recipes', body);
  expect(created.statusCode, created.body).toBe(201);
  const recipe = created.json();
  const day = (await ana.get('/api/diary')).json();
  const lunch = { date: day.date as string, slot: 'lunch' };
  const logged = await ana.post('/api/diary/items', { ...lunch, food: recipe.foodId, measure: 'porção', quantity });
  expect(logged.statusCode, logged.body).toBe(201);
  return { recipe, day, lunch, item: logged.json().item };
}

test.each([
  // 500 g in 4 servings of 125 g.
  ['Marmita da semana', 4, ['300 g de arroz', '200 g de frango'], 125],
  // One 1,100 g serving: energy per 100 g rounded to whole kcal would be up to 5.5 kcal off.
  ['Panelão de domingo', 1, ['630 g de arroz', '470 g de frango'], 1100],
] as const)(
  'a serving of "%s" is logged in the diary by its food id, in its "porção", with the kcal the recipe shows',
  async (name, servings, lines, grams) => {
    const t = await createTestApp();
    try {
      const ana = await signUp(t, { profile: PROFILE_WITH_GOALS });
      const { recipe, item } = await loggedServing(ana, {
        name,
        servings,
        ingredients: lines.map((food) => ({ food })),
      });
      expect(item).toMatchObject({ foodId: recipe.foodId, name, grams });
      expect(Math.abs(item.calories - recipe.perServing.nutrients.energy)).toBeLessThanOrEqual(1);
    } finally {
      await t.close();
    }
  },
);

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
    const perServing = created.json().perServing.nutrients;

    // Without its cooked weight the recipe has no grams: the answer is of one serving, never of 100 g.
    const answer = (
      await ana.post('/api/chat', { message: 'quanto de proteína tem a marmita de frango da casa?' })
    ).json();
    expect(answer.kind).toBe('food_composition');
    expect(answer.reply).toContain('1 porção de Marmita de frango da casa');
    expect(answer.reply).toContain(`${Math.round(perServing.energy)} kcal`);
    expect(answer.reply).not.toMatch(/\b100 g\b/u);
    const byWeight = (
      await ana.post('/api/chat', { message: 'quantas calorias tem 200 g de marmita de frango da casa?' })
    ).json();
    expect(byWeight.reply).toBe(RECIPE_MESSAGES.servingOnlyIngredient('Marmita de frango da casa'));
    // Another measure of it: the one it has, with no grams.
    const bySpoon = (
      await ana.post('/api/chat', { message: 'quantas calorias tem 1 colher de sopa de marmita de frango da casa?' })
    ).json();
    expect(bySpoon.reply).toContain('Medidas que conheço: porção.');

    const his = (
      await bruno.post('/api/chat', { message: 'quanto de proteína tem a marmita de frango da casa?' })
    ).json();
    expect(his.reply).not.toContain('Marmita de frango da casa');
  } finally {
    await t.close();
  }
});

test('a logged serving of a recipe deleted since keeps its numbers; new grams rescale them and the measure it reads', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t, { profile: PROFILE_WITH_GOALS });
    const { recipe, item } = await loggedServing(
      ana,
      {
        name: 'Feijoada da vó',
        servings: 10,
        cookedGrams: 3000,
        ingredients: [{ food: '1 kg de feijão preto' }, { food: '500 g de carne seca' }, { food: '300 g de linguiça' }],
      },
      2,
    );
    expect(item).toMatchObject({ grams: 600, homeMeasure: '2 porções (600 g)' });
    expect((await ana.del(`/api/recipes/${recipe.id}`)).statusCode).toBe(204);

    // Half of what was logged: the saved numbers halved, and the text says half, not "2 porções".
    const edited = await ana.patch(`/api/diary/items/${item.id}`, { grams: 300 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().item.calories).toBeCloseTo(item.calories / 2, 0);
    expect(edited.json().item.homeMeasure).toBe('1 porção (300 g)');
    const lunch = (await ana.get('/api/diary')).json().slots.find((slot: { slot: string }) => slot.slot === 'lunch');
    expect(lunch.items[0]).toMatchObject({ grams: 300, homeMeasure: '1 porção (300 g)', measure: null });
  } finally {
    await t.close();
  }
});

test('a favourite holding a recipe deleted since shows its energy as unknown and is not logged short of it', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t, { profile: PROFILE_WITH_GOALS });
    const { recipe, day } = await loggedServing(ana, {
      name: 'Feijoada da vó',
      servings: 10,
      cookedGrams: 3000,
      ingredients: [{ food: '1 kg de feijão preto' }, { food: '500 g de carne seca' }],
    });
    await ana.post('/api/diary/items', { date: day.date, slot: 'lunch', food: 'arroz', grams: 150 });
    const saved = await ana.post('/api/diary/favorites', { name: 'Almoço de domingo', date: day.date, slot: 'lunch' });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().calories).toBeGreaterThan(204);

    expect((await ana.del(`/api/recipes/${recipe.id}`)).statusCode).toBe(204);
    const [favorite] = (await ana.get('/api/diary/favorites')).json().favorites;
    expect(favorite.items).toHaveLength(2);
    expect(favorite.calories).toBeNull();

    // Logged, it would miss the feijoada: a pt-BR 409 naming it, and nothing logged.
    const logged = await ana.post(`/api/diary/favorites/${favorite.id}/log`, { date: day.date, slot: 'dinner' });
    expect(logged.statusCode).toBe(409);
    expect(logged.json().error.message).toBe(
      'A receita "Feijoada da vó" desta favorita foi excluída ou tem um ingrediente excluído: edite a receita, ou registre a refeição de novo e salve-a outra vez como favorita.',
    );
    const dinner = (await ana.get(`/api/diary?date=${day.date}`))
      .json()
      .slots.find((slot: { slot: string }) => slot.slot === 'dinner');
    expect(dinner.items).toEqual([]);
  } finally {
    await t.close();
  }
});

test('a favourite logged after its recipe was cut into more servings: "1 porção" weighs what a porção weighs now', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t, { profile: PROFILE_WITH_GOALS });
    const { recipe, day, lunch } = await loggedServing(ana, {
      name: 'Marmita da semana',
      servings: 4,
      ingredients: [{ food: '300 g de arroz' }, { food: '200 g de frango' }],
    });
    const saved = await ana.post('/api/diary/favorites', { name: 'Minha marmita', ...lunch });
    expect(saved.json().items[0]).toMatchObject({ grams: 125, measure: 'porção', quantity: 1 });

    // The same 500 g now make 5 servings of 100 g.
    expect((await ana.patch(`/api/recipes/${recipe.id}`, { servings: 5 })).statusCode).toBe(200);
    const logged = await ana.post(`/api/diary/favorites/${saved.json().id}/log`, { date: day.date, slot: 'dinner' });
    expect(logged.statusCode, logged.body).toBe(201);
    expect(logged.json().items[0].item).toMatchObject({ grams: 100, measure: { label: 'porção', quantity: 1 } });
    // The list shows what logging writes.
    const [favorite] = (await ana.get('/api/diary/favorites')).json().favorites;
    expect(favorite.items[0]).toMatchObject({ grams: 100, measure: 'porção', quantity: 1 });
    expect(favorite.calories).toBe(Math.round(logged.json().items[0].item.calories));
  } finally {
    await t.close();
  }
});

test('a recipe of raw foods without its cooked weight is counted in servings: refused by weight, in the planner and in saved meals; logged by the porção without grams, weighed once the cooked weight is given', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t, { profile: PROFILE_WITH_GOALS });
    // 300 g of dry rice and 200 g of raw chicken: 500 g of ingredients, about 1.2 kg once cooked.
    const created = await ana.post('/api/recipes', {
      name: 'Marmita crua',
      servings: 4,
      ingredients: [{ food: '300 g de arroz' }, { food: '200 g de frango' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const recipe = created.json();
    expect(recipe.needsCookedGrams).toBe(true);
    const day = (await ana.get('/api/diary')).json();
    const lunch = { date: day.date as string, slot: 'lunch' };

    const food = (await ana.get(`/api/diary/foods/${recipe.foodId}`)).json();
    expect(food).toMatchObject({ servingOnly: true, measures: [{ label: 'porção' }] });

    // By weight, in grams or a unit of weight, or in a generic measure of dishes: refused, nothing logged.
    for (const amount of [{ grams: 300 }, { measure: 'g', quantity: 300 }, { measure: 'concha', quantity: 1 }]) {
      const refused = await ana.post('/api/diary/items', { ...lunch, food: recipe.foodId, ...amount });
      expect(refused.statusCode, JSON.stringify(amount)).toBe(400);
    }
    const byGrams = await ana.post('/api/diary/items', { ...lunch, food: recipe.foodId, grams: 300 });
    expect(byGrams.json().error.message).toBe(DIARY_MESSAGES.servingOnly);

    const logged = await ana.post('/api/diary/items', {
      ...lunch,
      food: recipe.foodId,
      measure: 'porção',
      quantity: 1.5,
    });
    expect(logged.statusCode, logged.body).toBe(201);
    const item = logged.json().item;
    expect(item).toMatchObject({ servingOnly: true, homeMeasure: '1 e 1/2 porções', measure: { quantity: 1.5 } });
    expect(item.calories).toBeCloseTo(recipe.perServing.nutrients.energy * 1.5, 0);
    const listed = (await ana.get('/api/diary')).json().slots.find((slot: { slot: string }) => slot.slot === 'lunch');
    expect(listed.items).toEqual([expect.objectContaining({ id: item.id, servingOnly: true })]);
    // The history's meals show it by its servings too.
    const meals = (await ana.get('/api/meals?period=today')).json().meals;
    expect(meals[0].portions[0]).toMatchObject({ servingOnly: true, homeMeasure: '1 e 1/2 porções' });

    // The quick entry: a weight of it is not understood; a porção is.
    const parsed = (
      await ana.post('/api/diary/parse', { text: '200 g de marmita crua; 1 porção de marmita crua' })
    ).json();
    expect(parsed.unknown).toEqual(['200 g de marmita crua']);
    expect(parsed.items).toEqual([
      expect.objectContaining({ foodId: recipe.foodId, measure: 'porção', servingOnly: true }),
    ]);

    // The planner and a saved meal serve grams: refused, naming the recipe.
    const planned = await ana.post('/api/planner/calculate', {
      mealType: 'lunch',
      targetCalories: 600,
      foods: ['marmita crua', 'alface'],
    });
    expect(planned.statusCode).toBe(400);
    expect(planned.json().error.message).toBe(PLANNER_API_MESSAGES.servingOnlyRecipe('Marmita crua'));
    const saved = await ana.post(
      '/api/meals',
      mealBody({
        ...RICE_ANSWER,
        portions: [{ ...RICE_PORTION, foodName: 'Marmita crua', foodId: recipe.foodId }],
      }),
    );
    expect(saved.statusCode).toBe(400);
    expect(saved.json().error.message).toBe(DIARY_MESSAGES.servingOnly);

    // Inside another recipe: by weight refused, by the porção its share of the raw ingredients.
    const nested = await ana.post('/api/recipes/preview', {
      servings: 1,
      ingredients: [{ food: '300 g de marmita crua' }],
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().error.message).toBe(RECIPE_MESSAGES.servingOnlyIngredient('Marmita crua'));
    const byServing = await ana.post('/api/recipes/preview', {
      servings: 1,
      ingredients: [{ food: '2 porções de marmita crua' }],
    });
    expect(byServing.statusCode, byServing.body).toBe(200);
    expect(byServing.json().totalGrams).toBeCloseTo(250, 0);

    // Once weighed cooked (1,200 g), 1.5 servings weigh 450 g: an edit of the amount shows them.
    expect((await ana.patch(`/api/recipes/${recipe.id}`, { cookedGrams: 1200 })).statusCode).toBe(200);
    const weighed = (await ana.get(`/api/diary/foods/${recipe.foodId}`)).json();
    expect(weighed).not.toHaveProperty('servingOnly');
    // The next item starts from what those 1.5 servings weigh now, not the raw grams logged.
    const recent = (await ana.get('/api/diary/recent-foods')).json().recent;
    expect(recent.find((food: { foodId: number }) => food.foodId === recipe.foodId)).toMatchObject({ lastGrams: 450 });
    const edited = await ana.patch(`/api/diary/items/${item.id}`, { measure: 'porcao', quantity: 1.5 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().item).toMatchObject({ grams: 450, homeMeasure: '1 e 1/2 porções (450 g)' });
    expect(edited.json().item).not.toHaveProperty('servingOnly');
    expect(edited.json().item.calories).toBeCloseTo(item.calories, 0);
    // And it is planned by grams again.
    const again = await ana.post('/api/planner/calculate', {
      mealType: 'lunch',
      targetCalories: 600,
      foods: ['marmita crua'],
    });
    expect(again.statusCode, again.body).toBe(200);
  } finally {
    await t.close();
  }
});

test('an item of a recipe without its cooked weight keeps its servings when its recipe is deleted: no grams can be set', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t, { profile: PROFILE_WITH_GOALS });
    const { recipe, item } = await loggedServing(ana, {
      name: 'Marmita crua',
      servings: 4,
      ingredients: [{ food: '300 g de arroz' }, { food: '200 g de frango' }],
    });
    expect(item.servingOnly).toBe(true);
    expect((await ana.del(`/api/recipes/${recipe.id}`)).statusCode).toBe(204);
    const refused = await ana.patch(`/api/diary/items/${item.id}`, { grams: 300 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(DIARY_MESSAGES.servingGone);
    const lunch = (await ana.get('/api/diary')).json().slots.find((slot: { slot: string }) => slot.slot === 'lunch');
    expect(lunch.items[0]).toMatchObject({ grams: item.grams, calories: item.calories, servingOnly: true });
  } finally {
    await t.close();
  }
});

test('a favourite kept in grams of a recipe that has lost its cooked weight is neither counted nor logged at its raw density', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t, { profile: PROFILE_WITH_GOALS });
    const created = await ana.post('/api/recipes', {
      name: 'Marmita pesada',
      servings: 4,
      cookedGrams: 1200,
      ingredients: [{ food: '300 g de arroz' }, { food: '200 g de frango' }],
    });
    const recipe = created.json();
    const day = (await ana.get('/api/diary')).json();
    const lunch = { date: day.date as string, slot: 'lunch' };
    expect((await ana.post('/api/diary/items', { ...lunch, food: recipe.foodId, grams: 300 })).statusCode).toBe(201);
    const saved = await ana.post('/api/diary/favorites', { name: 'Marmita de 300 g', ...lunch });
    expect(saved.statusCode, saved.body).toBe(201);

    // The cooked weight is cleared: 300 g would now be 300 g of raw rice and chicken, 2.4 times the dish.
    expect((await ana.patch(`/api/recipes/${recipe.id}`, { cookedGrams: null })).statusCode).toBe(200);
    const [favorite] = (await ana.get('/api/diary/favorites')).json().favorites;
    expect(favorite.calories).toBeNull();
    const logged = await ana.post(`/api/diary/favorites/${favorite.id}/log`, { date: day.date, slot: 'dinner' });
    expect(logged.statusCode).toBe(409);
    expect(logged.json().error.message).toBe(DIARY_MESSAGES.favoriteRecipeWeightless('Marmita pesada'));

    // Nor does an item of another food become grams of it.
    const rice = await ana.post('/api/diary/items', { ...lunch, food: 'arroz', grams: 200 });
    const changed = await ana.patch(`/api/diary/items/${rice.json().item.id}`, { food: recipe.foodId });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().error.message).toBe(DIARY_MESSAGES.servingOnly);
  } finally {
    await t.close();
  }
});

test('a recipe’s water is never a food of the diary or of a saved meal, even by its id', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t, { profile: PROFILE_WITH_GOALS });
    const day = (await ana.get('/api/diary')).json();
    const logged = await ana.post('/api/diary/items', {
      date: day.date,
      slot: 'lunch',
      food: WATER_FOOD_ID,
      grams: 250,
    });
    expect(logged.statusCode).toBe(400);
    expect(logged.json().error.message).toBe(DIARY_MESSAGES.water);
    expect((await ana.get(`/api/diary/foods/${WATER_FOOD_ID}`)).statusCode).toBe(404);
    const meal = await ana.post(
      '/api/meals',
      mealBody({ ...RICE_ANSWER, portions: [{ ...RICE_PORTION, foodName: 'Água', foodId: WATER_FOOD_ID }] }),
    );
    expect(meal.statusCode).toBe(400);
    expect(meal.json().error.message).toBe(DIARY_MESSAGES.water);
  } finally {
    await t.close();
  }
});
