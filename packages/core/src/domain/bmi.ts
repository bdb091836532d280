/** Spec §5 BMI and §9 emoji thresholds. The value is rounded to 1 decimal; the category follows the shown value. */

export const BMI_CATEGORY_CODES = [
  'underweight',
  'normal',
  'overweight',
  'obesity_1',
  'obesity_2',
  'obesity_3',
] as const;
export type BmiCategoryCode = (typeof BMI_CATEGORY_CODES)[number];

/** Upper bounds (exclusive) of each category, in the spec's order; obesity_3 has none. */
export const BMI_THRESHOLDS = {
  underweight: 18.5,
  normal: 25,
  overweight: 30,
  obesity_1: 35,
  obesity_2: 40,
} as const;

/** Spec §9: the emoji changes at 18.5, 25 and 30. */
export const BMI_EMOJI_THRESHOLDS = [18.5, 25, 30] as const;

/** A design token the web maps to its palette (kept out of core: core knows no CSS). */
export type BmiTone = 'sky' | 'emerald' | 'amber' | 'orange' | 'red' | 'rose';

export interface BmiCategory {
  code: BmiCategoryCode;
  label: string;
  tone: BmiTone;
  emoji: string;
}

const LABELS: Record<BmiCategoryCode, string> = {
  underweight: 'Baixo Peso',
  normal: 'Peso Normal',
  overweight: 'Sobrepeso',
  obesity_1: 'Obesidade Grau I',
  obesity_2: 'Obesidade Grau II',
  obesity_3: 'Obesidade Grau III',
};

const TONES: Record<BmiCategoryCode, BmiTone> = {
  underweight: 'sky',
  normal: 'emerald',
  overweight: 'amber',
  obesity_1: 'orange',
  obesity_2: 'red',
  obesity_3: 'rose',
};

/** Rounds half away from zero at one decimal, immune to binary artefacts such as 24.95 → 24.9. */
export function roundTo1(value: number): number {
  return Math.round((value + Number.EPSILON) * 10) / 10;
}

/** weight / (height in metres)², 1 decimal. */
export function calculateBmi(weightKg: number, heightCm: number): number {
  if (!(weightKg > 0) || !(heightCm > 0)) throw new RangeError('weight and height must be positive');
  const metres = heightCm / 100;
  return roundTo1(weightKg / (metres * metres));
}

export function bmiCategoryCode(bmi: number): BmiCategoryCode {
  if (bmi < BMI_THRESHOLDS.underweight) return 'underweight';
  if (bmi < BMI_THRESHOLDS.normal) return 'normal';
  if (bmi < BMI_THRESHOLDS.overweight) return 'overweight';
  if (bmi < BMI_THRESHOLDS.obesity_1) return 'obesity_1';
  if (bmi < BMI_THRESHOLDS.obesity_2) return 'obesity_2';
  return 'obesity_3';
}

export function bmiEmoji(bmi: number): string {
  const [low, normal, high] = BMI_EMOJI_THRESHOLDS;
  if (bmi < low) return '😕';
  if (bmi < normal) return '😊';
  if (bmi < high) return '😐';
  return '😟';
}

export function bmiCategory(bmi: number): BmiCategory {
  const code = bmiCategoryCode(bmi);
  return { code, label: LABELS[code], tone: TONES[code], emoji: bmiEmoji(bmi) };
}

/** The label of a stored category code (weight_history.bmi_category); null for unknown codes. */
export function bmiCategoryLabel(code: string | null | undefined): string | null {
  return code && code in LABELS ? LABELS[code as BmiCategoryCode] : null;
}
