import { expect, test } from 'vitest';
import { frontOfPack, frontOfPackText } from './front-of-pack';
import { unknownNutrients, type Nutrients } from './nutrients';

const food = (values: Partial<Nutrients>): Nutrients => ({ ...unknownNutrients(), ...values });

test('solids per 100 g: ALTO EM at or above 15 g added sugars, 6 g saturated fat, 600 mg sodium (IN 75/2020)', () => {
  expect(frontOfPack(food({ addedSugars: 15, saturatedFat: 6, sodium: 600 }), '100g')).toEqual([
    { nutrient: 'açúcar adicionado', status: 'alto' },
    { nutrient: 'gordura saturada', status: 'alto' },
    { nutrient: 'sódio', status: 'alto' },
  ]);
  expect(frontOfPack(food({ addedSugars: 14.9, saturatedFat: 5.9, sodium: 599 }), '100g')).toEqual([]);
});

test('liquids per 100 ml: 7.5 g, 3 g and 300 mg', () => {
  expect(frontOfPack(food({ addedSugars: 7.5, saturatedFat: 2.9, sodium: 299 }), '100ml')).toEqual([
    { nutrient: 'açúcar adicionado', status: 'alto' },
  ]);
  expect(frontOfPack(food({ addedSugars: 7.4, saturatedFat: 3, sodium: 300 }), '100ml')).toEqual([
    { nutrient: 'gordura saturada', status: 'alto' },
    { nutrient: 'sódio', status: 'alto' },
  ]);
});

test('an unknown amount is "não informado", never ok: the list is empty only when all three are known and low', () => {
  const flags = frontOfPack(food({ saturatedFat: 1, sodium: 50 }), '100g');
  expect(flags).toEqual([{ nutrient: 'açúcar adicionado', status: 'não informado' }]);
  expect(flags.map(frontOfPackText)).toEqual(['açúcar adicionado não informado']);
  expect(frontOfPackText({ nutrient: 'sódio', status: 'alto' })).toBe('ALTO EM sódio');
  expect(frontOfPack(food({ addedSugars: 0, saturatedFat: 0, sodium: 0 }), '100g')).toEqual([]);
});
