import { expect, test } from 'vitest';
import { getFoodById } from '../data/foods';
import { MealCalculationSchema, type MealCalculation } from '../schemas/planner';
import { findFoodName } from './food-search';
import { describeHomeMeasure } from './household-measure';
import { macroSplit } from './meal-analysis';
import { BEANS, CHICKEN, FOOD_POOL, LETTUCE, OLIVE_OIL, RICE, makeFood } from './portion-solver.fixtures';
import { PORTION_BOUNDS, solvePortions, type SolveInput } from './portion-solver';

const lunch = (target: number): SolveInput => ({
  items: [
    { name: 'arroz branco', food: RICE },
    { name: 'feijão carioca', food: BEANS },
    { name: 'frango grelhado', food: CHICKEN },
    { name: 'alface', food: LETTUCE },
    { name: 'azeite', food: OLIVE_OIL },
  ],
  targetCalories: target,
  mealType: 'lunch',
});

function solved(input: SolveInput): MealCalculation {
  const result = solvePortions(input);
  if (!result.ok) throw new Error(`expected a calculation, got ${result.code}: ${result.message}`);
  return result.calculation;
}

test('rice, beans, chicken, lettuce and olive oil at 600 kcal: 600 ± 6 kcal and a split within 3 points of 40/30/30', () => {
  const calc = solved(lunch(600));
  expect(Math.abs(calc.totalCalories - 600)).toBeLessThanOrEqual(6);
  const split = macroSplit(calc);
  expect(Math.abs(split.carbs - 40)).toBeLessThanOrEqual(3);
  expect(Math.abs(split.protein - 30)).toBeLessThanOrEqual(3);
  expect(Math.abs(split.fat - 30)).toBeLessThanOrEqual(3);
  expect(calc.portions.map((portion) => portion.foodName)).toEqual([
    'arroz branco',
    'feijão carioca',
    'frango grelhado',
    'alface',
    'azeite',
  ]);
  expect(MealCalculationSchema.parse(calc)).toEqual(calc);
});

test('each portion carries TACO calories and macros for its grams, 1 decimal, unknown fibre as 0', () => {
  const calc = solved(lunch(600));
  for (const [index, food] of [RICE, BEANS, CHICKEN, LETTUCE, OLIVE_OIL].entries()) {
    const portion = calc.portions[index];
    if (!portion) throw new Error('missing portion');
    const at = (per100: number) => Math.round(per100 * portion.grams * 0.1) / 10;
    expect(portion.calories).toBeCloseTo(at(food.per100g.kcal), 5);
    expect(portion.macros).toEqual({
      protein: at(food.per100g.protein),
      carbs: at(food.per100g.carbs),
      fat: at(food.per100g.fat),
      fiber: at(food.per100g.fiber ?? 0),
    });
    expect(portion.glycemicIndex).toBe(food.glycemic?.value ?? null);
    expect(portion.homeMeasure).toBe(describeHomeMeasure(food, portion.grams));
  }
  // Chicken and oil have unknown fibre: only rice, beans and lettuce count.
  const fiber = calc.portions.reduce((sum, portion) => sum + portion.macros.fiber, 0);
  expect(calc.totalMacros.fiber).toBeCloseTo(fiber, 5);
  expect(calc.portions[2]?.macros.fiber).toBe(0);
});

test('totals and glycemic data are the sums of the portions; only rice has an index here', () => {
  const calc = solved(lunch(600));
  const sum = (pick: (p: MealCalculation['portions'][number]) => number) =>
    Math.round(calc.portions.reduce((total, p) => total + pick(p), 0) * 10) / 10;
  expect(calc.totalCalories).toBe(sum((p) => p.calories));
  expect(calc.totalMacros.protein).toBe(sum((p) => p.macros.protein));
  expect(calc.totalMacros.carbs).toBe(sum((p) => p.macros.carbs));
  expect(calc.totalMacros.fat).toBe(sum((p) => p.macros.fat));
  const riceCarbs = calc.portions[0]?.macros.carbs ?? 0;
  // One indexed item: the carb-weighted average is its own index; load = 73 × its carbs / 100.
  expect(calc.glycemicData).toEqual({ index: 73, load: Math.round(73 * riceCarbs * 0.1) / 10 });
});

