import { NUTRIENT_TARGETS_CITATION } from '@prato/core/domain/nutrient-targets';
import {
  formatNutrientAmount,
  NUTRIENT_TARGETS_NOTE,
  type NutrientWarning,
} from '@prato/core/domain/nutrient-warnings';
import { NUTRIENT_IDS, type NutrientId } from '@prato/core/domain/nutrients';
import { NUTRIENT_MESSAGES, type NutrientDayItem } from '@prato/core/schemas/nutrients';
import { ChevronDown, TriangleAlert } from '@/components/icons';
import { useId, useState } from 'react';
import { cn } from '@/lib/cn';

/**
 * Where each group starts in the registry's display order (a group runs to the next start), so a
 * nutrient added to the registry lands in its group without a list here. Shown in this order: energy
 * and macronutrients first, then minerals, vitamins, fats and sugars.
 */
const GROUPS: readonly { start: NutrientId; title: string }[] = [
  { start: 'energy', title: 'Energia e macronutrientes' },
  { start: 'sodium', title: 'Minerais' },
  { start: 'vitaminA', title: 'Vitaminas' },
  { start: 'saturatedFat', title: 'Gorduras' },
  { start: 'sugars', title: 'Açúcares' },
];

/** Each nutrient's group: the last start at or before it in the registry's order. */
const GROUP_OF = (() => {
  const starts = new Set<NutrientId>(GROUPS.map((group) => group.start));
  const groupOf = new Map<NutrientId, NutrientId>();
  let start: NutrientId = 'energy';
  for (const id of NUTRIENT_IDS) {
    if (starts.has(id)) start = id;
    groupOf.set(id, start);
  }
  return groupOf;
})();

/** The items of each group (in the items' order: the registry's), empty groups left out. */
function grouped(items: readonly NutrientDayItem[]): { title: string; items: NutrientDayItem[] }[] {
  return GROUPS.map((group) => ({
    title: group.title,
    items: items.filter((item) => GROUP_OF.get(item.id) === group.start),
  })).filter((group) => group.items.length > 0);
}

/** A target worth drawing: none when unknown, or 0 (a daily energy goal not set yet). */
const targetOf = (item: NutrientDayItem) => (item.target !== null && item.target > 0 ? item.target : null);

interface RowNotes {
  partial: string;
  unmeasured: string;
}

