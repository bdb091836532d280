import type { DiaryDay, DiaryItem } from '@prato/core/schemas/diary';
import { Copy, Settings2 } from '@/components/icons';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { useDiaryDay } from '@/api/diary';
import { useProfileTimeZone } from '@/api/profile';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { usePendingItems } from '@/hooks/use-offline-queue';
import { errorMessage } from '@/lib/api-client';
import { DiaryWriteSchema } from '@/lib/offline-queue';
import { countOf } from '@prato/core/domain/plural';
import { useCopyDiary } from '../api/copy-diary';
import { useLocalToday } from '@/hooks/use-local-today';
import { addDays, chosenDay, dayTitle } from '../lib/dates';
import { AddItemDialog, type SlotTarget } from './add-item-dialog';
import { DayNavigator } from './day-navigator';
import { DayTotals } from './day-totals';
import { EditItemDialog, type EditTarget } from './edit-item-dialog';
import { LogFavoriteDialog, SaveFavoriteDialog } from './favorite-dialogs';
import { DeleteItemDialog, MoveMealDialog, RepeatMealDialog } from './meal-dialogs';
import { QuickEntryDialog } from './quick-entry-dialog';
import { SlotCard, type PendingEntry, type SlotAction } from './slot-card';
import { SlotSettingsDialog } from './slot-settings-dialog';

type Open =
  | { kind: 'add' | 'quick' | 'move' | 'repeat' | 'save-favorite' | 'log-favorite'; target: SlotTarget }
  | { kind: 'edit'; target: EditTarget }
  | { kind: 'delete'; item: DiaryItem }
  | { kind: 'settings' }
  | null;

/** The diary's items still in the offline queue, by day and slot ("Pendente" in their slot). */
function usePendingByslot(date: string): Map<string, PendingEntry[]> {
  const pending = usePendingItems('diary');
  return useMemo(() => {
    const bySlot = new Map<string, PendingEntry[]>();
    for (const item of pending) {
      const write = DiaryWriteSchema.safeParse(item.data);
      if (!write.success || write.data.method !== 'POST' || write.data.path !== '/diary/items') continue;
      const body = write.data.body ?? {};
      if (body.date !== date || typeof body.slot !== 'string') continue;
      bySlot.set(body.slot, [...(bySlot.get(body.slot) ?? []), { id: item.id, summary: write.data.summary }]);
    }
    return bySlot;
  }, [pending, date]);
}

function DayContent({ day, onOpen }: { day: DiaryDay; onOpen: (open: Open) => void }) {
  const pending = usePendingByslot(day.date);
  const copy = useCopyDiary();
  const [copyDayId, setCopyDayId] = useState(() => crypto.randomUUID());
  const previous = addDays(day.date, -1);
  const [slotCopyIds] = useState(() => new Map<string, string>());

  function copyInto(slot: { slot: string; label: string } | null, fromDate: string, toDate: string, id: string) {
    // Its own promise: copies of two slots can be on their way at once, and React Query calls a `mutate`
    // call's callbacks only for the latest (the other slot would keep its used id and never copy again).
    void copy
      .mutateAsync({
        id,
        fromDate,
        toDate,
        ...(slot ? { slot: slot.slot, toSlot: slot.slot } : {}),
        summary: `Copiar ${slot ? slot.label : 'o dia'} de ${dayTitle(fromDate, day.today)} para ${dayTitle(toDate, day.today)}`,
      })
      .then(
        (result) => {
          if (slot) slotCopyIds.delete(`${slot.slot}:${fromDate}:${toDate}`);
          else setCopyDayId(crypto.randomUUID());
          if (result.status === 'queued') return;
          const count = result.record.items.length;
          toast.success(
            `${countOf(count, 'alimento copiado', 'alimentos copiados')}${slot ? ` em ${slot.label}` : ''}.`,
          );
        },
        (failure: unknown) => toast.error(errorMessage(failure)),
      );
  }

  /** A copy's id stays the same until it succeeds: a retry after a failure lands once. */
  function slotCopyId(key: string) {
    const existing = slotCopyIds.get(key);
    if (existing) return existing;
    const created = crypto.randomUUID();
    slotCopyIds.set(key, created);
    return created;
  }

  function act(slot: DiaryDay['slots'][number], action: SlotAction) {
    const target: SlotTarget = { date: day.date, slot: slot.slot, label: slot.label };
    switch (action) {
      case 'copy-yesterday':
        copyInto(slot, previous, day.date, slotCopyId(`${slot.slot}:${previous}:${day.date}`));
        return;
      case 'repeat-today':
        copyInto(slot, day.date, day.today, slotCopyId(`${slot.slot}:${day.date}:${day.today}`));
        return;
      default:
        onOpen({ kind: action, target });
    }
  }

  const empty = day.slots.every((slot) => slot.items.length === 0);
  return (
    <div className="space-y-4">
      <DayTotals day={day} />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => onOpen({ kind: 'settings' })}>
          <Settings2 className="size-4" aria-hidden /> Ajustar refeições
        </Button>
        {empty ? (
          <Button
            variant="outline"
            disabled={copy.isPending}
            onClick={() => copyInto(null, previous, day.date, copyDayId)}
          >
            <Copy className="size-4" aria-hidden />{' '}
            {day.date === day.today ? 'Copiar o dia de ontem' : 'Copiar o dia anterior'}
          </Button>
        ) : null}
      </div>
      {day.slots.map((slot) => (
        <SlotCard
          key={slot.slot}
          slot={slot}
          date={day.date}
          today={day.today}
          pending={pending.get(slot.slot) ?? []}
          onAdd={() => onOpen({ kind: 'add', target: { date: day.date, slot: slot.slot, label: slot.label } })}
          onEdit={(item) => onOpen({ kind: 'edit', target: { item, date: day.date, slot: slot.slot } })}
          onDelete={(item) => onOpen({ kind: 'delete', item })}
          onAction={(action) => act(slot, action)}
        />
      ))}
    </div>
  );
}

