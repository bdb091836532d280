/** The calendar date (YYYY-MM-DD) of an instant in a time zone: a day of the person's profile zone. */
export function localDateIn(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(at);
}

/** How far the zone's wall clock is ahead of UTC at `ms` (negative west of Greenwich), in ms. */
function zoneOffsetAt(ms: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - (ms - (((ms % 1000) + 1000) % 1000));
}

/**
 * The instant a clock in `timeZone` shows `time` (HH:mm) on `date` (YYYY-MM-DD): the same day for the
 * person whatever zone the device is set to. The offset is read at the first guess and read again at
 * the answer, which settles a guess that fell on the other side of a daylight-saving change.
 */
export function instantAt(date: string, time: string, timeZone: string): Date {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const guess = wall - zoneOffsetAt(wall, timeZone);
  return new Date(wall - zoneOffsetAt(guess, timeZone));
}
