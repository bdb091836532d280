import { expect, test } from 'vitest';
import { getFoodById } from '@prato/core/data/foods';
import { recipeFoodId } from '@prato/core/domain/catalog-ids';
import { NUTRIENTS, type NutrientId } from '@prato/core/domain/nutrients';
import { RECIPE_MESSAGES } from '@prato/core/schemas/recipes';
import { createRecipesRepo } from '../src/modules/recipes/recipes.repo';
import { createTestApp, signUp, type Client } from './fixtures';

/**
 * Library ids the typed names resolve to (checked in the first test). A name finds a food as eaten
 * (the POF's cooked rice and beans, TACO's grilled breast); a recipe's weights are of the raw foods.
 */
const RICE = 4; // "arroz" weighed: Arroz, tipo 1, cru (TACO)
const BEANS = 562; // "feijão" weighed: Feijão, carioca, cru (TACO)
const CHICKEN = 409; // "frango" weighed: Frango, peito, sem pele, cru (TACO)
const OLIVE_OIL = 260; // "azeite": Azeite, de oliva, extra virgem (TACO); colher de sopa = 8 g (POF)

const ESCONDIDINHO = {
  name: 'Marmita da semana',
  servings: 4,
  ingredients: [
    { food: 'arroz', grams: 300 },
    { food: 'feijão', grams: 280 },
    { food: '200 g de frango' },
    { food: '2 colheres de sopa de azeite' },
  ],
};
const EXPECTED_GRAMS: [number, number][] = [
  [RICE, 300],
  [BEANS, 280],
  [CHICKEN, 200],
  [OLIVE_OIL, 16],
];

/**
 * The recipe's total of a nutrient computed here from the library's per-100 g values: the sum of
 * grams/100 × value; null when any ingredient lacks it (unknown, never 0).
 */
function expectedTotal(id: NutrientId): number | null {
  let sum = 0;
  for (const [foodId, grams] of EXPECTED_GRAMS) {
    const value = getFoodById(foodId)?.nutrients?.[id];
    if (value === null || value === undefined) return null;
    sum += (value * grams) / 100;
  }
  return sum;
}

function expectNutrients(actual: Record<string, number | null>, divisor: number) {
  for (const { id, decimals } of NUTRIENTS) {
    const total = expectedTotal(id);
    if (total === null) expect(actual[id], id).toBeNull();
    // The API rounds each nutrient to its registry decimals: at most half a unit of the last one off.
    else expect(Math.abs((actual[id] ?? NaN) - total / divisor), id).toBeLessThanOrEqual(0.5 * 10 ** -decimals + 1e-9);
  }
}

async function createRecipe(c: Client, body: Record<string, unknown> = {}) {
  const res = await c.post('/api/recipes', { ...ESCONDIDINHO, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

test('a recipe: ingredients typed as people type them; per serving = sum ÷ servings, per 100 g by the cooked weight', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t);
    // 300 g of dry rice, 280 g of dry beans and 200 g of raw chicken cook to about 1.5 kg.
    const recipe = await createRecipe(ana, { cookedGrams: 1500 });
    expect(recipe.ingredients.map((i: { foodId: number; grams: number }) => [i.foodId, i.grams])).toEqual(
      EXPECTED_GRAMS,
    );
    expect(recipe.ingredients[0]).toMatchObject({ name: 'Arroz, tipo 1, cru', readAsRaw: true });
    expect(recipe.ingredients[2]).toMatchObject({ typed: '200 g de frango', source: 'taco', readAsRaw: true });
    expect(recipe.ingredients[3]).toMatchObject({ measure: 'colher de sopa', quantity: 2 });
    expect(recipe.ingredients[3]).not.toHaveProperty('readAsRaw');
    expect(recipe).toMatchObject({
      name: 'Marmita da semana',
      servings: 4,
      cookedGrams: 1500,
      totalGrams: 796,
      foodId: expect.any(Number),
      perServing: { grams: 375 },
    });
    expect(recipe.sources).toEqual(['taco']);
    expectNutrients(recipe.perServing.nutrients, 4);
    // Per 100 g of the dish as served: the cooked weight (1,500 g), not the 796 g of ingredients.
    expectNutrients(recipe.per100g.nutrients, 15);

    // Without a cooked weight, 100 g is a share of the ingredients' grams.
    const raw = await ana.patch(`/api/recipes/${recipe.id}`, { cookedGrams: null });
    expect(raw.statusCode, raw.body).toBe(200);
    expectNutrients(raw.json().per100g.nutrients, 7.96);
    expect(raw.json().perServing.grams).toBe(199);

    // Raw ingredients without the cooked weight: the list says a serving has no weight to show.
    const list = (await ana.get('/api/recipes')).json();
    expect(list.recipes).toEqual([
      expect.objectContaining({
        id: recipe.id,
        name: 'Marmita da semana',
        servings: 4,
        ingredientCount: 4,
        needsCookedGrams: true,
      }),
    ]);
    expect(raw.json().needsCookedGrams).toBe(true);
    await ana.patch(`/api/recipes/${recipe.id}`, { cookedGrams: 1500 });
    expect((await ana.get('/api/recipes')).json().recipes[0]).toMatchObject({ needsCookedGrams: false });
    expect((await ana.get(`/api/recipes/${recipe.id}`)).json()).toMatchObject({ id: recipe.id, servings: 4 });
  } finally {
    await t.close();
  }
});

