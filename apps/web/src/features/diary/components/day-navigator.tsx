import { ChevronLeft, ChevronRight } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { addDays, dayTitle, formatLongDay } from '../lib/dates';
import { DayField } from './when-fields';

/**
 * The day shown: previous and next day, and a date picker. Future days cannot be chosen (the API
 * refuses them too); any past day can.
 */
export function DayNavigator({
  date,
  today,
  onChange,
}: {
  date: string;
  today: string;
  onChange: (date: string) => void;
}) {
  const previous = addDays(date, -1);
  const next = addDays(date, 1);
  const title = dayTitle(date, today);
  const long = formatLongDay(date, today);
  return (
    <nav aria-label="Escolher o dia do diário" className="space-y-3">
      <div className="flex items-center gap-2">
        <Button variant="outline" size="icon" aria-label="Dia anterior" onClick={() => onChange(previous)}>
          <ChevronLeft className="size-5" aria-hidden />
        </Button>
        <div className="min-w-0 flex-1 text-center">
          <h2 className="text-lg font-semibold text-slate-900" id="diary-day-title" aria-live="polite">
            {title}
          </h2>
          {title !== long ? <p className="text-sm text-slate-600 first-letter:uppercase">{long}</p> : null}
        </div>
        <Button
          variant="outline"
          size="icon"
          aria-label="Próximo dia"
          onClick={() => onChange(next)}
          disabled={next > today}
        >
          <ChevronRight className="size-5" aria-hidden />
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <DayField
          label="Ir para o dia"
          className="min-w-0 flex-1 sm:max-w-60"
          today={today}
          value={date}
          onValueChange={onChange}
        />
        {date !== today ? (
          <Button variant="secondary" onClick={() => onChange(today)}>
            Voltar para hoje
          </Button>
        ) : null}
      </div>
    </nav>
  );
}
