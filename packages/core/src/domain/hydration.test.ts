import { expect, test } from 'vitest';
import {
  formatVolume,
  hydrationDayOf,
  hydrationPercentage,
  inSilentHours,
  hydrationStreak,
  pageNumbers,
  reminderNotification,
  reminderSchedule,
  suggestedDailyGoalMl,
} from './hydration';

test('suggested goal: 35 ml/kg plus activity and age extras, rounded to the nearest 250 ml', () => {
  // 70 × 35 = 2450 → 2500 (sedentary by default)
  expect(suggestedDailyGoalMl({ weightKg: 70 })).toBe(2500);
  // 60 × 35 = 2100 → 2000; lightly active adds nothing
  expect(suggestedDailyGoalMl({ weightKg: 60, activityLevel: 'lightly_active' })).toBe(2000);
  // 2100 + 500 = 2600 → 2500 (moderately and very active: +500)
  expect(suggestedDailyGoalMl({ weightKg: 60, activityLevel: 'moderately_active' })).toBe(2500);
  expect(suggestedDailyGoalMl({ weightKg: 60, activityLevel: 'very_active' })).toBe(2500);
  // 2100 + 1000 = 3100 → 3000 (extra active: +1000)
  expect(suggestedDailyGoalMl({ weightKg: 60, activityLevel: 'extra_active' })).toBe(3000);
  // over 65: 2100 + 250 = 2350 → 2250; exactly 65 gets nothing
  expect(suggestedDailyGoalMl({ weightKg: 60, age: 66 })).toBe(2250);
  expect(suggestedDailyGoalMl({ weightKg: 60, age: 65 })).toBe(2000);
});

test('schedule: ceil(goal / intake) reminders spread evenly from waking to sleeping', () => {
  // 2000 / 250 = 8 reminders over 07:00–23:00 (16 h): every 2 h 17 min (137.14 min)
  const day = reminderSchedule({ dailyGoalMl: 2000, intakeSizeMl: 250, wakeTime: '07:00', sleepTime: '23:00' });
  expect(day).toHaveLength(8);
  expect(day[0]).toBe('07:00');
  expect(day[1]).toBe('09:17');
  expect(day[7]).toBe('23:00');
  // 1000 / 300 = 3.33 → 4 reminders, every 4 h over 08:00–20:00
  expect(reminderSchedule({ dailyGoalMl: 1000, intakeSizeMl: 300, wakeTime: '08:00', sleepTime: '20:00' })).toEqual([
    '08:00',
    '12:00',
    '16:00',
    '20:00',
  ]);
});

test('schedule wraps past midnight when sleep is before wake, and refuses a bad time', () => {
  expect(reminderSchedule({ dailyGoalMl: 750, intakeSizeMl: 250, wakeTime: '22:00', sleepTime: '02:00' })).toEqual([
    '22:00',
    '00:00',
    '02:00',
  ]);
  expect(() =>
    reminderSchedule({ dailyGoalMl: 750, intakeSizeMl: 250, wakeTime: '25:00', sleepTime: '02:00' }),
  ).toThrow('Invalid scheduled time');
});

test('waking and sleeping at the same minute (settings saved before that was refused) never repeat a reminder', () => {
  // A whole day from 07:00: 8 reminders 3 h apart, the last 3 h before the next day's first.
  expect(reminderSchedule({ dailyGoalMl: 2000, intakeSizeMl: 250, wakeTime: '07:00', sleepTime: '07:00' })).toEqual([
    '07:00',
    '10:00',
    '13:00',
    '16:00',
    '19:00',
    '22:00',
    '01:00',
    '04:00',
  ]);
});

