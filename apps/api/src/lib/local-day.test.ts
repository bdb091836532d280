import { expect, test } from 'vitest';
import { lastLocalDays, localDateOf, localDay, localDayOf, localHourOf, localWindow, safeTimeZone } from './local-day';

test('São Paulo (UTC−3): 23:30 local belongs to that day, 00:30 local to the next', () => {
  const lateEvening = localDay(new Date('2025-03-11T02:30:00Z'), 'America/Sao_Paulo'); // 10/03 23:30
  expect(lateEvening).toEqual({
    date: '2025-03-10',
    start: new Date('2025-03-10T03:00:00Z'),
    end: new Date('2025-03-11T03:00:00Z'),
  });
  const afterMidnight = localDay(new Date('2025-03-11T03:30:00Z'), 'America/Sao_Paulo'); // 11/03 00:30
  expect(afterMidnight.date).toBe('2025-03-11');
  expect(afterMidnight.start).toEqual(new Date('2025-03-11T03:00:00Z'));
});

test('Tokyo (UTC+9): the local day starts at 15:00 UTC of the previous UTC day', () => {
  expect(localDay(new Date('2025-03-10T14:59:59Z'), 'Asia/Tokyo')).toEqual({
    date: '2025-03-10',
    start: new Date('2025-03-09T15:00:00Z'),
    end: new Date('2025-03-10T15:00:00Z'),
  });
  expect(localDay(new Date('2025-03-10T15:00:00Z'), 'Asia/Tokyo').date).toBe('2025-03-11');
});

test('DST zones: days of 23 and 25 hours have the right bounds', () => {
  // New York springs forward on 2025-03-09 (EST −5 → EDT −4) and falls back on 2025-11-02.
  const spring = localDayOf('2025-03-09', 'America/New_York');
  expect(spring.start).toEqual(new Date('2025-03-09T05:00:00Z'));
  expect(spring.end).toEqual(new Date('2025-03-10T04:00:00Z'));
  const autumn = localDayOf('2025-11-02', 'America/New_York');
  expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * 60 * 60 * 1000);
  expect(localDay(new Date('2025-11-02T04:30:00Z'), 'America/New_York').date).toBe('2025-11-02'); // 00:30 EDT
});

test('a day whose midnight is skipped by DST starts at the jump (São Paulo 2018, clocks 00:00 → 01:00)', () => {
  const day = localDayOf('2018-11-04', 'America/Sao_Paulo');
  expect(day.start).toEqual(new Date('2018-11-04T03:00:00Z')); // 01:00 local, UTC−2
  expect(localDay(new Date('2018-11-04T02:59:59Z'), 'America/Sao_Paulo').date).toBe('2018-11-03');
  expect(day.end).toEqual(new Date('2018-11-05T02:00:00Z'));
});

test('an unknown zone falls back to São Paulo', () => {
  expect(safeTimeZone('Marte/Base')).toBe('America/Sao_Paulo');
  expect(safeTimeZone(null)).toBe('America/Sao_Paulo');
  expect(localDay(new Date('2025-03-11T02:30:00Z'), 'Marte/Base').date).toBe('2025-03-10');
});

test('the last 7 local days end today and cross a DST change with the right bounds', () => {
  const days = lastLocalDays(new Date('2025-03-11T12:00:00Z'), 'America/New_York', 7);
  expect(days.map((d) => d.date)).toEqual([
    '2025-03-05',
    '2025-03-06',
    '2025-03-07',
    '2025-03-08',
    '2025-03-09',
    '2025-03-10',
    '2025-03-11',
  ]);
  expect(days[4]?.end.getTime()).toBe(days[5]?.start.getTime());
  expect(days[4]?.start).toEqual(new Date('2025-03-09T05:00:00Z'));
});

test('windows: today, a week of 7 local days, a calendar month, a year of 365 days', () => {
  const at = new Date('2025-03-31T02:30:00Z'); // 30/03 23:30 in São Paulo
  const zone = 'America/Sao_Paulo';
  const today = { from: new Date('2025-03-30T03:00:00Z'), to: new Date('2025-03-31T03:00:00Z') };
  expect(localWindow('today', at, zone)).toEqual(today);
  expect(localWindow('week', at, zone)).toEqual({ from: new Date('2025-03-24T03:00:00Z'), to: today.to });
  // 30/03 minus one month is 28/02 (February has 28 days): the window starts the day after.
  expect(localWindow('month', at, zone)).toEqual({ from: new Date('2025-03-01T03:00:00Z'), to: today.to });
  const year = localWindow('year', at, zone);
  expect((year.to.getTime() - year.from.getTime()) / 86_400_000).toBe(365);
});

test('local date and hour of an instant', () => {
  expect(localDateOf(new Date('2025-03-11T02:30:00Z'), 'America/Sao_Paulo')).toBe('2025-03-10');
  expect(localHourOf(new Date('2025-03-11T02:30:00Z'), 'America/Sao_Paulo')).toBe(23);
  expect(localHourOf(new Date('2025-03-11T02:30:00Z'), 'Asia/Tokyo')).toBe(11);
});

test('remembered days answer like a fresh computation: every quarter hour around DST changes, odd offsets', () => {
  const zones = ['America/Sao_Paulo', 'America/New_York', 'Europe/Lisbon', 'Asia/Kathmandu', 'Australia/Lord_Howe'];
  // Kathmandu is UTC+5:45, Lord Howe moves by 30 minutes for DST, 2018 São Paulo skipped a midnight.
  const spans = ['1971-06-01T00:00:00Z', '2018-11-02T00:00:00Z', '2024-03-09T00:00:00Z', '2024-10-26T00:00:00Z'];
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
  for (const zone of zones) {
    const expected = format(zone);
    for (const span of spans) {
      const from = Date.parse(span);
      // Twice over the same 3 days, 7 minutes apart: the second pass is served from memory.
      for (let pass = 0; pass < 2; pass++) {
        for (let time = from; time < from + 3 * 86_400_000; time += 7 * 60_000) {
          const at = new Date(time);
          const day = localDay(at, zone);
          expect(localDateOf(at, zone), `${zone} ${at.toISOString()} pass ${pass}`).toBe(expected.format(at));
          expect(day.date).toBe(expected.format(at));
          expect(day.start.getTime()).toBeLessThanOrEqual(time);
          expect(day.end.getTime()).toBeGreaterThan(time);
          expect(expected.format(new Date(day.start.getTime() - 1))).not.toBe(day.date);
        }
      }
    }
  }
});

test('a remembered day is handed out as fresh Date objects', () => {
  const at = new Date('2024-05-10T12:00:00Z');
  const first = localDay(at, 'America/Sao_Paulo');
  first.start.setTime(0);
  expect(localDay(at, 'America/Sao_Paulo').start.toISOString()).toBe('2024-05-10T03:00:00.000Z');
  const byDate = localDayOf('2024-05-10', 'America/Sao_Paulo');
  byDate.end.setTime(0);
  expect(localDayOf('2024-05-10', 'America/Sao_Paulo').end.toISOString()).toBe('2024-05-11T03:00:00.000Z');
});
