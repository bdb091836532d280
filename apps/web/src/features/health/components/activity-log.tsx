import { zodResolver } from '@hookform/resolvers/zod';
import { ACTIVITIES_CITATION, findActivityByName } from '@prato/core/data/activities';
import { caloriesBurned } from '@prato/core/domain/activity';
import { ACTIVITY_MESSAGES, CreateActivitySchema, type ActivityEntry } from '@prato/core/schemas/activity';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useProfileTimeZone } from '@/api/profile';
import { toast } from '@/lib/toast';
import { SubmitButton } from '@/components/ui/submit-button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NumberField } from '@/components/ui/number-field';
import { PendingBadge } from '@/components/offline/pending-badge';
import type { QueueItem } from '@/lib/offline-queue';
import { useCreateActivity } from '../api/create-activity';
import { useDeleteActivity } from '../api/delete-activity';
import { useActivities } from '../api/get-activities';
import { ActivityCombobox } from './activity-combobox';
import { DeleteButton } from '@/components/ui/dialog-form';
import { toastSubmitted } from '@/lib/submit-toast';
import { formatKcal } from '@prato/core/domain/format-number';
import { formatDayTime } from '@/lib/format-date';
import { LogRow, RecentLog } from './recent-log';

const ActivityLogFormSchema = CreateActivitySchema.pick({ activityType: true, durationMinutes: true });
type ActivityLogForm = { activityType: string; durationMinutes: number };

/** MET × current weight × hours for a listed activity; null while it cannot be computed. */
function estimate(activityType: string, minutes: unknown, weight: number | null): number | null {
  const activity = findActivityByName(activityType);
  // `minutes` is the field's text while what was typed is not a number.
  if (!activity || !weight || typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes < 1) return null;
  const burned = caloriesBurned(activity.met, weight, minutes);
  return burned >= 1 ? burned : null;
}

/** Health activity log: type with suggestions, duration, read-only calories burned. */
export function ActivityLog({ weight }: { weight: number | null }) {
  const activities = useActivities();
  const create = useCreateActivity();
  const form = useForm<ActivityLogForm>({
    resolver: zodResolver(ActivityLogFormSchema),
    defaultValues: { activityType: '' },
  });
  const [activityType = '', minutes = Number.NaN] = useWatch({
    control: form.control,
    name: ['activityType', 'durationMinutes'],
  });
  const burned = estimate(activityType, minutes, weight);
  const known = findActivityByName(activityType);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    const calories = estimate(values.activityType, values.durationMinutes, weight);
    create.mutate(
      {
        activityType: known?.name ?? values.activityType,
        durationMinutes: values.durationMinutes,
        intensity: 'moderate',
        ...(calories === null ? {} : { caloriesBurned: calories }),
      },
      {
        onSuccess: (result) => {
          form.reset({ activityType: '' });
          toastSubmitted(result, ACTIVITY_MESSAGES.saved);
        },
        onError: () => toast.error(ACTIVITY_MESSAGES.saveFailed),
      },
    );
  });

  return (
    <Card aria-labelledby="activity-log-title">
      <CardTitle id="activity-log-title">Registro de atividades</CardTitle>
      <CardDescription>Digite ao menos 3 letras para ver sugestões.</CardDescription>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
        <Field label="Tipo de atividade" error={errors.activityType?.message}>
          {(control) => (
            <Controller
              control={form.control}
              name="activityType"
              render={({ field }) => (
                <ActivityCombobox
                  {...control}
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  placeholder="Ex.: Corrida, Natação, Yoga"
                />
              )}
            />
          )}
        </Field>
        <div className="grid grid-cols-2 gap-4">
          <Field label="Duração (minutos)" error={errors.durationMinutes?.message}>
            {(control) => <NumberField {...control} control={form.control} name="durationMinutes" integer />}
          </Field>
          <Field
            label="Calorias queimadas"
            hint={
              known
                ? `${known.category} · ${String(known.met).replace('.', ',')} MET`
                : 'Calculadas para atividades da lista.'
            }
          >
            {(control) => (
              <Input
                {...control}
                readOnly
                tabIndex={-1}
                value={burned === null ? '—' : formatKcal(burned)}
                className="bg-slate-50"
              />
            )}
          </Field>
        </div>
        <SubmitButton pending={create.isPending} pendingLabel="Registrando...">
          Registrar atividade
        </SubmitButton>
        <p className="text-xs text-slate-600">{ACTIVITIES_CITATION}. Calorias ≈ MET × peso (kg) × duração (h).</p>
      </form>

      <RecentLog
        type="activity"
        entries={activities}
        heading="Atividades recentes (últimos 30 dias)"
        labels={{
          pendingList: 'Atividades pendentes',
          list: 'Atividades registradas',
          loading: 'Carregando atividades...',
          loadFailed: 'Não foi possível carregar as atividades.',
          empty: 'Nenhuma atividade registrada nos últimos 30 dias.',
        }}
        PendingRow={PendingActivityRow}
        Row={ActivityRow}
      />
    </Card>
  );
}

function PendingActivityRow({ item }: { item: QueueItem }) {
  const timeZone = useProfileTimeZone();
  const { activityType, durationMinutes, caloriesBurned: burned, performedAt } = item.data;
  return (
    <LogRow
      title={String(activityType)}
      details={
        <>
          {formatDayTime(
            typeof performedAt === 'string' ? performedAt : new Date(item.timestamp).toISOString(),
            timeZone,
          )}{' '}
          · {String(durationMinutes)} min
          {typeof burned === 'number' ? ` · ${formatKcal(burned)}` : ''}
        </>
      }
      action={<PendingBadge />}
    />
  );
}

function ActivityRow({ entry: activity }: { entry: ActivityEntry }) {
  const timeZone = useProfileTimeZone();
  const remove = useDeleteActivity();
  const summary = `${activity.activityType} (${formatDayTime(activity.performedAt, timeZone)})`;
  return (
    <LogRow
      title={activity.activityType}
      details={
        <>
          {formatDayTime(activity.performedAt, timeZone)} · {activity.durationMinutes} min
          {activity.caloriesBurned === null ? '' : ` · ${formatKcal(activity.caloriesBurned)}`}
        </>
      }
      action={
        <DeleteButton
          label={`Excluir atividade ${summary}`}
          title="Excluir atividade?"
          description={`A atividade ${summary} será excluída. Esta ação não pode ser desfeita.`}
          remove={remove}
          id={activity.id}
          messages={ACTIVITY_MESSAGES}
        />
      }
    />
  );
}