/**
 * The food diary (/diario): the local day's meal slots in the person's order, what was eaten in each
 * and the day against the goals; any past day can be opened and written (back-dating), never a future one.
 * Writing here is free and unlimited; the planner is one way into a slot ("Planejar").
 */
export function DiaryScreen() {
  const [params, setParams] = useSearchParams();
  const timeZone = useProfileTimeZone();
  const localToday = useLocalToday(timeZone);
  const date = chosenDay(params.get('date'), localToday);
  const day = useDiaryDay(date);
  const [open, setOpen] = useState<Open>(null);
  // The server's today wins once known (the profile's zone as the server reads it).
  const today = day.data?.today ?? localToday;
  const slots = useMemo(() => day.data?.slots.map(({ slot, label }) => ({ slot, label })) ?? [], [day.data]);

  function goTo(next: string) {
    setParams(next === today ? {} : { date: next }, { replace: false });
  }

  const close = () => setOpen(null);
  return (
    <div className="space-y-4">
      <DayNavigator date={date} today={today} onChange={goTo} />
      {day.isPending ? (
        <LoadingState label="Carregando o diário..." />
      ) : day.isError ? (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          <p className="font-semibold">Não foi possível carregar o diário deste dia.</p>
          <p className="mt-1">{errorMessage(day.error, 'Verifique sua conexão e tente novamente.')}</p>
          <Button variant="outline" className="mt-3" onClick={() => void day.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : (
        <DayContent day={day.data} onOpen={setOpen} />
      )}

      <AddItemDialog target={open?.kind === 'add' ? open.target : null} onClose={close} />
      <QuickEntryDialog target={open?.kind === 'quick' ? open.target : null} onClose={close} />
      <EditItemDialog target={open?.kind === 'edit' ? open.target : null} slots={slots} today={today} onClose={close} />
      <DeleteItemDialog item={open?.kind === 'delete' ? open.item : null} onClose={close} />
      <MoveMealDialog target={open?.kind === 'move' ? open.target : null} slots={slots} today={today} onClose={close} />
      <RepeatMealDialog target={open?.kind === 'repeat' ? open.target : null} today={today} onClose={close} />
      <SaveFavoriteDialog target={open?.kind === 'save-favorite' ? open.target : null} onClose={close} />
      <LogFavoriteDialog target={open?.kind === 'log-favorite' ? open.target : null} onClose={close} />
      <SlotSettingsDialog open={open?.kind === 'settings'} onClose={close} />
    </div>
  );
}
