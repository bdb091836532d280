import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A list that could not be read, said in red in its place, with "Tentar novamente" as a text button. */
export function LoadFailed({
  message,
  onRetry,
  className,
}: {
  message: ReactNode;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <p role="alert" className={cn('text-sm text-red-700', className)}>
      {message} {/* Inline in the sentence, yet 44 px tall like every touch target. */}
      <button type="button" className="inline-flex min-h-11 items-center font-semibold underline" onClick={onRetry}>
        Tentar novamente
      </button>
    </p>
  );
}
