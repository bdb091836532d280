import { expect, test } from 'vitest';
import {
  GLYCEMIC_INDEX_LEVELS,
  GLYCEMIC_LOAD_LEVELS,
  glycemicIndexLevel,
  glycemicLoadLevel,
  mealGlycemic,
} from './glycemic';

test('the meal index is the carb-weighted average of the items that have one', () => {
  // (40 g × 73 + 10 g × 38) / 50 g = 3300 / 50 = 66; load = 66 × 50 / 100 = 33.
  expect(
    mealGlycemic([
      { carbs: 40, glycemicIndex: 73 },
      { carbs: 10, glycemicIndex: 38 },
    ]),
  ).toEqual({ index: 66, load: 33 });
});

test('items without an index are left out of the average and of the load', () => {
  // Only rice counts: index 73, load 73 × 45 / 100 = 32.85 → 32.9 (1 decimal).
  expect(
    mealGlycemic([
      { carbs: 45, glycemicIndex: 73 },
      { carbs: 20, glycemicIndex: null },
    ]),
  ).toEqual({ index: 73, load: 32.9 });
});

test('index and load are rounded to 1 decimal', () => {
  // (10 × 73 + 20 × 30) / 30 = 44.333… → 44.3; load = 44.333… × 30 / 100 = 13.3.
  expect(
    mealGlycemic([
      { carbs: 10, glycemicIndex: 73 },
      { carbs: 20, glycemicIndex: 30 },
    ]),
  ).toEqual({ index: 44.3, load: 13.3 });
});

test('no item with an index (or none with carbs) gives null index and load', () => {
  expect(mealGlycemic([])).toEqual({ index: null, load: null });
  expect(mealGlycemic([{ carbs: 30, glycemicIndex: null }])).toEqual({ index: null, load: null });
  expect(mealGlycemic([{ carbs: 0, glycemicIndex: 73 }])).toEqual({ index: null, load: null });
});

test('index levels: under 55 low (green), under 70 medium (yellow), otherwise high (red)', () => {
  expect(glycemicIndexLevel(0)).toBe('low');
  expect(glycemicIndexLevel(54.9)).toBe('low');
  expect(glycemicIndexLevel(55)).toBe('medium');
  expect(glycemicIndexLevel(69.9)).toBe('medium');
  expect(glycemicIndexLevel(70)).toBe('high');
  expect(glycemicIndexLevel(100)).toBe('high');
  expect(GLYCEMIC_INDEX_LEVELS).toEqual({
    low: { label: 'Baixo', color: 'green' },
    medium: { label: 'Médio', color: 'yellow' },
    high: { label: 'Alto', color: 'red' },
  });
});

test('load levels: under 10 good, under 20 caution, otherwise bad', () => {
  expect(glycemicLoadLevel(9.9)).toBe('good');
  expect(glycemicLoadLevel(10)).toBe('caution');
  expect(glycemicLoadLevel(19.9)).toBe('caution');
  expect(glycemicLoadLevel(20)).toBe('bad');
  expect(GLYCEMIC_LOAD_LEVELS).toEqual({
    good: { label: 'Boa', color: 'green' },
    caution: { label: 'Atenção', color: 'yellow' },
    bad: { label: 'Alta', color: 'red' },
  });
});
