import { expect, test } from 'vitest';
import { LegalContactSchema } from '@prato/core/schemas/legal';
import { createTestApp } from './fixtures';

test('GET /api/legal/contact answers the configured controller and contact without a session', async () => {
  const t = await createTestApp({
    env: { PRIVACY_CONTROLLER_NAME: 'Nutri Dados Ltda.', PRIVACY_CONTACT_EMAIL: 'dpo@nutridados.example' },
  });
  try {
    const res = await t.app.inject({ method: 'GET', url: '/api/legal/contact' });
    expect(res.statusCode).toBe(200);
    expect(LegalContactSchema.parse(res.json())).toEqual({
      controllerName: 'Nutri Dados Ltda.',
      contactEmail: 'dpo@nutridados.example',
    });
  } finally {
    await t.close();
  }
});

test('without configuration the controller is Prato Certo and no contact e-mail is published', async () => {
  const t = await createTestApp();
  try {
    const res = await t.app.inject({ method: 'GET', url: '/api/legal/contact' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ controllerName: 'Prato Certo', contactEmail: null });
  } finally {
    await t.close();
  }
});
