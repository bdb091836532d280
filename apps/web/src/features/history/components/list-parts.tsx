import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';

export function TabLoading() {
  return <LoadingState size="page" label="Carregando histórico..." />;
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

export function LoadMore({ hasMore, loading, onLoad }: { hasMore: boolean; loading: boolean; onLoad: () => void }) {
  if (!hasMore) return null;
  return (
    <div className="mt-4 flex justify-center">
      <Button variant="outline" onClick={onLoad} disabled={loading} aria-busy={loading}>
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
