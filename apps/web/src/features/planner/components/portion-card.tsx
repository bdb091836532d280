import { foodSourceText, PORTION_NOTES } from '@prato/core/data/food-source';
import { AMOUNT_UNIT_NAMES } from '@prato/core/domain/amount-unit';
import type { Portion } from '@prato/core/schemas/planner';
import { useId, type ReactNode } from 'react';
import { PackagedBadges } from '@/components/barcode/packaged-badges';
import { NumberInput } from '@/components/ui/number-field';
import { formatGrams, formatKcal } from '@prato/core/domain/format-number';
import { GlycemicBadge } from './glycemic-badge';

interface PortionCardProps {
  portion: Portion;
  onGramsChange: (grams: number) => void;
}

/** One food of the result with its editable grams. */
export function PortionCard({ portion, onGramsChange }: PortionCardProps) {
  const id = useId();
  const { macros } = portion;
  const unit = portion.amountUnit ?? 'g';

  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-slate-900">{portion.foodName}</h3>
          <p className="mt-0.5 text-sm text-slate-600">
            {portion.homeMeasure}
            {/* Issue 30: a measure that is the team's estimate, not an IBGE POF measure, says so. */}
            {portion.measureEstimated ? (
              <span className="text-slate-500"> ({PORTION_NOTES.measureEstimated})</span>
            ) : null}
          </p>
          {portion.source ? <p className="text-xs text-slate-500">{foodSourceText(portion.source)}</p> : null}
          {portion.packaged ? <PackagedBadges packaged={portion.packaged} className="mt-1.5" /> : null}
        </div>
        <div className="w-32">
          <label htmlFor={id} className="sr-only">
            {AMOUNT_UNIT_NAMES[unit]} de {portion.foodName}
          </label>
          <div className="relative">
            {/* Only numbers of grams reach the meal (blank, NaN or negative are ignored);
                leaving the field shows the grams in use again. A drink's are millilitres (1 ml = 1 g). */}
            <NumberInput
              id={id}
              value={portion.grams}
              className="pr-8 text-right"
              onValueChange={(grams) => {
                if (typeof grams === 'number' && grams >= 0) onGramsChange(grams);
              }}
            />
            <span
              aria-hidden
              className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-slate-500"
            >
              {unit}
            </span>
          </div>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-x-3 gap-y-2 text-sm sm:grid-cols-6">
        <div className="col-span-3 sm:col-span-1">
          <dt className="text-xs text-slate-600">Calorias</dt>
          <dd className="font-semibold text-slate-900">{formatKcal(portion.calories)}</dd>
        </div>
        <Macro label="Carboidratos">{formatGrams(macros.carbs)}</Macro>
        <Macro label="Proteínas">{formatGrams(macros.protein)}</Macro>
        <Macro label="Gorduras">{formatGrams(macros.fat)}</Macro>
        {/* Unknown fibre is not 0 g (issue 30). */}
        <Macro label="Fibras">
          {portion.fiberMeasured === false ? PORTION_NOTES.fiberNotMeasured : formatGrams(macros.fiber)}
        </Macro>
        <div>
          <dt className="text-xs text-slate-600">Índice glicêmico</dt>
          <dd>
            <GlycemicBadge kind="index" value={portion.glycemicIndex} source={portion.giSource} />
          </dd>
        </div>
      </dl>
    </li>
  );
}

/** One macronutrient of the portion: its name over its amount. */
function Macro({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-slate-800">{children}</dd>
    </div>
  );
}
