import { useState } from 'react';
import { DayNutrientsDisclosure } from '@/components/nutrients/day-nutrients-disclosure';
import { localDate } from './format';

/** A history day's nutrients behind a disclosure, named by its day (the list has many). */
export function DayNutrients({ date, dayLabel, timeZone }: { date: string; dayLabel: string; timeZone: string }) {
  const [now] = useState(() => new Date().toISOString());
  return (
    <DayNutrientsDisclosure
      date={date}
      today={localDate(now, timeZone) === date}
      label={`Nutrientes do dia ${dayLabel}`}
      panelClassName="rounded-xl border border-slate-200 bg-white p-3"
      withUltraProcessed
    />
  );
}
