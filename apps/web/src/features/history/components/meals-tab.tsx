import { defaultSlotLabel } from '@prato/core/domain/diary-slots';
import { portionLine } from '@prato/core/data/food-source';
import type { Meal } from '@prato/core/schemas/meals';
import type { TargetPerson } from '@prato/core/domain/nutrient-targets';
import { MealNutrients } from '@/components/nutrients/meal-nutrients';
import { PackagedBadges } from '@/components/barcode/packaged-badges';
import { useMealHistory } from '../api/get-meal-history';
import { DayNutrients } from './day-nutrients';
import { localDateIn } from '@/lib/local-day';
import { formatGrams, formatKcal } from '@prato/core/domain/format-number';
import { formatDateTime } from '@/lib/format-date';
import { formatDay, formatTime } from './format';
import { RepeatMealButton } from './repeat-meal-button';
import { DeleteButton, EmptyList, LoadMore, TabQueryState, type TabProps } from './list-parts';

/**
 * History, Refeições: the meals of the period grouped by local day, with each day's totals and
 * nutrients, and each meal's nutrients against the person's targets.
 */
export function MealsTab({
  period,
  timeZone,
  person,
  onDelete,
}: TabProps & {
  /** Whose targets the meals' nutrients are compared with (null: amounts without targets). */
  person: TargetPerson | null;
}) {
  const history = useMealHistory(period);
  if (!history.isSuccess) return <TabQueryState query={history} />;

  const meals = history.data.pages.flatMap((page) => page.meals);
  const totals = new Map((history.data.pages[0]?.days ?? []).map((day) => [day.date, day]));
  if (meals.length === 0) return <EmptyList>Nenhuma refeição registrada neste período.</EmptyList>;

  const byDay = new Map<string, Meal[]>();
  for (const meal of meals) {
    const date = localDateIn(new Date(meal.consumedAt), timeZone);
    byDay.set(date, [...(byDay.get(date) ?? []), meal]);
  }

  return (
    <div className="space-y-6">
      {[...byDay].map(([date, dayMeals]) => {
        const total = totals.get(date);
        return (
          <section key={date} aria-labelledby={`day-${date}`}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 border-b border-slate-200 pb-2">
              <h2 id={`day-${date}`} className="font-semibold text-slate-900">
                {formatDay(date)}
              </h2>
              {total && (
                <p className="text-sm text-slate-600" data-testid={`day-total-${date}`}>
                  <span className="font-semibold text-emerald-700">{formatKcal(total.calories)}</span> · P{' '}
                  {formatGrams(total.protein)} · C {formatGrams(total.carbs)} · G {formatGrams(total.fat)}
                </p>
              )}
            </div>
            <DayNutrients date={date} dayLabel={formatDay(date)} timeZone={timeZone} />
            <ul className="mt-3 space-y-3">
              {dayMeals.map((meal) => {
                // The diary slot's name ("Ceia", "Lanche da manhã"), not only the planner's meal type.
                const slotLabel = defaultSlotLabel(meal.slot ?? meal.mealType);
                const label = `${slotLabel} de ${formatDateTime(meal.consumedAt, timeZone)}`;
                return (
                  <li
                    key={meal.id}
                    className="flex flex-wrap gap-3 rounded-xl border border-slate-200 bg-white p-3"
                    data-testid="history-meal"
                  >
                    <div className="min-w-0 flex-1">
                      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
                        <span className="font-semibold text-slate-900">{slotLabel}</span>
                        <span className="text-sm font-medium text-emerald-700">{formatKcal(meal.totalCalories)}</span>
                      </div>
                      <p className="text-xs text-slate-500">
                        {formatTime(meal.consumedAt, timeZone)} · P {formatGrams(meal.totalProtein)} · C{' '}
                        {formatGrams(meal.totalCarbs)} · G {formatGrams(meal.totalFat)}
                      </p>
                      <p className="mt-1 text-sm text-slate-700">
                        {/* Each food with its source (issue 30). */}
                        {meal.portions.map((p) => portionLine(p)).join(', ')}
                      </p>
                      {/* A packaged food's ANVISA magnifier and NOVA 4 mark (issue 35). */}
                      {meal.portions.map((p, index) =>
                        p.packaged ? (
                          <div key={`${p.foodName}-${index}`} className="mt-1.5">
                            <p className="text-xs text-slate-600">{p.foodName}</p>
                            <PackagedBadges packaged={p.packaged} />
                          </div>
                        ) : null,
                      )}
                    </div>
                    <RepeatMealButton mealId={meal.id} label={label} timeZone={timeZone} />
                    <DeleteButton
                      label={`Excluir refeição ${label}`}
                      onClick={() => onDelete({ kind: 'meal', id: meal.id, subject: `a refeição ${label}` })}
                    />
                    {/* Its own row, the card's full width: the bars are cramped beside the delete button. */}
                    <div className="-mt-3 basis-full">
                      <MealNutrients portions={meal.portions} person={person} label={label} />
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
      <LoadMore query={history} />
    </div>
  );
}
