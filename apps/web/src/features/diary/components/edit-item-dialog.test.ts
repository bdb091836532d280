import { zeroNutrients } from '@prato/core/domain/nutrients';
import type { DiaryItem } from '@prato/core/schemas/diary';
import { expect, test } from 'vitest';
import { GRAMS_UNIT } from '../lib/amount';
import { itemSummary } from './add-item-dialog';
import { changeOf, type EditTarget } from './edit-item-dialog';

const item: DiaryItem = {
  id: '0b7c7a52-6a53-4d7e-9a59-2a4c1f5c9d01',
  mealId: '5a0c6a1e-3f0e-4bde-8a55-7f1a9a0c2b11',
  foodId: 561,
  name: 'Feijão, carioca, cozido',
  grams: 280,
  measure: { id: 'concha-media-cheia', label: 'concha média cheia', quantity: 2 },
  homeMeasure: '2 conchas médias cheias (280 g)',
  calories: 213,
  macros: { protein: 13.4, carbs: 38.1, fat: 1.4, fiber: 23.8 },
  nutrients: zeroNutrients(),
  source: 'taco',
  time: '19:30',
  origin: 'diary',
};
const target: EditTarget = { item, date: '2026-11-25', slot: 'dinner' };
const same = {
  foodId: 561,
  amount: { measure: 'concha-media-cheia', quantity: 2 },
  amountTouched: false,
  slot: 'dinner',
  date: '2026-11-25',
  time: '19:30',
};

test('nothing changed: nothing is sent', () => {
  expect(changeOf(target, same)).toBeNull();
  // Touched and put back as it was.
  expect(changeOf(target, { ...same, amountTouched: true })).toBeNull();
});

test('only what changed is sent: the amount, the slot, the day, the time', () => {
  expect(changeOf(target, { ...same, amount: { grams: 200 }, amountTouched: true })).toEqual({ grams: 200 });
  expect(
    changeOf(target, { ...same, amount: { measure: 'concha-media-cheia', quantity: 1.5 }, amountTouched: true }),
  ).toEqual({
    measure: 'concha-media-cheia',
    quantity: 1.5,
  });
  expect(changeOf(target, { ...same, slot: 'lunch', date: '2026-11-24', time: '12:15' })).toEqual({
    slot: 'lunch',
    date: '2026-11-24',
    time: '12:15',
  });
});

test('an amount shown in grams only because the measures had not loaded is not sent as a change', () => {
  expect(changeOf(target, { ...same, amount: { grams: 280 }, amountTouched: false })).toBeNull();
});

test('another food is sent with its amount (its measures are its own)', () => {
  expect(changeOf(target, { ...same, foodId: 562, amount: { grams: 280 } })).toEqual({ food: 562, grams: 280 });
});

test('an item’s summary counts a drink in millilitres, from the item while the food’s details are not loaded', () => {
  const state = { unit: GRAMS_UNIT, grams: 300, quantity: 1 };
  expect(itemSummary('Suco de laranja', state, undefined, { amountUnit: 'ml' })).toBe('Suco de laranja · 300 ml');
  expect(itemSummary('Arroz', state, undefined)).toBe('Arroz · 300 g');
});
