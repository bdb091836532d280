import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
// The payment records are the subject: rows of deleted accounts are planted with their dates.
import { paymentHistory } from '../src/db/schema/subscriptions';
import { createPaymentsRepo } from '../src/modules/payments/payments.repo';
import { createPaymentRetentionJob } from '../src/modules/payments/payments.retention';
import { createTestApp, signUp } from './fixtures';

test("a deleted account's payment records are deleted five years after the charge; an account's own never", async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t);
    const at = new Date('2031-03-10T12:00:00Z');
    const row = (orderId: string, userId: string | null, paidAt: Date | null, createdAt: Date) => ({
      orderId,
      userId,
      plan: 'premium_monthly' as const,
      amountCents: 1990,
      paymentStatus: 'paid',
      paidAt,
      createdAt,
    });
    await t.db.insert(paymentHistory).values([
      row('old', null, new Date('2026-03-10T11:00:00Z'), new Date('2026-03-10T11:00:00Z')),
      row('recent', null, new Date('2026-03-10T13:00:00Z'), new Date('2026-03-10T13:00:00Z')),
      // Never paid: counted from when it was made.
      row('unpaid-old', null, null, new Date('2025-01-01T00:00:00Z')),
      row('owned-old', ana.id, new Date('2020-01-01T00:00:00Z'), new Date('2020-01-01T00:00:00Z')),
    ]);

    const job = createPaymentRetentionJob({ repo: createPaymentsRepo(t.db), log: t.app.log, now: () => at });
    expect(await job.purge()).toBe(2);
    const left = await t.db.select({ orderId: paymentHistory.orderId }).from(paymentHistory);
    expect(left.map((payment) => payment.orderId).sort()).toEqual(['owned-old', 'recent']);
    expect(await t.db.select().from(paymentHistory).where(eq(paymentHistory.orderId, 'owned-old'))).toHaveLength(1);
    expect(await job.purge()).toBe(0);
  } finally {
    await t.close();
  }
});
