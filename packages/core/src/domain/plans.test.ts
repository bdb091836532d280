import { expect, test } from 'vitest';
import {
  FREE_AI_CALLS_PER_HOUR,
  FREE_HISTORY_ITEMS,
  FREE_MEALS_PER_DAY,
  PAID_PLANS,
  PLAN_IDS,
  PLANS,
  formatBRL,
  getPlan,
  isPlanId,
  monthlyPriceCents,
  savingPercent,
} from './plans';

const normalizeSpaces = (value: string): string => value.replace(/\u00a0/g, ' ');

test('there are exactly four plan ids in order free, monthly, quarterly, annual', () => {
  expect(PLAN_IDS).toEqual(['free', 'premium_monthly', 'premium_quarterly', 'premium_annual']);
  expect(Object.keys(PLANS).sort()).toEqual([...PLAN_IDS].sort());
});

test('each plan record carries its own id', () => {
  for (const id of PLAN_IDS) {
    expect(PLANS[id].id).toBe(id);
  }
});

test('prices in cents are 0, 1990, 500 and 17990', () => {
  expect(PLANS.free.priceCents).toBe(0);
  expect(PLANS.premium_monthly.priceCents).toBe(1990);
  expect(PLANS.premium_quarterly.priceCents).toBe(500);
  expect(PLANS.premium_annual.priceCents).toBe(17990);
});

test('labels are Plano Gratuito, Premium Mensal, Premium Trimestral, Premium Anual', () => {
  expect(PLANS.free.label).toBe('Plano Gratuito');
  expect(PLANS.premium_monthly.label).toBe('Premium Mensal');
  expect(PLANS.premium_quarterly.label).toBe('Premium Trimestral');
  expect(PLANS.premium_annual.label).toBe('Premium Anual');
});

test('periods are 0, 30, 90 and 365 days', () => {
  expect(PLANS.free.periodDays).toBe(0);
  expect(PLANS.premium_monthly.periodDays).toBe(30);
  expect(PLANS.premium_quarterly.periodDays).toBe(90);
  expect(PLANS.premium_annual.periodDays).toBe(365);
});

test('billing periods are none, monthly, quarterly and yearly', () => {
  expect(PLANS.free.billingPeriod).toBe('none');
  expect(PLANS.premium_monthly.billingPeriod).toBe('monthly');
  expect(PLANS.premium_quarterly.billingPeriod).toBe('quarterly');
  expect(PLANS.premium_annual.billingPeriod).toBe('yearly');
});

test('price labels match the spec: R$ 0,00, R$ 19,90, R$ 5,00, R$ 179,90', () => {
  expect(PLANS.free.priceLabel).toBe('R$ 0,00');
  expect(PLANS.premium_monthly.priceLabel).toBe('R$ 19,90');
  expect(PLANS.premium_quarterly.priceLabel).toBe('R$ 5,00');
  expect(PLANS.premium_annual.priceLabel).toBe('R$ 179,90');
});

test('each price label equals formatBRL of the plan price in cents', () => {
  for (const id of PLAN_IDS) {
    expect(normalizeSpaces(formatBRL(PLANS[id].priceCents))).toBe(PLANS[id].priceLabel);
  }
});

test('free constants are 2 meals per day, 5 history items and 20 AI calls per hour', () => {
  expect(FREE_MEALS_PER_DAY).toBe(2);
  expect(FREE_HISTORY_ITEMS).toBe(5);
  expect(FREE_AI_CALLS_PER_HOUR).toBe(20);
});

test('free plan limits are 2 meals/day, 5 history items, 20 AI calls/hour and no AI chat', () => {
  expect(PLANS.free.limits).toEqual({
    maxMealsPerDay: 2,
    historyItems: 5,
    aiCallsPerHour: 20,
    aiChatEnabled: false,
  });
});

test('every premium plan has unlimited (null) limits and AI chat enabled', () => {
  for (const id of ['premium_monthly', 'premium_quarterly', 'premium_annual'] as const) {
    expect(PLANS[id].limits).toEqual({
      maxMealsPerDay: null,
      historyItems: null,
      aiCallsPerHour: null,
      aiChatEnabled: true,
    });
  }
});

test('only the free plan has isPremium false', () => {
  expect(PLANS.free.isPremium).toBe(false);
  expect(PLANS.premium_monthly.isPremium).toBe(true);
  expect(PLANS.premium_quarterly.isPremium).toBe(true);
  expect(PLANS.premium_annual.isPremium).toBe(true);
});