test('grams stay within the bounds of each kind and on its step (5 g; 1 g for oil)', () => {
  for (const target of [350, 450, 600, 800, 1000]) {
    const calc = solved(lunch(target));
    for (const [index, food] of [RICE, BEANS, CHICKEN, LETTUCE, OLIVE_OIL].entries()) {
      const grams = calc.portions[index]?.grams ?? -1;
      const bounds = PORTION_BOUNDS[food.kind];
      expect(grams).toBeGreaterThanOrEqual(bounds.min);
      expect(grams).toBeLessThanOrEqual(bounds.max);
      expect(Number.isInteger(grams)).toBe(true);
    }
    expect(Math.abs(calc.totalCalories - target)).toBeLessThanOrEqual(target * 0.01);
  }
});

test('the bounds are the documented realistic ranges', () => {
  const ranges = Object.fromEntries(Object.entries(PORTION_BOUNDS).map(([kind, b]) => [kind, [b.min, b.max]]));
  expect(ranges).toEqual({
    oil: [0, 20],
    leafy: [20, 150],
    vegetable: [30, 200],
    meat: [60, 250],
    fish: [60, 250],
    egg: [50, 150],
    grain: [30, 300],
    tuber: [30, 300],
    legume: [30, 300],
    bread: [25, 150],
    fruit: [50, 250],
    dairy: [100, 300],
    cheese: [15, 80],
    nut: [10, 40],
    sugar: [0, 30],
    beverage: [100, 400],
    other: [0, 30],
  });
});

test('when the split is reached there are no suggestions about missing macros', () => {
  const calc = solved(lunch(600));
  expect(calc.suggestions.filter((text) => text.startsWith('Adicione'))).toEqual([]);
});

test('only olive oil: the best feasible answer plus suggestions of protein and carbohydrate sources', () => {
  const calc = solved({ items: [{ name: 'azeite', food: OLIVE_OIL }], targetCalories: 150, mealType: 'lunch' });
  expect(calc.portions).toHaveLength(1);
  expect(calc.portions[0]?.grams).toBe(17);
  expect(calc.totalCalories).toBe(150.3);
  expect(calc.suggestions).toContain(
    'Adicione uma fonte de proteína magra (frango, peixe, ovos ou feijão) para se aproximar de 30% de proteínas.',
  );
  expect(calc.suggestions).toContain(
    'Adicione uma fonte de carboidrato (arroz, batata, pão ou frutas) para se aproximar de 40% de carboidratos.',
  );
  expect(calc.suggestions.some((text) => text.includes('gordura'))).toBe(false);
  expect(calc.suggestions.length).toBeLessThanOrEqual(3);
});

test('chicken and lettuce only: suggests carbohydrate and fat sources', () => {
  const calc = solved({
    items: [
      { name: 'frango grelhado', food: CHICKEN },
      { name: 'alface', food: LETTUCE },
    ],
    targetCalories: 300,
    mealType: 'dinner',
  });
  expect(calc.suggestions[0]).toBe(
    'Adicione uma fonte de carboidrato (arroz, batata, pão ou frutas) para se aproximar de 40% de carboidratos.',
  );
  expect(calc.suggestions[1]).toBe(
    'Adicione uma fonte de gordura boa (azeite, castanhas ou abacate) para se aproximar de 30% de gorduras.',
  );
});

test('breakfast suggestions name breakfast foods', () => {
  const calc = solved({
    items: [{ name: 'pão francês', food: FOOD_POOL[7] ?? RICE }],
    targetCalories: 300,
    mealType: 'breakfast',
  });
  expect(calc.suggestions).toContain(
    'Adicione uma fonte de proteína magra (ovos, iogurte natural ou queijo branco) para se aproximar de 30% de proteínas.',
  );
});

test('a low target that the minimum portions of good sources cannot balance says so instead of asking for foods already listed', () => {
  const calc = solved(lunch(200));
  expect(Math.abs(calc.totalCalories - 200)).toBeLessThanOrEqual(2);
  expect(calc.suggestions).toContain(
    'Com esta meta, as porções realistas destes alimentos não fecham a divisão 40/30/30; ajuste a meta de calorias ou troque algum alimento.',
  );
  expect(calc.suggestions.some((text) => text.startsWith('Adicione'))).toBe(false);
});

