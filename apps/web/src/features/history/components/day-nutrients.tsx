import { DayNutrientsDisclosure } from '@/components/nutrients/day-nutrients-disclosure';
import { useLocalToday } from '@/hooks/use-local-today';

/** A history day's nutrients behind a disclosure, named by its day (the list has many). */
export function DayNutrients({ date, dayLabel, timeZone }: { date: string; dayLabel: string; timeZone: string }) {
  const today = useLocalToday(timeZone);
  return (
    <DayNutrientsDisclosure
      date={date}
      today={today === date}
      label={`Nutrientes do dia ${dayLabel}`}
      panelClassName="rounded-xl border border-slate-200 bg-white p-3"
      withUltraProcessed
    />
  );
}
