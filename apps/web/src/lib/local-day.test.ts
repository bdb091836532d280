import { expect, test } from 'vitest';
import { instantAt, localDateIn } from './local-day';

test('a wall-clock time of a zone is the instant its clock shows it, across a daylight-saving change', () => {
  expect(instantAt('2026-03-08', '12:00', 'America/Sao_Paulo').toISOString()).toBe('2026-03-08T15:00:00.000Z');
  expect(instantAt('2026-03-08', '12:00', 'Asia/Tokyo').toISOString()).toBe('2026-03-08T03:00:00.000Z');
  // New York moves from UTC−5 to UTC−4 at 02:00 of 8 March 2026: noon of the 7th and of the 8th.
  expect(instantAt('2026-03-07', '12:00', 'America/New_York').toISOString()).toBe('2026-03-07T17:00:00.000Z');
  expect(instantAt('2026-03-08', '12:00', 'America/New_York').toISOString()).toBe('2026-03-08T16:00:00.000Z');
  expect(instantAt('2026-03-08', '00:30', 'America/New_York').toISOString()).toBe('2026-03-08T05:30:00.000Z');
  // East of Greenwich across the date line: 09:00 of the 1st in Auckland (UTC+13) is the day before in UTC.
  expect(instantAt('2026-01-01', '09:00', 'Pacific/Auckland').toISOString()).toBe('2025-12-31T20:00:00.000Z');
});

test("an instant's date is the day of the zone's calendar", () => {
  expect(localDateIn(new Date('2026-03-10T16:30:00Z'), 'Asia/Tokyo')).toBe('2026-03-11');
  expect(localDateIn(new Date('2026-03-10T02:59:00Z'), 'America/Sao_Paulo')).toBe('2026-03-09');
});
