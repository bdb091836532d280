import {
  GLYCEMIC_INDEX_LEVELS,
  GLYCEMIC_INDEX_LOW_BELOW,
  GLYCEMIC_INDEX_MEDIUM_BELOW,
  GLYCEMIC_LOAD_CAUTION_BELOW,
  GLYCEMIC_LOAD_GOOD_BELOW,
  GLYCEMIC_LOAD_LEVELS,
} from '@prato/core/domain/glycemic';
import { macroSplit, TARGET_MACRO_SPLIT, type MealSummary as Summary } from '@prato/core/domain/meal-analysis';
import { Card, CardTitle } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { formatGrams, formatKcal, formatNumber, formatPercent } from '../lib/format';
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
const GLYCEMIC_LEGEND =
  `Índice glicêmico: ${lower(GLYCEMIC_INDEX_LEVELS.low.label)} abaixo de ${GLYCEMIC_INDEX_LOW_BELOW}, ` +
  `${lower(GLYCEMIC_INDEX_LEVELS.medium.label)} abaixo de ${GLYCEMIC_INDEX_MEDIUM_BELOW}, ` +
  `${lower(GLYCEMIC_INDEX_LEVELS.high.label)} a partir de ${GLYCEMIC_INDEX_MEDIUM_BELOW}. ` +
  `Carga glicêmica: ${lower(GLYCEMIC_LOAD_LEVELS.good.label)} abaixo de ${GLYCEMIC_LOAD_GOOD_BELOW}, ` +
  `${lower(GLYCEMIC_LOAD_LEVELS.caution.label)} abaixo de ${GLYCEMIC_LOAD_CAUTION_BELOW}, ` +
  `${lower(GLYCEMIC_LOAD_LEVELS.bad.label)} a partir de ${GLYCEMIC_LOAD_CAUTION_BELOW}.`;

/** Totals, macro split against 40/30/30 and the meal's glycemic index and load (spec §9 Planner). */
export function MealSummary({ targetCalories, totalCalories, totalMacros, glycemicData }: MealSummaryProps) {
  const split = macroSplit({ totalMacros });
  const { index, load } = glycemicData;
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
        ).map(([label, grams]) => (
          <div key={label} role="group" aria-label={`${label} totais`} className="rounded-xl bg-slate-50 p-3">
            <p className="text-xs text-slate-600">{label}</p>
            <p className="text-lg font-semibold text-slate-900">{formatGrams(grams)}</p>
          </div>
        ))}
      </div>

      <h3 className="mt-6 text-sm font-semibold text-slate-800">Divisão de macronutrientes</h3>
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
            <GlycemicBadge kind="index" value={index} withLabel className="text-sm" />
          </dd>
        </div>
        <div className="flex items-center justify-between rounded-xl border border-slate-200 p-3">
          <dt className="text-sm text-slate-700">Carga glicêmica</dt>
          <dd>
            <GlycemicBadge kind="load" value={load} withLabel className="text-sm" />
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-slate-600">{GLYCEMIC_LEGEND}</p>
    </Card>
  );
}
