import { expect, test } from 'vitest';
import { createTestApp, mealBody, signUp, type client, type TestApp } from './fixtures';

/**
 * Decision 027 through the planner route: each portion's index says where it comes from, the meal is
 * marked estimated when a food without a measured index supplies a real share of its carbohydrate,
 * the load counts available carbohydrate (carbs − fibre), and only the index has a band.
 */

interface Portion {
  foodName: string;
  grams: number;
  macros: { carbs: number; fiber: number };
  glycemicIndex: number | null;
  giSource?: string;
}
interface Calculation {
  portions: Portion[];
  totalCalories: number;
  totalMacros: Record<string, number>;
  glycemicData: { index: number | null; load: number | null; estimated: boolean; indexLevel: string | null };
}

type Client = ReturnType<typeof client>;

async function calculate(c: Client, mealType: string, targetCalories: number, foods: string[]): Promise<Calculation> {
  const res = await c.post('/api/planner/calculate', { mealType, targetCalories, foods });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const portionOf = (meal: Calculation, name: string): Portion => {
  const portion = meal.portions.find((p) => p.foodName === name);
  if (!portion) throw new Error(`no portion ${name}`);
  return portion;
};
/** Σ GI × carbohydrate / 100 over the indexed portions, with or without the fibre taken out. */
const loadOf = (meal: Calculation, available: boolean) =>
  round1(
    meal.portions.reduce(
      (sum, p) =>
        p.glycemicIndex === null
          ? sum
          : sum + (p.glycemicIndex * Math.max(0, p.macros.carbs - (available ? p.macros.fiber : 0))) / 100,
      0,
    ),
  );

async function withUser(run: (c: Client, t: TestApp) => Promise<void>) {
  const t = await createTestApp();
  try {
    await run(await signUp(t), t);
  } finally {
    await t.close();
  }
}

test('milk keeps its measured index; a snack of measured foods is not estimated; the load uses available carbohydrate', async () => {
  await withUser(async (c) => {
    const whole = await calculate(c, 'snack', 300, ['leite integral', 'maçã', 'ovo cozido']);
    expect(portionOf(whole, 'leite integral')).toMatchObject({ glycemicIndex: 39, giSource: 'measured' });

    const skim = await calculate(c, 'snack', 300, ['leite desnatado', 'maçã', 'ovo cozido']);
    expect(portionOf(skim, 'leite desnatado')).toMatchObject({ glycemicIndex: 37, giSource: 'measured' });
    expect(portionOf(skim, 'maçã')).toMatchObject({ glycemicIndex: 36, giSource: 'measured' });
    expect(skim.glycemicData.estimated).toBe(false);
    // The apple's fibre is left out of the load: the total-carbohydrate load is higher.
    expect(portionOf(skim, 'maçã').macros.fiber).toBeGreaterThan(0);
    expect(skim.glycemicData.load).toBe(loadOf(skim, true));
    expect(skim.glycemicData.load).toBeLessThan(loadOf(skim, false));
    expect(skim.glycemicData.indexLevel).toBe('low');
  });
});

test('a PF: beans are approximate, the meal is estimated, the load counts available carbohydrate and has no band', async () => {
  await withUser(async (c) => {
    const pf = await calculate(c, 'lunch', 600, [
      'Arroz, tipo 1, cozido',
      'Feijão, carioca, cozido',
      'frango grelhado',
      'alface',
    ]);
    expect(portionOf(pf, 'Arroz, tipo 1, cozido')).toMatchObject({ glycemicIndex: 73, giSource: 'measured' });
    expect(portionOf(pf, 'Feijão, carioca, cozido')).toMatchObject({ glycemicIndex: 24, giSource: 'approximate' });
    expect(portionOf(pf, 'frango grelhado')).not.toHaveProperty('giSource');
    expect(pf.glycemicData.estimated).toBe(true);
    expect(pf.glycemicData.load).toBe(loadOf(pf, true));
    expect(pf.glycemicData.load).toBeLessThan(loadOf(pf, false));
    // A whole plate's load is well past 20 (the per-serving "high"), and the answer gives it no band:
    // only the index has one, ISO 26642's.
    expect(pf.glycemicData.load).toBeGreaterThanOrEqual(20);
    expect(Object.keys(pf.glycemicData).sort()).toEqual(['estimated', 'index', 'indexLevel', 'load']);
    const index = pf.glycemicData.index ?? 0;
    expect(pf.glycemicData.indexLevel).toBe(index < 55.5 ? 'low' : index < 69.5 ? 'medium' : 'high');
  });
});

test('corn cuscuz, estimated from cornflakes, makes a breakfast estimated and high', async () => {
  await withUser(async (c) => {
    const meal = await calculate(c, 'breakfast', 400, ['cuscuz', 'ovo cozido']);
    expect(portionOf(meal, 'cuscuz')).toMatchObject({ glycemicIndex: 81, giSource: 'estimated' });
    expect(meal.glycemicData).toMatchObject({ index: 81, estimated: true, indexLevel: 'high' });
  });
});

test('a saved meal keeps where each index comes from', async () => {
  await withUser(async (c) => {
    const meal = await calculate(c, 'breakfast', 400, ['leite integral', 'pão francês', 'queijo minas']);
    const saved = await c.post('/api/meals', mealBody(meal, { mealType: 'breakfast' }));
    expect(saved.statusCode, saved.body).toBe(201);
    const list = await c.get('/api/meals');
    expect(list.statusCode).toBe(200);
    const [stored] = list.json().meals as Calculation[];
    expect(stored?.portions.map((p) => [p.foodName, p.glycemicIndex, p.giSource])).toEqual([
      ['leite integral', 39, 'measured'],
      ['pão francês', 75, 'approximate'],
      ['queijo minas', null, undefined],
    ]);
  });
});
