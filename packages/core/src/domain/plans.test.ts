import { expect, test } from 'vitest';
import {
  FREE_REQUESTS_PER_HOUR,
  FREE_HISTORY_ITEMS,
  FREE_MEALS_PER_DAY,
  FREE_PLAN_SUMMARY,
  MEAL_LIMIT_TEXTS,
  PAID_PLANS,
  PLAN_IDS,
  PLANS,
  formatBRL,
  getPlan,
  isPlanId,
  monthlyPriceCents,
  savingPercent,
  bestValuePlanId,
  buildPlans,
  MAX_PLAN_PRICE_CENTS,
  planOffers,
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

test('price labels are the defaults: R$ 0,00, R$ 19,90, R$ 5,00, R$ 179,90', () => {
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

test('free constants are 2 meals per day, 5 history items and 20 counted requests per hour', () => {
  expect(FREE_MEALS_PER_DAY).toBe(2);
  expect(FREE_HISTORY_ITEMS).toBe(5);
  expect(FREE_REQUESTS_PER_HOUR).toBe(20);
});

test('free plan limits are 2 meals/day, 5 history items, 20 counted requests/hour and no AI chat', () => {
  expect(PLANS.free.limits).toEqual({
    maxMealsPerDay: 2,
    historyItems: 5,
    requestsPerHour: 20,
    aiChatEnabled: false,
  });
});

test('every premium plan has unlimited (null) limits and AI chat enabled', () => {
  for (const id of ['premium_monthly', 'premium_quarterly', 'premium_annual'] as const) {
    expect(PLANS[id].limits).toEqual({
      maxMealsPerDay: null,
      historyItems: null,
      requestsPerHour: null,
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

test('the free plan features mention its 2 planned meals/day, its unlimited diary and 5-record history limits', () => {
  expect(PLANS.free.features).toContain('2 refeições planejadas/dia');
  expect(PLANS.free.features).toContain('Diário alimentar ilimitado');
  expect(PLANS.free.features).toContain('Histórico limitado a 5 registros');
});

test('the daily limit is worded once, as saved meals (never calculations), with the plan limit in it', () => {
  expect(MEAL_LIMIT_TEXTS.perDay(FREE_MEALS_PER_DAY)).toBe('2 refeições planejadas/dia');
  expect(MEAL_LIMIT_TEXTS.perDay(1)).toBe('1 refeição planejada/dia');
  expect(MEAL_LIMIT_TEXTS.perDaySentence(2)).toBe('2 refeições planejadas salvas por dia');
  expect(FREE_PLAN_SUMMARY).toBe(
    '2 refeições planejadas/dia, diário alimentar ilimitado e histórico limitado a 5 registros',
  );
  expect(MEAL_LIMIT_TEXTS.usageLabel).toBe('Refeições salvas hoje:');
  expect(MEAL_LIMIT_TEXTS.dailyLimit(2)).toBe(
    'Plano gratuito permite salvar apenas 2 refeições planejadas por dia. Exclua uma refeição planejada desse dia no Histórico ou assine o Premium para salvar sem limite. Registrar no Diário o que você comeu continua livre.',
  );
  expect(PLANS.free.features).toContain(MEAL_LIMIT_TEXTS.perDay(PLANS.free.limits.maxMealsPerDay ?? 0));
  for (const plan of PAID_PLANS) expect(plan.features).toContain(MEAL_LIMIT_TEXTS.unlimited);
  const everyFeature = PLAN_IDS.flatMap((id) => PLANS[id].features).join(' ');
  expect(everyFeature).not.toMatch(/cálculo/i);
});

test('a saving is not written into the features: it is derived from the prices (planOffers)', () => {
  const everyFeature = PLAN_IDS.flatMap((id) => PLANS[id].features).join(' ');
  expect(everyFeature).not.toMatch(/economia/i);
  expect(planOffers().find((offer) => offer.id === 'premium_annual')?.savingsPercent).toBe(25);
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

test('the landing shows R$ 1,67 a month for the quarterly plan and R$ 14,99 for the annual one', () => {
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

test("buildPlans() without overrides is the compiled catalogue, the original product's prices and labels", () => {
  expect(buildPlans()).toEqual(PLANS);
  expect(buildPlans({ priceCents: {}, labels: {} })).toEqual(PLANS);
});

test('buildPlans applies the prices and labels an operator sets, and keeps everything else', () => {
  const plans = buildPlans({
    priceCents: { premium_monthly: 2990, premium_annual: 23990 },
    labels: { premium_quarterly: '  Plano Trimestral  ', premium_annual: '' },
  });
  expect(plans.premium_monthly).toMatchObject({ priceCents: 2990, priceLabel: 'R$ 29,90', label: 'Premium Mensal' });
  expect(plans.premium_quarterly).toMatchObject({
    priceCents: 500,
    label: 'Plano Trimestral',
    name: 'Plano Trimestral',
  });
  expect(plans.premium_annual).toMatchObject({ priceCents: 23990, priceLabel: 'R$ 239,90', label: 'Premium Anual' });
  for (const id of PLAN_IDS) {
    expect(plans[id].periodDays).toBe(PLANS[id].periodDays);
    expect(plans[id].limits).toEqual(PLANS[id].limits);
    expect(plans[id].features).toEqual(PLANS[id].features);
  }
  expect(plans.free).toBe(PLANS.free);
});

test('buildPlans refuses a price that is not whole cents between 1 and the maximum', () => {
  for (const bad of [0, -100, 19.9, Number.NaN, MAX_PLAN_PRICE_CENTS + 1]) {
    expect(() => buildPlans({ priceCents: { premium_monthly: bad } })).toThrow(RangeError);
  }
  expect(buildPlans({ priceCents: { premium_monthly: MAX_PLAN_PRICE_CENTS } }).premium_monthly.priceCents).toBe(
    MAX_PLAN_PRICE_CENTS,
  );
});

test('with the default prices the best value is the quarterly plan (R$ 1,67 a month), not the annual one', () => {
  expect(bestValuePlanId(PLANS)).toBe('premium_quarterly');
  const offers = planOffers();
  expect(offers.map((offer) => offer.id)).toEqual(PLAN_IDS);
  expect(offers.filter((offer) => offer.bestValue).map((offer) => offer.id)).toEqual(['premium_quarterly']);
  expect(offers.map((offer) => [offer.id, offer.badge])).toEqual([
    ['free', null],
    ['premium_monthly', null],
    ['premium_quarterly', 'MAIS VANTAJOSO'],
    ['premium_annual', null],
  ]);
  expect(offers.map((offer) => [offer.monthlyEquivalentCents, offer.savingsPercent, offer.billingMonths])).toEqual([
    [0, 0, 0],
    [1990, 0, 1],
    [167, 92, 3],
    [1499, 25, 12],
  ]);
});

test('the badge and the savings follow configured prices: annual the cheapest month gets MAIS VANTAJOSO, quarterly POPULAR', () => {
  const plans = buildPlans({ priceCents: { premium_quarterly: 4990, premium_annual: 17990 } });
  expect(bestValuePlanId(plans)).toBe('premium_annual');
  const offers = planOffers(plans);
  const byId = Object.fromEntries(offers.map((offer) => [offer.id, offer]));
  expect(byId.premium_annual).toMatchObject({ bestValue: true, badge: 'MAIS VANTAJOSO', savingsPercent: 25 });
  // R$ 49,90 for three months against 3 × R$ 19,90 (R$ 59,70): 16% less.
  expect(byId.premium_quarterly).toMatchObject({ bestValue: false, badge: 'POPULAR', savingsPercent: 16 });
  expect(byId.premium_quarterly?.monthlyEquivalentCents).toBe(1663);
  expect(byId.premium_monthly).toMatchObject({ bestValue: false, badge: null, savingsPercent: 0 });
});

test('a plan dearer than paying monthly has no saving (never negative), and a tie has no best value', () => {
  const dear = planOffers(buildPlans({ priceCents: { premium_quarterly: 6000, premium_annual: 30000 } }));
  expect(dear.map((offer) => offer.savingsPercent)).toEqual([0, 0, 0, 0]);
  expect(dear.find((offer) => offer.bestValue)?.id).toBe('premium_monthly');
  const even = buildPlans({ priceCents: { premium_monthly: 1000, premium_quarterly: 3000, premium_annual: 12000 } });
  expect(bestValuePlanId(even)).toBeNull();
  expect(planOffers(even).some((offer) => offer.bestValue || offer.badge === 'MAIS VANTAJOSO')).toBe(false);
  expect(planOffers(even).map((offer) => offer.savingsPercent)).toEqual([0, 0, 0, 0]);
});

test('the best value is compared on exact prices, not on the rounded monthly figures', () => {
  // R$ 5,00 and R$ 5,01 a quarter both round to R$ 1,67 a month; with the annual at R$ 20,04 (R$ 1,67)
  // the quarterly at R$ 5,00 is still the cheaper month (500/3 < 2004/12 = 167).
  const plans = buildPlans({ priceCents: { premium_quarterly: 500, premium_annual: 2004 } });
  expect(planOffers(plans).map((offer) => offer.monthlyEquivalentCents)).toEqual([0, 1990, 167, 167]);
  expect(bestValuePlanId(plans)).toBe('premium_quarterly');
});
