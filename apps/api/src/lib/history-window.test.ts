import { expect, test } from 'vitest';
import { listBounds, planLimitedPage, type Keyset } from './history-window';

const now = new Date('2026-03-10T15:00:00Z'); // 12:00 in São Paulo (UTC−3)
const zone = 'America/Sao_Paulo';

test('a period is the user’s local days, `to` inclusive to the last millisecond of today', () => {
  expect(listBounds({ period: 'today' }, now, zone, { allDays: null })).toEqual({
    from: new Date('2026-03-10T03:00:00Z'),
    to: new Date('2026-03-11T02:59:59.999Z'),
  });
  // 'all' without a day limit has no lower bound; with one it covers that many local days.
  expect(listBounds({ period: 'all' }, now, zone, { allDays: null })).toEqual({
    to: new Date('2026-03-11T02:59:59.999Z'),
  });
  expect(listBounds({ period: 'all' }, now, zone, { allDays: 365 }).from).toEqual(new Date('2025-03-11T03:00:00Z'));
});

test('without a period the query’s own dates apply, and a default window only where given', () => {
  const to = '2026-03-05T12:00:00.000Z';
  expect(listBounds({ to }, now, zone, { allDays: null })).toEqual({ to: new Date(to) });
  expect(listBounds({ to }, now, zone, { allDays: 365, defaultDays: 30 })).toEqual({
    from: new Date('2026-02-03T12:00:00.000Z'),
    to: new Date(to),
  });
  expect(listBounds({}, now, zone, { allDays: 365, defaultDays: 30 })).toEqual({
    from: new Date('2026-02-08T15:00:00.000Z'),
  });
  const from = '2026-01-01T00:00:00.000Z';
  expect(listBounds({ from }, now, zone, { allDays: 365, defaultDays: 30 })).toEqual({ from: new Date(from) });
});

/** Ten rows, newest first, one a minute. */
const rows = Array.from({ length: 10 }, (_, i) => ({
  id: `id-${9 - i}`,
  at: new Date(Date.UTC(2026, 2, 10, 12, 9 - i)),
}));
const read = async (limit: number, after: Keyset | null) =>
  rows.filter((row) => !after || row.at < after.at).slice(0, limit);
const keyOf = (row: (typeof rows)[number]) => row;

test('a limited plan pages inside its newest rows and never past them; an unlimited one reads on', async () => {
  const first = await planLimitedPage(read, keyOf, { planLimit: 5, pageSize: 3, keyset: null });
  expect(first.map((row) => row.id)).toEqual(['id-9', 'id-8', 'id-7']);
  const last = first.at(-1)!;
  const second = await planLimitedPage(read, keyOf, { planLimit: 5, pageSize: 3, keyset: last });
  expect(second.map((row) => row.id)).toEqual(['id-6', 'id-5']);
  const beyond = await planLimitedPage(read, keyOf, { planLimit: 5, pageSize: 3, keyset: second.at(-1)! });
  expect(beyond).toEqual([]);

  const unlimited = await planLimitedPage(read, keyOf, { planLimit: null, pageSize: 3, keyset: second.at(-1)! });
  expect(unlimited.map((row) => row.id)).toEqual(['id-4', 'id-3', 'id-2']);
});
