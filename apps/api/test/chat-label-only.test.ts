import { expect, test } from 'vitest';
import { createTestApp, PROFILE_WITH_GOALS, signUpPremium } from './fixtures';

/**
 * Whey and iogurte grego through POST /api/chat with the default engine (no model: the local answer is
 * the reply): no table measures them, so the assistant says where the numbers are (the package's
 * label), never a table value of another food (plain yogurt) or the person's intake of the day.
 */
test('"quanto de proteína tem o whey?", "quanto cálcio tem o iogurte grego?": the label, not a table or the day', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUpPremium(t, { profile: PROFILE_WITH_GOALS });
    for (const [message, name] of [
      ['quanto de proteína tem o whey?', 'Whey protein'],
      ['quantas calorias tem 30 g de whey', 'Whey protein'],
      ['quanto de cálcio tem o iogurte grego?', 'Iogurte grego'],
      ['iogurte grego engorda?', 'Iogurte grego'],
    ] as const) {
      const response = await ana.post('/api/chat', { message });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as { reply: string; kind: string };
      expect(body.kind, message).toBe('food_composition');
      expect(body.reply, message).toMatch(new RegExp(`^${name} não está nas tabelas de composição: `, 'u'));
      expect(body.reply, message).toContain('cadastre o rótulo em "Meus alimentos"');
      expect(body.reply, message).not.toMatch(/Iogurte, natural|TACO/u);
    }
  } finally {
    await t.close();
  }
});
