import { expect, test } from 'vitest';
import type { ParsedItem } from '@prato/core/schemas/diary';
import { canSave, itemsToSave, rowAmount, rowsOf } from './quick-entry';

const PARSED: ParsedItem[] = [
  {
    text: '2 conchas de feijão',
    food: 'Feijão, cozido, preparo caseiro',
    foodId: 1202,
    grams: 280,
    measure: 'concha média cheia',
    quantity: 2,
  },
  {
    text: 'salada',
    food: 'Alface, crespa, crua',
    foodId: 78,
    grams: 30,
    measure: 'prato de sobremesa',
    quantity: 1,
    assumed: true,
  },
  {
    text: '100g de frango',
    food: 'Frango, peito, sem pele, grelhado',
    foodId: 410,
    grams: 100,
    measure: null,
    quantity: 100,
  },
];

const rows = () => {
  let n = 0;
  return rowsOf(PARSED, () => `row-${++n}`);
};

test('each food reads as understood: the measure and its grams, or just the grams', () => {
  const [beans, salad, chicken] = rows();
  expect(rowAmount(beans!)).toBe('2 conchas médias cheias (280 g)');
  expect(rowAmount(salad!)).toBe('1 prato de sobremesa (30 g)');
  expect(rowAmount(chicken!)).toBe('100 g');
  expect(salad!.assumed).toBe(true);
});

test('kept as understood, an item is saved in its measure; with grams typed over it, in those grams', () => {
  const [beans, salad, chicken] = rows();
  const edited = { ...salad!, editedGrams: 45 };
  expect(rowAmount(edited)).toBe('45 g');
  expect(itemsToSave([beans!, edited, chicken!])).toEqual([
    { food: 1202, measure: 'concha média cheia', quantity: 2 },
    { food: 78, grams: 45 },
    { food: 410, grams: 100 },
  ]);
});

test('the list cannot be saved empty or with an amount that is not a usable number of grams', () => {
  const [beans] = rows();
  expect(canSave([beans!])).toBe(true);
  expect(canSave([])).toBe(false);
  expect(canSave([{ ...beans!, editedGrams: Number.NaN }])).toBe(false);
  expect(canSave([{ ...beans!, editedGrams: 0 }])).toBe(false);
  expect(canSave([{ ...beans!, editedGrams: 10_001 }])).toBe(false);
  expect(rowAmount({ ...beans!, editedGrams: Number.NaN })).toBe('quantidade a informar');
});

test('each row keeps its own client id, the id its item is saved with (a retry saves it once)', () => {
  expect(rows().map(({ key }) => key)).toEqual(['row-1', 'row-2', 'row-3']);
});

test('a drink understood or typed over reads in millilitres', () => {
  const [juice] = rowsOf(
    [
      {
        text: '1 copo de suco',
        food: 'Laranja, pêra, suco',
        foodId: 215,
        amountUnit: 'ml',
        grams: 240,
        measure: 'copo médio',
        quantity: 1,
      },
    ],
    () => 'row-juice',
  );
  expect(rowAmount(juice!)).toBe('1 copo médio (240 ml)');
  expect(rowAmount({ ...juice!, editedGrams: 300 })).toBe('300 ml');
});

test('a recipe without its cooked weight reads and is saved as its servings, never its raw grams', () => {
  const [row] = rowsOf([
    {
      text: '2 porções de marmita',
      food: 'Marmita da semana',
      foodId: -1_000_001,
      grams: 250,
      measure: 'porção',
      quantity: 2,
      servingOnly: true,
    },
  ]);
  expect(rowAmount(row!)).toBe('2 porções');
  expect(itemsToSave([row!])).toEqual([{ food: -1_000_001, measure: 'porção', quantity: 2 }]);
});
