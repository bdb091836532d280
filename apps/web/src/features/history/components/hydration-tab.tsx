import { formatVolume } from '@prato/core/domain/hydration';
import { countOf } from '@prato/core/domain/plural';
import type { HistoryPeriod } from '@prato/core/schemas/history';
import { Check } from '@/components/icons';
import { useState } from 'react';
import { useHydrationSettings } from '@/api/hydration-settings';
import { useHydrationHistory } from '../api/get-hydration-history';
import { formatDay, formatTime } from './format';
import { DeleteButton, EmptyList, HistoryRow, TabQueryState, type TabProps } from './list-parts';
import { PageNavigator } from './page-navigator';

const integer = new Intl.NumberFormat('pt-BR');

/**
 * History, Hidratação: the water drunk in the period (marked reminders and "Bebi água agora"), 50 per page
 * with the page navigator. Reminders not marked are today's schedule on /hydration, not history.
 */
export function HydrationTab({ period, timeZone, onDelete }: TabProps) {
  const [pageOf, setPageOf] = useState<{ period: HistoryPeriod; page: number }>({ period, page: 1 });
  // A new period starts again at page 1.
  const page = pageOf.period === period ? pageOf.page : 1;
  const history = useHydrationHistory(period, page);
  // The volumes in the unit the person chose on /hydration; in ml until (or unless) the settings are read.
  const unit = useHydrationSettings().data?.settings.unit ?? 'ml';
  if (!history.isSuccess) return <TabQueryState query={history} />;
  const { intakes, total, totalPages } = history.data;
  if (total === 0) {
    return (
      <EmptyList>
        Nenhuma ingestão de água registrada neste período. Marque os lembretes ou toque em “Bebi água agora” na tela de
        Hidratação, e cada copo aparece aqui.
      </EmptyList>
    );
  }
  return (
    <>
      <p className="mb-3 text-sm text-slate-600" aria-live="polite">
        {countOf(total, 'ingestão', 'ingestões')} · página {integer.format(page)} de {integer.format(totalPages)}
      </p>
      <ul className="space-y-2">
        {intakes.map((intake) => {
          const when = `${formatDay(intake.date)}, ${intake.scheduledTime}`;
          const volume = formatVolume(intake.amountMl, unit);
          return (
            <HistoryRow key={intake.id} testId="history-intake">
              <span className="flex size-9 items-center justify-center rounded-full bg-sky-100 text-sky-700">
                <Check className="size-4" aria-hidden />
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-slate-900">
                  {volume}{' '}
                  <span className="text-sm font-normal text-slate-600">
                    {`· registrada${intake.actualTime ? ` às ${formatTime(intake.actualTime, timeZone)}` : ''}`}
                  </span>
                </p>
                <p className="text-sm text-slate-600">{when}</p>
              </div>
              <DeleteButton
                label={`Excluir ingestão de ${volume} de ${when}`}
                onClick={() =>
                  onDelete({ kind: 'intake', id: intake.id, subject: `a ingestão de ${volume} de ${when}` })
                }
              />
            </HistoryRow>
          );
        })}
      </ul>
      <PageNavigator page={page} totalPages={totalPages} onPage={(next) => setPageOf({ period, page: next })} />
    </>
  );
}
