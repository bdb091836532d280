import { expect, test } from 'vitest';
import { CalorieGoalsSchema, HEALTH_MESSAGES, HealthBodySchema, liveDailyTotal } from './health-form';

const body = { weight: 70.5, height: 170, age: 30, gender: 'female' };
const goals = { breakfastCalories: 400, lunchCalories: 600, dinnerCalories: 600, snackCalories: 200, snackQuantity: 2 };

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

test('body data follows the health form bounds', () => {
  expect(HealthBodySchema.parse(body)).toEqual(body);
  for (const weight of [30, 300, 65.3]) expect(HealthBodySchema.safeParse({ ...body, weight }).success).toBe(true);
  expect(firstMessage(HealthBodySchema.safeParse({ ...body, weight: 29.9 }))).toBe(HEALTH_MESSAGES.weight);
  expect(firstMessage(HealthBodySchema.safeParse({ ...body, weight: 300.1 }))).toBe(HEALTH_MESSAGES.weight);
  expect(firstMessage(HealthBodySchema.safeParse({ ...body, weight: 70.25 }))).toBe(HEALTH_MESSAGES.weightStep);
  expect(firstMessage(HealthBodySchema.safeParse({ ...body, height: 99 }))).toBe(HEALTH_MESSAGES.height);
  expect(firstMessage(HealthBodySchema.safeParse({ ...body, height: 251 }))).toBe(HEALTH_MESSAGES.height);
  expect(firstMessage(HealthBodySchema.safeParse({ ...body, age: 12 }))).toBe(HEALTH_MESSAGES.age);
  expect(firstMessage(HealthBodySchema.safeParse({ ...body, age: 121 }))).toBe(HEALTH_MESSAGES.age);
  expect(firstMessage(HealthBodySchema.safeParse({ ...body, age: 30.5 }))).toBe(HEALTH_MESSAGES.age);
  expect(firstMessage(HealthBodySchema.safeParse({ ...body, weight: Number.NaN }))).toBe(HEALTH_MESSAGES.weight);
  expect(firstMessage(HealthBodySchema.safeParse({ ...body, gender: 'other' }))).toBe(HEALTH_MESSAGES.gender);
});

test('calorie goals follow the per-meal bounds; snacks accept any whole number from 50 to 500', () => {
  expect(CalorieGoalsSchema.parse(goals)).toEqual(goals);
  const check = (change: Partial<Record<keyof typeof goals, number>>) =>
    firstMessage(CalorieGoalsSchema.safeParse({ ...goals, ...change }));
  expect(check({ breakfastCalories: 100 })).toBeUndefined();
  expect(check({ breakfastCalories: 1000 })).toBeUndefined();
  expect(check({ breakfastCalories: 99 })).toBe(HEALTH_MESSAGES.breakfast);
  expect(check({ breakfastCalories: 1001 })).toBe(HEALTH_MESSAGES.breakfast);
  expect(check({ lunchCalories: 1500 })).toBeUndefined();
  expect(check({ lunchCalories: 1501 })).toBe(HEALTH_MESSAGES.lunch);
  expect(check({ dinnerCalories: 99 })).toBe(HEALTH_MESSAGES.dinner);
  expect(check({ dinnerCalories: 1501 })).toBe(HEALTH_MESSAGES.dinner);
  expect(check({ snackCalories: 50 })).toBeUndefined();
  expect(check({ snackCalories: 500 })).toBeUndefined();
  expect(check({ snackCalories: 175 })).toBeUndefined();
  expect(check({ snackCalories: 49 })).toBe(HEALTH_MESSAGES.snack);
  expect(check({ snackCalories: 75.5 })).toBe(HEALTH_MESSAGES.snack);
  expect(check({ snackCalories: 550 })).toBe(HEALTH_MESSAGES.snack);
  expect(check({ snackQuantity: 0 })).toBeUndefined();
  expect(check({ snackQuantity: 5 })).toBeUndefined();
  expect(check({ snackQuantity: 6 })).toBe(HEALTH_MESSAGES.snackQuantity);
});

test('an empty snack quantity falls back to 1', () => {
  for (const empty of [undefined, null, '', Number.NaN]) {
    expect(CalorieGoalsSchema.parse({ ...goals, snackQuantity: empty }).snackQuantity).toBe(1);
  }
});

test('the live daily total is breakfast + lunch + dinner + snack × quantity', () => {
  // 400 + 600 + 600 + 200 × 2 = 2000
  expect(liveDailyTotal(goals)).toBe(2000);
  // Blank quantity counts as 1: 400 + 650 + 600 + 150 × 1 = 1800
  expect(liveDailyTotal({ ...goals, lunchCalories: 650, snackCalories: 150, snackQuantity: '' })).toBe(1800);
  // Zero snacks: 400 + 600 + 600 = 1600
  expect(liveDailyTotal({ ...goals, snackQuantity: 0 })).toBe(1600);
  // A field being typed (blank or NaN) counts as 0 until it has a number.
  expect(liveDailyTotal({ ...goals, breakfastCalories: Number.NaN, dinnerCalories: '' })).toBe(1000);
  expect(liveDailyTotal({ ...goals, lunchCalories: '700' })).toBe(2100);
});
