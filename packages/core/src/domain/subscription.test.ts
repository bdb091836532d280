import { expect, test } from 'vitest';
import { PLANS } from './plans';
import {
  EXPIRING_SOON_DAYS,
  SUBSCRIPTION_STATUSES,
  daysRemaining,
  effectivePlan,
  isExpired,
  isExpiringSoon,
  isPremium,
  subscriptionStatusMessage,
} from './subscription';

const NOW = new Date('2026-05-10T12:00:00Z');
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A Date offset from NOW by the given milliseconds (fresh object per call). */
const at = (offsetMs: number): Date => new Date(NOW.getTime() + offsetMs);

test('the subscription statuses are active, pending, paid, cancelled and incomplete', () => {
  expect(SUBSCRIPTION_STATUSES).toEqual(['active', 'pending', 'paid', 'cancelled', 'incomplete']);
});

test('the expiring-soon threshold is 3 days', () => {
  expect(EXPIRING_SOON_DAYS).toBe(3);
});

test('an active premium_monthly subscription with 10 days left grants the monthly plan', () => {
  const sub = { plan: 'premium_monthly', status: 'active', currentPeriodEnd: at(10 * DAY_MS) };
  expect(effectivePlan(sub, NOW)).toBe(PLANS.premium_monthly);
  expect(isPremium(sub, NOW)).toBe(true);
});

test('an active premium_annual subscription without an end date grants the annual plan', () => {
  const sub = { plan: 'premium_annual', status: 'active', currentPeriodEnd: null };
  expect(effectivePlan(sub, NOW)).toBe(PLANS.premium_annual);
  expect(isPremium(sub, NOW)).toBe(true);
});

test('pending, paid, cancelled and incomplete premium subscriptions are treated as the free plan', () => {
  for (const status of ['pending', 'paid', 'cancelled', 'incomplete']) {
    const sub = { plan: 'premium_monthly', status, currentPeriodEnd: at(10 * DAY_MS) };
    expect(effectivePlan(sub, NOW)).toBe(PLANS.free);
    expect(isPremium(sub, NOW)).toBe(false);
  }
});

test('a null or undefined subscription is the free plan', () => {
  expect(effectivePlan(null, NOW)).toBe(PLANS.free);
  expect(effectivePlan(undefined, NOW)).toBe(PLANS.free);
  expect(isPremium(null, NOW)).toBe(false);
  expect(isPremium(undefined, NOW)).toBe(false);
});

test('an active subscription on an unknown plan id is the free plan', () => {
  const sub = { plan: 'premium_weekly', status: 'active', currentPeriodEnd: at(10 * DAY_MS) };
  expect(effectivePlan(sub, NOW)).toBe(PLANS.free);
  expect(isPremium(sub, NOW)).toBe(false);
});

test('an active premium subscription whose end passed one hour ago is expired and reverts to free', () => {
  const sub = { plan: 'premium_monthly', status: 'active', currentPeriodEnd: at(-HOUR_MS) };
  expect(isExpired(sub, NOW)).toBe(true);
  expect(effectivePlan(sub, NOW)).toBe(PLANS.free);
  expect(isPremium(sub, NOW)).toBe(false);
  expect(subscriptionStatusMessage(sub, NOW)).toBe('Assinatura expirada - Renovação necessária');
});

test('an active premium subscription that ended 5 days ago shows the expired message', () => {
  const sub = { plan: 'premium_quarterly', status: 'active', currentPeriodEnd: at(-5 * DAY_MS) };
  expect(subscriptionStatusMessage(sub, NOW)).toBe('Assinatura expirada - Renovação necessária');
});

test('a subscription ending one day in the future is not expired', () => {
  const sub = { plan: 'premium_monthly', status: 'active', currentPeriodEnd: at(DAY_MS) };
  expect(isExpired(sub, NOW)).toBe(false);
});

test('a non-active subscription with a past end date is not reported as expired', () => {
  const sub = { plan: 'premium_monthly', status: 'cancelled', currentPeriodEnd: at(-DAY_MS) };
  expect(isExpired(sub, NOW)).toBe(false);
});

test('an active subscription without an end date never expires', () => {
  expect(isExpired({ plan: 'premium_monthly', status: 'active' }, NOW)).toBe(false);
  expect(isExpired({ plan: 'premium_monthly', status: 'active', currentPeriodEnd: null }, NOW)).toBe(false);
});

