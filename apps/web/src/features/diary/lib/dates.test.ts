import { expect, test } from 'vitest';
import { localDateIn } from '@/lib/local-day';
import { addDays, chosenDay, dayTitle, isIsoDate } from './dates';

test('days are added on the calendar, across months, years and DST changes', () => {
  expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  // Europe/Lisbon and others change the clock on the last Sunday of October: still one day apart.
  expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
  expect(addDays('2026-10-26', -1)).toBe('2026-10-25');
});

test('today is the profile zone’s day, not the device’s', () => {
  const lateEvening = new Date('2026-11-26T02:30:00Z');
  expect(localDateIn(lateEvening, 'America/Sao_Paulo')).toBe('2026-11-25');
  expect(localDateIn(lateEvening, 'Pacific/Auckland')).toBe('2026-11-26');
});

test('the day in the address is used when it is a real past or present day; otherwise today', () => {
  expect(chosenDay('2026-11-20', '2026-11-26')).toBe('2026-11-20');
  expect(chosenDay('2026-11-27', '2026-11-26')).toBe('2026-11-26');
  expect(chosenDay('2026-02-30', '2026-11-26')).toBe('2026-11-26');
  expect(chosenDay('ontem', '2026-11-26')).toBe('2026-11-26');
  expect(chosenDay(null, '2026-11-26')).toBe('2026-11-26');
  expect(isIsoDate('2024-02-29')).toBe(true);
});

test('titles say "Hoje", "Ontem", "Anteontem", then the day by name', () => {
  expect(dayTitle('2026-11-26', '2026-11-26')).toBe('Hoje');
  expect(dayTitle('2026-11-25', '2026-11-26')).toBe('Ontem');
  expect(dayTitle('2026-11-24', '2026-11-26')).toBe('Anteontem');
  expect(dayTitle('2026-11-20', '2026-11-26')).toBe('Sexta-feira, 20 de novembro');
  expect(dayTitle('2025-12-31', '2026-11-26')).toBe('Quarta-feira, 31 de dezembro de 2025');
});
