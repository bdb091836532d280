import { zeroNutrients } from '@prato/core/domain/nutrients';
import { expect, test } from 'vitest';
import { formatKcal } from '@prato/core/domain/format-number';
import { goalText, previewOf, slotEnergy, totalsAnnouncement } from './totals';

// TACO 4th ed., cooked carioca beans per 100 g.
const beans = {
  per100g: { calories: 76, macros: { protein: 4.8, carbs: 13.6, fat: 0.5, fiber: 8.5 }, nutrients: zeroNutrients() },
};

test('an amount’s energy and macros follow its grams from the food’s composition per 100 g', () => {
  expect(previewOf(beans, 280)).toEqual({
    calories: 213,
    macros: { protein: 13.4, carbs: 38.1, fat: 1.4, fiber: 23.8 },
  });
  expect(previewOf(beans, 200).calories).toBe(152);
  expect(previewOf(beans, 0).calories).toBe(0);
});

test('the day against its goal reads as what is left or what is over', () => {
  expect(goalText(1450, 1800)).toBe('Faltam 350 kcal para a meta.');
  expect(goalText(1920, 1800)).toBe('120 kcal acima da meta.');
  expect(goalText(1800, 1800)).toBe('Meta atingida.');
  expect(goalText(1800, null)).toBeNull();
  expect(goalText(1800, 0)).toBeNull();
});

test('a slot shows its energy against its own goal when it has one', () => {
  expect(slotEnergy(530, 600)).toBe('530 de 600 kcal');
  expect(slotEnergy(1234.4, null)).toBe('1.234 kcal');
  expect(formatKcal(2000)).toBe('2.000 kcal');
});

test('a screen reader hears the new totals: energy against the goal and the three macros', () => {
  expect(totalsAnnouncement(942, { protein: 75.4, carbs: 126.6, fat: 14.2, fiber: 20 }, 1900)).toBe(
    'Total do dia: 942 kcal de 1.900 kcal; proteínas 75,4 g, carboidratos 126,6 g, gorduras 14,2 g.',
  );
  expect(totalsAnnouncement(0, { protein: 0, carbs: 0, fat: 0, fiber: 0 }, null)).toBe(
    'Total do dia: 0 kcal; proteínas 0 g, carboidratos 0 g, gorduras 0 g.',
  );
});
