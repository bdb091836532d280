import { expect, test } from 'vitest';
import { frequencyOfPlan, planOfCharge } from './payments';
import { PAID_PLANS } from './plans';

test('a charge is for the plan of its frequency, else the plan of its price, else none', () => {
  expect(planOfCharge('monthly', 99)).toBe('premium_monthly');
  expect(planOfCharge('quarterly', null)).toBe('premium_quarterly');
  expect(planOfCharge('Yearly', null)).toBe('premium_annual');
  expect(planOfCharge(null, 17990)).toBe('premium_annual');
  expect(planOfCharge('weekly', 500)).toBe('premium_quarterly');
  expect(planOfCharge(undefined, 1234)).toBeNull();
  expect(planOfCharge(null, null)).toBeNull();
  for (const plan of PAID_PLANS) expect(planOfCharge(frequencyOfPlan(plan.id), null)).toBe(plan.id);
});
