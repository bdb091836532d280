import { TZDate, tz } from '@date-fns/tz';
import { format } from 'date-fns';
import {
  HYDRATION_DEFAULTS,
  HYDRATION_PAGE_SIZE,
  SNOOZE_MINUTES,
  STREAK_LOOKBACK_DAYS,
  hydrationPercentage,
  hydrationStreak,
  reminderSchedule,
  suggestedDailyGoalMl,
} from '@prato/core/domain/hydration';
import { HISTORY_MESSAGES, HYDRATION_HISTORY_DAYS } from '@prato/core/schemas/history';
import {
  HYDRATION_MESSAGES,
  type CreateHydrationIntake,
  type HydrationDay,
  type HydrationHistoryPage,
  type HydrationHistoryQuery,
  type HydrationIntake,
  type HydrationSettings,
  type HydrationSettingsView,
  type HydrationToday,
} from '@prato/core/schemas/hydration';
import { invalid, notFound, conflict } from '../../lib/domain-error';
import { hydrationDayAt, safeTimeZone, shiftDate } from '../../lib/local-day';
import type { Caller } from '../../lib/caller';
import type { ProfileService } from '../profile/profile.service';
import {
  isReminder,
  type HydrationIntakeRow,
  type HydrationRepo,
  type HydrationSettingsRow,
  type ReminderSlot,
} from './hydration.repo';
import type { Clock } from '../../lib/clock';
import type { Written } from '../../lib/written';
import { pick } from '../../lib/pick';

/** A device clock a little ahead of the server's still logs "now" (an intake sent with its own time). */
const CLOCK_SKEW_MS = 5 * 60_000;

function toIntake(row: HydrationIntakeRow): HydrationIntake {
  return {
    ...pick(row, 'id', 'amountMl', 'completed', 'snoozed', 'snoozeCount', 'date'),
    scheduledTime: row.scheduledTime.slice(0, 5),
    actualTime: row.actualTime ? row.actualTime.toISOString() : null,
  };
}

const hhmm = (time: string | null): string | null => (time === null ? null : time.slice(0, 5));

function toSettings(row: HydrationSettingsRow): HydrationSettings {
  return {
    ...pick(row, 'dailyGoalMl', 'intakeSizeMl', 'notificationsEnabled', 'soundEnabled', 'vibrationEnabled', 'unit'),
    wakeTime: row.wakeTime.slice(0, 5),
    sleepTime: row.sleepTime.slice(0, 5),
    silentStart: hhmm(row.silentStart),
    silentEnd: hhmm(row.silentEnd),
  };
}

/** The day's times, or the original's 'Invalid scheduled time' as a 400 (the schema already refuses bad times). */
function scheduleOf(settings: Pick<HydrationSettings, 'dailyGoalMl' | 'intakeSizeMl' | 'wakeTime' | 'sleepTime'>) {
  try {
    return reminderSchedule({
      dailyGoalMl: settings.dailyGoalMl,
      intakeSizeMl: settings.intakeSizeMl,
      wakeTime: settings.wakeTime.slice(0, 5),
      sleepTime: settings.sleepTime.slice(0, 5),
    });
  } catch {
    throw invalid('INVALID_SCHEDULED_TIME', HYDRATION_MESSAGES.invalidTime);
  }
}

