import { HISTORY_MESSAGES } from '@prato/core/schemas/history';
import { CircleAlert } from '@/components/icons';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';

/** History: the load-failure screen with 'Tentar Novamente' and 'Voltar ao Início' (to /app). */
export function HistoryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto max-w-md py-12 text-center">
      <CircleAlert className="mx-auto size-12 text-red-500" aria-hidden />
      <h2 className="mt-4 text-xl font-semibold text-slate-900">{HISTORY_MESSAGES.loadError}</h2>
      <p className="mt-2 text-sm text-slate-600">{errorMessage(error)}</p>
      <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
        <Button onClick={onRetry}>{HISTORY_MESSAGES.retry}</Button>
        <Button asChild variant="outline">
          <Link to={paths.app.getHref()}>{HISTORY_MESSAGES.backHome}</Link>
        </Button>
      </div>
    </div>
  );
}
