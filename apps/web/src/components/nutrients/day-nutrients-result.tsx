import { dayWarnings, type NutrientWarning } from '@prato/core/domain/nutrient-warnings';
import type { NutrientDay } from '@prato/core/schemas/nutrients';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, useMemo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

/** The warnings a dietitian would give on a day's items (none until they have loaded). */
export function useDayWarnings(day: NutrientDay | undefined, today: boolean): NutrientWarning[] {
  return useMemo(() => (day ? dayWarnings(day.items, { today, mealCount: day.mealCount }) : []), [day, today]);
}

/**
 * A day's nutrients as every screen shows its loading: a spinner, then the content, or the pt-BR error
 * with a retry. The content is the caller's (a card on /home, a disclosure in the history).
 */
export function DayNutrientsResult({
  day,
  errorMessage,
  className,
  children,
}: {
  day: UseQueryResult<NutrientDay>;
  errorMessage: string;
  className?: string;
  children: (data: NutrientDay) => ReactNode;
}) {
  // Each state has its own key: Preact would otherwise reuse the spinner's box for the content's first
  // box of the same tag, and that box moving down under the description counts as a layout shift.
  if (day.isPending) {
    return (
      <div key="pending" className={cn('flex justify-center py-4', className)}>
        <Spinner label="Carregando nutrientes..." />
      </div>
    );
  }
  if (day.isError) {
    return (
      <div key="error" className={cn('text-sm text-slate-600', className)}>
        <p>{errorMessage}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void day.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  return <Fragment key="data">{children(day.data)}</Fragment>;
}
