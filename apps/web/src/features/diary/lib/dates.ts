/**
 * The diary's days are calendar dates (YYYY-MM-DD) in the person's profile time zone: "today" is the
 * profile zone's today, never the device's. Arithmetic runs on the date itself (noon UTC), so a DST
 * change in any zone never skips or repeats a day.
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/u;

/** Whether a text is a real calendar date written YYYY-MM-DD ("2026-02-30" is not). */
export function isIsoDate(text: string | null | undefined): text is string {
  const match = text ? DATE.exec(text) : null;
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function utcNoon(date: string): Date {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day, 12));
}

/** The date `days` days after (or before, when negative) a date. */
export function addDays(date: string, days: number): string {
  const next = utcNoon(date);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

const longDay = new Intl.DateTimeFormat('pt-BR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const longDayWithYear = new Intl.DateTimeFormat('pt-BR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "quarta-feira, 25 de novembro" (with the year when it is not the current one). */
export function formatLongDay(date: string, today: string): string {
  const format = date.slice(0, 4) === today.slice(0, 4) ? longDay : longDayWithYear;
  return format.format(utcNoon(date));
}

/** "Hoje", "Ontem" or "Anteontem" near today; otherwise the long day. */
export function dayTitle(date: string, today: string): string {
  if (date === today) return 'Hoje';
  if (date === addDays(today, -1)) return 'Ontem';
  if (date === addDays(today, -2)) return 'Anteontem';
  const text = formatLongDay(date, today);
  return text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);
}

/** The day to show: the one asked for in the address when it is a valid past or present day, else today. */
export function chosenDay(requested: string | null, today: string): string {
  return isIsoDate(requested) && requested <= today ? requested : today;
}
