import { nutrientItems, type NutrientPortion } from '@prato/core/domain/nutrient-summary';
import type { TargetPerson } from '@prato/core/domain/nutrient-targets';
import { mealWarnings } from '@prato/core/domain/nutrient-warnings';
import { ChevronDown, TriangleAlert } from '@/components/icons';
import { useId, useMemo, useState } from 'react';
import { cn } from '@/lib/cn';
import { NutrientBars } from './nutrient-bars';

/** A meal saved before portions carried their nutrients: there is nothing to show but this. */
const NO_NUTRIENTS = 'Esta refeição foi salva antes de o Prato Certo guardar os nutrientes de cada alimento.';

/** One meal's items and warnings, from the same function the server sums a day with. */
function useMealItems(portions: readonly NutrientPortion[], person: TargetPerson | null) {
  return useMemo(() => {
    const items = nutrientItems(portions, person);
    return { items, warnings: mealWarnings(items), measured: portions.some((portion) => portion.nutrients) };
  }, [portions, person]);
}

/** A meal's nutrient bars, open (the planner's result). */
export function MealNutrientBars({
  portions,
  person,
}: {
  portions: readonly NutrientPortion[];
  person: TargetPerson | null;
}) {
  const { items, warnings, measured } = useMealItems(portions, person);
  if (!measured) return <p className="text-sm text-slate-600">{NO_NUTRIENTS}</p>;
  return <NutrientBars items={items} warnings={warnings} scope="meal" />;
}

/**
 * A meal's nutrients behind a "Nutrientes" disclosure (a list of meals in the history). Its warnings
 * show while it is closed too: too much sodium should not wait for a tap.
 */
export function MealNutrients({
  portions,
  person,
  label,
}: {
  portions: readonly NutrientPortion[];
  person: TargetPerson | null;
  /** Names the meal for screen readers ("Nutrientes de Almoço de 10/06, 13:00"). */
  label: string;
}) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  const { items, warnings, measured } = useMealItems(portions, person);
  return (
    <div className="mt-2">
      {!open &&
        warnings.map((warning) => (
          <p key={warning.id} className="mb-1 flex gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
            <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
            <span>{warning.text}</span>
          </p>
        ))}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panel}
        aria-label={`Nutrientes de ${label}`}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-emerald-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
      >
        Nutrientes
        <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden />
      </button>
      <div id={panel} hidden={!open} className="mt-1">
        {open &&
          (measured ? (
            // Inside a day's section (h2) of the history.
            <NutrientBars items={items} warnings={warnings} scope="meal" headingLevel={3} />
          ) : (
            <p className="text-sm text-slate-600">{NO_NUTRIENTS}</p>
          ))}
      </div>
    </div>
  );
}
