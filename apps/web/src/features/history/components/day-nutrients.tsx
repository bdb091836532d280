import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useNutrientDay } from '@/api/nutrients';
import { DayNutrientsResult, useDayWarnings } from '@/components/nutrients/day-nutrients-result';
import { NutrientBars } from '@/components/nutrients/nutrient-bars';
import { UltraProcessedLine } from '@/components/nutrients/ultra-processed-line';
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
  const warnings = useDayWarnings(day.data, today);
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
        {open && (
          <DayNutrientsResult day={day} errorMessage="Não foi possível carregar os nutrientes deste dia.">
            {(data) => (
              <>
                <NutrientBars
                  items={data.items}
                  warnings={warnings}
                  scope="day"
                  citation={data.citation}
                  headingLevel={3}
                />
                <UltraProcessedLine share={data.ultraProcessed} />
              </>
            )}
          </DayNutrientsResult>
        )}
      </div>
    </div>
  );
}
