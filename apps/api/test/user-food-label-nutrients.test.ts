import { expect, test } from 'vitest';
import { createTestApp, signUp } from './fixtures';

/**
 * "Meus alimentos" take what a Brazilian label declares besides energy and macronutrients (sodium,
 * saturated and trans fat, added sugars; calcium and iron when present) and leave the rest unknown.
 */

/** A requeijão label, per 30 g serving (1 colher de sopa), as printed on the pot. */
const REQUEIJAO = {
  name: 'Requeijão cremoso Marca Y',
  kind: 'cheese',
  basis: 'serving',
  servingLabel: 'colher de sopa',
  servingGrams: 30,
  kcal: 76,
  carbs: 0.9,
  protein: 2.6,
  fat: 7,
  fiber: null,
  saturatedFat: 4.4,
  transFat: 0,
  addedSugars: 0,
  sodium: 165,
  calcium: 72,
};

test('a label with sodium, fats, sugars and calcium is kept per 100 g; what it does not declare stays unknown', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t);
    const res = await ana.post('/api/user-foods', REQUEIJAO);
    expect(res.statusCode, res.body).toBe(201);
    const food = res.json();
    expect(food.perServing).toEqual({
      kcal: 76,
      carbs: 0.9,
      protein: 2.6,
      fat: 7,
      fiber: null,
      saturatedFat: 4.4,
      transFat: 0,
      addedSugars: 0,
      sodium: 165,
      calcium: 72,
      iron: null,
    });
    // 165 mg in 30 g = 550 mg in 100 g; iron was not on the label: unknown, not 0.
    expect(food.per100g).toMatchObject({ sodium: 550, saturatedFat: 14.67, transFat: 0, calcium: 240, iron: null });

    // Read back, and edited per 100 g: the new values replace the old ones, a removed one becomes unknown.
    expect((await ana.get(`/api/user-foods/${food.id}`)).json().per100g).toEqual(food.per100g);
    const edited = await ana.put(`/api/user-foods/${food.id}`, {
      ...REQUEIJAO,
      basis: 'per100g',
      kcal: 253,
      carbs: 3,
      protein: 8.7,
      fat: 23.3,
      saturatedFat: 14.7,
      sodium: 550,
      calcium: null,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().per100g).toMatchObject({ sodium: 550, saturatedFat: 14.7, calcium: null, iron: null });
    expect(edited.json().perServing).toMatchObject({ sodium: 165 });
  } finally {
    await t.close();
  }
});

test('a food saved without them has every label micronutrient unknown', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t);
    const { saturatedFat: _s, transFat: _t, addedSugars: _a, sodium: _n, calcium: _c, ...macrosOnly } = REQUEIJAO;
    const res = await ana.post('/api/user-foods', macrosOnly);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().per100g).toMatchObject({
      saturatedFat: null,
      transFat: null,
      addedSugars: null,
      sodium: null,
      calcium: null,
      iron: null,
    });
  } finally {
    await t.close();
  }
});

test('impossible label micronutrients are refused with pt-BR messages, and nothing is saved', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t);
    const refused = async (body: Record<string, unknown>, path: string, message: RegExp) => {
      const res = await ana.post('/api/user-foods', { ...REQUEIJAO, ...body });
      expect(res.statusCode, res.body).toBe(400);
      const issue = res.json().error.issues.find((i: { path: string }) => i.path === path);
      expect(issue?.message, res.body).toMatch(message);
    };
    await refused({ saturatedFat: 6, transFat: 2 }, 'saturatedFat', /não podem passar das gorduras totais/);
    await refused({ addedSugars: 5 }, 'addedSugars', /não podem passar dos carboidratos/);
    await refused({ sodium: 13_000 }, 'sodium', /mais do que o sal de cozinha/);
    await refused({ sodium: -1 }, 'sodium', /Sódio \(mg\): informe um valor de 0 a 100\.000/);
    await refused({ iron: 'muito' }, 'iron', /Ferro \(mg\)/);
    expect((await ana.get('/api/user-foods')).json()).toEqual({ foods: [] });
  } finally {
    await t.close();
  }
});
