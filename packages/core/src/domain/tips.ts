/** Home: the daily tip is chosen by a date-based index, here the user's local calendar date. */
import { DAILY_TIPS, type DailyTip } from '../data/tips';
import { DAY_MS } from './timing';

/** Longest tip shown on the home card (a test keeps every tip within it). */
export const TIP_MAX_LENGTH = 200;

/** Days since 1970-01-01 of a YYYY-MM-DD date (the calendar date itself, no time zone involved). */
export function dayNumber(date: string): number {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return Math.floor(Date.UTC(year, month - 1, day) / DAY_MS);
}

/** The tip of a local date: consecutive dates get consecutive tips, cycling through the whole list. */
export function tipOfTheDay(date: string, tips: readonly DailyTip[] = DAILY_TIPS): DailyTip {
  const count = tips.length;
  const index = ((dayNumber(date) % count) + count) % count;
  return tips[index] as DailyTip;
}
