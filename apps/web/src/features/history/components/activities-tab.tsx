import { useActivityHistory } from '../api/get-activity-history';
import { formatKcal } from '@prato/core/domain/format-number';
import { formatDateTime } from '@/lib/format-date';
import { DeleteButton, EmptyList, HistoryRow, LoadMore, TabQueryState, type TabProps } from './list-parts';

/** History, Atividades. */
export function ActivitiesTab({ period, timeZone, onDelete }: TabProps) {
  const history = useActivityHistory(period);
  if (!history.isSuccess) return <TabQueryState query={history} />;
  const activities = history.data.pages.flat();
  if (activities.length === 0) return <EmptyList>Nenhuma atividade registrada neste período.</EmptyList>;
  return (
    <>
      <ul className="space-y-3">
        {activities.map((activity) => {
          const when = formatDateTime(activity.performedAt, timeZone);
          return (
            <HistoryRow key={activity.id} testId="history-activity">
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words text-slate-900">{activity.activityType}</p>
                <p className="text-sm text-slate-600">
                  {when} · {activity.durationMinutes} min
                  {activity.caloriesBurned !== null && ` · ${formatKcal(activity.caloriesBurned)}`}
                </p>
              </div>
              <DeleteButton
                label={`Excluir atividade ${activity.activityType} de ${when}`}
                onClick={() =>
                  onDelete({
                    kind: 'activity',
                    id: activity.id,
                    subject: `a atividade ${activity.activityType} de ${when}`,
                  })
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
