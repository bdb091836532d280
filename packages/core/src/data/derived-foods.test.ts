import { expect, test } from 'vitest';
import { COOKING_YIELDS } from './derived-foods';
import { FOODS, getFoodById } from './foods';

const food = (id: number) => {
  const record = getFoodById(id);
  if (!record) throw new Error(`missing food ${id}`);
  return record;
};

test('cooking yields are the cited USDA energy ratios (dry or raw / cooked)', () => {
  expect(COOKING_YIELDS.pasta.factor).toBeCloseTo(371 / 158, 10);
  expect(COOKING_YIELDS.chickpeas.factor).toBeCloseTo(378 / 164, 10);
});

test('cooked pasta is TACO raw pasta divided by the pasta yield, flagged as derived', () => {
  const raw = food(40).per100g; // Macarrão, trigo, cru: 371 kcal, 10.0 / 77.9 / 1.3, fibre 2.9
  const cooked = food(1001);
  const factor = COOKING_YIELDS.pasta.factor;
  expect(cooked.name).toBe('Macarrão, trigo, cozido');
  expect(cooked.per100g.kcal).toBe(Math.round(raw.kcal / factor)); // 158
  expect(cooked.per100g.carbs).toBeCloseTo(raw.carbs / factor, 1);
  expect(cooked.per100g.protein).toBeCloseTo(raw.protein / factor, 1);
  expect(cooked.derivation).toEqual({
    method: 'yield',
    from: 40,
    factor: 2.35,
    source: expect.stringContaining('20121'),
  });
  expect(cooked.compositionSource).toContain('Macarrão, trigo, cru');
  expect(cooked.kind).toBe('grain');
  // Atkinson's spaghetti index is measured on cooked pasta: the cooked food carries it.
  expect(cooked.glycemic).toEqual(food(40).glycemic);
});

test('a recipe is the gram-weighted mix of its ingredients', () => {
  const coffeeWithMilk = food(1101);
  const coffee = food(471).per100g;
  const milk = food(458).per100g;
  expect(coffeeWithMilk.derivation).toMatchObject({
    method: 'recipe',
    ingredients: [
      { foodId: 471, grams: 100 },
      { foodId: 458, grams: 100 },
    ],
  });
  expect(coffeeWithMilk.per100g.kcal).toBe(Math.round((coffee.kcal + milk.kcal) / 2)); // (9 + 61) / 2
  expect(coffeeWithMilk.per100g.fat).toBeCloseTo((coffee.fat + milk.fat) / 2, 1);

  const riceAndBeans = food(1105); // arroz 100 g + feijão 50 g
  expect(riceAndBeans.per100g.kcal).toBe(Math.round((128 * 100 + 76 * 50) / 150));
});

test('every derived food cites its source, has measures, and every recipe ingredient is a plannable food', () => {
  const derived = FOODS.filter((f) => f.id >= 1001);
  expect(derived.map((f) => f.id)).toEqual([
    1001, 1002, 1003, 1004, 1005, 1101, 1102, 1103, 1104, 1105, 1106, 1107, 1108,
  ]);
  for (const f of derived) {
    expect(f.plannable, f.name).toBe(true);
    expect(f.compositionSource, f.name).toBeTruthy();
    expect(f.measures.length, f.name).toBeGreaterThan(0);
    if (f.derivation?.method === 'recipe') {
      for (const i of f.derivation.ingredients)
        expect(getFoodById(i.foodId)?.plannable, `${f.name} ${i.foodId}`).toBe(true);
    }
  }
  // Foods taken from USDA are not derived but say where they come from.
  expect(food(1004).derivation).toBeUndefined();
  expect(food(1004).compositionSource).toContain('NDB 15262');
});

test('a sandwich recipe is measured in units of the whole sandwich', () => {
  expect(food(1104).measures).toEqual([{ label: 'unidade', grams: 80 }]);
  expect(food(1101).measureSource).toBe('pof'); // café com leite: the POF cups of milk
});
