import { expect, test } from 'vitest';
import type { FoodName } from '../data/food-types';
import { FOOD_SUGGESTIONS_LIMIT, findFoodName, normalizeFoodText, searchFoodNames, singularKey } from './food-search';

const names = (query: string, limit?: number) => searchFoodNames(query, undefined, limit).map((n) => n.name);

test('normalizeFoodText lowercases, strips accents and collapses spaces', () => {
  expect(normalizeFoodText('  Feijão   CARIOCA ')).toBe('feijao carioca');
  expect(normalizeFoodText('Maçã, Fuji')).toBe('maca, fuji');
  expect(normalizeFoodText('\tpão\nfrancês')).toBe('pao frances');
});

test('"arroz" suggests "arroz branco" first among names starting with the text', () => {
  const result = names('arroz');
  expect(result[0]).toBe('arroz');
  expect(result).toContain('arroz branco');
  expect(result.indexOf('arroz branco')).toBeLessThan(result.indexOf('arroz integral'));
  for (const name of result) expect(normalizeFoodText(name).startsWith('arroz')).toBe(true);
});

test('"arroz b" has "arroz branco" first', () => {
  expect(names('arroz b')[0]).toBe('arroz branco');
});

test('case and accents do not matter: "feijao" finds "feijão carioca", "ARROZ" equals "arroz"', () => {
  expect(searchFoodNames('feijao', undefined, 50).map((n) => n.name)).toContain('feijão carioca');
  expect(names('feijao carioca')[0]).toBe('feijão carioca');
  expect(names('ARROZ')).toEqual(names('arroz'));
  expect(names('FEIJÃO')).toEqual(names('feijao'));
});

test('names starting with the text come before names only containing it', () => {
  const result = names('branco');
  // No name starts with "branco": a word start ("arroz branco") comes before a plain substring.
  expect(result).toContain('arroz branco');
  const list: FoodName[] = [
    { name: 'pão de queijo', foodId: 140, type: 'alias' },
    { name: 'queijo', foodId: 467, type: 'alias' },
    { name: 'requeijão cremoso', foodId: 468, type: 'alias' },
  ];
  expect(searchFoodNames('que', list).map((n) => n.name)).toEqual(['queijo', 'pão de queijo', 'requeijão cremoso']);
});

test('inside a tier everyday names come before TACO names, shorter first', () => {
  const list: FoodName[] = [
    { name: 'Banana, prata, crua', foodId: 182, type: 'taco' },
    { name: 'banana prata', foodId: 182, type: 'alias' },
    { name: 'banana', foodId: 182, type: 'alias' },
  ];
  expect(searchFoodNames('ban', list).map((n) => n.name)).toEqual(['banana', 'banana prata', 'Banana, prata, crua']);
});

test('all typed words matching word starts find a TACO name in another order', () => {
  expect(names('frango grelhado')[0]).toBe('frango grelhado');
  expect(names('peito grelhado')).toContain('Frango, peito, sem pele, grelhado');
  expect(names('arroz tipo 1')).toContain('Arroz, tipo 1, cozido');
});

test('punctuation is ignored: "grao de bico" finds "grão de bico" and "Grão-de-bico, cru"', () => {
  expect(names('grao de bico')).toEqual(expect.arrayContaining(['grão de bico', 'Grão-de-bico, cru']));
});

test('at most 8 suggestions by default, or the given limit', () => {
  expect(FOOD_SUGGESTIONS_LIMIT).toBe(8);
  expect(names('a')).toHaveLength(8);
  expect(names('carne', 3)).toHaveLength(3);
});

test('blank text or an unknown food gives no suggestions', () => {
  expect(names('')).toEqual([]);
  expect(names('   ')).toEqual([]);
  expect(names('xyzzy')).toEqual([]);
});

test('findFoodName matches a whole name ignoring case, accents and spacing', () => {
  expect(findFoodName('Arroz Branco')).toEqual({ name: 'arroz branco', foodId: 3, type: 'alias' });
  expect(findFoodName('  feijao   carioca ')?.foodId).toBe(561);
  expect(findFoodName('Arroz, tipo 1, cozido')).toEqual({ name: 'Arroz, tipo 1, cozido', foodId: 3, type: 'taco' });
  expect(findFoodName('leite condensado')?.foodId).toBe(453); // TACO "Leite, condensado"
  expect(findFoodName('arroz bran')).toBeUndefined();
  expect(findFoodName('')).toBeUndefined();
});

test('plurals fold to the singular for lookup, and a search that finds nothing is retried in the singular', () => {
  expect(singularKey('ovos cozidos')).toBe('ovo cozido');
  expect(singularKey('paes franceses')).toBe(singularKey('pao frances'));
  expect(singularKey('pasteis')).toBe('pastel');
  expect(singularKey('nozes')).toBe('noz');
  expect(singularKey('arroz')).toBe('arroz');
  expect(findFoodName('bananas')?.foodId).toBe(182);
  expect(findFoodName('feijões')?.foodId).toBe(findFoodName('feijão')?.foodId);
  expect(names('abacaxis')).toContain('abacaxi');
  expect(findFoodName('arroz brancos bran')).toBeUndefined();
});
