/**
 * "Today" is the user's local calendar day (profiles.timezone), stored and compared as UTC instants.
 * The calendar arithmetic (day starts across DST jumps, months of different lengths) is date-fns
 * with @date-fns/tz rather than hand-written offset maths.
 */
import { TZDate, tz } from '@date-fns/tz';
import { addDays, format, startOfDay, subDays, subMonths } from 'date-fns';
import { hydrationDayOf } from '@prato/core/domain/hydration';
import { DEFAULT_TIME_ZONE, isTimeZone } from '@prato/core/schemas/profile';

export interface LocalDay {
  /** The local calendar date, YYYY-MM-DD. */
  date: string;
  /** First instant of the local day (inclusive). */
  start: Date;
  /** First instant of the next local day (exclusive). */
  end: Date;
}

const knownZones = new Map<string, boolean>();

/**
 * A valid IANA zone name, else the default zone (a bad stored value, such as a legacy abbreviation
 * saved before the profile refused them, must never break a request nor reach PostgreSQL).
 */
export function safeTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return DEFAULT_TIME_ZONE;
  let valid = knownZones.get(timeZone);
  if (valid === undefined) {
    valid = isTimeZone(timeZone);
    if (knownZones.size < 1_000) knownZones.set(timeZone, valid);
  }
  return valid ? timeZone : DEFAULT_TIME_ZONE;
}

// A zone's day boundaries never change while the process runs (its time-zone data is fixed), and the
// session check asks for them on every request: remember them. Bounded: cleared past the cap.
const dayStarts = new Map<string, number>();
const DAY_STARTS_CAP = 50_000;

/** First instant of the local date `year-month-day` (a midnight skipped by DST: the jump itself). */
function startOfLocalDate(year: number, month: number, day: number, timeZone: string): number {
  const key = `${timeZone}|${year}-${month}-${day}`;
  const known = dayStarts.get(key);
  if (known !== undefined) return known;
  const start = startOfDay(new TZDate(year, month - 1, day, timeZone)).getTime();
  if (dayStarts.size >= DAY_STARTS_CAP) dayStarts.clear();
  dayStarts.set(key, start);
  return start;
}

// Whole local days by zone and date, for the same reason; bounded like dayStarts.
const days = new Map<string, LocalDay>();

/** A remembered day as fresh Date objects: a caller may change what it was given. */
const copyOf = (day: LocalDay): LocalDay => ({ date: day.date, start: new Date(day.start), end: new Date(day.end) });

function dayOfDate(year: number, month: number, day: number, zone: string): LocalDay {
  const key = `${zone}|${year}-${month}-${day}`;
  let known = days.get(key);
  if (known === undefined) {
    // Calendar arithmetic on a UTC date: the next date is independent of any zone.
    const next = addDays(new TZDate(year, month - 1, day, 'UTC'), 1);
    known = {
      date: `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      start: new Date(startOfLocalDate(year, month, day, zone)),
      end: new Date(startOfLocalDate(next.getFullYear(), next.getMonth() + 1, next.getDate(), zone)),
    };
    if (days.size >= DAY_STARTS_CAP) days.clear();
    days.set(key, known);
  }
  return copyOf(known);
}

// The local day of an instant, remembered per zone and quarter of an hour (every diary row asks for
// its date). A hit is used only when the instant lies inside the remembered day's bounds, so a day
// that starts off the quarter hour (a historical offset) is never answered wrong, only recomputed.
const QUARTER_HOUR_MS = 15 * 60 * 1000;
const dayOfInstant = new Map<string, LocalDay>();

/** The local day containing `at` in `timeZone`, with its UTC bounds. */
export function localDay(at: Date, timeZone: string): LocalDay {
  const zone = safeTimeZone(timeZone);
  const time = at.getTime();
  const key = `${zone}|${Math.floor(time / QUARTER_HOUR_MS)}`;
  const known = dayOfInstant.get(key);
  if (known && known.start.getTime() <= time && time < known.end.getTime()) return copyOf(known);
  const local = new TZDate(time, zone);
  const found = dayOfDate(local.getFullYear(), local.getMonth() + 1, local.getDate(), zone);
  if (found.start.getTime() <= time && time < found.end.getTime()) {
    if (dayOfInstant.size >= DAY_STARTS_CAP) dayOfInstant.clear();
    dayOfInstant.set(key, copyOf(found));
  }
  return found;
}

/** The local day of a calendar date (YYYY-MM-DD) in `timeZone`. */
export function localDayOf(date: string, timeZone: string): LocalDay {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return dayOfDate(year, month, day, safeTimeZone(timeZone));
}

/** The `count` local days ending with the one containing `at`, oldest first. */
export function lastLocalDays(at: Date, timeZone: string, count: number): LocalDay[] {
  const zone = safeTimeZone(timeZone);
  const today = new TZDate(at.getTime(), zone);
  return Array.from({ length: count }, (_, i) => {
    const day = subDays(today, count - 1 - i, { in: tz(zone) });
    return dayOfDate(day.getFullYear(), day.getMonth() + 1, day.getDate(), zone);
  });
}

/** The local calendar date (YYYY-MM-DD) of an instant. */
export function localDateOf(at: Date, timeZone: string): string {
  return localDay(at, timeZone).date;
}

/**
 * The hydration day of an instant in `timeZone`: its local date, or the date before for a moment before
 * the wake time (the night belongs to the day that started the previous morning; hydrationDayOf).
 */
export function hydrationDayAt(at: Date, timeZone: string, wakeTime: string): string {
  return hydrationDayOf(localDateOf(at, timeZone), format(at, 'HH:mm', { in: tz(timeZone) }), wakeTime);
}

/** The local hour (0–23) of an instant, for greetings by time of day. */
export function localHourOf(at: Date, timeZone: string): number {
  return new TZDate(at.getTime(), safeTimeZone(timeZone)).getHours();
}

/**
 * Windows, in the user's local days, as a half-open [from, to): 'today' is the local day;
 * 'week' the last 7 local days with today; 'month' from the same date a calendar month ago;
 * 'year' the last `yearDays` days (spec: history covers 365 days).
 */
export type WindowPeriod = 'today' | 'week' | 'month' | 'year';

export function localWindow(
  period: WindowPeriod,
  at: Date,
  timeZone: string,
  yearDays = 365,
): { from: Date; to: Date } {
  const zone = safeTimeZone(timeZone);
  const today = localDay(at, zone);
  const local = new TZDate(at.getTime(), zone);
  const first =
    period === 'today'
      ? local
      : period === 'week'
        ? subDays(local, 6, { in: tz(zone) })
        : period === 'month'
          ? addDays(subMonths(local, 1, { in: tz(zone) }), 1, { in: tz(zone) })
          : subDays(local, yearDays - 1, { in: tz(zone) });
  const start = dayOfDate(first.getFullYear(), first.getMonth() + 1, first.getDate(), zone).start;
  return { from: start, to: today.end };
}

/** A calendar date (YYYY-MM-DD) moved by whole days; pure calendar arithmetic, no zone involved. */
export function shiftDate(date: string, days: number): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return format(addDays(new TZDate(year, month - 1, day, 'UTC'), days), 'yyyy-MM-dd');
}
