import { expect, test } from 'vitest';
import { HYDRATION_DEFAULTS } from '../domain/hydration';
import { HYDRATION_MESSAGES, HydrationSettingsSchema } from './hydration';

test('waking and sleeping at the same minute are refused in pt-BR, on the sleep time; any other pair is taken', () => {
  const same = HydrationSettingsSchema.safeParse({ ...HYDRATION_DEFAULTS, wakeTime: '07:00', sleepTime: '07:00' });
  expect(same.error?.issues.map(({ message, path }) => ({ message, path }))).toEqual([
    { message: HYDRATION_MESSAGES.sameWakeSleep, path: ['sleepTime'] },
  ]);
  for (const sleepTime of ['07:01', '06:59', '23:00'])
    expect(HydrationSettingsSchema.safeParse({ ...HYDRATION_DEFAULTS, wakeTime: '07:00', sleepTime }).success).toBe(
      true,
    );
});
