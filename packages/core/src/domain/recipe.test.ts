import { expect, test } from 'vitest';
import { LIBRARY_CATALOG } from '../data/food-catalog';
import type { FoodRecord } from '../data/food-types';
import { portionLine } from '../data/food-source';
import { estimatedCookedGrams } from './cooked-weight';
import { gramsOf } from './food-amount';
import { portionMeasure } from './household-measure';
import { parseQuickEntry } from './quick-entry';
import { recipeFoodRecord, type RecipeDefinition } from './recipe';

const byName = (name: string): FoodRecord => {
  const food = LIBRARY_CATALOG.byName(name);
  if (!food) throw new Error(`no food named ${name}`);
  return food;
};
const DRY_RICE = byName('arroz cru');
const RAW_CHICKEN = byName('peito de frango cru');
const COOKED_RICE = byName('arroz branco');

/** 300 g of dry rice and 200 g of raw chicken breast in 4 servings; its cooked weight as given. */
const marmita = (cookedGrams: number | null, rice: FoodRecord = DRY_RICE): RecipeDefinition => ({
  ref: 1,
  name: 'Marmita da semana',
  servings: 4,
  cookedGrams,
  ingredients: [
    { foodId: rice.id, grams: 300 },
    { foodId: RAW_CHICKEN.id, grams: 200 },
  ],
});
const recordOf = (recipe: RecipeDefinition) => {
  const food = recipeFoodRecord(recipe, LIBRARY_CATALOG.byId);
  if (!food) throw new Error('the recipe has every ingredient');
  return food;
};

test('a recipe of raw foods without its cooked weight is served by the porção only; with it, or of cooked foods, by grams too', () => {
  const raw = recordOf(marmita(null));
  expect(raw.servingOnly).toBe(true);
  // Its porção holds a quarter of the raw ingredients: the grams that carry a quarter of the nutrients.
  expect(raw.serving?.grams).toBe(125);
  expect(recordOf(marmita(1200)).servingOnly).toBeUndefined();
  expect(recordOf(marmita(null, COOKED_RICE)).servingOnly).toBe(true);
  expect(
    recordOf({ ...marmita(null), ingredients: [{ foodId: COOKED_RICE.id, grams: 300 }] }).servingOnly,
  ).toBeUndefined();
});

test('no weight of a recipe without its cooked weight: only its porção', () => {
  const raw = recordOf(marmita(null));
  expect(gramsOf(raw, 'porção', 2)).toBe(250);
  expect(gramsOf(raw, 'g', 200)).toBeUndefined();
  expect(gramsOf(raw, 'kg', 1)).toBeUndefined();
  // Weighed cooked, its grams are the dish's.
  const weighed = recordOf(marmita(1200));
  expect(gramsOf(weighed, 'g', 200)).toBe(200);
  expect(gramsOf(weighed, 'porção', 2)).toBe(600);
});

test('the quick entry counts it in servings and leaves a weight of it unknown', () => {
  const raw = recordOf(marmita(null));
  const catalog = { byName: (name: string) => (name.toLowerCase() === 'marmita' ? raw : LIBRARY_CATALOG.byName(name)) };
  const parsed = parseQuickEntry('200 g de marmita; 2 porções de marmita; marmita', catalog);
  expect(parsed.unknown).toEqual(['200 g de marmita']);
  expect(
    parsed.items.map(({ measure, quantity, grams, servingOnly }) => [measure, quantity, grams, servingOnly]),
  ).toEqual([
    ['porção', 2, 250, true],
    ['porção', 1, 125, true],
  ]);
});

test('its portion reads as its servings, never its raw grams', () => {
  const raw = recordOf(marmita(null));
  expect(portionMeasure(raw, 187.5).homeMeasure).toBe('1 e 1/2 porções');
  expect(portionMeasure(recordOf(marmita(1200)), 450).homeMeasure).toBe('1 e 1/2 porções (450 g)');
  const line = { foodName: 'Marmita da semana', source: 'recipe' as const, grams: 187.5 };
  expect(portionLine({ ...line, servingOnly: true, homeMeasure: '1 e 1/2 porções' })).toBe(
    'Marmita da semana (1 e 1/2 porções · receita)',
  );
  expect(portionLine({ ...line, grams: 450, homeMeasure: '1 e 1/2 porções (450 g)' })).toBe(
    'Marmita da semana (450 g · receita)',
  );
});

test('a share of a dish cooked already counts the grams it stands for and needs no cooked weight; a raw food beside it does', () => {
  // 100 g of a 1,200 g marmita made of 300 g dry rice and 200 g raw chicken: 25 g rice, 16.7 g chicken.
  const share = [
    { foodId: DRY_RICE.id, grams: 25, servedGrams: 60 },
    { foodId: RAW_CHICKEN.id, grams: 16.7, servedGrams: 40 },
  ];
  const lunch: RecipeDefinition = { ref: 2, name: 'Almoço', servings: 1, cookedGrams: null, ingredients: share };
  const served = recordOf(lunch);
  expect(served.servingOnly).toBeUndefined();
  expect(served.serving?.grams).toBe(100);
  const foods = share.map(({ foodId }) => LIBRARY_CATALOG.byId(foodId));
  expect(estimatedCookedGrams(share.map((row, i) => ({ ...row, food: foods[i]! })))).toBeUndefined();
  // With 50 g of dry rice of its own: that needs the cooked weight, and only that rice is estimated cooked.
  const withRice = { ...lunch, ingredients: [...share, { foodId: DRY_RICE.id, grams: 50 }] };
  expect(recordOf(withRice).servingOnly).toBe(true);
  const estimate = estimatedCookedGrams([
    ...share.map((row, i) => ({ ...row, food: foods[i]! })),
    { food: DRY_RICE, grams: 50 },
  ]);
  expect(estimate).toBe(100 + (estimatedCookedGrams([{ food: DRY_RICE, grams: 50 }]) ?? NaN));
});
