import { expect, test } from 'vitest';
import { FOOD_KINDS } from './food-types';
import { FOODS, getFoodById } from './foods';

const byName = (name: string) => {
  const food = FOODS.find((f) => f.name === name);
  if (!food) throw new Error(`missing TACO food ${name}`);
  return food;
};

test('the library holds the 597 TACO foods with ids 1 to 597, then derived foods with ids 1001 to 1999 and built-in dishes 3001 to 3999', () => {
  const taco = FOODS.filter((f) => f.id <= 597);
  expect(taco).toHaveLength(597);
  expect(new Set(taco.map((f) => f.id)).size).toBe(597);
  expect(Math.min(...taco.map((f) => f.id))).toBe(1);
  const derived = FOODS.filter((f) => f.id > 597);
  expect(derived.length).toBeGreaterThan(0);
  for (const food of derived) {
    const derivedOrDish = (food.id >= 1001 && food.id <= 1999) || (food.id >= 3001 && food.id <= 3999);
    expect(derivedOrDish, `${food.id} ${food.name}`).toBe(true);
    expect(food.compositionSource, food.name).toBeDefined();
  }
  expect(new Set(FOODS.map((f) => f.id)).size).toBe(FOODS.length);
});

test('getFoodById finds a food by TACO id and returns undefined for an unknown id', () => {
  expect(getFoodById(3)?.name).toBe('Arroz, tipo 1, cozido');
  expect(getFoodById(0)).toBeUndefined();
  expect(getFoodById(100001)).toBeUndefined();
});

test('composition per 100 g is TACO’s: Arroz tipo 1 cozido and Feijão carioca cozido', () => {
  expect(byName('Arroz, tipo 1, cozido').per100g).toEqual({
    kcal: 128,
    protein: 2.5,
    carbs: 28.1,
    fat: 0.2,
    fiber: 1.6,
  });
  expect(byName('Feijão, carioca, cozido').per100g).toEqual({
    kcal: 76,
    protein: 4.8,
    carbs: 13.6,
    fat: 0.5,
    fiber: 8.5,
  });
});

test('no composition value is NaN and every known value is a finite, non-negative number', () => {
  for (const food of FOODS) {
    const { kcal, protein, carbs, fat, fiber } = food.per100g;
    for (const value of [kcal, protein, carbs, fat]) {
      expect(Number.isFinite(value) && value >= 0, `${food.id} ${food.name}`).toBe(true);
    }
    if (fiber !== null) expect(Number.isFinite(fiber) && fiber >= 0, `${food.id} fiber`).toBe(true);
  }
});

test('TACO NA counts as 0 (oil has no protein, meat no fibre, salt no energy)', () => {
  const oil = byName('Azeite, de oliva, extra virgem').per100g;
  expect(oil.protein).toBe(0);
  expect(oil.carbs).toBe(0);
  expect(oil.fat).toBe(100);
  expect(byName('Frango, peito, sem pele, grelhado').per100g.fiber).toBe(0);
  const salt = byName('Sal, grosso');
  expect(salt.per100g.kcal).toBe(0);
  expect(salt.plannable).toBe(true);
});

test('fibre TACO marks * or leaves blank stays unknown (null), not 0', () => {
  expect(byName('Hambúrguer, bovino, grelhado').per100g.fiber).toBeNull(); // '*'
  expect(byName('Estrogonofe de carne').per100g.fiber).toBeNull(); // blank
});

test('whole and skimmed milk carry the cited USDA values and say where they come from', () => {
  const whole = byName('Leite, de vaca, integral');
  expect(whole.per100g).toEqual({ kcal: 61, protein: 3.15, carbs: 4.8, fat: 3.25, fiber: 0 });
  expect(whole.compositionSource).toContain('NDB 01077');
  expect(whole.plannable).toBe(true);
  const skimmed = byName('Leite, de vaca, desnatado, UHT');
  expect(skimmed.per100g).toEqual({ kcal: 34, protein: 3.37, carbs: 4.96, fat: 0.08, fiber: 0 });
  expect(skimmed.compositionSource).toContain('NDB 01151');
  expect(byName('Arroz, tipo 1, cozido').compositionSource).toBeUndefined();
});

test('foods whose energy or macronutrients TACO does not give are not plannable', () => {
  const unplannable = FOODS.filter((f) => !f.plannable).map((f) => f.id);
  // 450 and 591: under re-analysis ('*'); 472 (aguardente): protein, carbohydrate and fat not analysed.
  expect(unplannable.sort((a, b) => a - b)).toEqual([450, 472, 591]);
});

test('every food has a kind from the list and at least one positive household measure', () => {
  for (const food of FOODS) {
    expect(FOOD_KINDS).toContain(food.kind);
    expect(food.measures.length, `${food.id} ${food.name}`).toBeGreaterThan(0);
    for (const m of food.measures) expect(m.grams, `${food.id} ${m.label}`).toBeGreaterThan(0);
  }
});

