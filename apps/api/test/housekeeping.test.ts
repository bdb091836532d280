import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
// The purge is the subject: expired auth rows are planted with past dates and read back from their tables.
import {
  accessLog,
  consumedTokens,
  emailThrottle,
  loginAttempts,
  sessions,
  verifications,
} from '../src/db/schema/auth';
import { createHousekeeping } from '../src/modules/auth/housekeeping';
import { createTestApp, signUp } from './fixtures';

const HOUR = 3_600_000;

test('housekeeping purges expired sessions, verifications, consumed tokens and stale counters, and nothing alive', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t);
    const userId: string = (await ana.get('/api/auth/session')).json().user.id;
    const at = new Date();
    const ago = (ms: number) => new Date(at.getTime() - ms);
    const ahead = (ms: number) => new Date(at.getTime() + ms);
    await t.db.insert(sessions).values([
      { id: 'expired-1', token: 'tok-expired-1', userId, expiresAt: ago(1000) },
      { id: 'expired-2', token: 'tok-expired-2', userId, expiresAt: ago(30 * 24 * HOUR) },
      { id: 'alive', token: 'tok-alive', userId, expiresAt: ahead(HOUR) },
    ]);
    await t.db.insert(verifications).values([
      { id: 'v-old', identifier: 'reset', value: 'a', expiresAt: ago(1000) },
      { id: 'v-new', identifier: 'reset', value: 'b', expiresAt: ahead(HOUR) },
    ]);
    await t.db.insert(consumedTokens).values([
      { tokenHash: 'used-old', expiresAt: ago(1000) },
      { tokenHash: 'used-new', expiresAt: ahead(HOUR) },
    ]);
    await t.db.insert(loginAttempts).values([
      { key: 'email:velho@example.com', failures: 3, windowStart: ago(48 * HOUR) },
      // An old window whose lock still holds is kept until the lock ends.
      { key: 'email:travado@example.com', failures: 5, windowStart: ago(48 * HOUR), lockedUntil: ahead(HOUR) },
      { key: 'email:recente@example.com', failures: 2, windowStart: ago(60_000) },
    ]);
    await t.db.insert(emailThrottle).values([
      { key: 'reset:velho@example.com', count: 3, windowStart: ago(48 * HOUR) },
      { key: 'reset:recente@example.com', count: 1, windowStart: ago(60_000) },
    ]);

    // Access records: six calendar months (28 Feb, a month shorter than August, counts from the 31st).
    const purgeAt = new Date('2026-08-31T12:00:00Z');
    await t.db.insert(accessLog).values([
      { id: 'a-old', userId, email: 'ana@example.com', createdAt: new Date('2026-02-28T11:59:00Z') },
      { id: 'a-kept', userId, email: 'ana@example.com', createdAt: new Date('2026-02-28T12:01:00Z') },
    ]);
    const accessHousekeeping = createHousekeeping({ db: t.db, log: t.app.log, now: () => purgeAt });
    expect((await accessHousekeeping.purge()).accessLog).toBe(1);
    const kept = await t.db.select({ id: accessLog.id }).from(accessLog).where(eq(accessLog.userId, userId));
    // Ana's sign-up wrote one of its own (with the real clock), kept as well.
    expect(kept.map((row) => row.id)).toContain('a-kept');
    expect(kept.map((row) => row.id)).not.toContain('a-old');

    const housekeeping = createHousekeeping({ db: t.db, log: t.app.log, now: () => at });
    expect(await housekeeping.purge()).toEqual({
      sessions: 2,
      verifications: 1,
      consumedTokens: 1,
      loginAttempts: 1,
      emailThrottle: 1,
      // 'a-kept' too, by now more than six months old; Ana's sign-up record stays.
      accessLog: 1,
    });

    const left = await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
    expect(left.map((row) => row.id)).toContain('alive');
    expect(left.map((row) => row.id)).not.toContain('expired-1');
    expect((await t.db.select().from(verifications)).map((row) => row.id)).toEqual(['v-new']);
    expect((await t.db.select().from(consumedTokens)).map((row) => row.tokenHash)).toEqual(['used-new']);
    expect((await t.db.select().from(loginAttempts)).map((row) => row.key).sort()).toEqual([
      'email:recente@example.com',
      'email:travado@example.com',
    ]);
    expect((await t.db.select().from(emailThrottle)).map((row) => row.key)).toEqual(['reset:recente@example.com']);
    // The signed-in device is untouched, and a second pass finds nothing.
    expect((await ana.get('/api/auth/session')).statusCode).toBe(200);
    expect(Object.values(await housekeeping.purge()).every((n) => n === 0)).toBe(true);
  } finally {
    await t.close();
  }
});
