import { BMI_CATEGORY_CODES, BMI_THRESHOLDS, bmiCategory, type BmiTone } from '@prato/core/domain/bmi';
import type { WeightEntry } from '@prato/core/schemas/weight';
import { CartesianGrid, Line, LineChart, ReferenceArea, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatWeight } from '@prato/core/domain/format-number';

const TONE_FILL: Record<BmiTone, string> = {
  sky: '#e0f2fe',
  emerald: '#d1fae5',
  amber: '#fef3c7',
  orange: '#ffedd5',
  red: '#fee2e2',
  rose: '#ffe4e6',
};

const LOWER_BOUNDS = [
  0,
  BMI_THRESHOLDS.underweight,
  BMI_THRESHOLDS.normal,
  BMI_THRESHOLDS.overweight,
  BMI_THRESHOLDS.obesity_1,
  BMI_THRESHOLDS.obesity_2,
];

/**
 * Weight over time on the BMI bands of the user's height (each band's colour is the BMI card's).
 * Loaded lazily so recharts stays out of the first paint's bundle.
 */
export default function WeightChart({ entries, heightCm }: { entries: WeightEntry[]; heightCm: number | null }) {
  const data = [...entries]
    .sort((a, b) => a.measuredAt.localeCompare(b.measuredAt))
    .map((entry) => ({
      label: new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit' }).format(new Date(entry.measuredAt)),
      weight: entry.weight,
    }));
  const weights = data.map((d) => d.weight);
  const min = Math.floor(Math.min(...weights) - 3);
  const max = Math.ceil(Math.max(...weights) + 3);
  const metres2 = heightCm ? (heightCm / 100) ** 2 : null;
  return (
    <div className="h-56 w-full" aria-hidden>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: -12 }}>
          {metres2 &&
            BMI_CATEGORY_CODES.map((code, index) => {
              const low = (LOWER_BOUNDS[index] ?? 0) * metres2;
              const nextBound = LOWER_BOUNDS[index + 1];
              const high = nextBound === undefined ? max : nextBound * metres2;
              return (
                <ReferenceArea
                  key={code}
                  y1={Math.max(low, min)}
                  y2={Math.min(high, max)}
                  fill={TONE_FILL[bmiCategory(LOWER_BOUNDS[index] ?? 0).tone]}
                  fillOpacity={0.8}
                  ifOverflow="hidden"
                />
              );
            })}
          <CartesianGrid strokeDasharray="3 3" stroke="#cbd5e1" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 11, fill: '#475569' }} minTickGap={16} />
          <YAxis domain={[min, max]} tick={{ fontSize: 11, fill: '#475569' }} width={44} allowDecimals={false} />
          <Tooltip formatter={(value) => formatWeight(Number(value))} />
          <Line dataKey="weight" name="Peso" stroke="#047857" strokeWidth={2} dot={{ r: 3 }} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