test('edit, duplicate and delete; a name is unique per user', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t);
    const recipe = await createRecipe(ana);
    const edited = await ana.patch(`/api/recipes/${recipe.id}`, {
      name: 'Marmita leve',
      servings: 5,
      ingredients: [{ food: 'arroz', grams: 200 }, { food: 'frango 150 g' }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Marmita leve', servings: 5, totalGrams: 350 });

    const copy = await ana.post(`/api/recipes/${recipe.id}/duplicate`);
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json()).toMatchObject({ name: 'Marmita leve (cópia)', servings: 5, totalGrams: 350 });
    expect(copy.json().foodId).not.toBe(edited.json().foodId);
    expect((await ana.post(`/api/recipes/${recipe.id}/duplicate`)).json().name).toBe('Marmita leve (cópia 2)');

    const taken = await ana.post('/api/recipes', { ...ESCONDIDINHO, name: 'marmita LEVE' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe('Você já tem uma receita com este nome.');

    expect((await ana.del(`/api/recipes/${recipe.id}`)).statusCode).toBe(204);
    expect((await ana.get(`/api/recipes/${recipe.id}`)).statusCode).toBe(404);
    expect((await ana.get('/api/recipes')).json().recipes).toHaveLength(2);
  } finally {
    await t.close();
  }
});

test('two saves of one name that race past the service’s check: the database keeps one, the other is a 409', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t);
    // The repository is the subject: the service checks the name first, so only a save that raced
    // past that check reaches it with a name already taken.
    const repo = createRecipesRepo(t.db);
    const values = { name: 'Bolo de fubá', nameKey: 'bolo de fuba', servings: 8, cookedGrams: null, ingredients: [] };
    const first = await repo.insert(ana.id, values);
    expect(first).not.toBeNull();
    expect(await repo.insert(ana.id, { ...values, name: 'bolo de FUBÁ' })).toBeNull();
    const other = await repo.insert(ana.id, { ...values, name: 'Pudim', nameKey: 'pudim' });
    expect(await repo.update(ana.id, other!.id, { name: 'Bolo de Fubá', nameKey: 'bolo de fuba' }, new Date())).toBe(
      'duplicate',
    );
    const names = (await ana.get('/api/recipes')).json().recipes.map((recipe: { name: string }) => recipe.name);
    expect(names).toEqual(['Bolo de fubá', 'Pudim']);
  } finally {
    await t.close();
  }
});

