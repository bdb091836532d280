import { bmiCategoryEmoji, bmiCategoryLabel } from '@prato/core/domain/bmi';
import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useWeightHistory } from '../api/get-weight-history';
import { formatBmi, formatWeight } from '@prato/core/domain/format-number';
import { formatDateTime } from '@/lib/format-date';
import { DeleteButton, EmptyList, HistoryRow, LoadMore, TabQueryState, type TabProps } from './list-parts';

// recharts loads only when the Peso tab shows a chart.
const WeightChart = lazy(() => import('./weight-chart'));

/** History, Peso: the trend on BMI bands and the entries. */
export function WeightsTab({
  period,
  timeZone,
  heightCm,
  onDelete,
}: TabProps & {
  heightCm: number | null;
}) {
  const history = useWeightHistory(period);
  if (!history.isSuccess) return <TabQueryState query={history} />;
  const entries = history.data.pages.flat();
  if (entries.length === 0) return <EmptyList>Nenhum peso registrado neste período.</EmptyList>;
  return (
    <>
      {entries.length >= 2 && (
        <figure className="mb-6 rounded-2xl border border-slate-200 bg-white p-4">
          <figcaption className="mb-2 text-sm font-semibold text-slate-900">
            Tendência do peso <span className="font-normal text-slate-600">(faixas de IMC pela sua altura)</span>
          </figcaption>
          <Suspense
            fallback={
              <div className="flex h-56 items-center justify-center">
                <Spinner label="Carregando gráfico..." />
              </div>
            }
          >
            <WeightChart entries={entries} heightCm={heightCm} />
          </Suspense>
        </figure>
      )}
      <ul className="space-y-3">
        {entries.map((entry) => {
          const when = formatDateTime(entry.measuredAt, timeZone);
          const label = bmiCategoryLabel(entry.bmiCategory);
          const emoji = bmiCategoryEmoji(entry.bmiCategory);
          return (
            <HistoryRow key={entry.id} testId="history-weight">
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-slate-900">{formatWeight(entry.weight)}</p>
                <p className="text-sm text-slate-600">
                  {when}
                  {entry.bmi !== null && ` · IMC ${formatBmi(entry.bmi)}`}
                  {label && ` · ${label}`} {emoji && <span aria-hidden>{emoji}</span>}
                </p>
              </div>
              <DeleteButton
                label={`Excluir peso ${formatWeight(entry.weight)} de ${when}`}
                onClick={() =>
                  onDelete({ kind: 'weight', id: entry.id, subject: `o peso ${formatWeight(entry.weight)} de ${when}` })
                }
              />
            </HistoryRow>
          );
        })}
      </ul>
      <LoadMore query={history} />
    </>
  );
}
