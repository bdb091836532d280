import { expect, test } from 'vitest';
import { paymentHistory } from '../src/db/schema/subscriptions';
import { client, createTestApp, signUp } from './fixtures';

test('payments: own rows only, newest paid_at first, unpaid last, limited', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t);
    const bruno = await signUp(t);
    // Rows of each status and past date are planted: this tests the listing; kiwify.test and
    // payment-events.test cover how payments arrive.
    await t.db.insert(paymentHistory).values([
      {
        userId: ana.id,
        plan: 'premium_monthly',
        amountCents: 1990,
        paymentStatus: 'paid',
        paidAt: new Date('2025-01-10T12:00:00Z'),
      },
      {
        userId: ana.id,
        plan: 'premium_annual',
        amountCents: 17990,
        paymentStatus: 'paid',
        paidAt: new Date('2025-03-10T12:00:00Z'),
      },
      { userId: ana.id, plan: 'premium_quarterly', amountCents: 500, paymentStatus: 'pending', paidAt: null },
      {
        userId: ana.id,
        plan: 'premium_monthly',
        amountCents: 1990,
        paymentStatus: 'refunded',
        paidAt: new Date('2025-02-10T12:00:00Z'),
      },
      {
        userId: bruno.id,
        plan: 'premium_annual',
        amountCents: 17990,
        paymentStatus: 'paid',
        paidAt: new Date('2025-04-01T12:00:00Z'),
      },
    ]);

    const all = await ana.get('/api/me/payments');
    expect(all.statusCode).toBe(200);
    const payments = all.json().payments as { plan: string; paidAt: string | null; amountCents: number }[];
    expect(payments.map((p) => p.paidAt)).toEqual([
      '2025-03-10T12:00:00.000Z',
      '2025-02-10T12:00:00.000Z',
      '2025-01-10T12:00:00.000Z',
      null,
    ]);
    expect(payments[0]).toMatchObject({ plan: 'premium_annual', amountCents: 17990, paymentStatus: 'paid' });

    const two = await ana.get('/api/me/payments?limit=2');
    expect(two.json().payments).toHaveLength(2);

    const brunos = (await bruno.get('/api/me/payments?limit=5')).json().payments as { amountCents: number }[];
    expect(brunos).toHaveLength(1);
    expect(brunos[0]).toMatchObject({ plan: 'premium_annual', paidAt: '2025-04-01T12:00:00.000Z' });

    // A user id in the query is not a way into someone else's payments.
    const sneaky = await bruno.get(`/api/me/payments?userId=${ana.id}`);
    expect(sneaky.json().payments).toHaveLength(1);

    const bad = await ana.get('/api/me/payments?limit=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Informe um limite entre 1 e 50.');

    expect((await client(t).get('/api/me/payments')).statusCode).toBe(401);
  } finally {
    await t.close();
  }
});
