import { instantAt, localDateIn } from '@/lib/local-day';

/**
 * The instant to store for a day picked in the weight form, a day of the person's zone: now for today
 * (so it sorts as the newest), noon of that day in the zone for another day, which is that day wherever
 * the device's clock is set.
 */
export function measuredAtFor(date: string, timeZone: string, now: Date = new Date()): string {
  if (date === localDateIn(now, timeZone)) return now.toISOString();
  return instantAt(date, '12:00', timeZone).toISOString();
}