/** The day's reminders with the instant each is due in `zone`. */
function slotsOf(
  settings: Pick<HydrationSettings, 'dailyGoalMl' | 'intakeSizeMl' | 'wakeTime' | 'sleepTime'>,
  date: string,
  zone: string,
): ReminderSlot[] {
  const wakeTime = settings.wakeTime.slice(0, 5);
  return scheduleOf(settings).map((time) => ({ time, dueAt: new Date(dueAt(date, time, wakeTime, zone)) }));
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The instant a reminder of `date` at `time` is due in `zone`; a time before waking is past midnight, the next day. */
function dueAt(date: string, time: string, wakeTime: string, zone: string): string {
  const day = minutesOf(time) < minutesOf(wakeTime) ? shiftDate(date, 1) : date;
  const [year = 1970, month = 1, dayOfMonth = 1] = day.split('-').map(Number);
  const hours = Number(time.slice(0, 2));
  const minutes = Number(time.slice(3, 5));
  return new Date(new TZDate(year, month - 1, dayOfMonth, hours, minutes, zone).getTime()).toISOString();
}

/** In the order they were drunk (two at the same moment: in the order they were logged). */
function byActualTime(a: HydrationIntakeRow, b: HydrationIntakeRow): number {
  return (
    (a.actualTime?.getTime() ?? 0) - (b.actualTime?.getTime() ?? 0) ||
    a.createdAt.getTime() - b.createdAt.getTime() ||
    a.id.localeCompare(b.id)
  );
}

/** The day as lived from waking: a reminder past midnight (before the wake time) comes last. */
function byDayOrder(wakeTime: string) {
  const wake = minutesOf(wakeTime);
  const key = (row: HydrationIntakeRow) => (minutesOf(row.scheduledTime) - wake + 1440) % 1440;
  return (a: HydrationIntakeRow, b: HydrationIntakeRow) => key(a) - key(b) || a.id.localeCompare(b.id);
}

/**
 * Hydration: settings with the suggested goal, today's reminders (generated once
 * a local day, regenerated on a settings change keeping the marked ones), mark, unmark, snooze,
 * unscheduled intakes, progress with the streak, and the history windows.
 */
export function createHydrationService({
  repo,
  profileService,
  now,
}: {
  repo: HydrationRepo;
  profileService: Pick<ProfileService, 'timezoneOf' | 'get'>;
  now: Clock;
}) {
  async function zoneOf(caller: Caller): Promise<string> {
    return safeTimeZone(await profileService.timezoneOf(caller));
  }

  /** Today's hydration day, its schedule created on its first read; with the settings it was read with. */
  async function ensureToday(userId: string, zone: string) {
    const at = now();
    return repo.ensureDaySchedule(
      userId,
      (settings) => hydrationDayAt(at, zone, settings.wakeTime),
      (settings, date) => slotsOf(settings, date, zone),
    );
  }

  /** The moment a client says it drank (an intake queued offline), now by default; never in the future. */
  function notInFuture(instant: string | undefined): Date {
    const at = instant ? new Date(instant) : now();
    if (at.getTime() > now().getTime() + CLOCK_SKEW_MS) {
      throw invalid('INVALID_DRANK_AT', HYDRATION_MESSAGES.drankAtFuture);
    }
    return at;
  }

  async function notFoundUnlessOwned(caller: Caller, id: string): Promise<never> {
    const row = await repo.find(caller.id, id);
    if (!row) throw notFound('REMINDER_NOT_FOUND', HYDRATION_MESSAGES.reminderNotFound);
    throw conflict('INTAKE_ALREADY_COMPLETED', HYDRATION_MESSAGES.alreadyCompleted);
  }

  async function settingsView(caller: Caller): Promise<HydrationSettingsView> {
    const [row, profile] = await Promise.all([repo.settings(caller.id), profileService.get(caller)]);
    const settings: HydrationSettings = row ? toSettings(row) : { ...HYDRATION_DEFAULTS };
    const suggestedGoalMl =
      profile.weight === null
        ? null
        : suggestedDailyGoalMl({ weightKg: profile.weight, activityLevel: profile.activityLevel, age: profile.age });
    return { settings, suggestedGoalMl };
  }

  return {
    settings: settingsView,

    async saveSettings(caller: Caller, settings: HydrationSettings): Promise<HydrationSettingsView> {
      const zone = await zoneOf(caller);
      // Today as the new wake time has it.
      const date = hydrationDayAt(now(), zone, settings.wakeTime);
      await repo.saveSettingsAndRegenerate(caller.id, settings, date, slotsOf(settings, date, zone), now());
      return settingsView(caller);
    },

    /**
     * Creates today's reminders if the person's day has none yet: the push scheduler's, for a closed app,
     * with the time zone it read for them (no one is asking, so no caller: decision 042).
     */
    async ensureTodaySchedule(subjectId: string, timeZone: string): Promise<void> {
      await ensureToday(subjectId, safeTimeZone(timeZone));
    },

    /**
     * Today's reminders and, apart, the glasses drunk between them: both add to the ml drunk, the
     * percentage and the streak; only the reminders count in "done/total".
     */
    async today(caller: Caller): Promise<HydrationToday> {
      const zone = await zoneOf(caller);
      const { settings, date } = await ensureToday(caller.id, zone);
      const [rows, totals] = await Promise.all([
        repo.day(caller.id, date),
        repo.totalsByDay(caller.id, shiftDate(date, -(STREAK_LOOKBACK_DAYS - 1)), date),
      ]);
      const reminders = rows.filter(isReminder).sort(byDayOrder(settings.wakeTime));
      const others = rows.filter((row) => !isReminder(row)).sort(byActualTime);
      const consumedMl = rows.filter((row) => row.completed).reduce((total, row) => total + row.amountMl, 0);
      return {
        date,
        progress: {
          consumedMl,
          goalMl: settings.dailyGoalMl,
          percentage: hydrationPercentage(consumedMl, settings.dailyGoalMl),
          intakesCompleted: reminders.filter((row) => row.completed).length,
          intakesTotal: reminders.length,
          streakDays: hydrationStreak(totals, settings.dailyGoalMl, date),
        },
        intakes: reminders.map((row) => ({
          ...toIntake(row),
          dueAt: dueAt(date, row.scheduledTime, settings.wakeTime, zone),
        })),
        otherIntakes: others.map(toIntake),
      };
    },

    async day(caller: Caller, date: string): Promise<HydrationDay> {
      const rows = await repo.day(caller.id, date);
      const settings = await repo.settings(caller.id);
      rows.sort(byDayOrder(settings?.wakeTime ?? '07:00'));
      return { date, intakes: rows.map(toIntake) };
    },

    /** Marks or unmarks a reminder; an unscheduled intake is not one (409): it is undone by deleting it. */
    async setCompleted(caller: Caller, id: string, completed: boolean, markedAt?: string): Promise<HydrationIntake> {
      const row = await repo.setCompleted(caller.id, id, completed, notInFuture(markedAt));
      if (row) return toIntake(row);
      if (await repo.find(caller.id, id)) throw conflict('NOT_A_REMINDER', HYDRATION_MESSAGES.notAReminder);
      throw notFound('REMINDER_NOT_FOUND', HYDRATION_MESSAGES.reminderNotFound);
    },

    async snooze(caller: Caller, id: string): Promise<HydrationIntake> {
      const row = await repo.snooze(caller.id, id, SNOOZE_MINUTES);
      if (!row) return notFoundUnlessOwned(caller, id);
      return toIntake(row);
    },

    /**
     * "bebi água agora": a completed intake at `drankAt` (now by default; an intake queued offline is
     * sent later with its own time), of the settings' size unless given, outside the reminders: it adds
     * to the day's ml, not to its reminders. Dated by the hydration day of that moment (a glass at
     * 03:50 with waking at 07:00 counts for the day before). Idempotent on a client id.
     */
    async drinkNow(caller: Caller, input: CreateHydrationIntake): Promise<Written<HydrationIntake>> {
      const zone = await zoneOf(caller);
      const at = notInFuture(input.drankAt);
      // Today's schedule is created as on any read of today (and gives the settings' wake time and size).
      const { settings } = await ensureToday(caller.id, zone);
      const inserted = await repo.insertCompleted(caller.id, {
        id: input.id,
        date: hydrationDayAt(at, zone, settings.wakeTime),
        scheduledTime: format(at, 'HH:mm', { in: tz(zone) }),
        amountMl: input.amountMl ?? settings.intakeSizeMl,
        at,
      });
      if (!inserted) throw conflict('INTAKE_ID_TAKEN', HYDRATION_MESSAGES.intakeIdTaken);
      return { value: toIntake(inserted.row), created: inserted.created };
    },

    async history(caller: Caller, query: HydrationHistoryQuery): Promise<HydrationHistoryPage> {
      const [zone, settings] = await Promise.all([zoneOf(caller), repo.settings(caller.id)]);
      const today = hydrationDayAt(now(), zone, settings?.wakeTime ?? HYDRATION_DEFAULTS.wakeTime);
      const days = HYDRATION_HISTORY_DAYS[query.period ?? 'all'];
      const page = query.page ?? 1;
      const { rows, total } = await repo.page(caller.id, {
        fromDate: shiftDate(today, -(days - 1)),
        toDate: today,
        offset: (page - 1) * HYDRATION_PAGE_SIZE,
        limit: HYDRATION_PAGE_SIZE,
      });
      return {
        intakes: rows.map(toIntake),
        page,
        pageSize: HYDRATION_PAGE_SIZE,
        total,
        totalPages: Math.max(1, Math.ceil(total / HYDRATION_PAGE_SIZE)),
      };
    },
    async remove(caller: Caller, id: string): Promise<void> {
      if (!(await repo.delete(caller.id, id))) {
        throw notFound('INTAKE_NOT_FOUND', HISTORY_MESSAGES.intakeNotFound);
      }
    },
  };
}
export type HydrationService = ReturnType<typeof createHydrationService>;
