import { expect, test } from 'vitest';
import { LIBRARY_CATALOG } from '@prato/core/data/food-catalog';
import { USER_FOOD_MESSAGES } from '@prato/core/schemas/user-foods';
import { createTestApp, PROFILE_WITH_GOALS, signUpPremium, type TestApp } from './fixtures';

/**
 * One food catalogue (issue 32): the planner, the search and the assistant resolve a name the same way,
 * the person's own foods first, then the library; another person's food is in none of them.
 */

/** "Granola da casa" from its label, per 100 g: 10 g of protein. */
const GRANOLA = {
  name: 'Granola da casa',
  kind: 'other',
  basis: 'per100g',
  servingLabel: 'xícara',
  servingGrams: 40,
  kcal: 450,
  carbs: 65,
  protein: 10,
  fat: 16.25,
  fiber: 7.5,
};

async function premium(t: TestApp) {
  const person = await signUpPremium(t, { profile: PROFILE_WITH_GOALS });
  return { ...person, ask: (message: string) => person.post('/api/chat', { message }) };
}

test('the assistant answers from the person’s own food, cited as their label; another person gets the library or nothing', async () => {
  const t = await createTestApp();
  try {
    const ana = await premium(t);
    const bruno = await premium(t);
    expect((await ana.post('/api/user-foods', GRANOLA)).statusCode).toBe(201);

    const answer = (await ana.ask('quanto de proteína tem a minha granola da casa?')).json();
    expect(answer.kind).toBe('food_composition');
    expect(answer.reply).toContain('Granola da casa');
    expect(answer.reply).toContain('450 kcal, 10 g de proteína');
    expect(answer.citations).toEqual([USER_FOOD_MESSAGES.source]);

    // Bruno's question finds no food of his by that name: the library's answer, never Ana's label.
    const his = (await bruno.ask('quanto de proteína tem a minha granola da casa?')).json();
    expect(his.reply).not.toContain('450 kcal');
    expect(his.citations).not.toContain(USER_FOOD_MESSAGES.source);
  } finally {
    await t.close();
  }
});

test('the planner and the search agree on the own food first, and the planned portion carries its label’s nutrients', async () => {
  const t = await createTestApp();
  try {
    const ana = await premium(t);
    // A food of Ana's named like a library food wins over it for her.
    const library = LIBRARY_CATALOG.byName('banana');
    if (!library) throw new Error('banana missing from the library');
    expect(
      (await ana.post('/api/user-foods', { ...GRANOLA, name: 'Banana', kind: 'fruit', sodium: 50 })).statusCode,
    ).toBe(201);
    const [first] = (await ana.get('/api/foods?q=banana')).json().foods;
    expect(first).toMatchObject({ name: 'Banana', type: 'user' });
    expect(first.foodId).toBeLessThan(0);

    const planned = await ana.post('/api/planner/calculate', {
      mealType: 'snack',
      targetCalories: 300,
      foods: ['banana'],
    });
    expect(planned.statusCode, planned.body).toBe(200);
    const [portion] = planned.json().portions;
    expect(portion).toMatchObject({ foodId: first.foodId, source: 'user-label' });
    // Sodium from the label (50 mg in 100 g); what a label does not declare is unknown, not 0.
    expect(portion.nutrients).toMatchObject({ sodium: Math.round(portion.grams / 2), potassium: null, vitaminC: null });
  } finally {
    await t.close();
  }
});
