import { expect, test } from 'vitest';
import { describeItemAmount, gramsOfAmount, quantityForGrams, roundQuantity, type MeasureOption } from './amount';

const CONCHA: MeasureOption = { id: 'concha-media-cheia', label: 'concha média cheia', grams: 140 };
const COLHER: MeasureOption = { id: 'colher-de-sopa-cheia', label: 'colher de sopa cheia', grams: 25 };
const MEASURES = [CONCHA, COLHER];

test('a measure and a count give the measure’s grams times the count, in halves', () => {
  expect(gramsOfAmount({ unit: CONCHA.id, quantity: 2 }, MEASURES)).toBe(280);
  expect(gramsOfAmount({ unit: COLHER.id, quantity: 4.5 }, MEASURES)).toBe(112.5);
  expect(gramsOfAmount({ unit: CONCHA.id, quantity: 0.5 }, MEASURES)).toBe(70);
});

test('grams are taken as typed; blank, zero, too much or a measure the food lacks give nothing', () => {
  expect(gramsOfAmount({ unit: 'g', grams: 150 }, MEASURES)).toBe(150);
  expect(gramsOfAmount({ unit: 'g', grams: 0 }, MEASURES)).toBeUndefined();
  expect(gramsOfAmount({ unit: 'g', grams: 10_001 }, MEASURES)).toBeUndefined();
  expect(gramsOfAmount({ unit: 'xicara', quantity: 1 }, MEASURES)).toBeUndefined();
  expect(gramsOfAmount({ unit: CONCHA.id, quantity: 0 }, MEASURES)).toBeUndefined();
  expect(gramsOfAmount({ unit: CONCHA.id, quantity: Number.NaN }, MEASURES)).toBeUndefined();
});

test('switching from grams to a measure keeps about the same amount, never less than half a unit', () => {
  expect(quantityForGrams(280, CONCHA)).toBe(2);
  expect(quantityForGrams(200, CONCHA)).toBe(1.5);
  expect(quantityForGrams(10, CONCHA)).toBe(0.5);
  expect(roundQuantity(1.74)).toBe(1.5);
  expect(roundQuantity(1.76)).toBe(2);
  expect(roundQuantity(150)).toBe(100);
});

test('an item reads "2 conchas médias cheias (280 g)", in the singular up to one, or just its grams', () => {
  expect(describeItemAmount(280, { label: 'concha média cheia', quantity: 2 })).toBe('2 conchas médias cheias (280 g)');
  expect(describeItemAmount(70, { label: 'concha média cheia', quantity: 0.5 })).toBe('1/2 concha média cheia (70 g)');
  expect(describeItemAmount(37.5, { label: 'colher de sopa cheia', quantity: 1.5 })).toBe(
    '1 e 1/2 colheres de sopa cheias (38 g)',
  );
  expect(describeItemAmount(1234, null)).toBe('1.234 g');
  // A count typed off the field's halves reads as typed, as its grams were counted: never "0 concha".
  expect(describeItemAmount(28, { label: 'concha média cheia', quantity: 0.2 })).toBe('0,2 concha média cheia (28 g)');
  expect(describeItemAmount(182, { label: 'concha média cheia', quantity: 1.3 })).toBe(
    '1,3 conchas médias cheias (182 g)',
  );
});

test('a drink reads in millilitres, with or without a measure', () => {
  expect(describeItemAmount(240, { label: 'copo médio', quantity: 1 }, { amountUnit: 'ml' })).toBe(
    '1 copo médio (240 ml)',
  );
  expect(describeItemAmount(1500, null, { amountUnit: 'ml' })).toBe('1.500 ml');
  expect(describeItemAmount(150, null)).toBe('150 g');
});

test('a recipe’s servings logged without its cooked weight read as the count alone: its grams are its raw ingredients’', () => {
  expect(describeItemAmount(187.5, { label: 'porção', quantity: 1.5 }, { servingOnly: true })).toBe('1 e 1/2 porções');
  expect(describeItemAmount(125, { label: 'porção', quantity: 1 }, { servingOnly: true })).toBe('1 porção');
  expect(describeItemAmount(125, { label: 'porção', quantity: 1 })).toBe('1 porção (125 g)');
});
