import { HYDRATION_MESSAGES, type HydrationIntake, type HydrationSettings } from '@prato/core/schemas/hydration';
import { Check, Clock, Droplet, GlassWater } from '@/components/icons';
import { useState } from 'react';
import { useInFlight } from '../hooks/use-in-flight';
import { toast } from '@/lib/toast';
import { PendingTag } from '@/components/offline/pending-badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { DialogClose } from '@/components/ui/dialog';
import { TargetDialog } from '@/components/ui/dialog-form';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { toastSubmitted } from '@/lib/submit-toast';
import { useDrinkNow } from '../api/drink-now';
import { useUpdateIntake, type IntakeAction } from '../api/update-intake';
import { formatVolume } from './format';

const SUCCESS: Record<IntakeAction, string> = {
  mark: HYDRATION_MESSAGES.registered,
  unmark: HYDRATION_MESSAGES.unmarked,
  snooze: 'Lembrete adiado em 15 minutos',
};
const FAILURE: Record<IntakeAction, string> = {
  mark: HYDRATION_MESSAGES.registerFailed,
  unmark: HYDRATION_MESSAGES.unmarkFailed,
  snooze: HYDRATION_MESSAGES.updateFailed,
};

/**
 * Hydration: today's reminders; tapping one asks for confirmation, then marks or unmarks it.
 * Each reminder is locked while its own request is in flight, so a double tap never sends twice.
 * "Bebi água agora" logs a glass outside the reminders: it is listed apart (OtherIntakes), never here.
 */
export function RemindersGrid({
  intakes,
  unit,
  pendingIds = new Set(),
}: {
  intakes: HydrationIntake[];
  unit: HydrationSettings['unit'];
  /** Reminders marked or unmarked offline and not yet sent: marked pending. */
  pendingIds?: ReadonlySet<string>;
}) {
  const update = useUpdateIntake();
  const drink = useDrinkNow();
  const inFlight = useInFlight();
  const [chosen, setChosen] = useState<HydrationIntake | null>(null);

  // Each write answers through its own promise: several can be on their way at once (one per reminder),
  // and React Query calls a `mutate` call's own callbacks only for the latest call.
  const run = (intake: HydrationIntake, action: IntakeAction) => {
    setChosen(null);
    inFlight.add(intake.id);
    void update
      .mutateAsync({ id: intake.id, action })
      .then(
        (result) => toastSubmitted(result, SUCCESS[action]),
        () => toast.error(FAILURE[action]),
      )
      .finally(() => inFlight.remove(intake.id));
  };

  const drinkNow = () =>
    void drink.mutateAsync({}).then(
      (result) => toastSubmitted(result, HYDRATION_MESSAGES.registered),
      () => toast.error(HYDRATION_MESSAGES.registerFailed),
    );

  return (
    <Card aria-labelledby="reminders-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle id="reminders-title">Lembretes de hoje</CardTitle>
          <CardDescription>Toque em um horário para marcar ou desmarcar a ingestão.</CardDescription>
        </div>
        <Button onClick={drinkNow} disabled={drink.isPending} aria-busy={drink.isPending}>
          {drink.isPending ? <Spinner className="size-4" /> : <GlassWater className="size-4" aria-hidden />}
          Bebi água agora
        </Button>
      </div>
      {intakes.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">Nenhum lembrete para hoje.</p>
      ) : (
        <ul className="mt-4 grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label="Lembretes">
          {intakes.map((intake) => {
            const locked = inFlight.has(intake.id);
            const queued = pendingIds.has(intake.id);
            return (
              <li key={intake.id}>
                <button
                  type="button"
                  onClick={() => setChosen(intake)}
                  disabled={locked}
                  aria-busy={locked}
                  aria-pressed={intake.completed}
                  aria-label={`${intake.scheduledTime}, ${formatVolume(intake.amountMl, unit)}, ${
                    intake.completed ? 'registrada' : 'pendente'
                  }${queued ? ', aguardando envio' : ''}`}
                  className={cn(
                    'flex min-h-16 w-full flex-col items-center justify-center gap-0.5 rounded-xl border px-2 py-2 text-sm transition-colors',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 disabled:opacity-60',
                    intake.completed
                      ? 'border-sky-700 bg-sky-700 text-white hover:bg-sky-800'
                      : 'border-slate-300 bg-white text-slate-800 hover:border-sky-400 hover:bg-sky-50',
                  )}
                >
                  <span className="flex items-center gap-1 font-semibold tabular-nums">
                    {locked ? (
                      <Spinner className="size-3.5" />
                    ) : intake.completed ? (
                      <Check className="size-3.5" aria-hidden />
                    ) : intake.snoozed ? (
                      <Clock className="size-3.5" aria-hidden />
                    ) : (
                      <Droplet className="size-3.5" aria-hidden />
                    )}
                    {intake.scheduledTime}
                  </span>
                  <span className={cn('text-xs', intake.completed ? 'text-sky-50' : 'text-slate-500')}>
                    {formatVolume(intake.amountMl, unit)}
                  </span>
                  {queued && <PendingTag />}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <TargetDialog
        target={chosen}
        onClose={() => setChosen(null)}
        title={({ completed }) => (completed ? 'Desmarcar ingestão?' : 'Registrar ingestão?')}
        description={({ completed, amountMl, scheduledTime }) =>
          completed
            ? `A ingestão de ${formatVolume(amountMl, unit)} das ${scheduledTime} voltará a ficar pendente.`
            : `Confirme que você bebeu ${formatVolume(amountMl, unit)} de água (lembrete das ${scheduledTime}).`
        }
      >
        {(intake) => (
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Cancelar</Button>
            </DialogClose>
            {intake.completed ? (
              <Button variant="danger" onClick={() => run(intake, 'unmark')}>
                Desmarcar
              </Button>
            ) : (
              <>
                <Button variant="secondary" onClick={() => run(intake, 'snooze')}>
                  Adiar 15 min
                </Button>
                <Button onClick={() => run(intake, 'mark')}>Registrar</Button>
              </>
            )}
          </div>
        )}
      </TargetDialog>
    </Card>
  );
}
