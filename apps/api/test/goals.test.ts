import { ACHIEVEMENT_MESSAGES, GOAL_MESSAGES } from '@prato/core/schemas/goals';
import { expect, test } from 'vitest';
import { client, createTestApp, signUp } from './fixtures';

test('a goal is created active, listed among the active ones, and completing it sets completed_at', async () => {
  const now = new Date('2025-06-15T12:00:00.000Z');
  const t = await createTestApp({ now: () => now });
  try {
    const ana = await signUp(t);
    const created = await ana.post('/api/goals', {
      title: '  Perder 3 kg ',
      goalType: 'weight',
      targetValue: 67,
      unit: 'kg',
    });
    expect(created.statusCode).toBe(201);
    const goal = created.json();
    expect(goal).toMatchObject({
      title: 'Perder 3 kg',
      goalType: 'weight',
      targetValue: 67,
      unit: 'kg',
      isActive: true,
      completedAt: null,
    });
    const other = (await ana.post('/api/goals', { title: 'Caminhar todo dia' })).json();
    expect(other).toMatchObject({ goalType: 'custom', targetValue: null, unit: null });

    expect((await ana.get('/api/goals?active=true')).json()).toHaveLength(2);

    const completed = await ana.post(`/api/goals/${goal.id}/complete`);
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({ id: goal.id, isActive: false, completedAt: now.toISOString() });

    expect((await ana.get('/api/goals?active=true')).json().map((g: { id: string }) => g.id)).toEqual([other.id]);
    expect((await ana.get('/api/goals?active=false')).json().map((g: { id: string }) => g.id)).toEqual([goal.id]);
    expect((await ana.get('/api/goals')).json()).toHaveLength(2);
    // Completing again keeps the first completion.
    expect((await ana.post(`/api/goals/${goal.id}/complete`)).json().completedAt).toBe(now.toISOString());
  } finally {
    await t.close();
  }
});

test('an achievement is recorded once per code and listed newest first', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t);
    const first = await ana.post('/api/achievements', { code: 'first_weight', title: 'Primeiro peso' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ code: 'first_weight', title: 'Primeiro peso', description: null });

    const again = await ana.post('/api/achievements', { code: 'first_weight', title: 'Outro título' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());

    await ana.post('/api/achievements', { code: 'week_streak', title: 'Uma semana', description: '7 dias seguidos' });
    const list = (await ana.get('/api/achievements')).json();
    expect(list.map((a: { code: string }) => a.code).sort()).toEqual(['first_weight', 'week_streak']);
  } finally {
    await t.close();
  }
});

test('goal and achievement validation answers 400 with pt-BR messages', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t);
    const message = async (url: string, body: object) => {
      const response = await ana.post(url, body);
      expect(response.statusCode).toBe(400);
      return response.json().error.message;
    };
    expect(await message('/api/goals', { title: 'A' })).toBe(GOAL_MESSAGES.title);
    expect(await message('/api/goals', {})).toBe(GOAL_MESSAGES.title);
    expect(await message('/api/goals', { title: 'Meta', goalType: 'sonho' })).toBe(GOAL_MESSAGES.goalType);
    expect(await message('/api/goals', { title: 'Meta', targetValue: -1 })).toBe(GOAL_MESSAGES.targetValue);
    expect(await message('/api/achievements', { code: 'Com Espaço', title: 'Conquista' })).toBe(
      ACHIEVEMENT_MESSAGES.code,
    );
    expect(await message('/api/achievements', { code: 'ok', title: '' })).toBe(ACHIEVEMENT_MESSAGES.title);
    expect(await message('/api/goals/123/complete', {})).toBe('Identificador inválido.');
    expect((await ana.get('/api/goals?active=talvez')).statusCode).toBe(400);
  } finally {
    await t.close();
  }
});

test("one user can neither read nor complete another user's goals, nor read their achievements", async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t);
    const bruno = await signUp(t);
    const goal = (await ana.post('/api/goals', { title: 'Beber mais água' })).json();
    await ana.post('/api/achievements', { code: 'first_goal', title: 'Primeira meta' });

    expect((await bruno.get('/api/goals')).json()).toEqual([]);
    expect((await bruno.get('/api/achievements')).json()).toEqual([]);
    const refused = await bruno.post(`/api/goals/${goal.id}/complete`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe(GOAL_MESSAGES.notFound);
    expect((await ana.get('/api/goals?active=true')).json()).toMatchObject([{ id: goal.id, isActive: true }]);

    // The same achievement code is Bruno's own to earn.
    expect((await bruno.post('/api/achievements', { code: 'first_goal', title: 'Primeira meta' })).statusCode).toBe(
      201,
    );
    expect((await client(t).get('/api/goals')).statusCode).toBe(401);
  } finally {
    await t.close();
  }
});
