import { expect, test } from 'vitest';
import { applyAdminChange, daysRemainingTone, riskBucketOf, type AdminSubscriptionState } from './admin';

const NOW = new Date('2025-06-10T13:30:00Z');
const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(NOW.getTime() + days * DAY);

const free: AdminSubscriptionState = {
  plan: 'free',
  status: 'active',
  currentPeriodStart: new Date('2025-01-01T00:00:00Z'),
  currentPeriodEnd: null,
};
const monthly = (end: Date | null): AdminSubscriptionState => ({
  plan: 'premium_monthly',
  status: 'active',
  currentPeriodStart: new Date('2025-06-01T00:00:00Z'),
  currentPeriodEnd: end,
});

test('days-remaining colours: ≤0 red, ≤7 orange, ≤30 yellow', () => {
  expect([null, -1, 0, 1, 7, 8, 30, 31].map(daysRemainingTone)).toEqual([
    'none',
    'red',
    'red',
    'orange',
    'orange',
    'yellow',
    'yellow',
    'none',
  ]);
});

test('risk buckets of active subscriptions with an end date', () => {
  const bucket = (status: string, end: Date | null) => riskBucketOf({ status, currentPeriodEnd: end }, NOW);
  expect(bucket('active', at(-1))).toBe('expired');
  expect(bucket('active', NOW)).toBe('expired');
  expect(bucket('active', at(7))).toBe('due_7');
  expect(bucket('active', at(7.5))).toBe('due_30');
  expect(bucket('active', at(30))).toBe('due_30');
  expect(bucket('active', at(31))).toBe('ok');
  expect(bucket('active', null)).toBe('ok');
  expect(bucket('cancelled', at(-1))).toBe('ok');
  expect(riskBucketOf(null, NOW)).toBe('ok');
});

test('adding days counts from the end still ahead, else from now', () => {
  expect(applyAdminChange(monthly(at(10)), { addDays: 30 }, NOW)).toMatchObject({ currentPeriodEnd: at(40) });
  expect(applyAdminChange(monthly(at(-5)), { addDays: 30 }, NOW)).toMatchObject({ currentPeriodEnd: at(30) });
  expect(applyAdminChange(monthly(null), { addDays: 90 }, NOW)).toMatchObject({ currentPeriodEnd: at(90) });
});

test('a free user moved to a paid plan starts now with one period, or with the days or date given', () => {
  expect(applyAdminChange(free, { plan: 'premium_annual' }, NOW)).toEqual({
    plan: 'premium_annual',
    status: 'active',
    currentPeriodStart: NOW,
    currentPeriodEnd: at(365),
  });
  expect(applyAdminChange(free, { plan: 'premium_monthly', addDays: 30 }, NOW)).toMatchObject({
    currentPeriodEnd: at(30),
  });
  expect(applyAdminChange(free, { plan: 'premium_monthly', endAt: at(3) }, NOW)).toMatchObject({
    currentPeriodEnd: at(3),
  });
});

test('the free plan has no end date; a cancelled paid plan changed by an admin is active again', () => {
  expect(applyAdminChange(free, { addDays: 30 }, NOW)).toBe('free_with_end');
  expect(applyAdminChange(monthly(at(10)), { plan: 'free', endAt: at(1) }, NOW)).toBe('free_with_end');
  expect(applyAdminChange(monthly(at(10)), { plan: 'free' }, NOW)).toMatchObject({
    plan: 'free',
    currentPeriodEnd: null,
  });
  const cancelled = { ...monthly(at(-2)), status: 'cancelled' as const };
  expect(applyAdminChange(cancelled, { addDays: 30 }, NOW)).toMatchObject({
    status: 'active',
    currentPeriodEnd: at(30),
  });
  // Changing between paid plans keeps the period.
  expect(applyAdminChange(monthly(at(10)), { plan: 'premium_annual' }, NOW)).toMatchObject({
    plan: 'premium_annual',
    currentPeriodEnd: at(10),
  });
  expect(applyAdminChange(monthly(at(10)), { endAt: null }, NOW)).toMatchObject({ currentPeriodEnd: null });
});
