import { expect, test } from 'vitest';
import { PRODUCT_MESSAGES } from '../schemas/products';
import { PRODUCT_ID_BASE } from './catalog-ids';
import { unknownNutrients, type Nutrients } from './nutrients';
import {
  plausibleMicronutrients,
  productFoodName,
  productNotice,
  productPlausibility,
  productRecord,
  productServing,
  ultraProcessedShare,
} from './product';

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

test('a vitamin or mineral no food holds is unknown (a unit slip on the label), and the product stays usable', () => {
  // 0.3 g of vitamin A typed for 0.3 mg reads 300,000 mcg: a thousand times a day's need, in one yoghurt.
  const yoghurt = food({ energy: 70, protein: 4, carbs: 9, fat: 2, vitaminA: 300_000, calcium: 150, iron: 900 });
  const read = plausibleMicronutrients(yoghurt);
  expect(read.vitaminA).toBeNull();
  expect(read.iron).toBeNull();
  expect(read.calcium).toBe(150);
  expect(read.energy).toBe(70);
  expect(yoghurt.vitaminA).toBe(300_000);
  expect(productPlausibility(read)).toBe('ok');
  // The richest real foods stay as labelled: cod liver oil, acerola powder, Brazil nuts, a salt substitute.
  const richest = food({ vitaminA: 30_000, vitaminD: 250, vitaminC: 17_000, selenium: 2_550, potassium: 52_000 });
  expect(plausibleMicronutrients(richest)).toEqual(richest);
});

test("a product's serving: the label's, else a glass of 200 ml for a drink and 100 g for the rest", () => {
  expect(productServing({ basis: '100ml', servingGrams: 350 })).toEqual({ label: 'porção', grams: 350 });
  expect(productServing({ basis: '100ml', servingGrams: null })).toEqual({ label: 'copo de 200 ml', grams: 200 });
  expect(productServing({ basis: '100g', servingGrams: null })).toEqual({ label: 'porção de 100 g', grams: 100 });
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
