import { ArrowDown, ArrowUp, ArrowUpDown } from '@/components/icons';
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type SortDirection = 'asc' | 'desc';

export interface DataColumn<Row> {
  id: string;
  /** The header's content; a column without a visible title still names it for screen readers. */
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Classes of the column's header and cells (width, alignment). */
  className?: string;
  /** Classes of the column's cells only (weight, colour, wrapping). */
  cellClassName?: string;
  /** Sorted by the server: the header becomes a button that asks for this column. */
  sortable?: boolean;
}

export interface DataTableSort {
  column: string;
  direction: SortDirection;
  onSort: (column: string) => void;
}

interface DataTableProps<Row> {
  /** Names the table (read before its rows) and its scroll box. */
  caption: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /**
   * The table's least width (a literal Tailwind class, e.g. 'min-w-[48rem]'): below it the table
   * scrolls sideways inside its own box, so a 360 px phone never scrolls the page itself sideways.
   */
  minWidth: string;
  sort?: DataTableSort;
  /** A new page or order is on its way (the rows shown are the previous ones). */
  busy?: boolean;
  className?: string;
}

const ariaSort = (column: string, sort: DataTableSort) => {
  if (sort.column !== column) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
};

function SortIcon({ active, direction }: { active: boolean; direction: SortDirection | undefined }) {
  if (!active) return <ArrowUpDown className="size-3.5 opacity-40" aria-hidden />;
  return direction === 'asc' ? (
    <ArrowUp className="size-3.5" aria-hidden />
  ) : (
    <ArrowDown className="size-3.5" aria-hidden />
  );
}

/**
 * The app's lists of records (admin users, payments): a caption, column headers with scope, sortable
 * headers that say their order (aria-sort), and a scroll box that keyboard users can focus and scroll.
 * Sorting and paging are the server's; the table only shows a page and asks for another order.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  minWidth,
  sort,
  busy,
  className,
}: DataTableProps<Row>) {
  const captionId = useId();
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      aria-busy={busy}
      // Focusable, so that a wide table can be scrolled with the keyboard on a phone.
      tabIndex={0}
      className={cn(
        'relative -mx-5 overflow-x-auto focus-visible:outline-2 focus-visible:outline-emerald-600 sm:mx-0',
        className,
      )}
    >
      <table className={cn('w-full text-left text-sm', minWidth)}>
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={cn('px-3 py-2 font-semibold', column.className)}
                aria-sort={column.sortable && sort ? ariaSort(column.id, sort) : undefined}
              >
                {column.sortable && sort ? (
                  <button
                    type="button"
                    className="inline-flex items-center gap-1 rounded font-semibold uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-600"
                    onClick={() => sort.onSort(column.id)}
                  >
                    {column.header}
                    <SortIcon active={sort.column === column.id} direction={sort.direction} />
                  </button>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="align-top">
              {columns.map((column) => (
                <td key={column.id} className={cn('px-3 py-2.5', column.className, column.cellClassName)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
