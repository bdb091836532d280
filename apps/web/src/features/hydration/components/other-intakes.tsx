import { HISTORY_MESSAGES } from '@prato/core/schemas/history';
import { HYDRATION_MESSAGES, type HydrationIntake, type HydrationSettings } from '@prato/core/schemas/hydration';
import { GlassWater, Undo2 } from '@/components/icons';
import { useState } from 'react';
import { useInFlight } from '../hooks/use-in-flight';
import { toast } from '@/lib/toast';
import { PendingTag } from '@/components/offline/pending-badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { DialogActions, TargetDialog } from '@/components/ui/dialog-form';
import { Spinner } from '@/components/ui/spinner';
import { useDeleteIntake } from '../api/delete-intake';
import { formatVolume } from './format';

/**
 * The glasses drunk outside the reminders ("bebi água agora"), in the order they were drunk: they add
 * to the ml of the day, never to its reminders, so they are listed here and not as reminder tiles.
 * One logged by mistake is undone (deleted) after a confirmation; it is locked while that is sent.
 */
export function OtherIntakes({
  intakes,
  unit,
  queuedIds = new Set(),
}: {
  intakes: HydrationIntake[];
  unit: HydrationSettings['unit'];
  /** Logged offline and not sent yet: nothing to delete on the server, so not undoable here. */
  queuedIds?: ReadonlySet<string>;
}) {
  const remove = useDeleteIntake();
  const inFlight = useInFlight();
  const [chosen, setChosen] = useState<HydrationIntake | null>(null);
  if (intakes.length === 0) return null;

  const undo = (intake: HydrationIntake) => {
    setChosen(null);
    inFlight.add(intake.id);
    // Its own promise: React Query calls a `mutate` call's callbacks only for the latest of several.
    void remove
      .mutateAsync(intake.id)
      .then(
        () => toast.success(HYDRATION_MESSAGES.removed),
        () => toast.error(HISTORY_MESSAGES.hydrationDeleteFailed),
      )
      .finally(() => inFlight.remove(intake.id));
  };

  return (
    <Card aria-labelledby="other-intakes-title">
      <CardTitle id="other-intakes-title">Outras ingestões de hoje</CardTitle>
      <CardDescription>Água bebida fora dos lembretes: conta no consumo do dia, não nos lembretes.</CardDescription>
      <ul className="mt-4 divide-y divide-slate-100" aria-label="Outras ingestões">
        {intakes.map((intake) => {
          const volume = formatVolume(intake.amountMl, unit);
          const queued = queuedIds.has(intake.id);
          const locked = inFlight.has(intake.id);
          return (
            <li key={intake.id} className="flex items-center gap-3 py-2">
              <GlassWater className="size-4 shrink-0 text-sky-700" aria-hidden />
              <span className="font-semibold text-slate-900 tabular-nums">{intake.scheduledTime}</span>
              <span className="whitespace-nowrap text-sm text-slate-600 tabular-nums">{volume}</span>
              {queued && <PendingTag />}
              <Button
                variant="ghost"
                size="sm"
                className="ml-auto"
                onClick={() => setChosen(intake)}
                disabled={queued || locked}
                aria-busy={locked}
                aria-label={`Desfazer a ingestão das ${intake.scheduledTime}, ${volume}`}
              >
                {locked ? <Spinner className="size-4" /> : <Undo2 className="size-4" aria-hidden />}
                Desfazer
              </Button>
            </li>
          );
        })}
      </ul>
      <TargetDialog
        target={chosen}
        onClose={() => setChosen(null)}
        title={() => 'Desfazer ingestão?'}
        description={(intake) =>
          `A ingestão de ${formatVolume(intake.amountMl, unit)} das ${intake.scheduledTime} será excluída do dia.`
        }
      >
        {(intake) => (
          <DialogActions type="button" variant="danger" pending={false} label="Excluir" onClick={() => undo(intake)} />
        )}
      </TargetDialog>
    </Card>
  );
}
