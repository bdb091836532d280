import { expect, test } from 'vitest';
import { FOODS } from '@prato/core/data/foods';
import { normalizeFoodText } from '@prato/core/domain/food-search';
import { client, createTestApp, signUp } from './fixtures';

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
