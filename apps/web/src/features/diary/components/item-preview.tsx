import type { DiaryFood } from '@prato/core/schemas/diary';
import { formatItemAmount, type AmountReading } from '../lib/amount';
import { describeState, stateGrams, type AmountState } from './amount-fields';
import { formatGrams, formatKcal } from '@prato/core/domain/format-number';
import { previewOf } from '../lib/totals';

/**
 * The amount's energy and macros as the person types (from the food's composition per 100 g), in a
 * polite live region so a screen reader hears the new numbers. An amount without grams to show (`reading`:
 * a recipe without its cooked weight) reads as its servings ("em 1 porção").
 */
export function ItemPreview({
  food,
  state,
  reading = food,
}: {
  food: DiaryFood | undefined;
  state: AmountState;
  reading?: AmountReading | undefined;
}) {
  const grams = stateGrams(state, food?.measures ?? []);
  const preview = food && grams !== undefined ? previewOf(food, grams) : undefined;
  return (
    <div aria-live="polite" className="min-h-16 rounded-xl bg-slate-50 px-3 py-2.5 text-sm text-slate-700">
      {preview && grams !== undefined ? (
        <>
          <p>
            <span className="text-base font-semibold text-emerald-800">{formatKcal(preview.calories)}</span> em{' '}
            {reading?.servingOnly ? describeState(state, food, reading) : formatItemAmount(grams, food?.amountUnit)}
          </p>
          <p className="text-slate-600">
            Proteínas {formatGrams(preview.macros.protein)} · Carboidratos {formatGrams(preview.macros.carbs)} ·
            Gorduras {formatGrams(preview.macros.fat)}
          </p>
        </>
      ) : (
        <p className="text-slate-600">
          {food ? 'Informe a quantidade para ver as calorias.' : 'As calorias aparecem ao escolher o alimento.'}
        </p>
      )}
    </div>
  );
}
