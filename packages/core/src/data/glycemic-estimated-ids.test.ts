import { expect, test } from 'vitest';
import { FOODS } from './foods';
import { ESTIMATED_GI_FOOD_IDS } from './glycemic-estimated-ids';

test('the browser list of estimated glycemic indexes matches the food library (regenerate with scripts/gen-glycemic-flags.ts)', () => {
  const estimated = FOODS.filter((food) => food.glycemic?.source === 'estimated').map((food) => food.id);
  expect([...ESTIMATED_GI_FOOD_IDS].sort((a, b) => a - b)).toEqual(estimated.sort((a, b) => a - b));
  expect(ESTIMATED_GI_FOOD_IDS.has(3)).toBe(false); // Arroz tipo 1 cozido: measured (73)
});