test('a cooked weight lighter than the ingredients without their water is refused in pt-BR, on create, edit and preview', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t);
    // Protein, carbohydrate and fat of the marmita's ingredients, from the library: what no cooking removes.
    const dry = EXPECTED_GRAMS.reduce((sum, [foodId, grams]) => {
      const per100g = getFoodById(foodId)?.per100g;
      return sum + ((per100g?.protein ?? 0) + (per100g?.carbs ?? 0) + (per100g?.fat ?? 0)) * (grams / 100);
    }, 0);
    const least = Math.floor(dry);
    expect(least).toBeGreaterThan(150);
    const message = `O peso da receita pronta não pode ser menor que ${least} g: só as proteínas, os carboidratos e as gorduras dos ingredientes, sem a água, já pesam isso.`;

    const typo = await ana.post('/api/recipes', { ...ESCONDIDINHO, cookedGrams: 90 });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().error.message).toBe(message);
    const preview = await ana.post('/api/recipes/preview', {
      servings: 4,
      cookedGrams: 90,
      ingredients: ESCONDIDINHO.ingredients,
    });
    expect(preview.statusCode).toBe(400);
    expect((await ana.get('/api/recipes')).json().recipes).toHaveLength(0);

    // The dry matter itself is a possible (if crisp) dish.
    const recipe = await createRecipe(ana, { cookedGrams: least });
    const lighter = await ana.patch(`/api/recipes/${recipe.id}`, { cookedGrams: least - 1 });
    expect(lighter.statusCode).toBe(400);
    // More ingredients under the weight already saved: the same rule.
    const heavier = await ana.patch(`/api/recipes/${recipe.id}`, {
      ingredients: [...ESCONDIDINHO.ingredients, { food: 'azeite', grams: 100 }],
    });
    expect(heavier.statusCode).toBe(400);
    expect((await ana.get(`/api/recipes/${recipe.id}`)).json()).toMatchObject({ cookedGrams: least, totalGrams: 796 });
  } finally {
    await t.close();
  }
});

test('"cru" typed in any gender gives the raw food, as a bare weight does; only the bare weight is marked as read raw', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t);
    const preview = await ana.post('/api/recipes/preview', {
      servings: 4,
      ingredients: [
        { food: '500 g de carne moída cru' },
        { food: '300 g de linguiça calabresa crua' },
        { food: '500 g de carne moída' },
      ],
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(
      preview.json().ingredients.map((i: { name: string; readAsRaw?: true }) => [i.name, i.readAsRaw ?? false]),
    ).toEqual([
      ['Carne, bovina, acém, moído, cru', false],
      ['Lingüiça, porco, crua', false],
      ['Carne, bovina, acém, moído, cru', true],
    ]);
  } finally {
    await t.close();
  }
});

test('servings need the cooked weight when a food cooked before eating goes in raw, however it was given', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t);
    const needs = async (ingredients: Record<string, unknown>[], cookedGrams: number | null = null) => {
      const res = await ana.post('/api/recipes/preview', { servings: 2, cookedGrams, ingredients });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().needsCookedGrams as boolean;
    };
    // Read raw, typed "cru", or picked by the raw food's id: the same dry rice.
    expect(await needs([{ food: '500 g de arroz' }])).toBe(true);
    expect(await needs([{ food: '500 g de arroz cru' }])).toBe(true);
    expect(await needs([{ food: 'Arroz, tipo 1, cru', foodId: RICE, grams: 500 }])).toBe(true);
    expect(await needs([{ food: '500 g de arroz' }], 1250)).toBe(false);
    // The estimate offered: dry rice as TACO's cooked rice by its carbohydrate (78.8 → 28.1 g per 100 g),
    // 1,402 g, with or without a weight typed; never one the recipe would refuse (1 g of rice is about
    // 3 g cooked, rounded to 0) nor one the tables cannot tell (raw toucinho has only a fried twin, 0.42).
    const estimate = async (food: string, cookedGrams: number | null = null) =>
      (await ana.post('/api/recipes/preview', { servings: 2, cookedGrams, ingredients: [{ food }] })).json()
        .estimatedCookedGrams;
    expect(await estimate('500 g de arroz')).toBe(1400);
    expect(await estimate('500 g de arroz', 1250)).toBe(1400);
    expect(await estimate('1 g de arroz')).toBeUndefined();
    expect(await estimate('500 g de toucinho')).toBeUndefined();
    // A salad goes in as it is eaten; cooked rice is already cooked.
    expect(await needs([{ food: '2 tomates' }, { food: '3 folhas de alface' }])).toBe(false);
    expect(await needs([{ food: '300 g de arroz cozido' }])).toBe(false);
  } finally {
    await t.close();
  }
});

test('a poured ingredient is answered in millilitres, a weighed one in grams', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t);
    const preview = await ana.post('/api/recipes/preview', {
      servings: 8,
      ingredients: [{ food: '1 xícara de leite' }, { food: '2 xícaras de farinha de trigo' }],
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const [milk, flour] = preview.json().ingredients as { name: string; amountUnit?: string }[];
    expect(milk).toMatchObject({ name: 'Leite, de vaca, integral', amountUnit: 'ml' });
    expect(flour).not.toHaveProperty('amountUnit');
  } finally {
    await t.close();
  }
});

