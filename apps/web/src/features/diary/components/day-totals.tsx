import type { DiaryDay } from '@prato/core/schemas/diary';
import { useEffect, useRef, useState } from 'react';
import { DayNutrientsDisclosure } from '@/components/nutrients/day-nutrients-disclosure';
import { Card, CardTitle } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { formatGrams, formatKcal } from '@prato/core/domain/format-number';
import { DAY_MACROS, goalText, totalsAnnouncement } from '../lib/totals';

/**
 * What a screen reader is told when the totals change (after an add, edit or delete): the polite live
 * region is filled only on a change, not when the day first shows.
 */
function useTotalsAnnouncement(day: DiaryDay): string {
  const text = totalsAnnouncement(day.totals.calories, day.totals.macros, day.goals.calories);
  const first = useRef({ date: day.date, text });
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    if (first.current.date !== day.date) {
      first.current = { date: day.date, text };
      setAnnounced('');
      return;
    }
    if (text !== first.current.text) setAnnounced(text);
  }, [day.date, text]);
  return announced;
}

/** The day's energy and macros against the goals, and its nutrients. */
export function DayTotals({ day }: { day: DiaryDay }) {
  const { totals, goals } = day;
  const announced = useTotalsAnnouncement(day);
  const goal = goals.calories;
  const left = goalText(totals.calories, goal);
  return (
    <Card aria-labelledby="diary-totals-title">
      <CardTitle id="diary-totals-title">Total do dia</CardTitle>
      <p className="mt-2 flex flex-wrap items-baseline gap-x-2">
        <span className="text-3xl font-bold text-slate-900" data-testid="diary-day-calories">
          {formatKcal(totals.calories)}
        </span>
        {goal !== null && goal > 0 ? <span className="text-slate-600">de {formatKcal(goal)}</span> : null}
      </p>
      {goal !== null && goal > 0 ? (
        <>
          <ProgressBar
            className="mt-3"
            value={totals.calories}
            max={goal}
            label="Calorias do dia em relação à meta"
            barClassName={totals.calories > goal ? 'bg-amber-500' : undefined}
          />
          <p className="mt-2 text-sm text-slate-600">{left}</p>
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-600">Sua meta diária ainda não foi definida.</p>
      )}
      <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
        {DAY_MACROS.map(({ id, label }) => {
          const target = goals[id];
          return (
            <div key={id} className="rounded-xl bg-slate-50 px-2 py-3">
              <dt className="text-xs font-medium text-slate-700">{label}</dt>
              <dd className="mt-1 font-semibold whitespace-nowrap text-slate-900">
                {formatGrams(totals.macros[id])}
                {target !== null && target > 0 ? (
                  <span className="block text-xs font-normal text-slate-600">de {formatGrams(target)}</span>
                ) : null}
              </dd>
            </div>
          );
        })}
      </dl>
      <p aria-live="polite" className="sr-only">
        {announced}
      </p>
      <DayNutrientsDisclosure date={day.date} today={day.date === day.today} className="mt-3" />
    </Card>
  );
}
