/** BMI and emoji thresholds. The value is rounded to 1 decimal; the category follows the shown value. */

import who2007 from '../data/sources/who2007_bmi_for_age.json';
import type { Gender } from '../schemas/profile';

export const BMI_CATEGORY_CODES = [
  'underweight',
  'normal',
  'overweight',
  'obesity_1',
  'obesity_2',
  'obesity_3',
] as const;
export type BmiCategoryCode = (typeof BMI_CATEGORY_CODES)[number];

/** Upper bounds (exclusive) of each category, in the product's order; obesity_3 has none. */
export const BMI_THRESHOLDS = {
  underweight: 18.5,
  normal: 25,
  overweight: 30,
  obesity_1: 35,
  obesity_2: 40,
} as const;

/** The emoji changes at 18.5, 25 and 30. */
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

/** The emoji of each adult band (the same steps as bmiEmoji: 18.5, 25, 30). */
const ADULT_EMOJI: Record<BmiCategoryCode, string> = {
  underweight: '😕',
  normal: '😊',
  overweight: '😐',
  obesity_1: '😟',
  obesity_2: '😟',
  obesity_3: '😟',
};

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

/**
 * The label of a stored category code (weight_history.bmi_category): an adult band, or a WHO
 * BMI-for-age band for an entry logged before 20 (bmiStoredCategory); null for unknown codes.
 */
export function bmiCategoryLabel(code: string | null | undefined): string | null {
  if (!code) return null;
  if (code in LABELS) return LABELS[code as BmiCategoryCode];
  return code in BMI_FOR_AGE_LABELS ? BMI_FOR_AGE_LABELS[code as BmiForAgeCategoryCode] : null;
}

/** The emoji of a stored category code, adult or for-age; null for unknown codes. */
export function bmiCategoryEmoji(code: string | null | undefined): string | null {
  if (!code) return null;
  if (code in LABELS) return ADULT_EMOJI[code as BmiCategoryCode];
  return code in BMI_FOR_AGE_EMOJI ? BMI_FOR_AGE_EMOJI[code as BmiForAgeCategoryCode] : null;
}

/**
 * BMI-for-age, WHO 2007 growth reference for 5–19 years (de Onis M et al., Bull World Health Organ
 * 2007;85:660–667; data: WHO, CC BY-NC-SA 3.0 IGO, see data/SOURCES.md). Adult cut-offs (18.5, 25,
 * 30) are wrong for adolescents: a 14-year-old girl's median BMI is 19.6, her −2 SD 15.4.
 */
export const WHO_BMI_FOR_AGE_MONTHS = { min: 61, max: 228 } as const;

/** Under 18 is a minor: no weight-loss goal (docs/decisions/028-safe-goals.md). */
export const ADULT_AGE_YEARS = 18;

export interface Lms {
  L: number;
  M: number;
  S: number;
}

type LmsRow = [ageMonths: number, l: number, m: number, s: number];
const LMS_BY_SEX: Record<Gender, LmsRow[]> = {
  male: who2007.male as LmsRow[],
  female: who2007.female as LmsRow[],
};

/** The reference's L, M and S at a whole month of age, or null outside 61–228 months. */
export function bmiForAgeLms(gender: Gender, ageMonths: number): Lms | null {
  if (!Number.isInteger(ageMonths)) throw new RangeError('age in whole months');
  if (ageMonths < WHO_BMI_FOR_AGE_MONTHS.min || ageMonths > WHO_BMI_FOR_AGE_MONTHS.max) return null;
  const row = LMS_BY_SEX[gender].find(([month]) => month === ageMonths);
  return row ? { L: row[1], M: row[2], S: row[3] } : null;
}

/** The measurement at z standard deviations of an LMS curve: M·(1 + L·S·z)^(1/L). */
export function lmsValueAt({ L, M, S }: Lms, z: number): number {
  return M * Math.pow(1 + L * S * z, 1 / L);
}

/**
 * z = ((y/M)^L − 1)/(L·S), with the WHO 2007 macros' restricted extrapolation beyond ±3: the tail
 * is measured in units of the distance between the 2 and 3 SD curves, so a skewed LMS curve does
 * not compress extreme values (WHO, "Computation of centiles and z-scores", 2007).
 */