test('every plan lists at least one feature', () => {
  for (const id of PLAN_IDS) {
    expect(PLANS[id].features.length).toBeGreaterThan(0);
  }
});

test('the free plan features mention its 2 meals/day and 5-record history limits', () => {
  expect(PLANS.free.features).toContain('2 refeições/dia');
  expect(PLANS.free.features).toContain('Histórico limitado a 5 registros');
});

test('the annual plan is marketed as a 25% saving', () => {
  expect(PLANS.premium_annual.features).toContain('Economia de 25% em relação ao mensal');
});

test('PAID_PLANS lists monthly, quarterly and annual in display order, all premium', () => {
  expect(PAID_PLANS.map((plan) => plan.id)).toEqual(['premium_monthly', 'premium_quarterly', 'premium_annual']);
  expect(PAID_PLANS.every((plan) => plan.isPremium)).toBe(true);
});

test('getPlan returns the matching plan for each known id', () => {
  expect(getPlan('free')).toBe(PLANS.free);
  expect(getPlan('premium_monthly')).toBe(PLANS.premium_monthly);
  expect(getPlan('premium_quarterly')).toBe(PLANS.premium_quarterly);
  expect(getPlan('premium_annual')).toBe(PLANS.premium_annual);
});

test('getPlan falls back to the free plan for an unknown id', () => {
  expect(getPlan('premium_weekly')).toBe(PLANS.free);
  expect(getPlan('')).toBe(PLANS.free);
  expect(getPlan('PREMIUM_MONTHLY')).toBe(PLANS.free);
});

test('getPlan falls back to the free plan for null and undefined', () => {
  expect(getPlan(null)).toBe(PLANS.free);
  expect(getPlan(undefined)).toBe(PLANS.free);
});

test('isPlanId accepts the four ids and rejects anything else', () => {
  for (const id of PLAN_IDS) expect(isPlanId(id)).toBe(true);
  expect(isPlanId('premium')).toBe(false);
  expect(isPlanId('Free')).toBe(false);
  expect(isPlanId(null)).toBe(false);
  expect(isPlanId(undefined)).toBe(false);
  expect(isPlanId(1990)).toBe(false);
  expect(isPlanId({ id: 'free' })).toBe(false);
});

test('formatBRL(1990) is R$ 19,90 with a non-breaking space after R$', () => {
  expect(formatBRL(1990)).toBe('R$\u00a019,90');
  expect(normalizeSpaces(formatBRL(1990))).toBe('R$ 19,90');
});

test('formatBRL formats 0, 500 and 17990 cents as R$ 0,00, R$ 5,00 and R$ 179,90', () => {
  expect(normalizeSpaces(formatBRL(0))).toBe('R$ 0,00');
  expect(normalizeSpaces(formatBRL(500))).toBe('R$ 5,00');
  expect(normalizeSpaces(formatBRL(17990))).toBe('R$ 179,90');
});

test('formatBRL uses a dot as the thousands separator: 123456 cents is R$ 1.234,56', () => {
  expect(normalizeSpaces(formatBRL(123456))).toBe('R$ 1.234,56');
});

test('formatBRL keeps two decimals for single-cent values: 1 cent is R$ 0,01, 167 cents is R$ 1,67', () => {
  expect(normalizeSpaces(formatBRL(1))).toBe('R$ 0,01');
  expect(normalizeSpaces(formatBRL(167))).toBe('R$ 1,67');
});

test('spec §9: the landing shows R$ 1,67 a month for the quarterly plan and R$ 14,99 for the annual one', () => {
  expect(monthlyPriceCents(PLANS.premium_monthly)).toBe(1990);
  expect(monthlyPriceCents(PLANS.premium_quarterly)).toBe(167);
  expect(monthlyPriceCents(PLANS.premium_annual)).toBe(1499);
  expect(monthlyPriceCents(PLANS.free)).toBe(0);
});

test('the annual plan saves the advertised 25% over twelve monthly payments', () => {
  expect(savingPercent(PLANS.premium_annual)).toBe(25);
  expect(savingPercent(PLANS.premium_monthly)).toBe(0);
  expect(savingPercent(PLANS.free)).toBe(0);
  // R$ 5,00 for three months against 3 × R$ 19,90.
  expect(savingPercent(PLANS.premium_quarterly)).toBe(92);
});
