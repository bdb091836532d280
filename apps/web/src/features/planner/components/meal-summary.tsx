import {
  GLYCEMIC_INDEX_LEVELS,
  GLYCEMIC_INDEX_LOW_MAX,
  GLYCEMIC_INDEX_MEDIUM_MAX,
  SERVING_GLYCEMIC_LOAD_HIGH_FROM,
  SERVING_GLYCEMIC_LOAD_LOW_MAX,
} from '@prato/core/domain/glycemic';
import { macroSplit, TARGET_MACRO_SPLIT, type MealSummary as Summary } from '@prato/core/domain/meal-analysis';
import { PORTION_NOTES } from '@prato/core/data/food-source';
import { Card, CardTitle } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { formatGrams, formatKcal } from '@prato/core/domain/format-number';
import { formatNumber, formatPercent } from '../lib/format';
import { GlycemicBadge } from './glycemic-badge';

interface MealSummaryProps extends Summary {
  targetCalories: number;
}

const SPLIT_ROWS = [
  { key: 'carbs', label: 'Carboidratos', bar: 'bg-amber-500' },
  { key: 'protein', label: 'Proteínas', bar: 'bg-sky-600' },
  { key: 'fat', label: 'Gorduras', bar: 'bg-rose-500' },
] as const;

const lower = (label: string) => label.toLocaleLowerCase('pt-BR');
/** Decision 027: the index bands of ISO 26642; the load is a number without a band (none is cited for a meal). */
const GLYCEMIC_LEGEND =
  `Índice glicêmico (ISO 26642): ${lower(GLYCEMIC_INDEX_LEVELS.low.label)} até ${GLYCEMIC_INDEX_LOW_MAX}, ` +
  `${lower(GLYCEMIC_INDEX_LEVELS.medium.label)} de ${GLYCEMIC_INDEX_LOW_MAX + 1} a ${GLYCEMIC_INDEX_MEDIUM_MAX}, ` +
  `${lower(GLYCEMIC_INDEX_LEVELS.high.label)} a partir de ${GLYCEMIC_INDEX_MEDIUM_MAX + 1}. ` +
  'Carga glicêmica calculada com os carboidratos disponíveis (carboidratos menos fibras) e mostrada sem cor, ' +
  `porque as faixas de carga (baixa até ${SERVING_GLYCEMIC_LOAD_LOW_MAX}, alta a partir de ` +
  `${SERVING_GLYCEMIC_LOAD_HIGH_FROM}) valem para uma porção de um alimento, não para a refeição inteira.`;
const GLYCEMIC_ESTIMATE_NOTE =
  'Valores estimados: parte dos carboidratos desta refeição vem de alimentos sem índice glicêmico medido ' +
  '(valor aproximado de um alimento parecido ou estimado) ou com fibras não medidas.';

/** Totals, macro split against 40/30/30 and the meal's glycemic index and load. */
export function MealSummary({
  targetCalories,
  totalCalories,
  totalMacros,
  fiberComplete,
  glycemicData,
}: MealSummaryProps) {
  // One basis for the split and the warning: the meal's calories (docs/decisions/029).
  const split = macroSplit({ totalCalories, totalMacros });
  // Issue 30: fibre the table does not measure is not 0 g; the total then says it is partial.
  const fiberPartial = fiberComplete === false;
  const { index, load, estimated } = glycemicData;
  const source = estimated ? 'estimated' : undefined;
  return (
    <Card aria-labelledby="summary-title">
      <CardTitle id="summary-title">Análise da refeição</CardTitle>

      <div className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-5">
        <div
          role="group"
          aria-label="Calorias totais"
          className="col-span-2 rounded-xl bg-emerald-50 p-3 sm:col-span-1"
        >
          <p className="text-xs text-emerald-800">Calorias totais</p>
          <p className="text-xl font-bold text-emerald-900">{formatKcal(totalCalories)}</p>
          <p className="text-xs text-emerald-800">Meta: {formatKcal(targetCalories)}</p>
        </div>
        {(
          [
            ['Carboidratos', totalMacros.carbs],
            ['Proteínas', totalMacros.protein],
            ['Gorduras', totalMacros.fat],
            ['Fibras', totalMacros.fiber],
          ] as const
        ).map(([label, grams]) => {
          const partial = label === 'Fibras' && fiberPartial;
          return (
            <div key={label} role="group" aria-label={`${label} totais`} className="rounded-xl bg-slate-50 p-3">
              <p className="text-xs text-slate-600">{label}</p>
              <p className="text-lg font-semibold text-slate-900">
                {partial && grams === 0 ? PORTION_NOTES.fiberNotMeasured : formatGrams(grams)}
              </p>
              {partial ? <p className="text-xs text-slate-600">{PORTION_NOTES.fiberPartial}</p> : null}
            </div>
          );
        })}
      </div>

      <h3 className="mt-6 text-sm font-semibold text-slate-800">Divisão de macronutrientes</h3>
      <p className="mt-1 text-xs text-slate-600">Percentual das calorias totais da refeição.</p>
      <ul className="mt-3 space-y-3">
        {SPLIT_ROWS.map(({ key, label, bar }) => {
          const target = TARGET_MACRO_SPLIT[key] * 100;
          return (
            <li key={key}>
              <div className="flex items-baseline justify-between text-sm">
                <span className="font-medium text-slate-800">{label}</span>
                <span className="text-slate-700">
                  {formatNumber(split[key])}% <span className="text-slate-600">(meta {formatPercent(target)})</span>
                </span>
              </div>
              <ProgressBar
                value={split[key]}
                label={`${label}: ${formatNumber(split[key])}% das calorias (meta ${formatPercent(target)})`}
                barClassName={bar}
                className="mt-1.5"
              />
            </li>
          );
        })}
      </ul>

      <h3 className="mt-6 text-sm font-semibold text-slate-800">Resposta glicêmica</h3>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <div className="flex items-center justify-between rounded-xl border border-slate-200 p-3">
          <dt className="text-sm text-slate-700">Índice glicêmico</dt>
          <dd>
            <GlycemicBadge kind="index" value={index} withLabel source={source} className="text-sm" />
          </dd>
        </div>
        <div className="flex items-center justify-between rounded-xl border border-slate-200 p-3">
          <dt className="text-sm text-slate-700">Carga glicêmica</dt>
          <dd>
            <GlycemicBadge kind="load" value={load} source={source} className="text-sm" />
          </dd>
        </div>
      </dl>
      {estimated && index !== null ? <p className="mt-2 text-xs text-slate-700">{GLYCEMIC_ESTIMATE_NOTE}</p> : null}
      <p className="mt-2 text-xs text-slate-600">{GLYCEMIC_LEGEND}</p>
    </Card>
  );
}
