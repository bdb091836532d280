import { expect, test } from 'vitest';
import { createRateGate } from './rate-gate';

test('at most 10 per second; what comes over the cap is coalesced into the newest, delivered when the window allows', () => {
  let clock = 0;
  const scheduled: { run: () => void; at: number }[] = [];
  const delivered: number[] = [];
  const gate = createRateGate<number>({
    limit: 10,
    windowMs: 1000,
    deliver: (item) => delivered.push(item),
    now: () => clock,
    schedule: (run, delayMs) => {
      const entry = { run, at: clock + delayMs };
      scheduled.push(entry);
      return { cancel: () => scheduled.splice(scheduled.indexOf(entry), 1) };
    },
  });

  for (let i = 1; i <= 25; i += 1) gate.push(i);
  expect(delivered).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  expect(scheduled).toHaveLength(1);
  expect(scheduled[0]?.at).toBe(1000);

  clock = 1000;
  scheduled.shift()?.run();
  // One delivery for the 15 that waited: the newest.
  expect(delivered).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 25]);
  expect(scheduled).toHaveLength(0);

  // A quiet gate delivers at once again.
  clock = 5000;
  gate.push(26);
  expect(delivered.at(-1)).toBe(26);
  gate.close();
});
