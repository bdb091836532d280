import type { HistoryPeriod } from '@prato/core/schemas/history';
import { localWindow } from './local-day';
import { DAY_MS } from '@prato/core/domain/timing';

/** The last row of a newest-first page: the next page holds the rows ordered after it. */
export interface Keyset {
  at: Date;
  id: string;
}

export function keysetOf(query: { before?: string | undefined; beforeId?: string | undefined }): Keyset | null {
  return query.before && query.beforeId ? { at: new Date(query.before), id: query.beforeId } : null;
}

/** true when a row comes after the keyset in (time desc, id desc) order. */
export function isAfterKeyset(at: Date, id: string, keyset: Keyset): boolean {
  return at.getTime() < keyset.at.getTime() || (at.getTime() === keyset.at.getTime() && id < keyset.id);
}

/**
 * A history filter as a half-open [from, to) in the user's local days. 'all' covers `allDays` local
 * days up to today (365), or everything up to the end of today when null.
 */
export function historyWindow(
  period: HistoryPeriod,
  now: Date,
  timeZone: string,
  allDays: number | null,
): { from: Date | null; to: Date } {
  if (period !== 'all') return localWindow(period, now, timeZone);
  if (allDays === null) return { from: null, to: localWindow('today', now, timeZone).to };
  return localWindow('year', now, timeZone, allDays);
}

/**
 * One page of a plan-limited list: `visible` is already cut to the plan's newest rows (a free
 * plan never pages past them); the keyset and page size apply inside it.
 */
export function pageOfVisible<T>(
  visible: readonly T[],
  keyOf: (row: T) => { at: Date; id: string },
  keyset: Keyset | null,
  limit: number | null,
): { rows: T[]; hasMore: boolean } {
  const after = keyset
    ? visible.filter((row) => {
        const key = keyOf(row);
        return isAfterKeyset(key.at, key.id, keyset);
      })
    : [...visible];
  const rows = limit === null ? after : after.slice(0, limit);
  return { rows, hasMore: after.length > rows.length };
}

/**
 * A newest-first page of a user's list under their plan. A plan with a history limit reads its newest
 * `planLimit` rows and pages inside them (it never pages past them); an unlimited plan reads the page
 * after the keyset. `read(limit, after)` reads the user's rows of the window, newest first.
 */
export async function planLimitedPage<T>(
  read: (limit: number, after: Keyset | null) => Promise<T[]>,
  keyOf: (row: T) => Keyset,
  { planLimit, pageSize, keyset }: { planLimit: number | null; pageSize: number; keyset: Keyset | null },
): Promise<T[]> {
  if (planLimit === null) return read(pageSize, keyset);
  return pageOfVisible(await read(planLimit, null), keyOf, keyset, pageSize).rows;
}

/**
 * The inclusive time bounds of a list query: a `period` is a history filter in the user's local days
 * ('all' = `allDays` days, or everything when null); otherwise the query's own `from` and `to`, and
 * without `from` the `defaultDays` days before `to` (or now) when a default window is given.
 */
export function listBounds(
  query: { period?: HistoryPeriod | undefined; from?: string | undefined; to?: string | undefined },
  now: Date,
  timeZone: string,
  { allDays, defaultDays }: { allDays: number | null; defaultDays?: number },
): { from?: Date; to?: Date } {
  if (query.period) {
    const window = historyWindow(query.period, now, timeZone, allDays);
    return { ...(window.from ? { from: window.from } : {}), to: new Date(window.to.getTime() - 1) };
  }
  const to = query.to ? new Date(query.to) : undefined;
  const from = query.from
    ? new Date(query.from)
    : defaultDays === undefined
      ? undefined
      : new Date((to ?? now).getTime() - defaultDays * DAY_MS);
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}
