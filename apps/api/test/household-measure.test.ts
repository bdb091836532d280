import { expect, test } from 'vitest';
import { createTestApp, mealBody, signUp } from './fixtures';

interface Portion {
  foodName: string;
  grams: number;
  homeMeasure: string;
  measureUnit?: { label: string; grams: number };
}

const FOODS = ['arroz', 'feijão', 'bife'];

test('issue 29: a food keeps its household unit from one calculation to the next, and the answer names it', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t);
    const small = await ana.post('/api/planner/calculate', { mealType: 'lunch', targetCalories: 450, foods: FOODS });
    const large = await ana.post('/api/planner/calculate', { mealType: 'lunch', targetCalories: 800, foods: FOODS });
    expect(small.statusCode).toBe(200);
    expect(large.statusCode).toBe(200);
    const [first, second] = [small.json().portions as Portion[], large.json().portions as Portion[]];

    expect(first.map((p) => p.measureUnit)).toEqual([
      { label: 'escumadeira média cheia', grams: 85 },
      { label: 'concha média cheia', grams: 140 },
      { label: 'bife médio', grams: 100 },
    ]);
    expect(second.map((p) => p.measureUnit)).toEqual(first.map((p) => p.measureUnit));
    // The larger meal has more of each food, counted in the same measure.
    for (const [index, portion] of second.entries()) {
      expect(portion.grams).toBeGreaterThan(first[index]!.grams);
    }
    for (const portion of [...first, ...second]) {
      const word = portion.measureUnit!.label.split(' ')[0]!;
      expect(portion.homeMeasure, portion.foodName).toContain(word.slice(0, -1));
      expect(portion.homeMeasure).toMatch(new RegExp(`\\(${portion.grams} g\\)$`, 'u'));
    }
    expect(first[2]!.homeMeasure).not.toMatch(/pedaço/u);

    // The planner screen saves the portions as it received them, unit included.
    const calculation = small.json();
    const saved = await ana.post('/api/meals', mealBody(calculation));
    expect(saved.statusCode).toBe(201);
    expect(saved.json().portions.map((p: Portion) => p.homeMeasure)).toEqual(first.map((p) => p.homeMeasure));
  } finally {
    await t.close();
  }
});
