import { RECIPE_MESSAGES, type Recipe } from '@prato/core/schemas/recipes';
import { BookOpenCheck } from '@/components/icons';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { localDateIn } from '@/lib/local-day';
import { toast } from '@/lib/toast';
import { useProfileTimeZone } from '@/api/profile';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { LoadingState } from '@/components/ui/spinner';
import { Select } from '@/components/ui/select';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useDiarySlots } from '@/api/diary';
import { useLogServing } from '../api/log-serving';
import { formatGrams } from '@prato/core/domain/format-number';
import { compositionKnown } from '@prato/core/domain/nutrients';
import { formatKcalOrUnknown } from '../lib/format';

/** The slot a meal eaten now most likely belongs to, by the hour of the person's own day. */
function slotForNow(slots: readonly { slot: string }[], timeZone: string): string | undefined {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone }).format(new Date()),
  );
  const guess = hour < 10 ? 'breakfast' : hour < 15 ? 'lunch' : hour < 18 ? 'snack' : hour < 21 ? 'dinner' : 'supper';
  return (slots.find((slot) => slot.slot === guess) ?? slots[0])?.slot;
}

/** "Registrar uma porção" (issue 34): one serving of the recipe into today's diary, in the slot picked. */
export function LogServingButton({ recipe }: { recipe: Recipe }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  const [clientId, setClientId] = useState(() => crypto.randomUUID());
  const slots = useDiarySlots({ enabled: open });
  const timeZone = useProfileTimeZone();
  const log = useLogServing();
  const visible = (slots.data?.slots ?? []).filter((slot) => !slot.hidden);
  const slot = picked ?? slotForNow(visible, timeZone);
  // Today in the person's time zone, as the diary counts days.
  const date = localDateIn(new Date(), timeZone);

  const submit = () => {
    if (!slot) return;
    log.mutate(
      { id: clientId, date, slot, food: recipe.foodId, measure: RECIPE_MESSAGES.serving, quantity: 1 },
      {
        onSuccess: () => {
          setOpen(false);
          setClientId(crypto.randomUUID());
          const label = visible.find((choice) => choice.slot === slot)?.label ?? slot;
          // The toaster lives outside the router: its action navigates instead of rendering a Link.
          toast.success(`1 porção registrada no diário: ${label}.`, {
            action: { label: 'Abrir o diário', onClick: () => void navigate(paths.diary.getHref()) },
          });
        },
      },
    );
  };

  // The diary counts a food only with its energy and macronutrients known (an ingredient deleted since
  // leaves them unknown): the button says why it cannot, instead of a refusal after the click.
  const loggable = compositionKnown(recipe.perServing.nutrients);
  const whyNot = useId();

  return (
    <>
      <Button onClick={() => setOpen(true)} disabled={!loggable} {...(loggable ? {} : { 'aria-describedby': whyNot })}>
        <BookOpenCheck className="size-4" aria-hidden />
        Registrar uma porção
      </Button>
      {loggable ? null : (
        <p id={whyNot} className="basis-full text-sm text-slate-600">
          {RECIPE_MESSAGES.notLoggable}
        </p>
      )}
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          // A refused try is not shown again on the next opening; one still being sent keeps its outcome.
          if (!next && !log.isPending) log.reset();
        }}
      >
        <DialogContent
          title="Registrar uma porção"
          description={`1 porção de “${recipe.name}” (${recipe.needsCookedGrams ? '' : `${formatGrams(recipe.perServing.grams)}, `}${formatKcalOrUnknown(recipe.perServing.nutrients.energy)}) no diário de hoje.`}
        >
          {slots.isPending ? (
            <LoadingState label="Carregando as refeições do diário..." />
          ) : slots.isError ? (
            <Alert>{errorMessage(slots.error)}</Alert>
          ) : (
            <div className="space-y-4">
              {log.isError ? <Alert>{errorMessage(log.error)}</Alert> : null}
              <Field label="Refeição">
                {(control) => (
                  <Select {...control} value={slot} onChange={(event) => setPicked(event.target.value)}>
                    {visible.map((choice) => (
                      <option key={choice.slot} value={choice.slot}>
                        {choice.label}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <DialogClose asChild>
                  <Button variant="outline">Cancelar</Button>
                </DialogClose>
                <Button onClick={submit} disabled={log.isPending || !slot} aria-busy={log.isPending}>
                  {log.isPending ? 'Registrando...' : 'Registrar'}
                </Button>
              </div>
            </div>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
