import { bmiCategory, bmiForAge, calculateBmi, type BmiTone } from '@prato/core/domain/bmi';
import type { Gender } from '@prato/core/schemas/profile';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatBmi } from '@prato/core/domain/format-number';

const TONE_CLASSES: Record<BmiTone, string> = {
  sky: 'border-sky-200 bg-sky-50 text-sky-800',
  emerald: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  amber: 'border-amber-200 bg-amber-50 text-amber-800',
  orange: 'border-orange-200 bg-orange-50 text-orange-800',
  red: 'border-red-200 bg-red-50 text-red-800',
  rose: 'border-rose-300 bg-rose-100 text-rose-900',
};

/**
 * Health: BMI value (1 decimal), category label, colour and emoji, from the saved body data.
 * From 5 to 19 years the category is BMI-for-age (WHO 2007): adult cut-offs do not fit a growing body.
 */
export function BmiCard({
  weight,
  height,
  age,
  gender,
}: {
  weight: number | null;
  height: number | null;
  age?: number | null;
  gender?: Gender | null;
}) {
  if (!weight || !height) {
    return (
      <Card aria-labelledby="bmi-title">
        <CardTitle id="bmi-title">IMC</CardTitle>
        <CardDescription>Informe peso e altura para calcular seu IMC.</CardDescription>
      </Card>
    );
  }
  const bmi = calculateBmi(weight, height);
  const adult = bmiCategory(bmi);
  const forAge = age && gender ? bmiForAge({ weight, height, age, gender }) : null;
  const category = forAge ?? adult;
  return (
    <Card aria-labelledby="bmi-title" className={cn('border', TONE_CLASSES[category.tone])}>
      <CardTitle id="bmi-title" className="text-inherit">
        Seu IMC
      </CardTitle>
      <div className="mt-3 flex items-center gap-4">
        <span className="text-4xl" aria-hidden>
          {category.emoji}
        </span>
        <div>
          <p className="text-3xl font-bold tabular-nums" data-testid="bmi-value">
            {formatBmi(bmi)}
          </p>
          <p className="font-semibold">{category.label}</p>
        </div>
      </div>
      <p className="mt-3 text-xs">
        IMC = peso ÷ altura² (em metros).
        {forAge ? ' Até 19 anos, a faixa segue a referência de IMC para a idade da OMS (2007).' : null}
      </p>
    </Card>
  );
}