test('bad ingredients: 400 naming the ingredient', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t);
    const unknown = await ana.post('/api/recipes', {
      ...ESCONDIDINHO,
      ingredients: [{ food: 'pó de pirlimpimpim', grams: 10 }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(
      'Ingrediente não encontrado: "pó de pirlimpimpim". Escolha um alimento da lista.',
    );
    const noAmount = await ana.post('/api/recipes', { ...ESCONDIDINHO, ingredients: [{ food: 'arroz' }] });
    expect(noAmount.statusCode).toBe(400);
    expect(noAmount.json().error.message).toContain('Não entendi a quantidade de "arroz"');
    const both = await ana.post('/api/recipes', {
      ...ESCONDIDINHO,
      ingredients: [{ food: 'arroz', grams: 10, measure: 'xícara', quantity: 1 }],
    });
    expect(both.statusCode).toBe(400);
    // A pinch typed below what a kitchen scale reads: the grams' range, not an unknown food or measure.
    for (const food of ['0,01 g de sal', '0,04g de sal']) {
      const pinch = await ana.post('/api/recipes', { ...ESCONDIDINHO, ingredients: [{ food }] });
      expect(pinch.statusCode).toBe(400);
      expect(pinch.json().error.message, food).toBe('Informe a quantidade do ingrediente, de 0,1 a 5.000 g.');
    }
    // Salt is a food (TACO's), its amount "a gosto" is not one a recipe can count.
    const toTaste = await ana.post('/api/recipes', { ...ESCONDIDINHO, ingredients: [{ food: 'sal a gosto' }] });
    expect(toTaste.json().error.message).toBe(
      'Não entendi a quantidade de "sal a gosto". Escreva, por exemplo, "200 g de arroz" ou "2 xícaras de arroz".',
    );
    const seasoning = await ana.post('/api/recipes', {
      ...ESCONDIDINHO,
      ingredients: [{ food: 'sal e pimenta a gosto' }],
    });
    expect(seasoning.json().error.message).toContain('Não entendi a quantidade de "pimenta a gosto"');
    const teaspoon = await ana.post('/api/recipes/preview', {
      servings: 1,
      ingredients: [{ food: '1 colher de chá de sal' }],
    });
    expect(teaspoon.statusCode, teaspoon.body).toBe(200);
    expect(teaspoon.json().ingredients[0]).toMatchObject({ name: 'Sal, grosso', grams: 5 });
    const noServings = await ana.post('/api/recipes', { ...ESCONDIDINHO, servings: 0 });
    expect(noServings.statusCode).toBe(400);
    expect(noServings.json().error.message).toBe('Informe quantas porções a receita rende (de 0,5 a 100).');
  } finally {
    await t.close();
  }
});

