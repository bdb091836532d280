import { expect, test } from 'vitest';
import { ownFoodNames, suggestFoods } from './food-suggestions';

test('the user’s recipes are suggested after their own foods, marked as recipes, before the library', () => {
  const own = ownFoodNames([{ name: 'Marmita fitness Marca X' }]);
  const recipes = ownFoodNames([{ name: 'Marmita da semana' }, { name: 'Bolo da vó' }]);
  const options = suggestFoods('marmita', own, recipes);
  expect(options.slice(0, 2)).toEqual([
    { name: 'Marmita fitness Marca X', mine: true },
    { name: 'Marmita da semana', mine: false, recipe: true },
  ]);
  expect(options.filter((option) => option.recipe)).toHaveLength(1);
});
