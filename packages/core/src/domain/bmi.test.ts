import { describe, expect, test } from 'vitest';
import {
  bmiCategory,
  bmiCategoryCode,
  bmiCategoryEmoji,
  bmiCategoryLabel,
  bmiEmoji,
  bmiForAge,
  bmiForAgeCategoryCode,
  bmiForAgeLms,
  bmiForAgeZ,
  bmiStoredCategory,
  calculateBmi,
  lmsValueAt,
  lmsZScore,
} from './bmi';

test('BMI is weight over height in metres squared, rounded to one decimal', () => {
  // 70 / 1.70² = 24.2214… → 24.2
  expect(calculateBmi(70, 170)).toBe(24.2);
  // 68 / 1.65² = 24.9770… → 25.0 (rounds up into Sobrepeso)
  expect(calculateBmi(68, 165)).toBe(25);
  // 53.4 / 1.70² = 18.4775… → 18.5
  expect(calculateBmi(53.4, 170)).toBe(18.5);
  // 120 / 1.75² = 39.1836… → 39.2
  expect(calculateBmi(120, 175)).toBe(39.2);
  // 45 / 1.60² = 17.578… → 17.6
  expect(calculateBmi(45, 160)).toBe(17.6);
  // 24.95 must not fall to 24.9 through a binary artefact: 99.8 / 2² = 24.95
  expect(calculateBmi(99.8, 200)).toBe(25);
});

test('BMI refuses non-positive weight or height', () => {
  expect(() => calculateBmi(0, 170)).toThrow(RangeError);
  expect(() => calculateBmi(70, 0)).toThrow(RangeError);
});

test('every adult category boundary: under 18.5, 25, 30, 35, 40', () => {
  const cases: [number, string, string][] = [
    [10, 'underweight', 'Baixo Peso'],
    [18.4, 'underweight', 'Baixo Peso'],
    [18.5, 'normal', 'Peso Normal'],
    [24.9, 'normal', 'Peso Normal'],
    [25, 'overweight', 'Sobrepeso'],
    [29.9, 'overweight', 'Sobrepeso'],
    [30, 'obesity_1', 'Obesidade Grau I'],
    [34.9, 'obesity_1', 'Obesidade Grau I'],
    [35, 'obesity_2', 'Obesidade Grau II'],
    [39.9, 'obesity_2', 'Obesidade Grau II'],
    [40, 'obesity_3', 'Obesidade Grau III'],
    [55.3, 'obesity_3', 'Obesidade Grau III'],
  ];
  for (const [bmi, code, label] of cases) {
    expect(bmiCategoryCode(bmi), `BMI ${bmi}`).toBe(code);
    expect(bmiCategory(bmi)).toMatchObject({ code, label });
    expect(bmiCategoryLabel(code)).toBe(label);
  }
});

test('the emoji changes at 18.5, 25 and 30', () => {
  expect(bmiEmoji(18.4)).toBe('😕');
  expect(bmiEmoji(18.5)).toBe('😊');
  expect(bmiEmoji(24.9)).toBe('😊');
  expect(bmiEmoji(25)).toBe('😐');
  expect(bmiEmoji(29.9)).toBe('😐');
  expect(bmiEmoji(30)).toBe('😟');
  expect(bmiEmoji(45)).toBe('😟');
});

test('each category has its own colour tone', () => {
  const tones = [17, 22, 27, 32, 37, 42].map((bmi) => bmiCategory(bmi).tone);
  expect(new Set(tones).size).toBe(6);
  expect(bmiCategory(22).tone).toBe('emerald');
});

test('an unknown stored category has no label', () => {
  expect(bmiCategoryLabel('thin')).toBeNull();
  expect(bmiCategoryLabel(null)).toBeNull();
});