function NutrientRow({
  item,
  warning,
  notes,
}: {
  item: NutrientDayItem;
  warning: NutrientWarning | undefined;
  notes: RowNotes;
}) {
  // Unknown is never a silent 0: nothing measured reads "não medido", a partial sum says so.
  const unmeasured = !item.complete && item.amount === 0;
  const partial = !item.complete && !unmeasured;
  const target = targetOf(item);
  const over = item.kind === 'limit' && target !== null && item.amount > target;
  const amount = formatNutrientAmount(item.id, item.amount);
  const targetText =
    target === null ? null : `${item.kind === 'limit' ? 'limite' : 'meta'} ${formatNutrientAmount(item.id, target)}`;
  const valueText = [partial ? `ao menos ${amount}, parcial` : amount, targetText, over ? 'acima do limite' : null]
    .filter(Boolean)
    .join(', ');

  return (
    <li className="border-b border-slate-100 py-2" data-testid={`nutrient-${item.id}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="text-sm font-medium text-slate-800">{item.label}</span>
        {/* ml-auto: when the amount wraps under a long label it stays on the right, as in the other rows. */}
        <span className="ml-auto text-sm whitespace-nowrap">
          {unmeasured ? (
            <span className="text-slate-600 italic" aria-describedby={notes.unmeasured}>
              {NUTRIENT_MESSAGES.notMeasured}
            </span>
          ) : (
            <span className={cn('font-semibold', over ? 'text-red-700' : 'text-slate-900')}>{amount}</span>
          )}
          {partial && (
            <span
              className="ml-1.5 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700"
              aria-describedby={notes.partial}
            >
              parcial
            </span>
          )}
          {targetText && <span className="text-slate-600"> · {targetText}</span>}
        </span>
      </div>
      {target !== null &&
        (unmeasured ? (
          <div aria-hidden className="mt-1.5 h-2 rounded-full border border-dashed border-slate-300" />
        ) : (
          <div
            role="meter"
            aria-label={item.label}
            aria-valuemin={0}
            aria-valuemax={target}
            aria-valuenow={Math.min(item.amount, target)}
            aria-valuetext={valueText}
            className="mt-1.5 h-2 w-full overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className={cn(
                'h-full rounded-full',
                // A limit is neutral until it is passed; only then it takes a colour.
                item.kind === 'limit' ? (over ? 'bg-red-600' : 'bg-slate-400') : 'bg-emerald-500',
              )}
              style={{ width: `${Math.min(item.amount / target, 1) * 100}%` }}
            />
          </div>
        ))}
      {warning && (
        <p className="mt-2 flex gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
          <span>{warning.text}</span>
        </p>
      )}
    </li>
  );
}

interface NutrientBarsProps {
  items: readonly NutrientDayItem[];
  /** Shown under the nutrient's row (always visible: the row stays on screen while the list is short). */
  warnings?: readonly NutrientWarning[];
  /** A meal's bars are measured against the whole day's targets: the screen says so. */
  scope: 'day' | 'meal';
  /** The targets' sources (the day endpoint sends it; the registry's by default). */
  citation?: string;
  /** The groups' heading level: one below the heading the bars sit under (h2 card: 3). */
  headingLevel?: 3 | 4;
}

/**
 * One row per nutrient: amount, target or limit, a bar, "não medido" or "parcial" where foods lack
 * a value, and the warnings next to their numbers. Energy and macronutrients show first; the rest is
 * behind "Ver todos os nutrientes" so a phone is not flooded, except the rows that carry a warning.
 */
export function NutrientBars({
  items,
  warnings = [],
  scope,
  citation = NUTRIENT_TARGETS_CITATION,
  headingLevel = 3,
}: NutrientBarsProps) {
  const GroupHeading = headingLevel === 3 ? 'h3' : 'h4';
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const notes = { partial: `${id}-partial`, unmeasured: `${id}-unmeasured` };
  const warningOf = new Map(warnings.map((warning) => [warning.id, warning]));
  const groups = grouped(items);
  const [first, ...rest] = groups;
  const flagged = rest.flatMap((group) => group.items.filter((item) => warningOf.has(item.id)));
  // The notes explain the marks on screen: those of the rows shown.
  const shown = expanded ? items : [...(first?.items ?? []), ...flagged];
  const hasPartial = shown.some((item) => !item.complete && item.amount > 0);
  const hasUnmeasured = shown.some((item) => !item.complete && item.amount === 0);

  // Two columns where the screen is wide enough: a long list of thin full-width bars reads poorly.
  const rows = (list: readonly NutrientDayItem[]) => (
    <ul className="grid gap-x-8 md:grid-cols-2">
      {list.map((item) => (
        <NutrientRow key={item.id} item={item} warning={warningOf.get(item.id)} notes={notes} />
      ))}
    </ul>
  );

  return (
    <div>
      {scope === 'meal' && <p className="text-xs text-slate-600">As metas e os limites são os do dia inteiro.</p>}
      {first && rows(first.items)}
      {!expanded && flagged.length > 0 && rows(flagged)}
      <div id={`${id}-more`} hidden={!expanded}>
        {expanded &&
          rest.map((group) => (
            <section key={group.title} className="mt-3" aria-label={group.title}>
              <GroupHeading className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                {group.title}
              </GroupHeading>
              {rows(group.items)}
            </section>
          ))}
      </div>
      {rest.length > 0 && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={`${id}-more`}
          onClick={() => setExpanded((value) => !value)}
          className="mt-2 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-emerald-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
        >
          {expanded ? 'Ver menos nutrientes' : 'Ver todos os nutrientes'}
          <ChevronDown className={cn('size-4 transition-transform', expanded && 'rotate-180')} aria-hidden />
        </button>
      )}
      <div className="mt-3 space-y-1 text-xs text-slate-600">
        {hasPartial && (
          <p id={notes.partial}>Parcial: soma só dos alimentos que têm esse valor medido; pode haver mais.</p>
        )}
        {hasUnmeasured && (
          <p id={notes.unmeasured}>
            Não medido: a tabela de composição não tem esse valor para os alimentos registrados.
          </p>
        )}
        <p>{citation}</p>
        <p>{NUTRIENT_TARGETS_NOTE}</p>
      </div>
    </div>
  );
}
