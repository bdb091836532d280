import type { FastifyBaseLogger } from 'fastify';
import { inSilentHours, reminderNotification } from '@prato/core/domain/hydration';
import type { PushSender } from '../../adapters/push/web-push-sender';
import { hydrationDayAt, safeTimeZone } from '../../lib/local-day';
import type { PushRepo } from './push.repo';
import type { Clock } from '../../lib/clock';
import { intervalJob } from '../../lib/interval-job';

/** A reminder more than this late (the server was down) is not pushed any more: the moment has passed. */
export const PUSH_GRACE_MINUTES = 30;
const CLAIM_BATCH = 200;

export interface PushTickResult {
  claimed: number;
  delivered: number;
  skipped: number;
  failed: number;
  removed: number;
}

/**
 * Water reminders that reach a closed app (decision 012): every tick creates today's
 * schedule for subscribed users who have not opened the app today, claims the due reminders (each by
 * exactly one instance) and pushes each to every device of its user, respecting the user's settings.
 */
export function createPushScheduler(deps: {
  repo: PushRepo;
  sender: PushSender;
  ensureTodaySchedule: (subjectId: string, timeZone: string) => Promise<unknown>;
  log: FastifyBaseLogger;
  now?: Clock;
}) {
  const now = deps.now ?? (() => new Date());

  async function scheduleDays(at: Date) {
    const utcDate = at.toISOString().slice(0, 10);
    const users = await deps.repo.subscribedUsersToSchedule(utcDate);
    for (const user of users) {
      // The hydration day (before the wake time, still the previous day): comparing with the calendar date
      // would call the schedule every tick of every night for nothing.
      if (user.scheduleDate === hydrationDayAt(at, safeTimeZone(user.timezone), user.wakeTime)) continue;
      try {
        await deps.ensureTodaySchedule(user.userId, user.timezone);
      } catch (error) {
        deps.log.warn({ err: error }, 'could not create a hydration schedule for push');
      }
    }
  }

  async function tick(): Promise<PushTickResult> {
    const at = now();
    await scheduleDays(at);
    const result: PushTickResult = { claimed: 0, delivered: 0, skipped: 0, failed: 0, removed: 0 };
    const since = new Date(at.getTime() - PUSH_GRACE_MINUTES * 60_000);
    for (;;) {
      const claimed = await deps.repo.claimDue(at, since, CLAIM_BATCH);
      result.claimed += claimed.length;
      if (claimed.length === 0) break;
      const userIds = [...new Set(claimed.map((reminder) => reminder.userId))];
      const [settings, subscriptions] = await Promise.all([
        deps.repo.settingsOf(userIds),
        deps.repo.subscriptionsOf(userIds),
      ]);
      const settingsByUser = new Map(settings.map((row) => [row.userId, row]));
      await Promise.all(
        claimed.map(async (reminder) => {
          const userSettings = settingsByUser.get(reminder.userId);
          if (
            !userSettings?.notificationsEnabled ||
            inSilentHours(reminder.scheduledTime, userSettings.silentStart, userSettings.silentEnd)
          ) {
            result.skipped += 1;
            return;
          }
          const payload = JSON.stringify(reminderNotification(reminder, userSettings));
          const devices = subscriptions.filter((subscription) => subscription.userId === reminder.userId);
          for (const device of devices) {
            const outcome = await deps.sender.send(device, payload, {
              ttlSeconds: PUSH_GRACE_MINUTES * 60,
              topic: `h${reminder.id.replace(/-/g, '').slice(0, 31)}`,
            });
            if (outcome.kind === 'delivered') {
              result.delivered += 1;
              await deps.repo.markDelivered(device.id, at);
            } else if (outcome.kind === 'gone') {
              result.removed += 1;
              await deps.repo.removeById(device.id);
            } else {
              result.failed += 1;
              deps.log.warn({ reason: outcome.reason }, 'push delivery failed');
            }
          }
        }),
      );
      if (claimed.length < CLAIM_BATCH) break;
    }
    return result;
  }

  const job = intervalJob(() =>
    tick().catch((error: unknown) => deps.log.error({ err: error }, 'push scheduler tick failed')),
  );
  return {
    tick,
    /** Ticks every `intervalSeconds`, never two at once in this process; `stop` waits for the current one. */
    start(intervalSeconds: number) {
      job.start(intervalSeconds * 1000);
    },
    stop: job.stop,
  };
}
export type PushScheduler = ReturnType<typeof createPushScheduler>;
