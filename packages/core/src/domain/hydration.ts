import type { ActivityLevel } from '../schemas/profile';

/** Hydration: defaults, the suggested goal, the reminder schedule, the streak and paging. */

export const HYDRATION_DEFAULTS = {
  dailyGoalMl: 2000,
  wakeTime: '07:00',
  sleepTime: '23:00',
  intakeSizeMl: 250,
  notificationsEnabled: true,
  soundEnabled: true,
  vibrationEnabled: true,
  unit: 'ml',
  silentStart: null,
  silentEnd: null,
} as const;

/** Hydration: daily goal 500–10000 ml in steps of 250; intake sizes offered. */
export const HYDRATION_GOAL_LIMITS = { min: 500, max: 10000, step: 250 } as const;
export const INTAKE_SIZES_ML = [200, 250, 300, 350, 400, 500] as const;
export const SNOOZE_MINUTES = 15;
export const HYDRATION_UNITS = ['ml', 'liters'] as const;
export const STREAK_LOOKBACK_DAYS = 30;
export const HYDRATION_PAGE_SIZE = 50;

const ML_PER_KG = 35;
const GOAL_ROUNDING_ML = 250;
const ACTIVITY_EXTRA_ML: Partial<Record<ActivityLevel, number>> = {
  moderately_active: 500,
  very_active: 500,
  extra_active: 1000,
};
const SENIOR_AGE = 65;
const SENIOR_EXTRA_ML = 250;

/**
 * Suggested daily water goal: 35 ml per kg, +500 ml for moderately and very active, +1000 ml for
 * extra active, +250 ml over 65 years, rounded to the nearest 250 ml (activity default sedentary).
 */
export function suggestedDailyGoalMl(input: {
  weightKg: number;
  activityLevel?: ActivityLevel | null;
  age?: number | null;
}): number {
  const base = input.weightKg * ML_PER_KG;
  const activity = ACTIVITY_EXTRA_ML[input.activityLevel ?? 'sedentary'] ?? 0;
  const senior = (input.age ?? 0) > SENIOR_AGE ? SENIOR_EXTRA_ML : 0;
  return Math.round((base + activity + senior) / GOAL_ROUNDING_ML) * GOAL_ROUNDING_ML;
}

const MINUTES_PER_DAY = 24 * 60;

function toMinutes(time: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || hours > 23 || minutes > 59) throw new Error('Invalid scheduled time');
  return hours * 60 + minutes;
}

