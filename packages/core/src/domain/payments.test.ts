import { expect, test } from 'vitest';
import { billingPeriodOfPlan, minimumChargeCents, planOfCharge } from './payments';
import { buildPlans, PAID_PLANS, PLANS } from './plans';

test('a charge is for the plan of its frequency, else the plan of its price, else none', () => {
  expect(planOfCharge('monthly', 99, PLANS)).toBe('premium_monthly');
  expect(planOfCharge('quarterly', null, PLANS)).toBe('premium_quarterly');
  expect(planOfCharge('Yearly', null, PLANS)).toBe('premium_annual');
  expect(planOfCharge(null, 17990, PLANS)).toBe('premium_annual');
  expect(planOfCharge('weekly', 500, PLANS)).toBe('premium_quarterly');
  expect(planOfCharge(undefined, 1234, PLANS)).toBeNull();
  expect(planOfCharge(null, null, PLANS)).toBeNull();
  for (const plan of PAID_PLANS) expect(planOfCharge(billingPeriodOfPlan(plan.id), null, PLANS)).toBe(plan.id);
});

test("a charge's plan by price and its minimum are the installation's prices, not the compiled ones", () => {
  const plans = buildPlans({ priceCents: { premium_quarterly: 4990 } });
  expect(planOfCharge(null, 4990, plans)).toBe('premium_quarterly');
  expect(planOfCharge(null, 500, plans)).toBeNull();
  expect(minimumChargeCents('premium_quarterly', 0, plans)).toBe(4990);
  // 20% off R$ 49,90 is R$ 39,92.
  expect(minimumChargeCents('premium_quarterly', 20, plans)).toBe(3992);
  expect(minimumChargeCents('premium_quarterly', 0, PLANS)).toBe(500);
});
