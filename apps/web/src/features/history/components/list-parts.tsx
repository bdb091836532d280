import type { HistoryPeriod } from '@prato/core/schemas/history';
import { Trash2 } from '@/components/icons';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { HistoryError } from './history-error';

export function TabLoading() {
  return <LoadingState size="page" label="Carregando histórico..." />;
}

/** A tab's list while it is not read yet: loading, or the failure with "Tentar Novamente". */
export function TabQueryState({
  query,
}: {
  query: { isError: boolean; error: unknown; refetch: () => Promise<unknown> };
}) {
  if (query.isError) return <HistoryError error={query.error} onRetry={() => void query.refetch()} />;
  return <TabLoading />;
}

export function EmptyList({ children }: { children: ReactNode }) {
  return <p className="rounded-xl bg-slate-50 px-4 py-8 text-center text-sm text-slate-600">{children}</p>;
}

export function DeleteButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={onClick}
      aria-label={label}
      className="shrink-0 text-slate-500 hover:text-red-700"
    >
      <Trash2 className="size-4" aria-hidden />
    </Button>
  );
}

/** One record of a tab: a bordered card in the list. */
export function HistoryRow({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <li className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3" data-testid={testId}>
      {children}
    </li>
  );
}

/** "Carregar mais" under a list read page by page, while the query has another page. */
export function LoadMore({
  query,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
}) {
  if (!query.hasNextPage) return null;
  const loading = query.isFetchingNextPage;
  return (
    <div className="mt-4 flex justify-center">
      <Button variant="outline" onClick={() => void query.fetchNextPage()} disabled={loading} aria-busy={loading}>
        {loading ? 'Carregando...' : 'Carregar mais'}
      </Button>
    </div>
  );
}

/** What a delete button asks the screen to confirm. */
export type RequestDelete = (request: {
  kind: 'meal' | 'activity' | 'weight' | 'intake';
  id: string;
  subject: string;
}) => void;

/** What every tab gets from the screen: the period, the user's time zone and the delete request. */
export interface TabProps {
  period: HistoryPeriod;
  timeZone: string;
  onDelete: RequestDelete;
}
