import { expect, test } from 'vitest';
import { preparationOf, typedAsPrepared } from './food-preparation';

test('a TACO name says how the food was prepared in its last part; the POF home preparations do not', () => {
  expect(preparationOf('Feijão, carioca, cozido')).toBe('cozido');
  expect(preparationOf('Frango, peito, sem pele, grelhado')).toBe('grelhado');
  expect(preparationOf('Arroz, tipo 1, cru')).toBeUndefined();
  expect(preparationOf('Batata frita')).toBeUndefined();
  // The raw form is looked up from the last part only ("preparo caseiro" is mapped by hand in raw-forms).
  expect(preparationOf('Arroz, branco, cozido, preparo caseiro')).toBeUndefined();
});

test('typed words that say the ingredient goes in already prepared', () => {
  expect(typedAsPrepared('200 g de frango grelhado')).toBe(true);
  expect(typedAsPrepared('300 g de arroz cozido')).toBe(true);
  expect(typedAsPrepared('500 g de carne moída')).toBe(false);
});
