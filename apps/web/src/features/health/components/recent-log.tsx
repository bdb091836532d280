import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { LoadFailed } from '@/components/ui/load-failed';
import { LoadingState } from '@/components/ui/spinner';
import { usePendingItems } from '@/hooks/use-offline-queue';
import type { QueueItem } from '@/lib/offline-queue';

interface RecentLogProps<T> {
  /** The queue's type of the entries logged offline. */
  type: QueueItem['type'];
  entries: UseQueryResult<T[]>;
  heading: string;
  labels: {
    /** The names of the two lists: the entries waiting to be sent, the server's. */
    pendingList: string;
    list: string;
    loading: string;
    loadFailed: string;
    empty: string;
  };
  PendingRow: ComponentType<{ item: QueueItem }>;
  Row: ComponentType<{ entry: T }>;
}

/**
 * A health log's recent entries: the ones logged offline first, shown at once until the server has
 * them (then they are among `entries`), and the server's list with its loading, failure and empty states.
 */
export function RecentLog<T extends { id: string }>({
  type,
  entries,
  heading,
  labels,
  PendingRow,
  Row,
}: RecentLogProps<T>) {
  const queued = usePendingItems(type).filter((item) => !entries.data?.some((entry) => entry.id === item.id));
  return (
    <>
      <h3 className="mt-6 text-sm font-semibold text-slate-700">{heading}</h3>
      {queued.length > 0 && (
        <ul className="mt-2 divide-y divide-slate-100" aria-label={labels.pendingList}>
          {queued.map((item) => (
            <PendingRow key={item.id} item={item} />
          ))}
        </ul>
      )}
      {entries.isPending ? (
        <LoadingState label={labels.loading} />
      ) : entries.isError ? (
        <LoadFailed className="mt-2" message={labels.loadFailed} onRetry={() => void entries.refetch()} />
      ) : entries.data.length === 0 ? (
        queued.length === 0 && <p className="mt-2 text-sm text-slate-600">{labels.empty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100" aria-label={labels.list}>
          {entries.data.map((entry) => (
            <Row key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </>
  );
}

/** One entry of a log: what it is, its details and, at the end, its action (delete, or the pending mark). */
export function LogRow({ title, details, action }: { title: ReactNode; details: ReactNode; action: ReactNode }) {
  return (
    <li className="flex items-center gap-3 py-2.5">
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900">{title}</p>
        <p className="text-sm text-slate-600">{details}</p>
      </div>
      {action}
    </li>
  );
}
