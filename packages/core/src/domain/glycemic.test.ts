import { expect, test } from 'vitest';
import {
  availableCarbs,
  ESTIMATED_CARB_SHARE,
  GLYCEMIC_INDEX_LEVELS,
  glycemicIndexLevel,
  mealGlycemic,
  portionGlycemic,
  type GlycemicItem,
} from './glycemic';

// A Brazilian PF, portions of TACO foods: arroz tipo 1 cozido 150 g (carbs 28.1, fibre 1.6 per
// 100 g), feijão carioca cozido 100 g (13.6, 8.5), frango grelhado 100 g (no carbohydrate).
const rice: GlycemicItem = { carbs: 42.2, fiber: 2.4, glycemicIndex: 73, giSource: 'measured' };
const beans: GlycemicItem = { carbs: 13.6, fiber: 8.5, glycemicIndex: 24, giSource: 'approximate' };
const chicken: GlycemicItem = { carbs: 0, fiber: 0, glycemicIndex: null };
const skimMilk: GlycemicItem = { carbs: 9.9, fiber: 0, glycemicIndex: 37, giSource: 'measured' };

test('available carbohydrate is the total minus fibre; unknown fibre leaves the total', () => {
  expect(availableCarbs(42.2, 2.4)).toBeCloseTo(39.8, 10);
  expect(availableCarbs(13.6, 8.5)).toBeCloseTo(5.1, 10);
  expect(availableCarbs(24.7, null)).toBe(24.7);
  // Fibre never makes it negative (TACO's rounding can put fibre above the total).
  expect(availableCarbs(1.2, 1.5)).toBe(0);
  expect(availableCarbs(0, 0)).toBe(0);
});

test('a PF by hand: index and load weighted by available carbohydrate (carbs − fibre), not the total', () => {
  // Available: rice 42.2 − 2.4 = 39.8 g, beans 13.6 − 8.5 = 5.1 g; 44.9 g in all.
  // Σ GI × available = 39.8 × 73 + 5.1 × 24 = 2905.4 + 122.4 = 3027.8.
  // Index = 3027.8 / 44.9 = 67.43… → 67.4; load = 3027.8 / 100 = 30.278 → 30.3.
  // (On total carbohydrate it was index 61.1 and load 34.1: fibre raised the load.)
  // Beans supply 5.1 / 44.9 = 11.4 % of the available carbohydrate with an approximate index: estimated.
  expect(mealGlycemic([rice, beans, chicken])).toEqual({
    index: 67.4,
    load: 30.3,
    estimated: true,
    indexLevel: 'medium',
  });
});

test('a meal whose carbohydrate all comes from measured foods with measured fibre is not estimated', () => {
  // (39.8 × 73 + 9.9 × 37) / 49.7 = (2905.4 + 366.3) / 49.7 = 65.83… → 65.8; load 32.717 → 32.7.
  expect(mealGlycemic([rice, skimMilk, chicken])).toEqual({
    index: 65.8,
    load: 32.7,
    estimated: false,
    indexLevel: 'medium',
  });
});

test('a food not measured marks the meal estimated only when it supplies at least 10 % of the available carbohydrate', () => {
  expect(ESTIMATED_CARB_SHARE).toBe(0.1);
  // Rice 39.8 g available; an estimated food with 4.4 g is 4.4 / 44.2 = 9.95 %: not enough.
  const below: GlycemicItem = { carbs: 4.4, fiber: 0, glycemicIndex: 81, giSource: 'estimated' };
  expect(mealGlycemic([rice, below]).estimated).toBe(false);
  // With 4.5 g it is 4.5 / 44.3 = 10.2 %.
  const at: GlycemicItem = { ...below, carbs: 4.5 };
  expect(mealGlycemic([rice, at]).estimated).toBe(true);
});

test('unknown fibre counts the whole carbohydrate and marks the meal estimated', () => {
  // White sliced bread 50 g: carbs 24.7, fibre not measured, index 75 measured on this very food.
  const bread: GlycemicItem = { carbs: 24.7, fiber: null, glycemicIndex: 75, giSource: 'measured' };
  // Load = 75 × 24.7 / 100 = 18.525 → 18.5.
  expect(mealGlycemic([bread])).toEqual({ index: 75, load: 18.5, estimated: true, indexLevel: 'high' });
});

test('a carbohydrate food without an index is left out of index and load, and marks the meal estimated', () => {
  // Only rice is indexed: index 73, load 73 × 39.8 / 100 = 29.054 → 29.1; the other 20 g have no index.
  expect(mealGlycemic([rice, { carbs: 20, fiber: 0, glycemicIndex: null }])).toEqual({
    index: 73,
    load: 29.1,
    estimated: true,
    indexLevel: 'high',
  });
});

test('a portion without a source (saved before sources were recorded) is not known to be measured', () => {
  const { giSource: _measured, ...unknownSource } = rice;
  expect(mealGlycemic([unknownSource]).estimated).toBe(true);
});

test('no item with an index and available carbohydrate: no index, no load, nothing estimated', () => {
  const empty = { index: null, load: null, estimated: false, indexLevel: null };
  expect(mealGlycemic([])).toEqual(empty);
  expect(mealGlycemic([{ carbs: 30, fiber: 2, glycemicIndex: null }])).toEqual(empty);
  expect(mealGlycemic([{ ...rice, carbs: 0 }])).toEqual(empty);
  expect(mealGlycemic([{ ...rice, carbs: 2, fiber: 2 }])).toEqual(empty);
});

test('the meal has an index band and no load band: per-serving load thresholds never judge a plate', () => {
  // A balanced marmita with load 26.6 (≥ 20, "high" for ONE serving of ONE food) gets no load level.
  const marmita = mealGlycemic([
    { carbs: 40, fiber: 2.3, glycemicIndex: 73, giSource: 'measured' },
    { carbs: 10, fiber: 4.1, glycemicIndex: 36, giSource: 'measured' },
  ]);
  expect(marmita.load).toBeGreaterThanOrEqual(20);
  expect(Object.keys(marmita).sort()).toEqual(['estimated', 'index', 'indexLevel', 'load']);
  expect(marmita.indexLevel).toBe(glycemicIndexLevel(marmita.index ?? 0));
});

test('index bands of ISO 26642: low up to 55, medium 56–69, high from 70, on the whole number', () => {
  expect(glycemicIndexLevel(0)).toBe('low');
  expect(glycemicIndexLevel(55)).toBe('low');
  expect(glycemicIndexLevel(55.4)).toBe('low');
  expect(glycemicIndexLevel(55.5)).toBe('medium');
  expect(glycemicIndexLevel(56)).toBe('medium');
  expect(glycemicIndexLevel(69)).toBe('medium');
  expect(glycemicIndexLevel(69.4)).toBe('medium');
  expect(glycemicIndexLevel(69.5)).toBe('high');
  expect(glycemicIndexLevel(70)).toBe('high');
  expect(glycemicIndexLevel(103)).toBe('high');
  expect(GLYCEMIC_INDEX_LEVELS).toEqual({
    low: { label: 'Baixo', color: 'green' },
    medium: { label: 'Médio', color: 'yellow' },
    high: { label: 'Alto', color: 'red' },
  });
});

test("a portion carries the food's index with its source, or null without one", () => {
  expect(portionGlycemic({ value: 24, source: 'approximate' })).toEqual({ glycemicIndex: 24, giSource: 'approximate' });
  expect(portionGlycemic(null)).toEqual({ glycemicIndex: null });
});
