import { pageNumbers } from '@prato/core/domain/hydration';
import { ChevronLeft, ChevronRight } from '@/components/icons';
import { cn } from '@/lib/cn';

/** Every page up to 7; otherwise first, last and a window of 2 around the current, with ellipses. */
export function PageNavigator({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  const button =
    'flex h-11 min-w-11 items-center justify-center rounded-lg px-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 disabled:opacity-40';
  return (
    <nav aria-label="Páginas" className="mt-4 flex flex-wrap items-center justify-center gap-1">
      <button
        type="button"
        className={cn(button, 'hover:bg-slate-100')}
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
        aria-label="Página anterior"
      >
        <ChevronLeft className="size-4" aria-hidden />
      </button>
      {pageNumbers(page, totalPages).map((entry, index) =>
        entry === 'ellipsis' ? (
          <span key={`ellipsis-${index}`} className="px-1 text-slate-500" aria-hidden>
            …
          </span>
        ) : (
          <button
            key={entry}
            type="button"
            className={cn(button, entry === page ? 'bg-emerald-700 text-white' : 'text-slate-700 hover:bg-slate-100')}
            onClick={() => onPage(entry)}
            aria-current={entry === page ? 'page' : undefined}
            aria-label={`Página ${entry}`}
          >
            {entry}
          </button>
        ),
      )}
      <button
        type="button"
        className={cn(button, 'hover:bg-slate-100')}
        onClick={() => onPage(page + 1)}
        disabled={page >= totalPages}
        aria-label="Próxima página"
      >
        <ChevronRight className="size-4" aria-hidden />
      </button>
    </nav>
  );
}
