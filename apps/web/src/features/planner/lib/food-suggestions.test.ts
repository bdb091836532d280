import { expect, test } from 'vitest';
import { ownFoodNames, suggestFoods } from './food-suggestions';

// Issue 34: a built-in Brazilian dish is marked in the planner's suggestions ("Prato").
test('the planner marks built-in dishes among the suggestions, and only them', () => {
  const coxinha = suggestFoods('coxinha');
  expect(coxinha[0]).toEqual({ name: 'Coxinha', mine: false, dish: true });
  const lasanha = suggestFoods('lasanha');
  expect(lasanha[0]).toEqual({ name: 'Lasanha', mine: false, dish: true });
  // The pasta sheets (TACO's lasanha foods and their everyday names) are not dishes.
  expect(lasanha.filter((option) => !option.dish).every((option) => /massa/iu.test(option.name))).toBe(true);
  const arroz = suggestFoods('arroz');
  expect(arroz[0]).toEqual({ name: 'arroz', mine: false });
});

test('a user food of the same name comes first and is the user’s, not the dish', () => {
  const options = suggestFoods('pudim', ownFoodNames([{ name: 'Pudim' }]));
  expect(options[0]).toEqual({ name: 'Pudim', mine: true });
  expect(options.filter((option) => option.name.toLowerCase() === 'pudim')).toHaveLength(1);
});

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