test('kinds of typical foods follow their TACO group and name', () => {
  const kinds: Record<string, string> = {
    'Alface, crespa, crua': 'leafy',
    'Couve, manteiga, refogada': 'leafy',
    'Azeite, de oliva, extra virgem': 'oil',
    'Manteiga, com sal': 'oil',
    'Frango, peito, sem pele, grelhado': 'meat',
    'Carne, bovina, picanha, com gordura, grelhada': 'meat',
    'Feijão, carioca, cozido': 'legume',
    'Arroz, tipo 1, cozido': 'grain',
    'Cuscuz, de milho, cozido com sal': 'grain',
    'Pão, trigo, francês': 'bread',
    'Tapioca, com manteiga': 'bread',
    'Batata, doce, cozida': 'tuber',
    'Mandioca, cozida': 'tuber',
    'Salmão, sem pele, fresco, grelhado': 'fish',
    'Camarão, Rio Grande, grande, cozido': 'fish',
    'Ovo, de galinha, inteiro, cozido/10minutos': 'egg',
    'Queijo, minas, frescal': 'cheese',
    'Leite, de vaca, integral': 'dairy',
    'Iogurte, natural': 'dairy',
    'Açúcar, refinado': 'sugar',
    'Mel, de abelha': 'sugar',
    'Laranja, pêra, suco': 'beverage',
    'Café, infusão 10%': 'beverage',
    'Refrigerante, tipo cola': 'beverage',
    'Cerveja, pilsen': 'beverage',
    'Banana, prata, crua': 'fruit',
    'Tomate, com semente, cru': 'vegetable',
    'Amendoim, torrado, salgado': 'nut',
    'Castanha-do-Brasil, crua': 'nut',
  };
  for (const [name, kind] of Object.entries(kinds)) expect(byName(name).kind, name).toBe(kind);
});

test('household measures come from the POF where it has them, cleaned to single measures', () => {
  const rice = byName('Arroz, tipo 1, cozido');
  expect(rice.measureSource).toBe('pof');
  expect(rice.measures).toContainEqual({ label: 'colher de sopa cheia', grams: 25 });
  expect(rice.measures).toContainEqual({ label: 'escumadeira média cheia', grams: 85 });
  // Multiples, fractions and reference portions are not household measures.
  for (const m of rice.measures) expect(m.label).not.toMatch(/^\d|porção/u);
  // Sorted from the smallest.
  const grams = rice.measures.map((m) => m.grams);
  expect(grams).toEqual([...grams].sort((a, b) => a - b));
});

test('a POF label with two weights keeps one (the first, smaller one)', () => {
  const pumpkin = byName('Abóbora, cabotian, cozida');
  expect(pumpkin.measures.filter((m) => m.label === 'pires')).toEqual([{ label: 'pires', grams: 140 }]);
});

test('chicken breast does not get the POF measures of other chicken parts', () => {
  const labels = byName('Frango, peito, sem pele, grelhado').measures.map((m) => m.label);
  expect(labels).toContain('filé médio');
  expect(labels).toContain('peito médio');
  expect(labels).not.toContain('coxa grande');
  expect(labels).not.toContain('asa média');
});

test('foods without POF measures get the defaults of their kind', () => {
  const salmon = byName('Salmão, sem pele, fresco, grelhado');
  expect(salmon.measureSource).toBe('default');
  expect(salmon.measures).toEqual([{ label: 'filé médio', grams: 100 }]);
  const tomato = byName('Tomate, com semente, cru');
  expect(tomato.measureSource).toBe('default');
});

test('glycemic index: white rice is measured 73 (Atkinson 2008)', () => {
  expect(byName('Arroz, tipo 1, cozido').glycemic).toEqual({
    value: 73,
    source: 'measured',
    basis: 'Arroz branco cozido',
  });
});

test('glycemic index: carioca beans take the kidney-bean value the Atkinson file links them to, as approximate', () => {
  expect(byName('Feijão, carioca, cozido').glycemic).toEqual({
    value: 24,
    source: 'approximate',
    basis: 'Feijão-vermelho (kidney)',
  });
});

test('glycemic index: lettuce and oil (under 5 g carbohydrate, no Atkinson link) have none', () => {
  expect(byName('Alface, crespa, crua').glycemic).toBeNull();
  expect(byName('Azeite, de oliva, extra virgem').glycemic).toBeNull();
  // Milk (4.8 g) keeps its measured value (decision 027): food-glycemic.test.ts.
});

test('glycemic index: an unmatched food is estimated from the closest measured food and says so', () => {
  const rawRice = byName('Arroz, tipo 1, cru').glycemic;
  expect(rawRice).toEqual({
    value: 73,
    source: 'estimated',
    basis: 'Arroz branco cozido',
    estimatedFrom: 'Arroz, tipo 1, cozido',
  });
  const blackEyed = byName('Feijão, fradinho, cozido').glycemic;
  expect(blackEyed?.source).toBe('estimated');
  expect(blackEyed?.estimatedFrom).toMatch(/^Feijão, /u);
});

test('glycemic index: every food with 5 g carbohydrate or more has a value unless no measured food of its kind or group exists', () => {
  for (const food of FOODS.filter((f) => f.plannable)) {
    if (food.per100g.carbs < 5 && food.glycemic?.source !== 'measured') expect(food.glycemic, food.name).toBeNull();
    else if (food.glycemic) {
      expect(food.glycemic.value).toBeGreaterThan(0);
      expect(food.glycemic.value).toBeLessThanOrEqual(110);
    }
  }
  // Nuts: no measured nut in Atkinson's table 1 and none in TACO's group, so no estimate.
  expect(byName('Castanha-de-caju, torrada, salgada').glycemic).toBeNull();
});
