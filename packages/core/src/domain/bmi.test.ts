import { expect, test } from 'vitest';
import { bmiCategory, bmiCategoryCode, bmiCategoryLabel, bmiEmoji, calculateBmi } from './bmi';

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

test('every category boundary of spec §5: under 18.5, 25, 30, 35, 40', () => {
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

test('the emoji changes at 18.5, 25 and 30 (spec §9)', () => {
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
