import { unknownNutrients } from '@prato/core/domain/nutrients';
import type { Product } from '@prato/core/schemas/products';
import { UserFoodInputSchema } from '@prato/core/schemas/user-foods';
import { expect, test } from 'vitest';
import { prefillFromProduct } from './product-prefill';

const juice: Product = {
  barcode: '7894900011517',
  name: 'Suco de Uva Integral',
  brand: 'Marca',
  quantity: '1 L',
  basis: '100ml',
  nutrients: { ...unknownNutrients(), energy: 60, protein: 0, carbs: 15, fat: 0, sodium: 5 },
  servingGrams: null,
  nova: 1,
  frontOfPack: [],
  source: 'Open Food Facts (ODbL)',
  foodId: 3_000_001,
  foodName: 'Suco de Uva Integral (Marca)',
  plannable: true,
  mine: false,
};

test('a drink without a serving on its label starts the correction form at a glass of 200 ml, as the catalogue serves it', () => {
  const prefill = prefillFromProduct(juice);
  expect(prefill).toMatchObject({ kind: 'beverage', servingLabel: 'copo de 200 ml', servingGrams: 200, kcal: 60 });
  // Unknown stays blank, never 0.
  expect(prefill.fiber).toBeNull();
});

test('the label’s own serving wins; a solid without one starts at 100 g; both are valid form values', () => {
  expect(prefillFromProduct({ ...juice, servingGrams: 290 })).toMatchObject({
    servingLabel: 'porção',
    servingGrams: 290,
  });
  const cracker = prefillFromProduct({ ...juice, basis: '100g', servingGrams: null });
  expect(cracker).toMatchObject({ servingLabel: 'porção de 100 g', servingGrams: 100 });
  expect(cracker.kind).toBeUndefined();
  // The form's kind select starts at 'other' for a solid.
  expect(UserFoodInputSchema.safeParse({ ...cracker, kind: 'other' }).error).toBeUndefined();
});
