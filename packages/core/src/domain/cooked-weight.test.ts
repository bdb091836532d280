import { expect, test } from 'vitest';
import { LIBRARY_CATALOG } from '../data/food-catalog';
import type { FoodRecord } from '../data/food-types';
import { estimatedCookedGrams } from './cooked-weight';

const food = (id: number) => LIBRARY_CATALOG.byId(id) as FoodRecord;

test('a raw food cooked before eating weighs as its cooked twin, by the nutrient cooking keeps', () => {
  // Dry rice (4, carbohydrate 78.8 g/100 g) as TACO's cooked rice (3, 28.1 g): 300 g × 78.8 / 28.1 = 841 g.
  expect(food(4).per100g.carbs).toBe(78.8);
  expect(food(3).per100g.carbs).toBe(28.1);
  expect(estimatedCookedGrams([{ food: food(4), grams: 300 }])).toBe(840);
  // Raw chicken breast (409, protein 21.5 g) as TACO's cooked breast (408, 31.5 g): 200 g → 137 g.
  expect(estimatedCookedGrams([{ food: food(409), grams: 200 }])).toBe(140);
  // Beans by protein and carbohydrate together: dry carioca (562) as TACO's cooked carioca, with its broth.
  const beans = food(562).per100g;
  const cookedBeans = (LIBRARY_CATALOG.byName('Feijão, carioca, cozido') as FoodRecord).per100g;
  const beansGrams = (280 * (beans.protein + beans.carbs)) / (cookedBeans.protein + cookedBeans.carbs);
  // What is not cooked (the olive oil, 260) weighs what it weighed.
  expect(
    estimatedCookedGrams([
      { food: food(4), grams: 300 },
      { food: food(562), grams: 280 },
      { food: food(409), grams: 200 },
      { food: food(260), grams: 16 },
    ]),
  ).toBe(Math.round((841.3 + beansGrams + 136.5 + 16) / 10) * 10);
});

test('no estimate when nothing changes weight or the tables cannot tell it', () => {
  // A salad: tomato (157) and lettuce (78) go in as they are eaten.
  expect(
    estimatedCookedGrams([
      { food: food(157), grams: 200 },
      { food: food(78), grams: 50 },
    ]),
  ).toBeUndefined();
  // A whole raw chicken (402) has no cooked twin in the tables.
  expect(estimatedCookedGrams([{ food: food(402), grams: 1500 }])).toBeUndefined();
  // Raw toucinho's only twin is fried, 0.42 of its weight by protein: no meat loses so much; raw cassava's
  // boiled (1.20) and fried (0.72) twins are no tuber's either.
  const byName = (name: string) => LIBRARY_CATALOG.byName(name) as FoodRecord;
  expect(estimatedCookedGrams([{ food: byName('Toucinho, cru'), grams: 500 }])).toBeUndefined();
  expect(estimatedCookedGrams([{ food: byName('Mandioca, crua'), grams: 500 }])).toBeUndefined();
});

test('a liquid poured beside a grain gives it its water first', () => {
  // Arroz doce: 200 g of dry rice cooked in 1 l of milk (458) with 210 g of sugar (494). The rice alone
  // would weigh 561 g cooked, 361 g of it water, which the milk gives: 561 + 1,000 + 210 − 361 g.
  expect(
    estimatedCookedGrams([
      { food: food(4), grams: 200 },
      { food: food(458), grams: 1000 },
      { food: food(494), grams: 210 },
    ]),
  ).toBe(1410);
});

test('a cooked food derived by a cited yield weighs by that yield', () => {
  // Dry pasta with eggs (41) as the library's cooked one (1002): USDA's yield for pasta, 2.35.
  expect(estimatedCookedGrams([{ food: food(41), grams: 500 }])).toBe(1180);
});

test('a twin whose factor no cooking of its kind gives is passed over for the next', () => {
  // TACO's grilled hambúrguer has the raw one's protein (factor 1.00): the fried one's 0.66 is used.
  const burger = LIBRARY_CATALOG.byName('Hambúrguer, bovino, cru') as FoodRecord;
  expect(estimatedCookedGrams([{ food: burger, grams: 500 }])).toBe(330);
});
