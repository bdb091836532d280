import { dayWarnings } from '@prato/core/domain/nutrient-warnings';
import { ChevronDown } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useNutrientDay } from '@/api/nutrients';
import { NutrientBars } from '@/components/nutrients/nutrient-bars';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { localDate } from './format';

/**
 * A history day's nutrients behind a disclosure: the day endpoint is asked only when it is opened
 * (a month of days would otherwise be a month of requests).
 */
export function DayNutrients({ date, dayLabel, timeZone }: { date: string; dayLabel: string; timeZone: string }) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  const day = useNutrientDay(date, { enabled: open });
  const [now] = useState(() => new Date().toISOString());
  const today = localDate(now, timeZone) === date;
  const warnings = useMemo(
    () => (day.data ? dayWarnings(day.data.items, { today, mealCount: day.data.mealCount }) : []),
    [day.data, today],
  );
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panel}
        aria-label={`Nutrientes do dia ${dayLabel}`}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-emerald-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
      >
        Nutrientes do dia
        <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden />
      </button>
      <div id={panel} hidden={!open} className="rounded-xl border border-slate-200 bg-white p-3">
        {open &&
          (day.isPending ? (
            <div className="flex justify-center py-4">
              <Spinner label="Carregando nutrientes..." />
            </div>
          ) : day.isError ? (
            <div className="text-sm text-slate-600">
              <p>Não foi possível carregar os nutrientes deste dia.</p>
              <Button variant="outline" size="sm" className="mt-2" onClick={() => void day.refetch()}>
                Tentar novamente
              </Button>
            </div>
          ) : (
            <NutrientBars
              items={day.data.items}
              warnings={warnings}
              scope="day"
              citation={day.data.citation}
              headingLevel={3}
            />
          ))}
      </div>
    </div>
  );
}