test('5000 kcal with lettuce only is ENERGY_UNREACHABLE, naming the maximum', () => {
  const result = solvePortions({ items: [{ name: 'alface', food: LETTUCE }], targetCalories: 5000, mealType: 'lunch' });
  expect(result).toEqual({
    ok: false,
    code: 'ENERGY_UNREACHABLE',
    message:
      'Com estes alimentos não é possível chegar a 5.000 kcal dentro de porções realistas (máximo 16 kcal). ' +
      'Adicione mais alimentos ou reduza a meta.',
  });
});

test('a target below the smallest realistic portions is ENERGY_UNREACHABLE, naming the minimum', () => {
  // Minimums: 30 g rice (38.4) + 30 g beans (22.8) + 60 g chicken (95.4) + 20 g lettuce (2.2) = 158.8 kcal.
  const result = solvePortions(lunch(100));
  expect(result).toEqual({
    ok: false,
    code: 'ENERGY_UNREACHABLE',
    message:
      'Com estes alimentos as menores porções realistas já somam 159 kcal, acima da meta de 100 kcal. ' +
      'Remova alimentos ou aumente a meta.',
  });
});

test('a target that whole grams cannot hit within 1% is ENERGY_UNREACHABLE', () => {
  // Oil moves in 8.84 kcal per gram: 11 g = 97.2 kcal and 12 g = 106.1 kcal, both outside 100 ± 1.
  const result = solvePortions({
    items: [{ name: 'azeite', food: OLIVE_OIL }],
    targetCalories: 100,
    mealType: 'lunch',
  });
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(result.code).toBe('ENERGY_UNREACHABLE');
  expect(result.message).toBe(
    'Com estes alimentos não é possível chegar a 100 kcal (±1%) com porções em gramas inteiras. Ajuste a meta ou adicione mais alimentos.',
  );
});

test('no foods is NO_FOODS', () => {
  expect(solvePortions({ items: [], targetCalories: 600, mealType: 'lunch' })).toEqual({
    ok: false,
    code: 'NO_FOODS',
    message: 'Adicione pelo menos um alimento para calcular as porções.',
  });
});

test('a zero or invalid target is refused', () => {
  for (const target of [0, -100, Number.NaN]) {
    const result = solvePortions({ ...lunch(600), targetCalories: target });
    expect(result.ok).toBe(false);
  }
});

test('the same input gives the same answer', () => {
  expect(solvePortions(lunch(735))).toEqual(solvePortions(lunch(735)));
});

test('a food without energy (water-like) keeps a typical portion and does not disturb the result', () => {
  const water = makeFood({ id: 999, name: 'Água', kind: 'beverage', kcal: 0, protein: 0, carbs: 0, fat: 0, fiber: 0 });
  const calc = solved({ ...lunch(600), items: [...lunch(600).items, { name: 'água', food: water }] });
  expect(calc.portions[5]?.grams).toBe(PORTION_BOUNDS.beverage.typical);
  expect(Math.abs(calc.totalCalories - 600)).toBeLessThanOrEqual(6);
});

test('real food library: arroz branco, feijão carioca, frango grelhado, alface, azeite at 600 kcal', () => {
  const items = ['arroz branco', 'feijão carioca', 'frango grelhado', 'alface', 'azeite'].map((name) => {
    const entry = findFoodName(name);
    const food = entry ? getFoodById(entry.foodId) : undefined;
    if (!food) throw new Error(`${name} is not in the food library`);
    return { name, food };
  });
  const calc = solved({ items, targetCalories: 600, mealType: 'lunch' });
  expect(Math.abs(calc.totalCalories - 600)).toBeLessThanOrEqual(6);
  const split = macroSplit(calc);
  expect(Math.abs(split.carbs - 40)).toBeLessThanOrEqual(3);
  expect(Math.abs(split.protein - 30)).toBeLessThanOrEqual(3);
  expect(Math.abs(split.fat - 30)).toBeLessThanOrEqual(3);
  // Household measures come from the library's measures, with the grams in parentheses.
  for (const portion of calc.portions) expect(portion.homeMeasure).toMatch(new RegExp(`\\(${portion.grams} g\\)$`));
});
