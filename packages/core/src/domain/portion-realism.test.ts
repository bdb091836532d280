import { expect, test } from 'vitest';
import { getFoodById } from '../data/foods';
import type { MealType, Portion } from '../schemas/planner';
import { findFoodName } from './food-search';
import { solvePortions } from './portion-solver';

/**
 * Issue 7: the five plates a new user typed on the old planner, answered as a dietitian would
 * serve them (real food library, real solver).
 */
function plan(mealType: MealType, targetCalories: number, names: string[]): Portion[] {
  const items = names.map((name) => {
    const entry = findFoodName(name);
    const food = entry ? getFoodById(entry.foodId) : undefined;
    if (!food) throw new Error(`${name} is not in the food library`);
    return { name, food };
  });
  const result = solvePortions({ items, targetCalories, mealType });
  if (!result.ok) throw new Error(result.message);
  const total = result.calculation.totalCalories;
  expect(Math.abs(total - targetCalories)).toBeLessThanOrEqual(targetCalories * 0.01);
  return result.calculation.portions;
}
const byName = (portions: Portion[], name: string): Portion => {
  const portion = portions.find((p) => p.foodName === name);
  if (!portion) throw new Error(`no portion of ${name}`);
  return portion;
};

test('almoço 700 kcal of arroz, feijão, bife, salada de tomate, farofa: a plate, not 30 g of rice and 80 g of farofa', () => {
  const plate = plan('lunch', 700, ['arroz', 'feijão', 'bife', 'salada de tomate', 'farofa']);
  const rice = byName(plate, 'arroz');
  const beans = byName(plate, 'feijão');
  expect(rice.grams).toBeGreaterThanOrEqual(100);
  expect(rice.grams).toBeGreaterThanOrEqual(0.85 * beans.grams);
  expect(rice.grams).toBeLessThanOrEqual(3 * beans.grams);
  expect(beans.grams % 70).toBe(0);
  expect(beans.homeMeasure).toMatch(/concha/u);
  expect(byName(plate, 'farofa').grams).toBeLessThanOrEqual(40);
  const steak = byName(plate, 'bife');
  expect(steak.grams).toBeGreaterThanOrEqual(90);
  expect(steak.grams).toBeLessThanOrEqual(200);
  expect(steak.homeMeasure).not.toMatch(/colher/u);
  // Tomato salad (21 kcal/100 g) keeps its usual 80 g.
  expect(byName(plate, 'salada de tomate').grams).toBe(80);
});

test('almoço 600 kcal of arroz branco, feijão carioca, frango grelhado, alface: chicken in fillets, lettuce as served', () => {
  const plate = plan('lunch', 600, ['arroz branco', 'feijão carioca', 'frango grelhado', 'alface']);
  const rice = byName(plate, 'arroz branco');
  const beans = byName(plate, 'feijão carioca');
  expect(beans.grams).toBeGreaterThanOrEqual(70);
  expect(rice.grams).toBeGreaterThanOrEqual(0.85 * beans.grams);
  expect(rice.grams).toBeLessThanOrEqual(3 * beans.grams);
  const chicken = byName(plate, 'frango grelhado');
  expect(chicken.grams).toBeLessThanOrEqual(200);
  expect(chicken.homeMeasure).toMatch(/filé|peito/u);
  expect(chicken.homeMeasure).not.toMatch(/unidade/u);
  expect(byName(plate, 'alface').grams).toBe(40);
});

test('café da manhã 450 kcal of cuscuz, ovo cozido, café: whole eggs, a cup of coffee, cuscuz by the piece', () => {
  const plate = plan('breakfast', 450, ['cuscuz', 'ovo cozido', 'café']);
  const eggs = byName(plate, 'ovo cozido');
  expect(eggs.grams % 45).toBe(0);
  expect(eggs.grams / 45).toBeLessThanOrEqual(3);
  expect(eggs.homeMeasure).toMatch(/^\d+ unidades? médias? /u);
  expect(byName(plate, 'café').grams).toBe(150);
  const cuscuz = byName(plate, 'cuscuz');
  expect(cuscuz.homeMeasure).not.toMatch(/fatia/u);
  expect(cuscuz.grams).toBeLessThanOrEqual(270);
});

test('jantar 500 kcal of macarrão, carne moída, molho de tomate, queijo parmesão: cooked pasta, sides stay sides', () => {
  expect(getFoodById(findFoodName('macarrão')?.foodId ?? 0)?.name).toBe('Macarrão, trigo, cozido');
  const plate = plan('dinner', 500, ['macarrão', 'carne moída', 'molho de tomate', 'queijo parmesão']);
  const pasta = byName(plate, 'macarrão');
  expect(pasta.grams).toBeGreaterThanOrEqual(100);
  expect(pasta.homeMeasure).not.toMatch(/colher/u);
  expect(byName(plate, 'carne moída').homeMeasure).toMatch(/colher/u);
  expect(byName(plate, 'queijo parmesão').grams).toBeLessThanOrEqual(20);
  const sauce = byName(plate, 'molho de tomate');
  expect(sauce.grams).toBeLessThanOrEqual(100);
  expect(sauce.homeMeasure).toMatch(/colher(es)? de sopa/u);
});

test('café com leite and peixe are found and planned; café com leite is a drink at its usual cup', () => {
  const breakfast = plan('breakfast', 350, ['café com leite', 'pão francês', 'manteiga']);
  expect(byName(breakfast, 'café com leite').grams).toBe(200);
  expect(byName(breakfast, 'manteiga').grams).toBeLessThanOrEqual(15);
  const lunch = plan('lunch', 550, ['arroz', 'feijão', 'peixe', 'salada']);
  const fish = byName(lunch, 'peixe');
  expect(fish.grams).toBeGreaterThanOrEqual(80);
  expect(fish.grams).toBeLessThanOrEqual(220);
});
