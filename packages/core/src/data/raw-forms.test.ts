import { expect, test } from 'vitest';
import { LIBRARY_CATALOG } from './food-catalog';
import { gramsOf } from '../domain/food-amount';
import { typedAsPrepared } from '../domain/food-preparation';
import type { FoodRecord } from './food-types';
import { cookedBeforeEating, rawFormOf } from './raw-forms';

const food = (name: string) => {
  const found = LIBRARY_CATALOG.byName(name);
  if (!found) throw new Error(`no food for ${name}`);
  return found;
};

test.each([
  ['arroz', 'Arroz, branco, cozido, preparo caseiro', 'Arroz, tipo 1, cru'],
  ['arroz integral', 'Arroz, integral, cozido', 'Arroz, integral, cru'],
  ['feijão', 'Feijão, cozido, preparo caseiro', 'Feijão, carioca, cru'],
  ['feijão preto', 'Feijão, preto, cozido', 'Feijão, preto, cru'],
  ['macarrão', 'Macarrão, trigo, cozido', 'Macarrão, trigo, cru'],
  ['lentilha', 'Lentilha, cozida', 'Lentilha, crua'],
  ['grão de bico', 'Grão-de-bico, cozido', 'Grão-de-bico, cru'],
  ['carne moída', 'Carne, bovina, acém, moído, cozido', 'Carne, bovina, acém, moído, cru'],
  ['frango', 'Frango, peito, sem pele, grelhado', 'Frango, peito, sem pele, cru'],
  ['ovo', 'Ovo, de galinha, inteiro, cozido/10minutos', 'Ovo, de galinha, inteiro, cru'],
  ['batata', 'Batata, inglesa, cozida', 'Batata, inglesa, crua'],
  ['costela', 'Carne, bovina, costela, assada', 'Carne, bovina, costela, crua'],
])('a cook’s "%s": the plate’s %s, raw %s', (typed, eaten, raw) => {
  const found = food(typed);
  expect(found.name).toBe(eaten);
  expect(rawFormOf(found)?.name).toBe(raw);
});

test('a food already raw, or with no raw form in the tables, has none', () => {
  for (const name of ['cebola', 'tomate', 'farinha de trigo', 'leite', 'açúcar', 'azeite']) {
    expect(rawFormOf(food(name)), name).toBeUndefined();
  }
});

test('a cup of raw rice is 200 g; cooked rice has no cup', () => {
  expect(gramsOf(food('arroz'), 'xícara', 2)).toBeUndefined();
  const raw = rawFormOf(food('arroz'));
  expect(raw && gramsOf(raw, 'xícaras', 2)).toBe(400);
});

test('a can or a carton of creme de leite: 300 g and 200 g', () => {
  expect(gramsOf(food('creme de leite'), 'lata', 1)).toBe(300);
  expect(gramsOf(food('creme de leite'), 'caixinha', 1)).toBe(200);
});

test('typed words that say the ingredient goes in prepared', () => {
  for (const typed of ['arroz cozido', 'Frango desfiado', 'batata frita', 'feijão pronto', 'arroz de ontem (sobra)']) {
    expect(typedAsPrepared(typed), typed).toBe(true);
  }
  for (const typed of ['arroz', 'feijão carioca', 'peito de frango', 'carne moída']) {
    expect(typedAsPrepared(typed), typed).toBe(false);
  }
});

test('a raw food cooked before eating: the raw form of a prepared grain, legume, tuber, meat, fish, bread or dish, or one named raw', () => {
  const cooked = (id: number) => cookedBeforeEating(LIBRARY_CATALOG.byId(id) as FoodRecord);
  // Dry rice, dry carioca beans, raw chicken breast, raw potato: their recipes weigh more once cooked.
  for (const id of [4, 562, 409, 92]) expect(cooked(id), String(id)).toBe(true);
  // No prepared twin in the tables, but named raw: a whole raw chicken with skin (402).
  expect(cooked(402)).toBe(true);
  // Raw tomato and lettuce go in a salad as they are; raw couve has a refogada, but is a leaf; cooked
  // rice is already cooked.
  for (const id of [157, 78, 115, 1201]) expect(cooked(id), String(id)).toBe(false);
});
