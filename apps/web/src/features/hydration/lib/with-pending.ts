import { hydrationPercentage } from '@prato/core/domain/hydration';
import {
  CreateHydrationIntakeSchema,
  type HydrationReminder,
  type HydrationToday,
} from '@prato/core/schemas/hydration';
import type { QueueItem } from '@/lib/offline-queue';

const localParts = (at: Date, timeZone: string) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
};

/**
 * Today's hydration as the user sees it right after "bebi água agora" offline (issue 12): queued
 * intakes of today's local date are added to the progress and listed with the reminders, marked
 * pending, until the server has them (an id already in today's list is not counted twice).
 */
export function withPendingWater(
  today: HydrationToday,
  pending: QueueItem[],
  intakeSizeMl: number,
  timeZone: string,
): { today: HydrationToday; pendingIds: Set<string> } {
  const known = new Set(today.intakes.map((intake) => intake.id));
  const queued: HydrationReminder[] = [];
  for (const item of pending) {
    const parsed = CreateHydrationIntakeSchema.safeParse(item.data);
    if (!parsed.success || known.has(item.id)) continue;
    const at = parsed.data.drankAt ? new Date(parsed.data.drankAt) : new Date(item.timestamp);
    const { date, time } = localParts(at, timeZone);
    if (date !== today.date) continue;
    queued.push({
      id: item.id,
      amountMl: parsed.data.amountMl ?? intakeSizeMl,
      scheduledTime: time,
      actualTime: at.toISOString(),
      completed: true,
      snoozed: false,
      snoozeCount: 0,
      date,
      dueAt: at.toISOString(),
    });
  }
  if (queued.length === 0) return { today, pendingIds: new Set() };
  const consumedMl = today.progress.consumedMl + queued.reduce((total, intake) => total + intake.amountMl, 0);
  return {
    today: {
      ...today,
      progress: {
        ...today.progress,
        consumedMl,
        percentage: hydrationPercentage(consumedMl, today.progress.goalMl),
        intakesCompleted: today.progress.intakesCompleted + queued.length,
        intakesTotal: today.progress.intakesTotal + queued.length,
      },
      intakes: [...today.intakes, ...queued],
    },
    pendingIds: new Set(queued.map((intake) => intake.id)),
  };
}