describe('BMI-for-age (WHO 2007 reference, 5–19 years)', () => {
  test('the copied LMS values give the published curves: girls 14 y 0 m median 19.6, −2 SD 15.4, +2 SD 27.3', () => {
    const girl14 = bmiForAgeLms('female', 168);
    expect(girl14).toEqual({ L: -1.2266, M: 19.5647, S: 0.137 });
    expect(lmsValueAt(girl14!, 0)).toBeCloseTo(19.6, 1);
    expect(lmsValueAt(girl14!, -2)).toBeCloseTo(15.4, 1);
    expect(lmsValueAt(girl14!, -3)).toBeCloseTo(14.0, 1);
    expect(lmsValueAt(girl14!, 2)).toBeCloseTo(27.3, 1);
    // Boys 15 y 0 m: −2 SD 16.0, median 19.8, +2 SD 27.0.
    const boy15 = bmiForAgeLms('male', 180)!;
    expect(lmsValueAt(boy15, -2)).toBeCloseTo(16.0, 1);
    expect(lmsValueAt(boy15, 0)).toBeCloseTo(19.8, 1);
    expect(lmsValueAt(boy15, 2)).toBeCloseTo(27.0, 1);
  });

  test('the reference covers 61 to 228 months only', () => {
    expect(bmiForAgeLms('male', 60)).toBeNull();
    expect(bmiForAgeLms('female', 61)).not.toBeNull();
    expect(bmiForAgeLms('female', 228)).toEqual({ L: -0.7496, M: 21.4269, S: 0.14441 });
    expect(bmiForAgeLms('male', 229)).toBeNull();
    expect(bmiForAgeZ({ bmi: 20, age: 20, gender: 'male' })).toBeNull();
    expect(bmiForAgeZ({ bmi: 20, age: 4, gender: 'male' })).toBeNull();
  });

  test('z = ((BMI/M)^L − 1)/(L·S) inside ±3 SD', () => {
    const lms = bmiForAgeLms('female', 168)!;
    expect(lmsZScore(lms.M, lms)).toBeCloseTo(0, 10);
    expect(lmsZScore(lmsValueAt(lms, -2), lms)).toBeCloseTo(-2, 10);
    expect(lmsZScore(lmsValueAt(lms, 1.5), lms)).toBeCloseTo(1.5, 10);
    expect(lmsZScore(17, lms)).toBeCloseTo((Math.pow(17 / lms.M, lms.L) - 1) / (lms.L * lms.S), 12);
  });

  test('beyond ±3 SD the WHO macro extrapolates by the distance between the 2 and 3 SD curves', () => {
    const lms = bmiForAgeLms('female', 168)!;
    const [sd2, sd3] = [lmsValueAt(lms, 2), lmsValueAt(lms, 3)];
    const high = sd3 + (sd3 - sd2);
    expect(lmsZScore(high, lms)).toBeCloseTo(4, 10);
    // The plain LMS formula would compress the tail (a smaller z for the same BMI).
    expect((Math.pow(high / lms.M, lms.L) - 1) / (lms.L * lms.S)).toBeLessThan(3.7);
    const [neg2, neg3] = [lmsValueAt(lms, -2), lmsValueAt(lms, -3)];
    expect(lmsZScore(neg3 - (neg2 - neg3), lms)).toBeCloseTo(-4, 10);
    expect(lmsZScore(neg3 - 0.5 * (neg2 - neg3), lms)).toBeCloseTo(-3.5, 10);
  });

  test('WHO categories: thinness < −2 (severe < −3), overweight > +1, obesity > +2', () => {
    expect(bmiForAgeCategoryCode(-3.01)).toBe('severe_thinness');
    expect(bmiForAgeCategoryCode(-2.01)).toBe('thinness');
    expect(bmiForAgeCategoryCode(-2)).toBe('normal');
    expect(bmiForAgeCategoryCode(1)).toBe('normal');
    expect(bmiForAgeCategoryCode(1.01)).toBe('overweight');
    expect(bmiForAgeCategoryCode(2.01)).toBe('obesity');
  });

  test('the 14-year-old girl of 40 kg and 1,60 m: BMI 15.6, z ≈ −1.89 for her age; adult cut-offs do not apply', () => {
    const result = bmiForAge({ weight: 40, height: 160, age: 14, gender: 'female' });
    expect(result).toMatchObject({ bmi: 15.6, code: 'normal', label: 'Peso adequado para a idade' });
    expect(result!.z).toBeCloseTo(-1.89, 2);
    // At 14 a BMI of 24 is overweight for the age, though "Peso Normal" by adult cut-offs.
    expect(bmiForAge({ weight: 61.5, height: 160, age: 14, gender: 'female' })?.code).toBe('overweight');
    expect(bmiCategoryCode(24)).toBe('normal');
    expect(bmiForAge({ weight: 40, height: 160, age: 20, gender: 'female' })).toBeNull();
  });
});

test('a stored category reads back with its label and emoji, adult or for-age', () => {
  expect(bmiStoredCategory({ bmi: 17.5, weight: 44.8, height: 160, age: 14, gender: 'female' })).toBe('normal');
  expect(bmiStoredCategory({ bmi: 17.5, weight: 44.8, height: 160, age: 30, gender: 'female' })).toBe('underweight');
  expect(bmiStoredCategory({ bmi: 17.5, weight: 44.8, height: 160, age: null, gender: null })).toBe('underweight');
  expect(bmiCategoryLabel('thinness')).toBe('Magreza para a idade');
  expect(bmiCategoryEmoji('thinness')).toBe('😕');
  expect(bmiCategoryLabel('obesity_1')).toBe('Obesidade Grau I');
  expect(bmiCategoryEmoji('obesity_1')).toBe('😟');
  expect(bmiCategoryLabel('nonsense')).toBeNull();
});
