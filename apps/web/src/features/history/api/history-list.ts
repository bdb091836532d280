import { HISTORY_PAGE_SIZE, type HistoryPeriod } from '@prato/core/schemas/history';
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

/** Where the next keyset page starts: after the row with this instant and id (null: the first page). */
export type HistoryCursor = { before: string; beforeId: string } | null;

/** The keyset lists of the history tabs (hydration's tab pages by number instead). */
type KeysetList = 'meals' | 'activities' | 'weights';

/** Rows per page the tabs ask for. */
export const HISTORY_PAGE = HISTORY_PAGE_SIZE.default;

/**
 * One history tab's infinite query: GET /api/<list>?period, one keyset page at a time, newest first
 * (the server applies the plan's limit); `nextCursor` reads where the next page starts from a page.
 */
export function historyListQueryOptions<S extends z.ZodType>(
  list: KeysetList,
  schema: S,
  period: HistoryPeriod,
  nextCursor: (page: z.output<S>) => HistoryCursor | undefined,
) {
  return infiniteQueryOptions({
    queryKey: [list, 'history', { period }],
    queryFn: ({ pageParam, signal }) =>
      api.get(
        `/${list}?${new URLSearchParams({ period, limit: String(HISTORY_PAGE), ...(pageParam ?? {}) }).toString()}`,
        schema,
        signal,
      ),
    initialPageParam: null as HistoryCursor,
    getNextPageParam: nextCursor,
  });
}

/** The cursor after a full page's last row; undefined after a short page (the list has ended). */
export function cursorAfterFullPage<Row extends { id: string }>(rows: readonly Row[], at: (row: Row) => string) {
  const last = rows[rows.length - 1];
  return rows.length === HISTORY_PAGE && last ? { before: at(last), beforeId: last.id } : undefined;
}
