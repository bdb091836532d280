import { expect, test } from 'vitest';
import { basisOf, nutrientsOf, productValues } from '../src/modules/products/open-food-facts.mapping';

// Open Food Facts' fields as our registry (docs/integrations/open-food-facts.md), no database.

test('liquid or solid: the quantity unit first, then en:beverages (not powders)', () => {
  expect(basisOf({ quantity: '350 ml', categories_tags: [] })).toBe('100ml');
  expect(basisOf({ quantity: '1 L', categories_tags: [] })).toBe('100ml');
  expect(basisOf({ quantity: '2l', categories_tags: [] })).toBe('100ml');
  expect(basisOf({ quantity: '200 g', categories_tags: ['en:beverages'] })).toBe('100g');
  expect(basisOf({ quantity: '1 kg', categories_tags: [] })).toBe('100g');
  expect(basisOf({ quantity: null, categories_tags: ['en:beverages', 'en:sodas'] })).toBe('100ml');
  expect(basisOf({ quantity: '', categories_tags: ['en:beverages', 'en:instant-beverages'] })).toBe('100g');
  expect(basisOf({ quantity: null, categories_tags: null })).toBe('100g');
});

test('a volume written in capitals, in words or as a multipack is still a liquid', () => {
  for (const quantity of ['500ML', '350 ML', '330 CL', '2 Litros', '1,5 Litro', '6 x 200 ml', '12 X 350ml'])
    expect(basisOf({ quantity, categories_tags: [] }), quantity).toBe('100ml');
  for (const quantity of ['6 x 30 g', '1 KG', '500 Gramas'])
    expect(basisOf({ quantity, categories_tags: ['en:beverages'] }), quantity).toBe('100g');
});

test('units: grams to mg and mcg, kJ to kcal when kcal is absent, sodium from salt only without sodium', () => {
  const nutrients = nutrientsOf({
    'energy-kj_100g': 1046,
    proteins_100g: '3.1',
    calcium_100g: 0.12,
    'vitamin-d_100g': 0.0000025,
    cholesterol_100g: 0.01,
    salt_100g: 1,
    iron_100g: -1,
    fiber_100g: 'traces',
  });
  expect(nutrients.energy).toBe(250);
  expect(nutrients.protein).toBe(3.1);
  expect(nutrients.calcium).toBe(120);
  expect(nutrients.vitaminD).toBe(2.5);
  expect(nutrients.cholesterol).toBe(10);
  expect(nutrients.sodium).toBe(400);
  // Negative or not a number: unknown, never 0.
  expect(nutrients.iron).toBeNull();
  expect(nutrients.fiber).toBeNull();
  expect(nutrientsOf({ sodium_100g: 0.32, salt_100g: 5 }).sodium).toBe(320);
  expect(nutrientsOf(null).energy).toBeNull();
});

test('a 0 kcal beside a positive kJ is a blank field: the energy comes from the kJ', () => {
  // A wafer whose page has "energy-kcal": 0 and "energy-kj": 2092 is not free of energy.
  expect(nutrientsOf({ 'energy-kcal_100g': 0, 'energy-kj_100g': 2092 }).energy).toBe(500);
  // A diet soda: 0 both ways, or 0 kcal alone.
  expect(nutrientsOf({ 'energy-kcal_100g': 0, 'energy-kj_100g': 0 }).energy).toBe(0);
  expect(nutrientsOf({ 'energy-kcal_100g': 0 }).energy).toBe(0);
  // A stated kcal wins over the kJ otherwise.
  expect(nutrientsOf({ 'energy-kcal_100g': 42, 'energy-kj_100g': 180 }).energy).toBe(42);
});

test('name, brand, serving and NOVA as kept', () => {
  expect(
    productValues('7891000100103', {
      product_name: 'Cookies',
      product_name_pt: '  Biscoito   amanteigado ',
      brands: 'Marca',
      quantity: '120 g',
      serving_quantity: 30,
      nova_group: 4,
      categories_tags: [],
      nutriments: {},
    }),
  ).toMatchObject({ name: 'Biscoito amanteigado', brand: 'Marca', servingGrams: 30, nova: 4, basis: '100g' });
  expect(productValues('7891000100103', { product_name: null, serving_quantity: 0, nova_group: 7 })).toMatchObject({
    name: 'Produto 7891000100103',
    servingGrams: null,
    nova: null,
  });
  // A 2 L bottle whose serving is typed as the whole bottle: no label serving (the default glass stands in).
  expect(
    productValues('7894900011517', { product_name: 'Refrigerante', quantity: '2 L', serving_quantity: 2000 }),
  ).toMatchObject({ basis: '100ml', servingGrams: null });
  expect(
    productValues('7894900011517', { product_name: 'Lasanha', quantity: '600 g', serving_quantity: 300 }),
  ).toMatchObject({ servingGrams: 300 });
});