test('isExpired of a null subscription is false', () => {
  expect(isExpired(null, NOW)).toBe(false);
});

test('daysRemaining rounds up: 36 hours left is 2 days', () => {
  const sub = { plan: 'premium_monthly', status: 'active', currentPeriodEnd: at(36 * HOUR_MS) };
  expect(daysRemaining(sub, NOW)).toBe(2);
});

test('daysRemaining rounds up: 1 minute left is 1 day', () => {
  const sub = { plan: 'premium_monthly', status: 'active', currentPeriodEnd: at(60 * 1000) };
  expect(daysRemaining(sub, NOW)).toBe(1);
});

test('daysRemaining of exactly 10 days left is 10, and 10 days plus 1 ms is 11', () => {
  const exact = { plan: 'premium_monthly', status: 'active', currentPeriodEnd: at(10 * DAY_MS) };
  const justOver = { plan: 'premium_monthly', status: 'active', currentPeriodEnd: at(10 * DAY_MS + 1) };
  expect(daysRemaining(exact, NOW)).toBe(10);
  expect(daysRemaining(justOver, NOW)).toBe(11);
});

test('daysRemaining is at least 0 when the end is in the past', () => {
  const sub = { plan: 'premium_monthly', status: 'active', currentPeriodEnd: at(-3 * DAY_MS) };
  expect(daysRemaining(sub, NOW)).toBe(0);
});

test('daysRemaining is null for a subscription that is not active', () => {
  for (const status of ['pending', 'paid', 'cancelled', 'incomplete']) {
    const sub = { plan: 'premium_monthly', status, currentPeriodEnd: at(10 * DAY_MS) };
    expect(daysRemaining(sub, NOW)).toBeNull();
  }
});

test('daysRemaining is null without an end date or without a subscription', () => {
  expect(daysRemaining({ plan: 'premium_monthly', status: 'active' }, NOW)).toBeNull();
  expect(daysRemaining({ plan: 'premium_monthly', status: 'active', currentPeriodEnd: null }, NOW)).toBeNull();
  expect(daysRemaining(null, NOW)).toBeNull();
  expect(daysRemaining(undefined, NOW)).toBeNull();
});

test('period ends given as ISO strings work like Date values', () => {
  const asString = { plan: 'premium_monthly', status: 'active', currentPeriodEnd: '2026-05-12T00:00:00Z' };
  const asDate = { plan: 'premium_monthly', status: 'active', currentPeriodEnd: new Date('2026-05-12T00:00:00Z') };
  // 36 hours from 2026-05-10T12:00Z → rounded up to 2 days.
  expect(daysRemaining(asString, NOW)).toBe(2);
  expect(daysRemaining(asDate, NOW)).toBe(2);
  expect(isExpiringSoon(asString, NOW)).toBe(true);
  expect(subscriptionStatusMessage(asString, NOW)).toBe('Expira em 2 dias - Renove agora!');
});

test('an ISO string end in the past makes the subscription expired', () => {
  const sub = { plan: 'premium_annual', status: 'active', currentPeriodEnd: '2026-05-01T00:00:00Z' };
  expect(isExpired(sub, NOW)).toBe(true);
  expect(isPremium(sub, NOW)).toBe(false);
  expect(subscriptionStatusMessage(sub, NOW)).toBe('Assinatura expirada - Renovação necessária');
});

test('an ISO string end 20 days ahead gives 20 days and the valid-for message', () => {
  const sub = { plan: 'premium_monthly', status: 'active', currentPeriodEnd: '2026-05-30T12:00:00.000Z' };
  expect(daysRemaining(sub, NOW)).toBe(20);
  expect(subscriptionStatusMessage(sub, NOW)).toBe('Válido por mais 20 dias');
});

test('expiring soon is true with exactly 1, 2 and 3 days left', () => {
  for (const days of [1, 2, 3]) {
    const sub = { plan: 'premium_monthly', status: 'active', currentPeriodEnd: at(days * DAY_MS) };
    expect(isExpiringSoon(sub, NOW)).toBe(true);
  }
});

test('expiring soon is false with exactly 4 days left', () => {
  const sub = { plan: 'premium_monthly', status: 'active', currentPeriodEnd: at(4 * DAY_MS) };
  expect(isExpiringSoon(sub, NOW)).toBe(false);
});

