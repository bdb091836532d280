import { afterAll, beforeAll, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { productFoodId } from '@prato/core/domain/catalog-ids';
import { PRODUCT_MESSAGES, ProductSchema } from '@prato/core/schemas/products';
// The products cache is the subject: a failed lookup must leave no row in it.
import { products } from '../src/db/schema/products';
import { FAKE_FAILURES, startFakeOpenFoodFacts } from '../../../e2e/fake-open-food-facts';
import { createTestApp, mealBody, RICE_ANSWER, RICE_PORTION, signUp, type TestApp } from './fixtures';

const CRACKER = '7891000100103';
const SODA = '7894900011517';
const MILK = '7896000000002';
const YOGHURT = '7896000000019';
const DAY_MS = 24 * 60 * 60 * 1000;

let fake: Awaited<ReturnType<typeof startFakeOpenFoodFacts>>;
let t: TestApp;
/** The app's clock: moved forward to age the cache. */
let clock = new Date('2026-03-10T15:00:00Z');

beforeAll(async () => {
  fake = await startFakeOpenFoodFacts();
  t = await createTestApp({ env: { OPEN_FOOD_FACTS_URL: fake.url }, now: () => clock });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const requestsFor = (barcode: string) => fake.requests.filter((request) => request.path.includes(barcode)).length;

test('a product found: its shape, ANVISA flags from the limits per 100 g, NOVA, the source, a User-Agent', async () => {
  const user = await signUp(t);
  const res = await user.get(`/api/products/${CRACKER}`);
  expect(res.statusCode).toBe(200);
  const product = ProductSchema.parse(res.json());
  expect(product).toMatchObject({
    barcode: CRACKER,
    name: 'Biscoito Cream Cracker',
    brand: 'Marca Teste',
    quantity: '200 g',
    basis: '100g',
    servingGrams: 30,
    nova: 4,
    source: 'Open Food Facts (ODbL)',
    foodName: 'Biscoito Cream Cracker (Marca Teste)',
    plannable: true,
    mine: false,
  });
  // Sodium 0.8 g → 800 mg (salt ignored when sodium is given); minerals unknown stay null.
  expect(product.nutrients).toMatchObject({ energy: 430, sodium: 800, saturatedFat: 6.5, addedSugars: 4, iron: null });
  // 800 mg ≥ 600 mg and 6.5 g ≥ 6 g; 4 g of added sugar < 15 g.
  expect(product.frontOfPack).toEqual([
    { nutrient: 'gordura saturada', status: 'alto' },
    { nutrient: 'sódio', status: 'alto' },
  ]);
  expect(product.foodId).toBeGreaterThanOrEqual(productFoodId(1));
  const seen = fake.requests.find((request) => request.path === `/api/v2/product/${CRACKER}.json`);
  expect(seen?.userAgent).toMatch(/^PratoCerto\/\d+\.\d+\.\d+ \(.+\)$/);
  expect(seen?.query).toContain('fields=');
});

test('a drink per 100 ml: the liquid limits, sodium from salt ÷ 2.5 when sodium is absent', async () => {
  const user = await signUp(t);
  const product = ProductSchema.parse((await user.get(`/api/products/${SODA}`)).json());
  expect(product.basis).toBe('100ml');
  // 0.025 g of salt → 0.01 g of sodium = 10 mg.
  expect(product.nutrients.sodium).toBe(10);
  // 10.6 g ≥ 7.5 g of added sugar per 100 ml; saturated fat 0 and sodium 10 mg under 3 g and 300 mg.
  expect(product.frontOfPack).toEqual([{ nutrient: 'açúcar adicionado', status: 'alto' }]);
});

test('missing added sugars are "não informado", never ok', async () => {
  const user = await signUp(t);
  const product = ProductSchema.parse((await user.get(`/api/products/${MILK}`)).json());
  expect(product.basis).toBe('100ml');
  expect(product.nutrients.addedSugars).toBeNull();
  expect(product.frontOfPack).toEqual([{ nutrient: 'açúcar adicionado', status: 'não informado' }]);
  expect(product.nova).toBe(1);
});

test('an invalid check digit is a pt-BR 400 that never reaches Open Food Facts', async () => {
  const user = await signUp(t);
  const before = fake.requests.length;
  for (const code of ['7891000100104', '12345', 'abcdefghijklm', '78910001']) {
    const res = await user.get(`/api/products/${code}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(PRODUCT_MESSAGES.invalidBarcode);
  }
  expect(fake.requests.length).toBe(before);
});

test('signed out: 401', async () => {
  const res = await t.app.inject({ method: 'GET', url: `/api/products/${CRACKER}` });
  expect(res.statusCode).toBe(401);
});

test('not found: 404 in pt-BR offering the label form', async () => {
  const user = await signUp(t);
  const res = await user.get('/api/products/7891234567895');
  expect(res.statusCode).toBe(404);
  expect(res.json().error).toMatchObject({ code: 'PRODUCT_NOT_FOUND', message: PRODUCT_MESSAGES.notFound });
});

test.each([
  ['a 5xx', FAKE_FAILURES.serverError],
  ['a timeout', FAKE_FAILURES.hang],
  ['garbage JSON', FAKE_FAILURES.garbage],
  ['a huge body', FAKE_FAILURES.huge],
])('%s with nothing cached: 503 in pt-BR that says so, nothing stored', async (_case, barcode) => {
  const user = await signUp(t);
  const res = await user.get(`/api/products/${barcode}`);
  expect(res.statusCode).toBe(503);
  expect(res.json().error).toMatchObject({
    code: 'PRODUCT_PROVIDER_UNAVAILABLE',
    message: PRODUCT_MESSAGES.unavailable,
  });
  expect(await t.db.select().from(products).where(eq(products.barcode, barcode))).toEqual([]);
});

test('the cache answers while fresh without asking Open Food Facts, and serves a stale product while it is down', async () => {
  const user = await signUp(t);
  const first = (await user.get(`/api/products/${CRACKER}`)).json();
  const asked = requestsFor(CRACKER);
  expect((await user.get(`/api/products/${CRACKER}`)).json()).toEqual(first);
  expect(requestsFor(CRACKER)).toBe(asked);

  fake.setDown(true);
  try {
    clock = new Date(clock.getTime() + 31 * DAY_MS);
    const stale = await user.get(`/api/products/${CRACKER}`);
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first);
    // It did try to refresh (30 days passed), and failed.
    expect(requestsFor(CRACKER)).toBe(asked + 1);
  } finally {
    fake.setDown(false);
  }
  // Up again: refreshed, same catalogue id.
  const refreshed = (await user.get(`/api/products/${CRACKER}`)).json();
  expect(refreshed.foodId).toBe(first.foodId);
  expect(requestsFor(CRACKER)).toBe(asked + 2);
});

test('a correction ("Meu alimento" with the barcode) wins for its owner only', async () => {
  const owner = await signUp(t);
  const other = await signUp(t);
  const shared = (await owner.get(`/api/products/${CRACKER}`)).json();
  const created = await owner.post('/api/user-foods', {
    name: 'Cream cracker corrigido',
    kind: 'bread',
    basis: 'per100g',
    servingLabel: '6 biscoitos',
    servingGrams: 30,
    kcal: 430,
    carbs: 68,
    protein: 10,
    fat: 13,
    fiber: 3,
    sodium: 500,
    saturatedFat: 5,
    addedSugars: 4,
    barcode: CRACKER,
  });
  expect(created.statusCode).toBe(201);
  expect(created.json().barcode).toBe(CRACKER);

  const mine = ProductSchema.parse((await owner.get(`/api/products/${CRACKER}`)).json());
  expect(mine).toMatchObject({ mine: true, name: 'Cream cracker corrigido', userFoodId: created.json().id, nova: 4 });
  expect(mine.foodId).toBeLessThan(0);
  expect(mine.nutrients.sodium).toBe(500);
  expect(mine.frontOfPack).toEqual([]);

  expect((await other.get(`/api/products/${CRACKER}`)).json()).toEqual(shared);
});

test('a correction of a drink Open Food Facts does not know is judged per 100 ml (liquid ANVISA limits)', async () => {
  const user = await signUp(t);
  const barcode = '7891234567895';
  const created = await user.post('/api/user-foods', {
    name: 'Suco de uva adoçado',
    kind: 'beverage',
    basis: 'per100g',
    servingLabel: 'copo',
    servingGrams: 200,
    kcal: 40,
    carbs: 10,
    protein: 0,
    fat: 0,
    sodium: 10,
    saturatedFat: 0,
    addedSugars: 8,
    barcode,
  });
  expect(created.statusCode, created.body).toBe(201);
  const mine = ProductSchema.parse((await user.get(`/api/products/${barcode}`)).json());
  expect(mine).toMatchObject({ mine: true, basis: '100ml' });
  // 8 g of added sugar per 100 ml is at least the 7.5 g limit of a liquid (15 g is a solid's).
  expect(mine.frontOfPack).toEqual([{ nutrient: 'açúcar adicionado', status: 'alto' }]);
});

test('a user food with an invalid barcode is refused in pt-BR', async () => {
  const user = await signUp(t);
  const res = await user.post('/api/user-foods', {
    name: 'Produto qualquer',
    kind: 'other',
    basis: 'per100g',
    servingLabel: '1 porção',
    servingGrams: 30,
    kcal: 100,
    carbs: 25,
    protein: 0,
    fat: 0,
    barcode: '7891000100104',
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().error.message).toBe(PRODUCT_MESSAGES.invalidBarcode);
});

test('a cached product in search ("Produto"), planned by name, saved by id with its nutrients, counted in the day with its NOVA share', async () => {
  const user = await signUp(t);
  const product = (await user.get(`/api/products/${CRACKER}`)).json();

  const search = (await user.get('/api/foods?q=cream%20cracker')).json();
  expect(search.foods).toContainEqual({ name: product.foodName, foodId: product.foodId, type: 'product' });
  expect((await user.get('/api/foods?q=marca%20teste')).json().foods[0]).toMatchObject({ type: 'product' });

  const plan = await user.post('/api/planner/calculate', {
    mealType: 'snack',
    targetCalories: 300,
    foods: [product.foodName, 'Banana prata'],
  });
  expect(plan.statusCode).toBe(200);
  const portion = plan.json().portions.find((p: { foodId: number }) => p.foodId === product.foodId);
  expect(portion).toMatchObject({
    foodName: product.foodName,
    source: 'open-food-facts',
    packaged: { barcode: CRACKER, nova: 4, frontOfPack: product.frontOfPack },
  });
  expect(portion.nutrients.sodium).toBeCloseTo((800 * portion.grams) / 100, 0);

  const saved = await user.post('/api/meals', mealBody(plan.json(), { mealType: 'snack' }));
  expect(saved.statusCode).toBe(201);
  const savedPortion = saved.json().portions.find((p: { foodId: number }) => p.foodId === product.foodId);
  expect(savedPortion.packaged.nova).toBe(4);
  expect(savedPortion.nutrients.sodium).toBe(portion.nutrients.sodium);

  const day = (await user.get('/api/nutrients/day')).json();
  const sodium = day.items.find((item: { id: string }) => item.id === 'sodium');
  expect(sodium.amount).toBeGreaterThanOrEqual(portion.nutrients.sodium);
  const total = plan.json().totalCalories as number;
  expect(day.ultraProcessed).toEqual({
    percent: Math.round((100 * portion.calories) / total),
    knownPercent: Math.round((100 * portion.calories) / total),
  });
});

test('a product alone is planned within its label serving (50 g of crackers for 215 kcal)', async () => {
  const user = await signUp(t);
  const product = (await user.get(`/api/products/${CRACKER}`)).json();
  const plan = await user.post('/api/planner/calculate', {
    mealType: 'snack',
    targetCalories: 215,
    foods: [product.foodName],
  });
  expect(plan.statusCode, plan.body).toBe(200);
  expect(plan.json().portions[0]).toMatchObject({ foodId: product.foodId, grams: 50, calories: 215 });
});

test('the search finds a product by a word typed without its accents, in name or brand', async () => {
  const user = await signUp(t);
  const milk = (await user.get(`/api/products/${MILK}`)).json();
  const search = (await user.get('/api/foods?q=laticinio')).json();
  expect(search.foods).toContainEqual({ name: milk.foodName, foodId: milk.foodId, type: 'product' });
});

test('a diary item names a product by its id: its nutrients, its magnifier and the day count it', async () => {
  const user = await signUp(t);
  const product = (await user.get(`/api/products/${CRACKER}`)).json();
  const date = clock.toISOString().slice(0, 10);
  const added = await user.post('/api/diary/items', { date, slot: 'snack', food: product.foodId, grams: 30 });
  expect(added.statusCode, added.body).toBe(201);
  expect(added.json().item).toMatchObject({ foodId: product.foodId, grams: 30, source: 'open-food-facts' });
  const day = (await user.get(`/api/nutrients/day?date=${date}`)).json();
  // 30 g of 800 mg per 100 g.
  expect(day.items.find((item: { id: string }) => item.id === 'sodium').amount).toBe(240);
  expect(day.ultraProcessed).toEqual({ percent: 100, knownPercent: 100 });
});

test('a vitamin typed in the wrong unit on Open Food Facts is unknown on the product and in the day, not 300,000 mcg', async () => {
  const user = await signUp(t);
  const product = ProductSchema.parse((await user.get(`/api/products/${YOGHURT}`)).json());
  expect(product.nutrients).toMatchObject({ vitaminA: null, calcium: 150, energy: 70 });
  expect(product.plannable).toBe(true);
  const date = clock.toISOString().slice(0, 10);
  const added = await user.post('/api/diary/items', { date, slot: 'snack', food: product.foodId, grams: 170 });
  expect(added.statusCode, added.body).toBe(201);
  const day = (await user.get(`/api/nutrients/day?date=${date}`)).json();
  const item = (id: string) => day.items.find((row: { id: string }) => row.id === id);
  // Unknown in the only food eaten: nothing known, and the day says it is incomplete (not 510,000 mcg).
  expect(item('vitaminA')).toMatchObject({ amount: 0, complete: false });
  // 170 g of 150 mg per 100 g.
  expect(item('calcium')).toMatchObject({ amount: 255, complete: true });
});

test('a product id beyond any products row (a ref past the integer range) is an unknown food, as any unknown id', async () => {
  const user = await signUp(t);
  const date = clock.toISOString().slice(0, 10);
  const answers = async (foodId: number) => [
    await user.get(`/api/diary/foods/${foodId}`),
    await user.post('/api/diary/items', { date, slot: 'snack', food: foodId, grams: 30 }),
    await user.post('/api/meals', mealBody({ ...RICE_ANSWER, portions: [{ ...RICE_PORTION, foodId }] })),
  ];
  const unknown = await answers(99_999);
  const beyond = await answers(productFoodId(2_147_483_648));
  for (const [i, res] of beyond.entries()) {
    expect(res.statusCode, res.body).toBe(unknown[i]!.statusCode);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().error).toEqual(unknown[i]!.json().error);
  }
  expect((await user.get('/api/meals')).json().meals).toEqual([]);
});
