import { afterAll, beforeAll, expect, test } from 'vitest';
import { PRODUCT_SOURCE } from '@prato/core/schemas/products';
import { startFakeOpenFoodFacts } from '../../../e2e/fake-open-food-facts';
import { createTestApp, signUpPremium, PROFILE_WITH_GOALS, type Client, type TestApp } from './fixtures';

const CRACKER = '7891000100103';
const SODA = '7894900011517';
const DAY_MS = 24 * 60 * 60 * 1000;

let fake: Awaited<ReturnType<typeof startFakeOpenFoodFacts>>;
let t: TestApp;
/** The app's clock: moved forward to leave the 60 days the assistant reads. */
let clock = new Date('2026-03-10T15:00:00Z');

beforeAll(async () => {
  fake = await startFakeOpenFoodFacts();
  t = await createTestApp({ env: { OPEN_FOOD_FACTS_URL: fake.url }, now: () => clock });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const premiumUser = (): Promise<Client> => signUpPremium(t, { profile: PROFILE_WITH_GOALS });

/** Reads the product by barcode and logs `grams` of it in today's diary. */
async function logProduct(user: Client, barcode: string, grams: number) {
  const product = (await user.get(`/api/products/${barcode}`)).json();
  const day = (await user.get('/api/diary')).json();
  const added = await user.post('/api/diary/items', { date: day.date, slot: 'snack', food: product.foodId, grams });
  expect(added.statusCode, added.body).toBe(201);
  return product;
}

const ask = async (user: Client, message: string) => {
  const res = await user.post('/api/chat', { message });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { reply: string; kind: string; citations: string[] };
};

test('a person who logged a product asks its sodium: its value per 100 g, the source, the ANVISA flags and NOVA 4', async () => {
  const ana = await premiumUser();
  await logProduct(ana, CRACKER, 30);
  const answer = await ask(ana, 'quanto sódio tem no biscoito cream cracker marca teste?');
  expect(answer.kind).toBe('food_composition');
  expect(answer.reply).toContain('Biscoito Cream Cracker (Marca Teste) tem 800 mg de sódio por 100 g');
  // The label's serving of 30 g.
  expect(answer.reply).toContain('Uma porção (30 g): 240 mg');
  expect(answer.reply).toContain('ALTO EM gordura saturada; ALTO EM sódio');
  expect(answer.reply).toContain('Ultraprocessado (NOVA 4)');
  expect(answer.reply).toContain(`Fonte: ${PRODUCT_SOURCE}.`);
  expect(answer.citations).toContain(PRODUCT_SOURCE);
  expect(answer.citations.join(' ')).toMatch(/IN 75\/2020/);

  // Without a nutrient: energy and macronutrients per 100 g.
  const calories = await ask(ana, 'qual o valor nutricional do biscoito cream cracker marca teste?');
  expect(calories.reply).toContain('Biscoito Cream Cracker (Marca Teste), por 100 g: 430 kcal, 10 g de proteína');

  // The plain name the library knows stays the library's measured food, as everywhere in the catalogue.
  const plain = await ask(ana, 'quanto sódio tem no biscoito cream cracker?');
  expect(plain.reply).not.toContain('Marca Teste');
  expect(plain.reply).not.toContain(PRODUCT_SOURCE);
});

test('a drink is answered per 100 ml, its unknown values "não informado"', async () => {
  const ana = await premiumUser();
  await logProduct(ana, SODA, 350);
  const answer = await ask(ana, 'quanto açúcar adicionado tem 200 ml de refrigerante de cola bebidas teste?');
  expect(answer.kind).toBe('food_composition');
  expect(answer.reply).toContain('por 100 ml');
  expect(answer.reply).toContain('200 ml: 21,2 g');
  expect(answer.reply).toContain('Rotulagem frontal da ANVISA (por 100 ml): ALTO EM açúcar adicionado.');
  const vitaminC = await ask(ana, 'quanta vitamina C tem no refrigerante de cola bebidas teste?');
  expect(vitaminC.reply).toContain('não informado no Open Food Facts');
});

test('another person who never logged it gets nothing of it, even after reading it by barcode', async () => {
  const ana = await premiumUser();
  const bruno = await premiumUser();
  await logProduct(ana, CRACKER, 30);
  // Bruno read the product (it is in the shared cache) but never ate it.
  expect((await bruno.get(`/api/products/${CRACKER}`)).statusCode).toBe(200);
  for (const message of [
    'quanto sódio tem no biscoito cream cracker?',
    'quanto sódio tem no biscoito cream cracker marca teste?',
  ]) {
    const answer = await ask(bruno, message);
    expect(answer.reply).not.toContain('Marca Teste');
    expect(answer.reply).not.toContain('Open Food Facts');
    expect(answer.citations).not.toContain(PRODUCT_SOURCE);
  }
});

test('a product eaten more than 60 local days ago is no longer named', async () => {
  const carla = await premiumUser();
  await logProduct(carla, CRACKER, 30);
  clock = new Date(clock.getTime() + 61 * DAY_MS);
  try {
    const answer = await ask(carla, 'quanto sódio tem no biscoito cream cracker marca teste?');
    expect(answer.reply).not.toContain('Marca Teste');
  } finally {
    clock = new Date(clock.getTime() - 61 * DAY_MS);
  }
});

test('a product the person corrected is their own food: its values and their label, never the shared ones', async () => {
  const dani = await premiumUser();
  await logProduct(dani, CRACKER, 30);
  const created = await dani.post('/api/user-foods', {
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
    barcode: CRACKER,
  });
  expect(created.statusCode, created.body).toBe(201);
  const answer = await ask(dani, 'quanto sódio tem no cream cracker corrigido?');
  expect(answer.kind).toBe('food_composition');
  expect(answer.reply).toContain('500 mg de sódio');
  expect(answer.reply).not.toContain('800 mg');
  expect(answer.citations).not.toContain(PRODUCT_SOURCE);
});
