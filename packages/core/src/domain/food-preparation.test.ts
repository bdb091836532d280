import { expect, test } from 'vitest';
import { isPreparedFoodName, preparationOf, typedAsPrepared } from './food-preparation';

test('a TACO or IBGE name says the food is prepared in a part after the first, not in its first word', () => {
  for (const name of [
    'Carne, bovina, acém, moído, cozido',
    'Arroz, branco, cozido, preparo caseiro',
    'Frango, peito, sem pele, grelhado',
    'Feijão, carioca, cozido',
  ])
    expect(isPreparedFoodName(name), name).toBe(true);
  for (const name of ['Arroz, tipo 1, cru', 'Cebola, crua', 'Batata frita', 'Leite, de vaca, integral'])
    expect(isPreparedFoodName(name), name).toBe(false);
  // The raw form is looked up from the last part only ("preparo caseiro" is mapped by hand in raw-forms).
  expect(preparationOf('Feijão, carioca, cozido')).toBe('cozido');
  expect(preparationOf('Arroz, branco, cozido, preparo caseiro')).toBeUndefined();
});

test('typed words that say the ingredient goes in already prepared', () => {
  expect(typedAsPrepared('200 g de frango grelhado')).toBe(true);
  expect(typedAsPrepared('300 g de arroz cozido')).toBe(true);
  expect(typedAsPrepared('500 g de carne moída')).toBe(false);
});