test('a period ending exactly now has expired: 0 days, free plan, expired message', () => {
  const sub = { plan: 'premium_monthly', status: 'active', currentPeriodEnd: at(0) };
  expect(daysRemaining(sub, NOW)).toBe(0);
  expect(isExpiringSoon(sub, NOW)).toBe(false);
  expect(isExpired(sub, NOW)).toBe(true);
  expect(effectivePlan(sub, NOW).id).toBe('free');
  expect(subscriptionStatusMessage(sub, NOW)).toBe('Assinatura expirada - Renovação necessária');
});

test('expiring soon is false once the subscription has expired', () => {
  const sub = { plan: 'premium_monthly', status: 'active', currentPeriodEnd: at(-HOUR_MS) };
  expect(isExpiringSoon(sub, NOW)).toBe(false);
});

test('expiring soon is false for the free plan, for non-active status and for no end date', () => {
  expect(isExpiringSoon({ plan: 'free', status: 'active', currentPeriodEnd: at(2 * DAY_MS) }, NOW)).toBe(false);
  expect(isExpiringSoon({ plan: 'premium_monthly', status: 'pending', currentPeriodEnd: at(2 * DAY_MS) }, NOW)).toBe(
    false,
  );
  expect(isExpiringSoon({ plan: 'premium_monthly', status: 'active', currentPeriodEnd: null }, NOW)).toBe(false);
  expect(isExpiringSoon(null, NOW)).toBe(false);
});

test('the message for no subscription is Plano Grátis', () => {
  expect(subscriptionStatusMessage(null, NOW)).toBe('Plano Grátis');
  expect(subscriptionStatusMessage(undefined, NOW)).toBe('Plano Grátis');
});

test('the message for an active free subscription is Plano Grátis', () => {
  const sub = { plan: 'free', status: 'active', currentPeriodStart: at(-DAY_MS), currentPeriodEnd: null };
  expect(subscriptionStatusMessage(sub, NOW)).toBe('Plano Grátis');
});

test('the message for a non-active premium subscription is Plano Grátis', () => {
  for (const status of ['pending', 'paid', 'cancelled', 'incomplete']) {
    const sub = { plan: 'premium_monthly', status, currentPeriodEnd: at(10 * DAY_MS) };
    expect(subscriptionStatusMessage(sub, NOW)).toBe('Plano Grátis');
  }
});

test('the message for an active premium subscription without an end date is Plano Premium Ativo', () => {
  const sub = { plan: 'premium_monthly', status: 'active', currentPeriodEnd: null };
  expect(subscriptionStatusMessage(sub, NOW)).toBe('Plano Premium Ativo');
});

test('the message with 2 days left is Expira em 2 dias - Renove agora!', () => {
  const sub = { plan: 'premium_monthly', status: 'active', currentPeriodEnd: at(2 * DAY_MS) };
  expect(subscriptionStatusMessage(sub, NOW)).toBe('Expira em 2 dias - Renove agora!');
});

test('the message with 1 and 3 days left uses the expiring wording', () => {
  const one = { plan: 'premium_annual', status: 'active', currentPeriodEnd: at(DAY_MS) };
  const three = { plan: 'premium_annual', status: 'active', currentPeriodEnd: at(3 * DAY_MS) };
  expect(subscriptionStatusMessage(one, NOW)).toBe('Expira em 1 dia - Renove agora!');
  expect(subscriptionStatusMessage(three, NOW)).toBe('Expira em 3 dias - Renove agora!');
});

test('the message with 4 days left is Válido por mais 4 dias', () => {
  const sub = { plan: 'premium_monthly', status: 'active', currentPeriodEnd: at(4 * DAY_MS) };
  expect(subscriptionStatusMessage(sub, NOW)).toBe('Válido por mais 4 dias');
});

test('the message with 10 days left is Válido por mais 10 dias', () => {
  const sub = { plan: 'premium_quarterly', status: 'active', currentPeriodEnd: at(10 * DAY_MS) };
  expect(subscriptionStatusMessage(sub, NOW)).toBe('Válido por mais 10 dias');
});

test('the functions use the given now rather than the clock', () => {
  const sub = { plan: 'premium_monthly', status: 'active', currentPeriodEnd: new Date('2026-05-20T12:00:00Z') };
  expect(daysRemaining(sub, new Date('2026-05-10T12:00:00Z'))).toBe(10);
  expect(daysRemaining(sub, new Date('2026-05-18T12:00:00Z'))).toBe(2);
  expect(isExpired(sub, new Date('2026-05-21T12:00:00Z'))).toBe(true);
});
