import { ChevronDown } from '@/components/icons';
import { useId, useState } from 'react';
import { useNutrientDay } from '@/api/nutrients';
import { cn } from '@/lib/cn';
import { DayNutrientsResult, useDayWarnings } from './day-nutrients-result';
import { NutrientBars } from './nutrient-bars';
import { UltraProcessedLine } from './ultra-processed-line';

interface DayNutrientsDisclosureProps {
  /** The local day, YYYY-MM-DD. */
  date: string;
  /** The day is today (its warnings speak of a day still going on). */
  today: boolean;
  /** The button's accessible name when "Nutrientes do dia" alone is ambiguous (a list of days). */
  label?: string;
  className?: string;
  panelClassName?: string;
  /** Also the share of ultra-processed foods under the bars. */
  withUltraProcessed?: boolean;
}

/**
 * A day's nutrients behind a "Nutrientes do dia" disclosure, with the app's bars: the day endpoint is
 * asked only when it is opened (a list of days would otherwise be a request per day).
 */
export function DayNutrientsDisclosure({
  date,
  today,
  label,
  className,
  panelClassName,
  withUltraProcessed = false,
}: DayNutrientsDisclosureProps) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  const day = useNutrientDay(date, { enabled: open });
  const warnings = useDayWarnings(day.data, today);
  return (
    <div className={className}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panel}
        aria-label={label}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-emerald-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
      >
        Nutrientes do dia
        <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden />
      </button>
      <div id={panel} hidden={!open} className={panelClassName}>
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
                {withUltraProcessed ? <UltraProcessedLine share={data.ultraProcessed} /> : null}
              </>
            )}
          </DayNutrientsResult>
        )}
      </div>
    </div>
  );
}