test('another user gets 404 on every recipe route and never sees the recipe as a food', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t);
    const bruno = await signUp(t);
    const recipe = await createRecipe(ana);
    for (const res of [
      await bruno.get(`/api/recipes/${recipe.id}`),
      await bruno.patch(`/api/recipes/${recipe.id}`, { servings: 2 }),
      await bruno.post(`/api/recipes/${recipe.id}/duplicate`),
      await bruno.del(`/api/recipes/${recipe.id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Receita não encontrada.');
    }
    expect((await bruno.get('/api/recipes')).json()).toEqual({ recipes: [] });
    const search = (await bruno.get('/api/foods?q=marmita')).json().foods;
    expect(search.some((food: { type: string }) => food.type === 'recipe')).toBe(false);
    const planned = await bruno.post('/api/planner/calculate', {
      mealType: 'lunch',
      targetCalories: 600,
      foods: ['Marmita da semana'],
    });
    expect(planned.statusCode).toBe(400);
    // Ana's recipe is untouched.
    expect((await ana.get(`/api/recipes/${recipe.id}`)).json().servings).toBe(4);
  } finally {
    await t.close();
  }
});

test('a recipe is a food: found by /api/foods as "recipe" and solved by the planner like any food', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t);
    // Its raw rice, beans and chicken weigh 1.5 kg once cooked: servings of 375 g.
    const recipe = await createRecipe(ana, { cookedGrams: 1500 });
    expect(recipe.foodId).toBeLessThanOrEqual(recipeFoodId(0));

    const search = (await ana.get('/api/foods?q=marmita')).json().foods;
    expect(search[0]).toEqual({ name: 'Marmita da semana', foodId: recipe.foodId, type: 'recipe' });

    const planned = await ana.post('/api/planner/calculate', {
      mealType: 'lunch',
      targetCalories: 450,
      foods: ['marmita da semana', 'alface'],
    });
    expect(planned.statusCode, planned.body).toBe(200);
    const portion = planned.json().portions[0];
    expect(portion).toMatchObject({ foodName: 'marmita da semana', foodId: recipe.foodId, source: 'recipe' });
    // Served by the portion: from half a serving to two (375 g a serving).
    expect(portion.grams).toBeGreaterThanOrEqual(187);
    expect(portion.grams).toBeLessThanOrEqual(750);
    // The portion's nutrients are the recipe's per 100 g times its grams.
    const per100g = recipe.per100g.nutrients;
    expect(portion.calories).toBeCloseTo((per100g.energy * portion.grams) / 100, -1);
    expect(portion.nutrients.protein).toBeCloseTo((per100g.protein * portion.grams) / 100, 0);
  } finally {
    await t.close();
  }
});

test('preview: the form’s live numbers, reading lines as typed ("1 xícara de leite", "2 ovos, 100 g de queijo"), nothing saved', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t);
    const res = await ana.post('/api/recipes/preview', {
      servings: 2,
      ingredients: [
        { food: '1 xícara de leite' },
        { food: '3 colheres de sopa de manteiga' },
        { food: '2 ovos, 100 g de queijo' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json();
    expect(preview.ingredients.map((i: { typed: string }) => i.typed)).toEqual([
      '1 xícara de leite',
      '3 colheres de sopa de manteiga',
      '2 ovos',
      '100 g de queijo',
    ]);
    expect(preview.ingredients[0]).toMatchObject({ quantity: 1, measure: 'xícara de chá', grams: 200 });
    expect(preview.ingredients[3]).toMatchObject({ grams: 100 });
    expect(preview.ingredients[3]).not.toHaveProperty('measure');
    expect(preview.perServing.grams).toBeCloseTo(preview.totalGrams / 2, 1);
    // A food named in a measure it has not: the message names the measure, not the food.
    const bottle = await ana.post('/api/recipes/preview', {
      servings: 1,
      ingredients: [{ food: '2 garrafas de arroz' }],
    });
    expect(bottle.statusCode).toBe(400);
    expect(bottle.json().error.message).toBe(
      '"Arroz, branco, cozido, preparo caseiro" não tem a medida "garrafas". Informe a quantidade em gramas.',
    );
    expect((await ana.get('/api/recipes')).json()).toEqual({ recipes: [] });
  } finally {
    await t.close();
  }
});

test('a cook’s measures: "2 xícaras de arroz" is raw rice, "1 lata de creme de leite" 300 g; grams are raw unless said cooked', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t);
    const res = await ana.post('/api/recipes/preview', {
      servings: 4,
      ingredients: [
        { food: '2 xícaras de arroz' },
        { food: 'arroz', measure: 'xícara', quantity: 1 },
        { food: '1 lata de creme de leite' },
        { food: 'creme de leite', measure: 'caixinha', quantity: 1 },
        { food: '300 g de arroz' },
        { food: '300 g de arroz cozido' },
        { food: '1 concha de feijão' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res
      .json()
      .ingredients.map((i: { name: string; grams: number; measure?: string }) => [i.name, i.grams, i.measure]);
    expect(rows).toEqual([
      ['Arroz, tipo 1, cru', 400, 'xícara de chá'],
      ['Arroz, tipo 1, cru', 200, 'xícara de chá'],
      ['Creme de Leite', 300, 'lata'],
      ['Creme de Leite', 200, 'caixinha'],
      ['Arroz, tipo 1, cru', 300, undefined],
      ['Arroz, tipo 1, cozido', 300, undefined],
      // A ladle is a measure of the cooked beans.
      ['Feijão, cozido, preparo caseiro', 140, 'concha média cheia'],
    ]);
    // Greek yogurt is sold only by brand: the message says so and where its numbers are.
    const greek = await ana.post('/api/recipes/preview', {
      servings: 1,
      ingredients: [{ food: '1 pote de iogurte grego' }],
    });
    expect(greek.statusCode).toBe(400);
    expect(greek.json().error.message).toMatch(/^Iogurte grego não está nas tabelas de composição: /u);
    // Said cooked, it stays cooked: and cooked rice has no cup.
    const cooked = await ana.post('/api/recipes/preview', {
      servings: 1,
      ingredients: [{ food: '2 xícaras de arroz cozido' }],
    });
    expect(cooked.statusCode).toBe(400);
    expect(cooked.json().error.code).toBe('UNKNOWN_MEASURE');
  } finally {
    await t.close();
  }
});

test('a recipe given as an ingredient (by name, by id, as a line) is replaced by its own ingredients, in proportion', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t);
    // 796 g of ingredients; cooked weight 900 g: 450 g of it is half the recipe.
    const marmita = await createRecipe(ana, { cookedGrams: 900 });
    for (const [name, ingredient] of [
      ['Almoço A', { food: 'Marmita da semana', grams: 450 }],
      ['Almoço B', { food: 'Marmita da semana', foodId: marmita.foodId, grams: 450 }],
      ['Almoço C', { food: '450 g de marmita da semana' }],
    ] as const) {
      const res = await ana.post('/api/recipes', {
        name,
        servings: 1,
        ingredients: [ingredient, { food: 'alface', grams: 30 }],
      });
      expect(res.statusCode, res.body).toBe(201);
      const grams = res.json().ingredients.map((i: { foodId: number; grams: number }) => [i.foodId, i.grams]);
      expect(grams).toEqual([...EXPECTED_GRAMS.map(([id, g]) => [id, g / 2]), [expect.any(Number), 30]]);
      expect(res.json().ingredients.some((i: { foodId: number }) => i.foodId === marmita.foodId)).toBe(false);
      // The marmita went in cooked: its raw rice, beans and chicken stand for the 450 g given, which the
      // recipe's weight counts; no cooked weight is asked of this one.
      const served = res.json().ingredients.map((i: { servedGrams?: number }) => i.servedGrams);
      expect(served.slice(0, 4).reduce((sum: number, g: number) => sum + g, 0)).toBeCloseTo(450, 0);
      expect(served[4]).toBeUndefined();
      expect(res.json()).toMatchObject({ totalGrams: 480, needsCookedGrams: false, perServing: { grams: 480 } });
    }
    // Saved again as the form sends an unchanged list (each food by its id, grams and servedGrams): the same.
    const [almoco] = (await ana.get('/api/recipes')).json().recipes;
    const detail = (await ana.get(`/api/recipes/${almoco.id}`)).json();
    const resent = detail.ingredients.map(
      (i: { name: string; foodId: number; grams: number; servedGrams?: number }) => ({
        food: i.name,
        foodId: i.foodId,
        grams: i.grams,
        ...(i.servedGrams !== undefined ? { servedGrams: i.servedGrams } : {}),
      }),
    );
    const again = await ana.patch(`/api/recipes/${almoco.id}`, { ingredients: resent });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ totalGrams: 480, needsCookedGrams: false });
    // Without them, the raw foods are raw ingredients of this recipe again.
    const bare = resent.map(({ servedGrams: _served, ...rest }: { servedGrams?: number }) => rest);
    expect((await ana.patch(`/api/recipes/${almoco.id}`, { ingredients: bare })).json().needsCookedGrams).toBe(true);
  } finally {
    await t.close();
  }
});

test('water in a recipe weighs and holds no nutrient: a pan of rice keeps its nutrients, a juice is diluted by it (decision 058)', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t);
    const rice = ['2 xícaras de arroz', '1 colher de sopa de óleo'].map((food) => ({ food }));
    const dry = (await ana.post('/api/recipes/preview', { servings: 4, ingredients: rice })).json();
    const res = await ana.post('/api/recipes/preview', {
      servings: 4,
      ingredients: [...rice, { food: '4 xícaras de água fervente' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const pan = res.json();
    expect(pan.ingredients[2]).toMatchObject({
      name: 'Água',
      grams: 960,
      amountUnit: 'ml',
      measure: 'xícara de chá',
      quantity: 4,
      kcal: 0,
      source: 'water',
      unmeasured: [],
    });
    expect(pan.totalGrams).toBeCloseTo(dry.totalGrams + 960, 1);
    expect(pan.perServing.nutrients).toEqual(dry.perServing.nutrients);
    expect(pan.sources).toContain('water');
    // The dry rice still asks for the cooked weight. The estimate takes the rice's water from the pan's
    // (about 720 g for 400 g of dry rice) and keeps the rest, as a broth would: 240 g more than without it.
    expect(pan.needsCookedGrams).toBe(true);
    expect(pan.estimatedCookedGrams - dry.estimatedCookedGrams).toBeGreaterThan(200);
    expect(pan.estimatedCookedGrams - dry.estimatedCookedGrams).toBeLessThan(300);

    // Nothing raw: a juice of 300 g of pineapple and 200 ml of water is 500 g, its energy the fruit's.
    const juice = await ana.post('/api/recipes/preview', {
      servings: 2,
      ingredients: [{ food: '300 g de abacaxi' }, { food: '200 ml de água gelada' }],
    });
    expect(juice.statusCode, juice.body).toBe(200);
    const pineapple = getFoodById(juice.json().ingredients[0].foodId)?.per100g.kcal ?? NaN;
    expect(juice.json()).toMatchObject({ needsCookedGrams: false, totalGrams: 500, perServing: { grams: 250 } });
    expect(juice.json().per100g.nutrients.energy).toBeCloseTo((pineapple * 300) / 500, 0);

    // Water without an amount is not guessed; in the diary it is the hydration screen's, not a food.
    const bare = await ana.post('/api/recipes/preview', { servings: 1, ingredients: [{ food: 'água' }] });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.message).toBe(RECIPE_MESSAGES.unknownAmount('água'));
    expect((await ana.post('/api/diary/parse', { text: '1 copo de água' })).json().unknown).toEqual(['1 copo de água']);
  } finally {
    await t.close();
  }
});

test('servedGrams sent back is bounded by the dry matter it stands for; a share stays within 0.1 g and 20 kg', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t);
    const rawRice = (
      await ana.post('/api/recipes/preview', { servings: 1, ingredients: [{ food: '100 g de arroz' }] })
    ).json().ingredients[0].foodId;
    // 5 kg of dry rice claimed to stand for 0.1 g of a dish: lighter than its own starch.
    const claimed = await ana.post('/api/recipes', {
      name: 'Arroz impossível',
      servings: 1,
      ingredients: [{ food: 'Arroz, tipo 1, cru', foodId: rawRice, grams: 5000, servedGrams: 0.1 }],
    });
    expect(claimed.statusCode).toBe(400);
    expect(claimed.json().error.message).toMatch(
      /^Os ingredientes desta receita não podem pesar menos que 4\.\d{3} g/u,
    );

    // A pinch of salt in a pot, and a big share of a pot: both saved and saved again unchanged.
    const pot = await ana.post('/api/recipes', {
      name: 'Carne de panela',
      servings: 1,
      cookedGrams: 600,
      ingredients: [{ food: '1 kg de patinho' }, { food: '1 g de sal' }],
    });
    expect(pot.statusCode, pot.body).toBe(201);
    const rice = await ana.post('/api/recipes', {
      name: 'Arroz soltinho',
      servings: 1,
      cookedGrams: 1500,
      ingredients: [{ food: '500 g de arroz' }],
    });
    expect(rice.statusCode, rice.body).toBe(201);
    const lunch = await ana.post('/api/recipes', {
      name: 'Almoço da família',
      servings: 10,
      ingredients: [{ food: '30 g de carne de panela' }, { food: '5 porções de arroz soltinho' }],
    });
    expect(lunch.statusCode, lunch.body).toBe(201);
    const served = lunch.json().ingredients.map((i: { servedGrams?: number }) => i.servedGrams);
    expect(Math.min(...served)).toBe(0.1);
    expect(Math.max(...served)).toBe(7500);
    const resent = lunch
      .json()
      .ingredients.map((i: { name: string; foodId: number; grams: number; servedGrams: number }) => ({
        food: i.name,
        foodId: i.foodId,
        grams: i.grams,
        servedGrams: i.servedGrams,
      }));
    const again = await ana.patch(`/api/recipes/${lunch.json().id}`, {
      name: 'Almoço de domingo',
      ingredients: resent,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().totalGrams).toBeCloseTo(lunch.json().totalGrams, 0);
  } finally {
    await t.close();
  }
});