function toTime(minutes: number): string {
  const wrapped = ((Math.round(minutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
}

/**
 * A day's reminders: ceil(goal / intake) times spread evenly from waking to sleeping, both included,
 * wrapping past midnight when sleep is earlier than wake. 'Invalid scheduled time' for a bad
 * time. Only these count as the day's intakes "done/total"; a glass drunk between them ("bebi água
 * agora") adds to the ml drunk, not to the reminders.
 */
export function reminderSchedule(input: {
  dailyGoalMl: number;
  intakeSizeMl: number;
  wakeTime: string;
  sleepTime: string;
}): string[] {
  const count = Math.ceil(input.dailyGoalMl / input.intakeSizeMl);
  const start = toMinutes(input.wakeTime);
  let end = toMinutes(input.sleepTime);
  if (end <= start) end += MINUTES_PER_DAY;
  if (count <= 0) return [];
  if (count === 1) return [toTime(start)];
  // Waking and sleeping at the same minute (settings saved before that was refused) span a whole day:
  // the last reminder then comes a gap before the next day's first, never at the same minute.
  const gap = end - start === MINUTES_PER_DAY ? MINUTES_PER_DAY / count : (end - start) / (count - 1);
  return Array.from({ length: count }, (_, i) => toTime(start + gap * i));
}

/** The calendar date (YYYY-MM-DD) before `date`; pure calendar arithmetic, no zone involved. */
function previousDate(date: string): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10);
}

/**
 * The hydration day a local moment (its local date and HH:MM time) belongs to. A day runs from waking
 * to the next waking, as its reminders do: the schedule lists a time earlier than the wake time past
 * midnight, on the next calendar date. So the night (past midnight when sleep is after midnight, and
 * the hours asleep until waking) belongs to the day that started the previous morning: with waking at
 * 07:00, a glass at 03:50 on the 11th counts for the 10th, whose reminders are still on screen, and
 * the 11th begins (its reminders are created) at 07:00.
 */
export function hydrationDayOf(localDate: string, localTime: string, wakeTime: string): string {
  return toMinutes(localTime.slice(0, 5)) < toMinutes(wakeTime.slice(0, 5)) ? previousDate(localDate) : localDate;
}

/**
 * Whether a reminder at `time` (HH:MM) falls in the silent hours [start, end), which may wrap past
 * midnight (22:00–07:00); no silent hours when either end is missing.
 */
export function inSilentHours(time: string, start: string | null, end: string | null): boolean {
  if (!start || !end || start === end) return false;
  const at = toMinutes(time.slice(0, 5));
  const from = toMinutes(start.slice(0, 5));
  const to = toMinutes(end.slice(0, 5));
  return from < to ? at >= from && at < to : at >= from || at < to;
}

/** Share of the goal drunk, in whole percent (750 of 2000 → 38); it may pass 100. */
export function hydrationPercentage(consumedMl: number, goalMl: number): number {
  return goalMl > 0 ? Math.round((consumedMl / goalMl) * 100) : 0;
}

/**
 * Consecutive days, counting back from today, whose total reached the goal (looking back at most 30
 * days). `totalsByDay` maps 'YYYY-MM-DD' local days to the ml drunk; today not yet reached does not
 * break a streak that ended yesterday.
 */
export function hydrationStreak(totalsByDay: ReadonlyMap<string, number>, goalMl: number, today: string): number {
  const day = new Date(`${today}T12:00:00Z`);
  let streak = 0;
  for (let back = 0; back < STREAK_LOOKBACK_DAYS; back += 1) {
    const key = new Date(day.getTime() - back * 86_400_000).toISOString().slice(0, 10);
    const reached = (totalsByDay.get(key) ?? 0) >= goalMl;
    if (reached) streak += 1;
    else if (back > 0) break;
  }
  return streak;
}

/** Page navigator: every page up to 7; otherwise first, last and 2 around the current, with ellipses. */
export function pageNumbers(current: number, total: number): (number | 'ellipsis')[] {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  const pages: (number | 'ellipsis')[] = [1];
  const from = Math.max(2, current - 2);
  const to = Math.min(total - 1, current + 2);
  if (from > 2) pages.push('ellipsis');
  for (let page = from; page <= to; page += 1) pages.push(page);
  if (to < total - 1) pages.push('ellipsis');
  pages.push(total);
  return pages;
}

const wholeMl = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const litres = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 2 });
const NO_BREAK_SPACE = '\u00a0';

function volumeText(ml: number, unit: (typeof HYDRATION_UNITS)[number], space: string): string {
  return unit === 'liters' ? `${litres.format(ml / 1000)}${space}L` : `${wholeMl.format(ml)}${space}ml`;
}

/**
 * A volume in the unit the user chose: "750 ml" or "0,75 L", the number and the unit joined by a
 * no-break space: a narrow tile never puts the unit on a line of its own ("2.750" / "ml").
 */
export function formatVolume(ml: number, unit: (typeof HYDRATION_UNITS)[number]): string {
  return volumeText(ml, unit, NO_BREAK_SPACE);
}

/** What a reminder notification shows, the same from the open app and from a push (one tag: never twice). */
export interface ReminderNotification {
  title: string;
  body: string;
  tag: string;
  url: string;
  silent: boolean;
  /** Vibration pattern in ms, empty when vibration is off. */
  vibrate: number[];
}

export const REMINDER_VIBRATION_PATTERN = [200, 100, 200];

export function reminderNotification(
  reminder: { id: string; scheduledTime: string; amountMl: number },
  settings: { unit: (typeof HYDRATION_UNITS)[number]; soundEnabled: boolean; vibrationEnabled: boolean },
): ReminderNotification {
  return {
    title: 'Hora de beber água',
    // Plain text the system lays out in its own notification: an ordinary space.
    body: `Lembrete das ${reminder.scheduledTime.slice(0, 5)}: ${volumeText(reminder.amountMl, settings.unit, ' ')} de água.`,
    tag: `hydration-${reminder.id}`,
    url: '/hydration',
    silent: !settings.soundEnabled,
    vibrate: settings.vibrationEnabled ? REMINDER_VIBRATION_PATTERN : [],
  };
}
