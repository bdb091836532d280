import { DEFAULT_SLOTS } from '@prato/core/domain/diary-slots';
import type { DiaryItem, DiarySlotDay } from '@prato/core/schemas/diary';
import {
  CalendarClock,
  Copy,
  EllipsisVertical,
  MessageSquareText,
  Pencil,
  Plus,
  Repeat,
  Star,
  StarHalf,
  Trash2,
  UtensilsCrossed,
} from '@/components/icons';
import { Link } from 'react-router';
import { PendingBadge } from '@/components/offline/pending-badge';
import { SaveAsRecipeButton } from '@/components/recipes/save-as-recipe-button';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { describeItemAmount } from '../lib/amount';
import { formatGrams, formatKcal } from '@prato/core/domain/format-number';
import { slotEnergy } from '../lib/totals';

/** "no almoço", "na ceia": the slot's name after "Nada registrado" (a renamed or added slot: "nesta refeição"). */
const IN_SLOT: Record<string, string> = {
  breakfast: 'no café da manhã',
  morning_snack: 'no lanche da manhã',
  lunch: 'no almoço',
  snack: 'no lanche da tarde',
  dinner: 'no jantar',
  supper: 'na ceia',
};

export function emptySlotText(slot: string, label: string): string {
  const isDefaultLabel = DEFAULT_SLOTS.some((entry) => entry.slot === slot && entry.label === label);
  return `Nada registrado ${isDefaultLabel ? (IN_SLOT[slot] ?? 'nesta refeição') : 'nesta refeição'}.`;
}

/**
 * The household measure of an item entered in grams, without its grams ("1 e 1/2 conchas médias cheias
 * (200 g)" → "1 e 1/2 conchas médias cheias", "1 copo médio (240 ml)" → "1 copo médio"); null when it
 * says nothing more than the grams.
 */
export function approximateMeasure(homeMeasure: string): string | null {
  const match = /^(.+?) \([\d.,]+ (?:g|ml)\)$/u.exec(homeMeasure.trim());
  return match?.[1] ?? null;
}

/** A record of this slot still waiting in the offline queue. */
export interface PendingEntry {
  id: string;
  summary: string;
}

export type SlotAction =
  'quick' | 'copy-yesterday' | 'repeat' | 'move' | 'save-favorite' | 'log-favorite' | 'repeat-today';

function ItemRow({
  item,
  onEdit,
  onDelete,
}: {
  item: DiaryItem;
  onEdit: (item: DiaryItem) => void;
  onDelete: (item: DiaryItem) => void;
}) {
  const amount = describeItemAmount(item.grams, item.measure, item);
  const approximately = item.measure ? null : approximateMeasure(item.homeMeasure);
  return (
    <li className="flex items-start gap-2 py-2.5" data-testid="diary-item">
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words text-slate-900">{item.name}</p>
        <p className="text-sm text-slate-600">
          {amount}
          {approximately ? <span className="text-slate-500"> · cerca de {approximately}</span> : null}
        </p>
        <p className="text-xs text-slate-500">
          {item.time} · P {formatGrams(item.macros.protein)} · C {formatGrams(item.macros.carbs)} · G{' '}
          {formatGrams(item.macros.fat)}
        </p>
      </div>
      <span className="pt-0.5 text-sm font-semibold whitespace-nowrap text-emerald-800">
        {formatKcal(item.calories)}
      </span>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={`Opções de ${item.name}`} className="-mt-1.5">
            <EllipsisVertical className="size-5" aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => onEdit(item)}>
            <Pencil className="size-4" aria-hidden /> Editar ou mover
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onDelete(item)}>
            <Trash2 className="size-4" aria-hidden /> Excluir
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </li>
  );
}

/** One meal slot of the day: its items, its energy against its goal and what can be done with it. */
export function SlotCard({
  slot,
  date,
  today,
  pending,
  onAdd,
  onEdit,
  onDelete,
  onAction,
}: {
  slot: DiarySlotDay;
  date: string;
  today: string;
  pending: readonly PendingEntry[];
  onAdd: () => void;
  onEdit: (item: DiaryItem) => void;
  onDelete: (item: DiaryItem) => void;
  onAction: (action: SlotAction) => void;
}) {
  const titleId = `slot-${slot.slot}`;
  const hasItems = slot.items.length > 0;
  return (
    <Card aria-labelledby={titleId} className="p-4 sm:p-5" data-testid={`slot-${slot.slot}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {slot.label}
        </h2>
        <p className="text-sm text-slate-600" data-testid={`slot-total-${slot.slot}`}>
          <span className="font-semibold text-emerald-800">{slotEnergy(slot.totals.calories, slot.goalCalories)}</span>
          {hasItems ? (
            <span>
              {' '}
              · P {formatGrams(slot.totals.macros.protein)} · C {formatGrams(slot.totals.macros.carbs)} · G{' '}
              {formatGrams(slot.totals.macros.fat)}
            </span>
          ) : null}
        </p>
      </div>

      {hasItems || pending.length > 0 ? (
        <ul className="mt-1 divide-y divide-slate-100" aria-label={`Alimentos: ${slot.label}`}>
          {slot.items.map((item) => (
            <ItemRow key={item.id} item={item} onEdit={onEdit} onDelete={onDelete} />
          ))}
          {pending.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-center gap-2 py-2.5 text-slate-700">
              <span className="min-w-0 flex-1 break-words">{entry.summary}</span>
              <PendingBadge />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{emptySlotText(slot.slot, slot.label)}</p>
      )}

      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onAdd}>
          <Plus className="size-4" aria-hidden /> Adicionar alimento
        </Button>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" aria-label={`Mais ações: ${slot.label}`}>
              <EllipsisVertical className="size-4" aria-hidden /> Mais
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start">
            <DropdownMenuItem onSelect={() => onAction('quick')}>
              <MessageSquareText className="size-4" aria-hidden /> Registro rápido
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onAction('copy-yesterday')}>
              <Copy className="size-4" aria-hidden /> {date === today ? 'Copiar de ontem' : 'Copiar do dia anterior'}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onAction('repeat')}>
              <Repeat className="size-4" aria-hidden /> Repetir uma refeição anterior
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onAction('log-favorite')}>
              <Star className="size-4" aria-hidden /> Registrar favorita
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to={paths.plan.getHref({ slot: slot.slot, date })}>
                <UtensilsCrossed className="size-4" aria-hidden /> Planejar
              </Link>
            </DropdownMenuItem>
            {hasItems ? (
              <>
                <DropdownMenuSeparator />
                {date !== today ? (
                  <DropdownMenuItem onSelect={() => onAction('repeat-today')}>
                    <Repeat className="size-4" aria-hidden /> Repetir hoje
                  </DropdownMenuItem>
                ) : null}
                <DropdownMenuItem onSelect={() => onAction('move')}>
                  <CalendarClock className="size-4" aria-hidden /> Mover refeição
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => onAction('save-favorite')}>
                  <StarHalf className="size-4" aria-hidden /> Salvar como favorita
                </DropdownMenuItem>
              </>
            ) : null}
          </DropdownMenuContent>
        </DropdownMenu>
        {hasItems ? (
          <SaveAsRecipeButton
            portions={slot.items.map((item) => ({
              foodName: item.name,
              foodId: item.foodId,
              grams: item.grams,
              servings:
                item.servingOnly && item.measure
                  ? { measure: item.measure.id ?? item.measure.label, quantity: item.measure.quantity }
                  : undefined,
            }))}
          />
        ) : null}
      </div>
    </Card>
  );
}
