/** "Today" is the user's local calendar day (profiles.timezone), stored and compared as UTC instants. */

export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

export interface LocalDay {
  /** The local calendar date, YYYY-MM-DD. */
  date: string;
  /** First instant of the local day (inclusive). */
  start: Date;
  /** First instant of the next local day (exclusive). */
  end: Date;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** A valid IANA zone name, else the default zone (a bad stored value must never break a request). */
export function safeTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return DEFAULT_TIME_ZONE;
  try {
    formatterFor(timeZone);
    return timeZone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(instant: number, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const dateKey = (clock: Pick<WallClock, 'year' | 'month' | 'day'>) =>
  `${String(clock.year).padStart(4, '0')}-${String(clock.month).padStart(2, '0')}-${String(clock.day).padStart(2, '0')}`;

/** Milliseconds the zone is ahead of UTC at an instant (negative west of Greenwich). */
function offsetAt(instant: number, timeZone: string): number {
  const c = wallClock(instant, timeZone);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The first instant whose local date is `year-month-day`. Local midnight may be skipped (DST
 * starting at 00:00) or the offset may change around it, so candidates from the offsets in force
 * around that day are checked and the earliest one that really starts the day wins.
 */
// A zone's day boundaries never change while the process runs (its time-zone data is fixed), and
// finding one costs ~20 Intl calls: remember them. Bounded: cleared when it grows past the cap.
const dayStarts = new Map<string, number>();
const DAY_STARTS_CAP = 50_000;

function startOfLocalDate(year: number, month: number, day: number, timeZone: string): number {
  const key = `${timeZone}|${year}-${month}-${day}`;
  const known = dayStarts.get(key);
  if (known !== undefined) return known;
  const start = computeStartOfLocalDate(year, month, day, timeZone);
  if (dayStarts.size >= DAY_STARTS_CAP) dayStarts.clear();
  dayStarts.set(key, start);
  return start;
}

function computeStartOfLocalDate(year: number, month: number, day: number, timeZone: string): number {
  const wanted = dateKey({ year, month, day });
  const midnightAsUtc = Date.UTC(year, month - 1, day);
  const offsets = new Set([-24, -12, 0, 12, 24].map((hours) => offsetAt(midnightAsUtc + hours * HOUR_MS, timeZone)));
  const candidates = [...offsets].map((offset) => midnightAsUtc - offset).sort((a, b) => a - b);
  const starts = candidates.filter(
    (c) => dateKey(wallClock(c, timeZone)) === wanted && dateKey(wallClock(c - 1000, timeZone)) !== wanted,
  );
  if (starts[0] !== undefined) return starts[0];
  // Midnight skipped by a DST jump: the day starts at the transition, the first candidate inside it.
  const inside = candidates.find((c) => dateKey(wallClock(c, timeZone)) === wanted);
  return inside ?? midnightAsUtc - offsetAt(midnightAsUtc, timeZone);
}

/** The local day containing `at` in `timeZone`, with its UTC bounds. */
export function localDay(at: Date, timeZone: string): LocalDay {
  const zone = safeTimeZone(timeZone);
  const clock = wallClock(at.getTime(), zone);
  const next = new Date(Date.UTC(clock.year, clock.month - 1, clock.day + 1));
  return {
    date: dateKey(clock),
    start: new Date(startOfLocalDate(clock.year, clock.month, clock.day, zone)),
    end: new Date(startOfLocalDate(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), zone)),
  };
}

/** The local day of a calendar date (YYYY-MM-DD) in `timeZone`. */
export function localDayOf(date: string, timeZone: string): LocalDay {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const zone = safeTimeZone(timeZone);
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return {
    date: dateKey({ year, month, day }),
    start: new Date(startOfLocalDate(year, month, day, zone)),
    end: new Date(startOfLocalDate(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), zone)),
  };
}
