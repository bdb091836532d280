import { zodResolver } from '@hookform/resolvers/zod';
import { bmiCategoryLabel } from '@prato/core/domain/bmi';
import { HEALTH_MESSAGES } from '@prato/core/schemas/health-form';
import {
  CreateWeightEntrySchema,
  WEIGHT_ENTRY_MESSAGES,
  WEIGHT_MESSAGES,
  type WeightEntry,
} from '@prato/core/schemas/weight';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NumberField } from '@/components/ui/number-field';
import { useProfileTimeZone } from '@/api/profile';
import { useLocalToday } from '@/hooks/use-local-today';
import { localDateIn } from '@/lib/local-day';
import { hasAtMostDecimals } from '@/lib/number';
import type { QueueItem } from '@/lib/offline-queue';
import { useCreateWeight } from '../api/create-weight';
import { useDeleteWeight } from '../api/delete-weight';
import { useWeights } from '../api/get-weights';
import { DeleteButton } from '@/components/ui/dialog-form';
import { PendingBadge } from '@/components/offline/pending-badge';
import { formatDate } from '@/lib/format-date';
import { toastSubmitted } from '@/lib/submit-toast';
import { formatBmi, formatWeight } from '@prato/core/domain/format-number';
import { measuredAtFor } from './format';
import { LogRow, RecentLog } from './recent-log';

/** The form's rules; the date is a day of the person's zone, as "today" everywhere in the app. */
const weightLogFormSchema = (timeZone: string) =>
  z.object({
    // Scales show one decimal, and so do the body-data form and the list ("68,5 kg"): a second
    // decimal would be stored but shown rounded.
    weight: CreateWeightEntrySchema.shape.weight.refine((kg) => hasAtMostDecimals(kg, 1), HEALTH_MESSAGES.weightStep),
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, WEIGHT_MESSAGES.date)
      // Read when the form is sent: a screen left open overnight still accepts the new day.
      .refine((date) => date <= localDateIn(new Date(), timeZone), WEIGHT_MESSAGES.futureDate),
  });
type WeightLogForm = z.infer<ReturnType<typeof weightLogFormSchema>>;

/** Health weight log: new weight + date; the server stores the BMI and its category. */
export function WeightLog() {
  const weights = useWeights();
  const create = useCreateWeight();
  const timeZone = useProfileTimeZone();
  const today = useLocalToday(timeZone);
  const schema = useMemo(() => weightLogFormSchema(timeZone), [timeZone]);
  const form = useForm<WeightLogForm>({
    resolver: zodResolver(schema),
    defaultValues: { date: today },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ weight, date }) => {
    create.mutate(
      { weight, measuredAt: measuredAtFor(date, timeZone) },
      {
        onSuccess: (result) => {
          form.reset({ date: localDateIn(new Date(), timeZone) });
          toastSubmitted(result, WEIGHT_MESSAGES.saved);
        },
        onError: () => toast.error(WEIGHT_MESSAGES.saveFailed),
      },
    );
  });

  return (
    <Card aria-labelledby="weight-log-title">
      <CardTitle id="weight-log-title">Registro de peso</CardTitle>
      <CardDescription>Acompanhe a evolução do seu peso e do IMC.</CardDescription>
      {/* Columns follow the card's width, not the screen's: the date shows "dd/mm/aaaa" and its
          calendar button whole on a 360 px phone and in the narrow column of a desktop. */}
      <div className="@container mt-4">
        <form
          onSubmit={onSubmit}
          noValidate
          className="grid grid-cols-1 gap-4 @xs:grid-cols-2 @lg:grid-cols-[1fr_1fr_auto] @lg:items-end"
        >
          <Field label="Novo peso (kg)" error={errors.weight?.message}>
            {(control) => <NumberField {...control} control={form.control} name="weight" placeholder="Ex.: 68,5" />}
          </Field>
          <Field label="Data" error={errors.date?.message}>
            {(control) => <Input {...control} {...form.register('date')} type="date" max={today} />}
          </Field>
          <Button
            type="submit"
            className="@xs:col-span-2 @lg:col-span-1"
            disabled={create.isPending}
            aria-busy={create.isPending}
          >
            {create.isPending ? 'Registrando...' : 'Registrar peso'}
          </Button>
        </form>
      </div>

      <RecentLog
        type="weight"
        entries={weights}
        heading="Últimos registros"
        labels={{
          pendingList: 'Registros de peso pendentes',
          list: 'Registros de peso',
          loading: 'Carregando registros de peso...',
          loadFailed: 'Não foi possível carregar os registros de peso.',
          empty: 'Nenhum peso registrado ainda.',
        }}
        PendingRow={PendingWeightRow}
        Row={WeightRow}
      />
    </Card>
  );
}

function PendingWeightRow({ item }: { item: QueueItem }) {
  const timeZone = useProfileTimeZone();
  const { weight, measuredAt } = item.data;
  return (
    <LogRow
      title={
        <>
          {typeof weight === 'number' ? formatWeight(weight) : '—'}
          <span className="ml-2 text-sm font-normal text-slate-600">
            {formatDate(typeof measuredAt === 'string' ? measuredAt : new Date(item.timestamp).toISOString(), timeZone)}
          </span>
        </>
      }
      details="IMC calculado quando o registro for enviado"
      action={<PendingBadge />}
    />
  );
}

function WeightRow({ entry }: { entry: WeightEntry }) {
  const remove = useDeleteWeight();
  const timeZone = useProfileTimeZone();
  const label = bmiCategoryLabel(entry.bmiCategory);
  const summary = `${formatDate(entry.measuredAt, timeZone)}: ${formatWeight(entry.weight)}`;
  return (
    <LogRow
      title={
        <>
          {formatWeight(entry.weight)}
          <span className="ml-2 text-sm font-normal text-slate-600">{formatDate(entry.measuredAt, timeZone)}</span>
        </>
      }
      details={
        entry.bmi === null
          ? 'IMC indisponível (sem altura)'
          : `IMC ${formatBmi(entry.bmi)}${label ? ` · ${label}` : ''}`
      }
      action={
        <DeleteButton
          label={`Excluir registro de ${summary}`}
          title="Excluir registro de peso?"
          description={`O registro de ${summary} será excluído. Esta ação não pode ser desfeita.`}
          remove={remove}
          id={entry.id}
          messages={WEIGHT_ENTRY_MESSAGES}
        />
      }
    />
  );
}
