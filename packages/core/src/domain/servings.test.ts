import { expect, test } from 'vitest';
import { getFoodById } from '../data/foods';
import { householdUnit, servingProfile } from './servings';

const taco = (id: number) => {
  const record = getFoodById(id);
  if (!record) throw new Error(`missing food ${id}`);
  return record;
};
const unitOf = (id: number) => householdUnit(taco(id));

test.each([
  [561, 'Feijão, carioca, cozido', 'concha média cheia', 140],
  [3, 'Arroz, tipo 1, cozido', 'escumadeira média cheia', 85],
  [526, 'Arroz carreteiro', 'colher de arroz cheia', 60],
  [346, 'Carne, bovina, contra-filé, sem gordura, grelhado', 'bife médio', 100],
  [410, 'Frango, peito, sem pele, grelhado', 'filé médio', 100],
  [411, 'Frango, sobrecoxa, com pele, assada', 'sobrecoxa média', 65],
  [326, 'Carne, bovina, acém, moído, cozido', 'colher de sopa cheia', 30],
  [488, 'Ovo, de galinha, inteiro, cozido/10minutos', 'unidade média', 45],
  [53, 'Pão, trigo, francês', 'unidade', 50],
  [1005, 'Pão, trigo, forma, branco', 'fatia média', 30],
  [182, 'Banana, prata, crua', 'unidade', 75],
  [226, 'Mamão, Papaia, cru', 'pedaço pequeno', 120],
  [467, 'Queijo, prato', 'fatia média', 15],
  [458, 'Leite, de vaca, integral', 'copo médio', 240],
  [215, 'Laranja, pêra, suco', 'copo médio', 240],
  [1101, 'Café com leite', 'xícara de chá', 200],
  [260, 'Azeite, de oliva, extra virgem', 'colher de sopa', 8],
  [261, 'Manteiga, com sal', 'ponta de faca', 5],
  [131, 'Mandioca, farofa, temperada', 'colher de sopa cheia', 25],
  [494, 'Açúcar, refinado', 'colher de chá cheia', 5],
  [78, 'Alface, crespa, crua', 'folha média', 10],
])('food %i (%s) is counted in "%s" (%i g)', (id, name, label, grams) => {
  expect(taco(id).name).toBe(name);
  expect(unitOf(id)).toEqual({ label, grams });
});

test('a food without a rule takes its measure nearest the usual serving, not a plate or a package', () => {
  // Batata cozida, usual 130 g: the unidade média (140 g), not the prato de sobremesa (100 g).
  expect(unitOf(91)).toEqual({ label: 'unidade média', grams: 140 });
  // Brócolis cozido, usual 80 g: the ramo médio (60 g), not the pires (75 g).
  expect(unitOf(100)).toEqual({ label: 'ramo médio', grams: 60 });
});

test("a label's serving alone (My foods) is its own unit; no measure, no unit", () => {
  expect(householdUnit({ measures: [{ label: 'pote', grams: 170 }] })).toEqual({ label: 'pote', grams: 170 });
  expect(householdUnit({ measures: [] })).toBeUndefined();
});

test('sliced bread steps by the slice it is described in, not by a 50 g roll', () => {
  const bread = servingProfile(taco(1005), 'breakfast');
  expect(bread.step).toBe(30);
  expect(bread.typical % 30).toBe(0);
});

test('creme de leite (TACO writes "Creme de Leite") is a side of about 20 g, not a 200 g glass', () => {
  expect(servingProfile(taco(447), 'lunch')).toMatchObject({ typical: 20, min: 10, max: 40, role: 'side' });
});
