import { zodResolver } from '@hookform/resolvers/zod';
import { bmiCategoryLabel } from '@prato/core/domain/bmi';
import { OFFLINE_MESSAGES } from '@prato/core/domain/offline-queue';
import {
  CreateWeightEntrySchema,
  WEIGHT_ENTRY_MESSAGES,
  WEIGHT_MESSAGES,
  type WeightEntry,
} from '@prato/core/schemas/weight';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { usePendingItems } from '@/hooks/use-offline-queue';
import type { QueueItem } from '@/lib/offline-queue';
import { useCreateWeight } from '../api/create-weight';
import { useDeleteWeight } from '../api/delete-weight';
import { useWeights } from '../api/get-weights';
import { ConfirmDialog } from './confirm-dialog';
import { PendingBadge } from '@/components/offline/pending-badge';
import { formatBmi, formatDate, formatWeight, measuredAtFor, todayInputValue } from './format';

const WeightLogFormSchema = z.object({
  weight: CreateWeightEntrySchema.shape.weight,
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Informe a data.'),
});
type WeightLogForm = z.infer<typeof WeightLogFormSchema>;

/** Spec §2 Health weight log: new weight + date; the server stores the BMI and its category. */
export function WeightLog() {
  const weights = useWeights();
  // Entries logged offline, shown at once, until the server has them (then they are in `weights`).
  const queued = usePendingItems('weight').filter((item) => !weights.data?.some((entry) => entry.id === item.id));
  const create = useCreateWeight();
  const form = useForm<WeightLogForm>({
    resolver: zodResolver(WeightLogFormSchema),
    defaultValues: { date: todayInputValue() },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ weight, date }) => {
    create.mutate(
      { weight, measuredAt: measuredAtFor(date) },
      {
        onSuccess: (result) => {
          form.reset({ date: todayInputValue() });
          if (result.status === 'queued') toast.info(OFFLINE_MESSAGES.queued);
          else toast.success(WEIGHT_MESSAGES.saved);
        },
        onError: () => toast.error(WEIGHT_MESSAGES.saveFailed),
      },
    );
  });

  return (
    <Card aria-labelledby="weight-log-title">
      <CardTitle id="weight-log-title">Registro de peso</CardTitle>
      <CardDescription>Acompanhe a evolução do seu peso e do IMC.</CardDescription>
      <form
        onSubmit={onSubmit}
        noValidate
        className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <Field label="Novo peso (kg)" error={errors.weight?.message}>
          {(control) => (
            <Input
              {...control}
              {...form.register('weight', { valueAsNumber: true })}
              type="number"
              inputMode="decimal"
              min={20}
              max={300}
              step={0.1}
            />
          )}
        </Field>
        <Field label="Data" error={errors.date?.message}>
          {(control) => <Input {...control} {...form.register('date')} type="date" max={todayInputValue()} />}
        </Field>
        <Button
          type="submit"
          className="col-span-2 sm:col-span-1"
          disabled={create.isPending}
          aria-busy={create.isPending}
        >
          {create.isPending ? 'Registrando...' : 'Registrar peso'}
        </Button>
      </form>

      <h3 className="mt-6 text-sm font-semibold text-slate-700">Últimos registros</h3>
      {queued.length > 0 && (
        <ul className="mt-2 divide-y divide-slate-100" aria-label="Registros de peso pendentes">
          {queued.map((item) => (
            <PendingWeightRow key={item.id} item={item} />
          ))}
        </ul>
      )}
      {weights.isPending ? (
        <div className="mt-3">
          <Spinner className="size-6" label="Carregando registros de peso..." />
        </div>
      ) : weights.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          Não foi possível carregar os registros de peso.{' '}
          <button type="button" className="font-semibold underline" onClick={() => void weights.refetch()}>
            Tentar novamente
          </button>
        </p>
      ) : weights.data.length === 0 ? (
        queued.length === 0 && <p className="mt-2 text-sm text-slate-600">Nenhum peso registrado ainda.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100" aria-label="Registros de peso">
          {weights.data.map((entry) => (
            <WeightRow key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function PendingWeightRow({ item }: { item: QueueItem }) {
  const { weight, measuredAt } = item.data;
  return (
    <li className="flex items-center gap-3 py-2.5">
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900">
          {typeof weight === 'number' ? formatWeight(weight) : '—'}
          <span className="ml-2 text-sm font-normal text-slate-600">
            {formatDate(typeof measuredAt === 'string' ? measuredAt : new Date(item.timestamp).toISOString())}
          </span>
        </p>
        <p className="text-sm text-slate-600">IMC calculado quando o registro for enviado</p>
      </div>
      <PendingBadge />
    </li>
  );
}

function WeightRow({ entry }: { entry: WeightEntry }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteWeight();
  const label = bmiCategoryLabel(entry.bmiCategory);
  const summary = `${formatDate(entry.measuredAt)}: ${formatWeight(entry.weight)}`;
  return (
    <li className="flex items-center gap-3 py-2.5">
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900">
          {formatWeight(entry.weight)}
          <span className="ml-2 text-sm font-normal text-slate-600">{formatDate(entry.measuredAt)}</span>
        </p>
        <p className="text-sm text-slate-600">
          {entry.bmi === null
            ? 'IMC indisponível (sem altura)'
            : `IMC ${formatBmi(entry.bmi)}${label ? ` · ${label}` : ''}`}
        </p>
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Excluir registro de ${summary}`}
        onClick={() => setConfirming(true)}
      >
        <Trash2 className="size-4" aria-hidden />
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Excluir registro de peso?"
        description={`O registro de ${summary} será excluído. Esta ação não pode ser desfeita.`}
        confirmLabel="Excluir"
        pendingLabel="Excluindo..."
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(entry.id, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(WEIGHT_ENTRY_MESSAGES.deleted);
            },
            onError: () => toast.error(WEIGHT_ENTRY_MESSAGES.deleteFailed),
          })
        }
      />
    </li>
  );
}
