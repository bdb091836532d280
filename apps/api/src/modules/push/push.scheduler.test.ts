import pino from 'pino';
import { expect, test } from 'vitest';
import type { PushSender } from '../../adapters/push/web-push-sender';
import type { PushRepo } from './push.repo';
import { createPushScheduler } from './push.scheduler';

/** A subscribed user in São Paulo who wakes at 07:00 and whose schedule is for the 9th. */
function scheduler(at: Date) {
  const scheduled: string[] = [];
  const repo = {
    subscribedUsersToSchedule: async () => [
      { userId: 'ana', timezone: 'America/Sao_Paulo', wakeTime: '07:00:00', scheduleDate: '2025-06-09' },
    ],
    claimDue: async () => [],
  } as unknown as PushRepo;
  const sender: PushSender = { send: async () => ({ kind: 'delivered' }) };
  const push = createPushScheduler({
    repo,
    sender,
    ensureTodaySchedule: async (userId) => void scheduled.push(userId),
    log: pino({ level: 'silent' }),
    now: () => at,
  });
  return { push, scheduled };
}

test('before the wake time the night still belongs to the scheduled day: nothing to create', async () => {
  // 03:00 on the 10th in São Paulo: still the hydration day of the 9th.
  const night = scheduler(new Date('2025-06-10T06:00:00Z'));
  await night.push.tick();
  expect(night.scheduled).toEqual([]);

  // 07:30: the 10th has begun, its reminders are created.
  const morning = scheduler(new Date('2025-06-10T10:30:00Z'));
  await morning.push.tick();
  expect(morning.scheduled).toEqual(['ana']);
});
