import { CircleAlert } from '@/components/icons';
import { Button } from './ui/button';

interface ErrorStateProps {
  title?: string;
  message?: string;
  onRetry?: () => void;
  /**
   * 1 when the failure is the whole page; 2 inside a page that keeps its own h1 (a page has one h1,
   * and the outline reads "Hidratação › Algo deu errado").
   */
  headingLevel?: 1 | 2;
}

export function ErrorState({
  title = 'Algo deu errado',
  message = 'Não foi possível carregar esta página. Verifique sua conexão e tente novamente.',
  onRetry,
  headingLevel = 1,
}: ErrorStateProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="flex min-h-[60dvh] items-center justify-center p-6">
      <div role="alert" className="max-w-sm text-center">
        <CircleAlert className="mx-auto size-12 text-red-500" aria-hidden />
        <Heading className="mt-4 text-xl font-semibold text-slate-900">{title}</Heading>
        <p className="mt-2 text-sm text-slate-600">{message}</p>
        <Button className="mt-6" onClick={onRetry ?? (() => window.location.reload())}>
          Tentar novamente
        </Button>
      </div>
    </div>
  );
}
