import { and, eq, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { FOODS } from '@prato/core/data/foods';
import { normalizeFoodText } from '@prato/core/domain/food-search';
import { foods } from '../src/db/schema/foods';
import { createFoodsRepo } from '../src/modules/foods/foods.repo';
import { createFoodsService } from '../src/modules/foods/foods.service';
import { client, createTestApp, signUp } from './fixtures';

const activeTaco = and(eq(foods.source, 'taco'), eq(foods.isActive, true));

test('start-up seeds every TACO food once; a re-seed of the same data writes nothing', async () => {
  const t = await createTestApp();
  try {
    const [counted] = await t.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(foods)
      .where(activeTaco);
    expect(counted?.n).toBe(FOODS.length);
    const sample = FOODS[0];
    if (!sample) throw new Error('FOODS is empty');
    const [row] = await t.db.select().from(foods).where(eq(foods.id, sample.id));
    expect(row).toMatchObject({
      name: sample.name,
      groupName: sample.group,
      kind: sample.kind,
      kcal: sample.per100g.kcal,
      proteinG: sample.per100g.protein,
      carbsG: sample.per100g.carbs,
      fatG: sample.per100g.fat,
      fiberG: sample.per100g.fiber,
    });
    expect(row?.details).toMatchObject({ measures: sample.measures, glycemic: sample.glycemic });
    // Derived foods (ids 1001+) are seeded with their derivation and source text.
    const [pasta] = await t.db.select().from(foods).where(eq(foods.id, 1001));
    expect(pasta).toMatchObject({ name: 'Macarrão, trigo, cozido', kind: 'grain', isActive: true });
    expect(pasta?.details).toMatchObject({ derivation: { method: 'yield', from: 40 } });
    expect(String(pasta?.details.compositionSource)).toContain('USDA');

    const service = createFoodsService(createFoodsRepo(t.db));
    expect(await service.seed()).toBe(false);
  } finally {
    await t.close();
  }
});

test('a changed data set is re-seeded: rows updated, foods no longer shipped deactivated, concurrent seeds agree', async () => {
  const t = await createTestApp();
  try {
    const [first, second, ...rest] = FOODS;
    if (!first || !second) throw new Error('FOODS is too small');
    const changed = [{ ...first, name: `${first.name} (revisado)` }, ...rest];
    const service = createFoodsService(createFoodsRepo(t.db), changed);
    const results = await Promise.all([service.seed(), service.seed(), service.seed()]);
    expect(results.filter(Boolean)).toHaveLength(1);

    const [renamed] = await t.db.select().from(foods).where(eq(foods.id, first.id));
    expect(renamed?.name).toBe(`${first.name} (revisado)`);
    const [dropped] = await t.db.select().from(foods).where(eq(foods.id, second.id));
    expect(dropped?.isActive).toBe(false);
    const [counted] = await t.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(foods)
      .where(activeTaco);
    expect(counted?.n).toBe(FOODS.length - 1);

    // Back to the shipped data: the dropped food is active again.
    expect(await createFoodsService(createFoodsRepo(t.db)).seed()).toBe(true);
    const [restored] = await t.db.select().from(foods).where(eq(foods.id, second.id));
    expect(restored?.isActive).toBe(true);
  } finally {
    await t.close();
  }
});

test('food search: at most 8 suggestions, names starting with the text before names containing it', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t);

    const res = await ana.get('/api/foods?q=arroz');
    expect(res.statusCode).toBe(200);
    const suggestions: { name: string; foodId: number; type: string }[] = res.json().foods;
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(8);
    const starts = suggestions.map((s) => normalizeFoodText(s.name).startsWith('arroz'));
    expect(starts[0]).toBe(true);
    // Once a suggestion merely contains the text, no later one starts with it.
    expect(starts.slice(starts.indexOf(false) === -1 ? starts.length : starts.indexOf(false))).not.toContain(true);
    for (const s of suggestions) {
      expect(normalizeFoodText(s.name)).toContain('arroz');
      expect(FOODS.some((food) => food.id === s.foodId)).toBe(true);
      expect(['alias', 'taco']).toContain(s.type);
    }

    // Accents and case do not matter.
    const beans = (await ana.get('/api/foods?q=FEIJAO')).json().foods as { name: string }[];
    expect(beans.length).toBeGreaterThan(0);
    expect(beans.every((s) => normalizeFoodText(s.name).includes('feijao'))).toBe(true);

    expect((await ana.get('/api/foods?q=')).json()).toEqual({ foods: [] });
    expect((await ana.get('/api/foods?q=%20%20')).json()).toEqual({ foods: [] });
    expect((await ana.get('/api/foods')).json()).toEqual({ foods: [] });
    expect((await ana.get(`/api/foods?q=${'a'.repeat(101)}`)).statusCode).toBe(400);
    expect((await client(t).get('/api/foods?q=arroz')).statusCode).toBe(401);
  } finally {
    await t.close();
  }
});
