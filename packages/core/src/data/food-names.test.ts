import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { findFoodName, normalizeFoodText } from '../domain/food-search';
import { FOOD_NAMES } from './food-names';
import type { FoodName } from './food-types';
import { FOODS, getFoodById } from './foods';

const aliases = FOOD_NAMES.filter((n) => n.type === 'alias');

/** Where an everyday name leads: its alias, or the TACO name it equals without punctuation. */
const aliasTarget = (alias: string): string | undefined => {
  const entry = findFoodName(alias);
  return entry ? getFoodById(entry.foodId)?.name : undefined;
};

test('there are about 600 or more everyday names, and every TACO name of a plannable food', () => {
  expect(aliases.length).toBeGreaterThanOrEqual(600);
  const tacoNames = FOOD_NAMES.filter((n) => n.type === 'taco');
  const plannable = FOODS.filter((f) => f.plannable && f.id <= 597);
  expect(tacoNames.map((n) => [n.foodId, n.name])).toEqual(plannable.map((f) => [f.id, f.name]));
});

test('every derived food (ids 1001+) is found by its own name', () => {
  const derived = FOODS.filter((f) => f.id > 597);
  expect(derived.length).toBeGreaterThan(0);
  for (const food of derived) expect(findFoodName(food.name)?.foodId, food.name).toBe(food.id);
});

test('names are unique case- and accent-insensitively, but a dish may carry its TACO twin’s very name', () => {
  const seen = new Map<string, FoodName>();
  for (const entry of FOOD_NAMES) {
    const key = normalizeFoodText(entry.name);
    const before = seen.get(key);
    // Issue 34: the built-in "Feijoada" (POF) stands beside TACO's "Feijoada"; the dish is listed first.
    const twin = before?.type === 'dish' && entry.type === 'taco' && before.name === entry.name;
    if (!twin) expect(before?.name, `${entry.name} duplicates ${before?.name}`).toBeUndefined();
    if (!before) seen.set(key, entry);
  }
});

test('every name points to an existing, plannable food', () => {
  for (const { name, foodId } of FOOD_NAMES) {
    const food = getFoodById(foodId);
    expect(food, name).toBeDefined();
    expect(food?.plannable, name).toBe(true);
  }
});

test('foods TACO cannot plan (450, 472, 591) have no name', () => {
  const ids = new Set(FOOD_NAMES.map((n) => n.foodId));
  for (const id of [450, 472, 591]) expect(ids.has(id)).toBe(false);
});

test('important everyday names point to the exact TACO food', () => {
  const expected: Record<string, string> = {
    'arroz branco': 'Arroz, tipo 1, cozido',
    'arroz integral': 'Arroz, integral, cozido',
    feijão: 'Feijão, cozido, preparo caseiro',
    'feijão carioca': 'Feijão, carioca, cozido',
    'feijão preto': 'Feijão, preto, cozido',
    'pão francês': 'Pão, trigo, francês',
    'frango grelhado': 'Frango, peito, sem pele, grelhado',
    'peito de frango': 'Frango, peito, sem pele, grelhado',
    'ovo cozido': 'Ovo, de galinha, inteiro, cozido/10minutos',
    'ovo frito': 'Ovo, de galinha, inteiro, frito',
    'banana prata': 'Banana, prata, crua',
    'banana nanica': 'Banana, nanica, crua',
    maçã: 'Maçã, Fuji, com casca, crua',
    tapioca: 'Tapioca, com manteiga',
    cuscuz: 'Cuscuz, de milho, cozido com sal',
    açaí: 'Açaí, polpa, congelada',
    alface: 'Alface, crespa, crua',
    tomate: 'Tomate, com semente, cru',
    azeite: 'Azeite, de oliva, extra virgem',
    manteiga: 'Manteiga, com sal',
    leite: 'Leite, de vaca, integral',
    café: 'Café, infusão 10%',
    'queijo minas': 'Queijo, minas, frescal',
    'carne moída': 'Carne, bovina, acém, moído, cozido',
    bife: 'Carne, bovina, contra-filé, sem gordura, grelhado',
    picanha: 'Carne, bovina, picanha, com gordura, grelhada',
    salmão: 'Salmão, sem pele, fresco, grelhado',
    'batata doce': 'Batata, doce, cozida',
    mandioca: 'Mandioca, cozida',
    macarrão: 'Macarrão, trigo, cozido',
    'macarrão cru': 'Macarrão, trigo, cru',
    aveia: 'Aveia, flocos, crua',
    'iogurte natural': 'Iogurte, natural',
    mamão: 'Mamão, Papaia, cru',
    laranja: 'Laranja, pêra, crua',
    'suco de laranja': 'Laranja, pêra, suco',
    'leite desnatado': 'Leite, de vaca, desnatado, UHT',
  };
  for (const [alias, tacoName] of Object.entries(expected)) expect(aliasTarget(alias), alias).toBe(tacoName);
});

test('the planner’s end-to-end foods resolve to the expected kinds', () => {
  const kindOf = (alias: string) => {
    const entry = findFoodName(alias);
    return entry ? getFoodById(entry.foodId)?.kind : undefined;
  };
  expect(kindOf('arroz branco')).toBe('grain');
  expect(kindOf('feijão carioca')).toBe('legume');
  expect(kindOf('frango grelhado')).toBe('meat');
  expect(kindOf('alface')).toBe('leafy');
  expect(kindOf('azeite')).toBe('oil');
});

test('food-names.ts and dish-names.ts stay small for the browser: they import no composition data', () => {
  const source = readFileSync(new URL('./food-names.ts', import.meta.url), 'utf8');
  const imports = source.split('\n').filter((line) => line.startsWith('import '));
  expect(imports).toEqual([
    "import { DISH_LIST_ALIASES, DISH_NAMES } from './dish-names';",
    "import type { FoodName } from './food-types';",
  ]);
  const dishNames = readFileSync(new URL('./dish-names.ts', import.meta.url), 'utf8');
  expect(dishNames.split('\n').filter((line) => line.startsWith('import '))).toEqual([]);
});
