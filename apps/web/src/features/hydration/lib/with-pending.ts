import { hydrationDayOf, hydrationPercentage } from '@prato/core/domain/hydration';
import {
  CreateHydrationIntakeSchema,
  type HydrationIntake,
  type HydrationSettings,
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
 * Today's hydration as the user sees it right after logging water offline (issue 12): queued "bebi
 * água agora" intakes of today's hydration day (the server's rule: a moment before the wake time
 * belongs to the day before) are added to the ml drunk and listed with the other intakes, never with
 * the reminders, and reminders marked or unmarked offline show that state, all marked pending until
 * the server has them (an id already in today's lists is not counted twice). The progress is
 * recounted from the lists: the ml from both, "done/total" from the reminders only.
 */
export function withPendingWater(
  served: HydrationToday,
  pending: QueueItem[],
  marks: QueueItem[],
  settings: Pick<HydrationSettings, 'intakeSizeMl' | 'wakeTime'>,
  timeZone: string,
): { today: HydrationToday; pendingIds: Set<string>; newIds: Set<string> } {
  // Reminders marked or unmarked offline show their newest state.
  const markIds = new Set<string>();
  const today = {
    ...served,
    intakes: served.intakes.map((intake) => {
      const mark = marks.find((item) => item.id === intake.id);
      if (!mark || typeof mark.data.completed !== 'boolean' || mark.data.completed === intake.completed) return intake;
      markIds.add(intake.id);
      const at = typeof mark.data.markedAt === 'string' ? mark.data.markedAt : new Date(mark.timestamp).toISOString();
      return { ...intake, completed: mark.data.completed, actualTime: mark.data.completed ? at : null };
    }),
  };
  const known = new Set([...today.intakes, ...today.otherIntakes].map((intake) => intake.id));
  const queued: HydrationIntake[] = [];
  for (const item of pending) {
    const parsed = CreateHydrationIntakeSchema.safeParse(item.data);
    if (!parsed.success || known.has(item.id)) continue;
    const at = parsed.data.drankAt ? new Date(parsed.data.drankAt) : new Date(item.timestamp);
    const { date, time } = localParts(at, timeZone);
    const day = hydrationDayOf(date, time, settings.wakeTime);
    if (day !== today.date) continue;
    queued.push({
      id: item.id,
      amountMl: parsed.data.amountMl ?? settings.intakeSizeMl,
      scheduledTime: time,
      actualTime: at.toISOString(),
      completed: true,
      snoozed: false,
      snoozeCount: 0,
      date: day,
    });
  }
  if (queued.length === 0 && markIds.size === 0) return { today: served, pendingIds: new Set(), newIds: new Set() };
  const otherIntakes = [...today.otherIntakes, ...queued].sort((a, b) =>
    (a.actualTime ?? '').localeCompare(b.actualTime ?? ''),
  );
  const done = today.intakes.filter((intake) => intake.completed);
  const consumedMl = [...done, ...otherIntakes].reduce((total, intake) => total + intake.amountMl, 0);
  return {
    today: {
      ...today,
      progress: {
        ...today.progress,
        consumedMl,
        percentage: hydrationPercentage(consumedMl, today.progress.goalMl),
        intakesCompleted: done.length,
        intakesTotal: today.intakes.length,
      },
      otherIntakes,
    },
    pendingIds: new Set([...markIds, ...queued.map((intake) => intake.id)]),
    newIds: new Set(queued.map((intake) => intake.id)),
  };
}
