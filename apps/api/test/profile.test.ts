import { expect, test } from 'vitest';
import { client, createTestApp, signUp } from './fixtures';

test('profile: read, partial update, validation, onboarding flag, and only the own row', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t, { registration: { fullName: 'Ana Souza' } });
    const bruno = await signUp(t, { registration: { fullName: 'Bruno Lima' } });

    const initial = await ana.get('/api/profile');
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toMatchObject({
      fullName: 'Ana Souza',
      weight: null,
      onboardingCompleted: false,
      timezone: 'America/Sao_Paulo',
    });

    const patch = (c: typeof ana, body: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/profile',
        payload: body as object,
        headers: { cookie: c.jar.header() },
      });
    const updated = await patch(ana, {
      weight: 70.5,
      height: 165,
      age: 30,
      gender: 'female',
      lunchCalories: 650,
      onboardingCompleted: true,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      weight: 70.5,
      height: 165,
      age: 30,
      gender: 'female',
      lunchCalories: 650,
      onboardingCompleted: true,
    });

    const young = await patch(ana, { age: 12 });
    expect(young.statusCode).toBe(400);
    expect(young.json().error.message).toBe('Você deve ter no mínimo 13 anos');
    expect((await patch(ana, { userId: 'x' })).statusCode).toBe(400);
    expect((await patch(ana, { timezone: 'Marte/Base' })).json().error.message).toBe('Fuso horário inválido.');
    // Legacy abbreviations Intl accepts but PostgreSQL does not know (BET) or reads as another zone (IST).
    for (const timezone of ['BET', 'IST']) {
      const legacy = await patch(ana, { timezone });
      expect(legacy.statusCode).toBe(400);
      expect(legacy.json().error.message).toBe('Fuso horário inválido.');
    }
    expect((await patch(ana, { timezone: 'America/Manaus' })).json().timezone).toBe('America/Manaus');

    // Bruno sees his own profile, never Ana's.
    const brunoProfile = await bruno.get('/api/profile');
    expect(brunoProfile.json()).toMatchObject({ fullName: 'Bruno Lima', weight: null });
    expect((await patch(ana, { fullName: 'Ana Maria Souza' })).json().fullName).toBe('Ana Maria Souza');
    expect((await ana.get('/api/auth/session')).json().user.fullName).toBe('Ana Maria Souza');
    expect((await patch(ana, { onboardingCompleted: false })).json().onboardingCompleted).toBe(false);

    expect((await client(t).get('/api/profile')).statusCode).toBe(401);
  } finally {
    await t.close();
  }
});
