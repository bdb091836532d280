import { expect, test } from 'vitest';
import { formatBmi, formatGrams, formatInteger, formatKcal, formatWeight } from './format-number';

test('energy in whole kcal, grams and kilos to one decimal, with the pt-BR separators', () => {
  expect(formatInteger(1850)).toBe('1.850');
  expect(formatKcal(1849.6)).toBe('1.850 kcal');
  expect(formatGrams(42.25)).toBe('42,3 g');
  expect(formatGrams(1250)).toBe('1.250 g');
  expect(formatWeight(68)).toBe('68 kg');
  expect(formatWeight(70.54)).toBe('70,5 kg');
});

test('a BMI keeps its decimal on every screen, so 25,0 reads as the cut-off it is', () => {
  expect(formatBmi(25)).toBe('25,0');
  expect(formatBmi(24.96)).toBe('25,0');
  expect(formatBmi(18.44)).toBe('18,4');
});