export function lmsZScore(value: number, lms: Lms): number {
  const z = (Math.pow(value / lms.M, lms.L) - 1) / (lms.L * lms.S);
  if (z > 3) {
    const sd3 = lmsValueAt(lms, 3);
    return 3 + (value - sd3) / (sd3 - lmsValueAt(lms, 2));
  }
  if (z < -3) {
    const sd3 = lmsValueAt(lms, -3);
    return -3 + (value - sd3) / (lmsValueAt(lms, -2) - sd3);
  }
  return z;
}

/**
 * The BMI-for-age z-score at whole years of age (the profile keeps years only, so the month is
 * age × 12: the youngest the person can be), or null when the reference does not cover the age.
 */
export function bmiForAgeZ({ bmi, age, gender }: { bmi: number; age: number; gender: Gender }): number | null {
  const lms = bmiForAgeLms(gender, Math.round(age) * 12);
  return lms ? lmsZScore(bmi, lms) : null;
}

export const BMI_FOR_AGE_CATEGORY_CODES = ['severe_thinness', 'thinness', 'normal', 'overweight', 'obesity'] as const;
export type BmiForAgeCategoryCode = (typeof BMI_FOR_AGE_CATEGORY_CODES)[number];

/** WHO 2007 cut-offs for 5–19 years: thinness < −2 (severe < −3), overweight > +1, obesity > +2. */
export function bmiForAgeCategoryCode(z: number): BmiForAgeCategoryCode {
  if (z < -3) return 'severe_thinness';
  if (z < -2) return 'thinness';
  if (z > 2) return 'obesity';
  if (z > 1) return 'overweight';
  return 'normal';
}

const BMI_FOR_AGE_LABELS: Record<BmiForAgeCategoryCode, string> = {
  severe_thinness: 'Magreza acentuada para a idade',
  thinness: 'Magreza para a idade',
  normal: 'Peso adequado para a idade',
  overweight: 'Sobrepeso para a idade',
  obesity: 'Obesidade para a idade',
};

const BMI_FOR_AGE_TONES: Record<BmiForAgeCategoryCode, BmiTone> = {
  severe_thinness: 'sky',
  thinness: 'sky',
  normal: 'emerald',
  overweight: 'amber',
  obesity: 'red',
};

/** The adult card's emoji for the matching adult band. */
const BMI_FOR_AGE_EMOJI: Record<BmiForAgeCategoryCode, string> = {
  severe_thinness: '😕',
  thinness: '😕',
  normal: '😊',
  overweight: '😐',
  obesity: '😟',
};

export interface BmiForAge extends Omit<BmiCategory, 'code'> {
  bmi: number;
  z: number;
  code: BmiForAgeCategoryCode;
}

/** BMI-for-age with its WHO category, or null from 20 years on (adults use `bmiCategory`). */
export function bmiForAge(person: { weight: number; height: number; age: number; gender: Gender }): BmiForAge | null {
  const metres = person.height / 100;
  const exact = person.weight / (metres * metres);
  const z = bmiForAgeZ({ bmi: exact, age: person.age, gender: person.gender });
  if (z === null) return null;
  const code = bmiForAgeCategoryCode(z);
  return {
    bmi: roundTo1(exact),
    z,
    code,
    label: BMI_FOR_AGE_LABELS[code],
    tone: BMI_FOR_AGE_TONES[code],
    emoji: BMI_FOR_AGE_EMOJI[code],
  };
}

/**
 * The category a weight entry stores: the WHO 2007 BMI-for-age band while the reference covers the
 * person's age (5–19 years; adult cut-offs are wrong for adolescents), else the adult band. Without a
 * known age and sex, the adult band.
 */
export function bmiStoredCategory(person: {
  bmi: number;
  weight: number;
  height: number;
  age: number | null;
  gender: Gender | null;
}): BmiCategoryCode | BmiForAgeCategoryCode {
  const forAge =
    person.age !== null && person.gender !== null
      ? bmiForAge({ weight: person.weight, height: person.height, age: person.age, gender: person.gender })
      : null;
  return forAge ? forAge.code : bmiCategoryCode(person.bmi);
}
