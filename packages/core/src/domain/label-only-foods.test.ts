import { expect, test } from 'vitest';
import { LIBRARY_CATALOG } from '../data/food-catalog';
import { LABEL_ONLY_FOODS, labelOnlyFood, labelOnlyMessage } from './label-only-foods';

test.each([
  ['whey', 'Whey protein'],
  ['Whey Protein', 'Whey protein'],
  ['whey de baunilha', 'Whey protein'],
  ['proteína do soro do leite', 'Whey protein'],
  ['iogurte grego', 'Iogurte grego'],
  ['Iogurte  GREGO zero', 'Iogurte grego'],
  ['iogurte tipo grego', 'Iogurte grego'],
  ['30 g de whey', 'Whey protein'],
  ['1 pote de iogurte grego', 'Iogurte grego'],
])('"%s" is %s, a food only labels measure', (typed, name) => {
  expect(labelOnlyFood(typed)?.name).toBe(name);
});

test.each(['iogurte', 'iogurte natural', 'queijo', 'wheyfit', '', 'leite'])('"%s" is not', (typed) => {
  expect(labelOnlyFood(typed)).toBeUndefined();
});

test('no table food answers to these names (else the search would show it instead)', () => {
  for (const food of LABEL_ONLY_FOODS) {
    for (const key of food.keys) expect(LIBRARY_CATALOG.byName(key), key).toBeUndefined();
  }
});

test('the message says why and where the real numbers are', () => {
  const whey = labelOnlyFood('whey');
  expect(whey && labelOnlyMessage(whey)).toBe(
    'Whey protein não está nas tabelas de composição: a composição muda de uma marca e de um tipo para outro (concentrado, isolado, hidrolisado, com ou sem açúcar). Escaneie o código de barras da embalagem ou cadastre o rótulo em "Meus alimentos".',
  );
});
