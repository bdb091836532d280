import { expect, test } from 'vitest';
import { PRODUCT_MESSAGES } from '../schemas/products';
import { PRODUCT_ID_BASE } from './catalog-ids';
import { unknownNutrients, type Nutrients } from './nutrients';
import { productFoodName, productNotice, productPlausibility, productRecord, ultraProcessedShare } from './product';

const food = (values: Partial<Nutrients>): Nutrients => ({ ...unknownNutrients(), ...values });
const CRACKER = food({ energy: 430, protein: 10, carbs: 68, fat: 13, saturatedFat: 6.5, sodium: 800 });

test('the catalogue name carries the brand and only what a planner name accepts', () => {
  expect(productFoodName({ name: 'Leite Integral 3,2%', brand: 'Italac, Outra', barcode: '1' })).toBe(
    'Leite Integral 3,2 (Italac)',
  );
  expect(productFoodName({ name: 'Nescau 2.0', brand: 'Nescau', barcode: '1' })).toBe('Nescau 2.0');
  expect(productFoodName({ name: '!!', brand: null, barcode: '7891000100103' })).toBe('Produto 7891000100103');
  expect(productFoodName({ name: 'a '.repeat(80), brand: 'Marca', barcode: '1' }).length).toBeLessThanOrEqual(100);
});

test('impossible or missing values keep a product out of the planner, with a pt-BR notice', () => {
  expect(productPlausibility(CRACKER)).toBe('ok');
  expect(productPlausibility({ ...CRACKER, energy: 950 })).toBe('impossible');
  expect(productPlausibility({ ...CRACKER, carbs: 80, fat: 20 })).toBe('impossible');
  expect(productPlausibility({ ...CRACKER, saturatedFat: 20 })).toBe('impossible');
  expect(productPlausibility({ ...CRACKER, protein: null })).toBe('missing');
  expect(productNotice({ ...CRACKER, energy: null })).toBe(PRODUCT_MESSAGES.missingValues);
  expect(productNotice(CRACKER)).toBeUndefined();
});

test('a product as a catalogue food: its id, serving, kind, source and magnifier', () => {
  const record = productRecord({
    barcode: '7891000100103',
    ref: 7,
    name: 'Biscoito Cream Cracker',
    brand: 'Marca Teste',
    quantity: '200 g',
    basis: '100g',
    nutrients: CRACKER,
    servingGrams: 30,
    nova: 4,
  });
  expect(record).toMatchObject({
    id: PRODUCT_ID_BASE + 7,
    kind: 'other',
    serving: { grams: 30 },
    source: 'open-food-facts',
    plannable: true,
    per100g: { kcal: 430, protein: 10, carbs: 68, fat: 13, fiber: null },
    packaged: { barcode: '7891000100103', nova: 4 },
  });
  const drink = productRecord({
    ...record,
    ref: 8,
    barcode: '2',
    basis: '100ml',
    nutrients: CRACKER,
    servingGrams: null,
    nova: null,
    brand: null,
    quantity: null,
    name: 'Suco',
  });
  expect(drink).toMatchObject({ kind: 'beverage', serving: { grams: 200 } });
});

test("the day's NOVA 4 share counts only foods whose group is known, and says how much that is", () => {
  const packaged = (nova: number | null) => ({ barcode: '1', nova, frontOfPack: [] });
  expect(ultraProcessedShare([{ calories: 100 }, { calories: 300 }])).toBeUndefined();
  expect(
    ultraProcessedShare([
      { calories: 200, packaged: packaged(4) },
      { calories: 100, packaged: packaged(1) },
      { calories: 100, packaged: packaged(null) },
      { calories: 100 },
    ]),
  ).toEqual({ percent: 40, knownPercent: 60 });
});