test('streak: consecutive days reaching the goal, back from today, at most 30', () => {
  const totals = new Map([
    ['2026-05-10', 2100],
    ['2026-05-09', 2000],
    ['2026-05-08', 1999],
    ['2026-05-07', 2500],
  ]);
  expect(hydrationStreak(totals, 2000, '2026-05-10')).toBe(2);
  // today not reached yet: yesterday's streak still counts
  expect(hydrationStreak(new Map([['2026-05-09', 2000]]), 2000, '2026-05-10')).toBe(1);
  const everyDay = new Map(
    Array.from({ length: 40 }, (_, i) => [
      new Date(Date.UTC(2026, 4, 10) - i * 86_400_000).toISOString().slice(0, 10),
      3000,
    ]),
  );
  expect(hydrationStreak(everyDay, 2000, '2026-05-10')).toBe(30);
});

test('page navigator: all pages up to 7, else first, last and a window of 2 with ellipses', () => {
  expect(pageNumbers(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  expect(pageNumbers(1, 10)).toEqual([1, 2, 3, 'ellipsis', 10]);
  expect(pageNumbers(5, 10)).toEqual([1, 'ellipsis', 3, 4, 5, 6, 7, 'ellipsis', 10]);
  expect(pageNumbers(10, 10)).toEqual([1, 'ellipsis', 8, 9, 10]);
  expect(pageNumbers(4, 10)).toEqual([1, 2, 3, 4, 5, 6, 'ellipsis', 10]);
});

test('percentage of the goal in whole percent, past 100 when the goal is exceeded', () => {
  expect(hydrationPercentage(750, 2000)).toBe(38);
  expect(hydrationPercentage(0, 2000)).toBe(0);
  expect(hydrationPercentage(2500, 2000)).toBe(125);
  expect(hydrationPercentage(100, 0)).toBe(0);
});

test('silent hours, including a window past midnight', () => {
  expect(inSilentHours('13:00', null, null)).toBe(false);
  expect(inSilentHours('13:00', '12:00', '14:00')).toBe(true);
  expect(inSilentHours('14:00', '12:00', '14:00')).toBe(false);
  expect(inSilentHours('23:30', '22:00', '07:00')).toBe(true);
  expect(inSilentHours('06:59', '22:00', '07:00')).toBe(true);
  expect(inSilentHours('07:00', '22:00', '07:00')).toBe(false);
  expect(inSilentHours('12:00', '22:00', '07:00')).toBe(false);
});

test('the hydration day runs from waking to the next waking: the night belongs to the day before', () => {
  expect(hydrationDayOf('2025-06-11', '03:50', '07:00')).toBe('2025-06-10');
  expect(hydrationDayOf('2025-06-11', '06:59', '07:00')).toBe('2025-06-10');
  expect(hydrationDayOf('2025-06-11', '07:00', '07:00')).toBe('2025-06-11');
  // After sleep time, before midnight: the same date.
  expect(hydrationDayOf('2025-06-10', '23:30', '07:00')).toBe('2025-06-10');
  // Across a month and a year boundary.
  expect(hydrationDayOf('2025-07-01', '01:00', '07:00')).toBe('2025-06-30');
  expect(hydrationDayOf('2026-01-01', '00:10', '06:00')).toBe('2025-12-31');
  // Waking at 22:00: the afternoon still belongs to the day that began at 22:00 the day before.
  expect(hydrationDayOf('2025-06-11', '15:00', '22:00')).toBe('2025-06-10');
  expect(hydrationDayOf('2025-06-11', '22:00', '22:00')).toBe('2025-06-11');
});

test('a volume keeps its number and unit together with a no-break space; a notification has a plain one', () => {
  expect(formatVolume(2750, 'ml')).toBe('2.750\u00a0ml');
  expect(formatVolume(750, 'liters')).toBe('0,75\u00a0L');
  const notification = reminderNotification(
    { id: 'r1', scheduledTime: '07:00', amountMl: 250 },
    { unit: 'ml', soundEnabled: true, vibrationEnabled: true },
  );
  expect(notification.body).toBe('Lembrete das 07:00: 250 ml de água.');
});
