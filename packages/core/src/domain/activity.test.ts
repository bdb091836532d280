import { expect, test } from 'vitest';
import { caloriesBurned } from './activity';

test('calorie burn is MET × weight × hours, rounded', () => {
  // Corrida a 8 km/h: 8.3 MET × 70 kg × 0.5 h = 290.5 → 291
  expect(caloriesBurned(8.3, 70, 30)).toBe(291);
  // Caminhada lenta: 2.8 MET × 60 kg × 1 h = 168
  expect(caloriesBurned(2.8, 60, 60)).toBe(168);
  // 3.5 MET × 68 kg × 45/60 h = 178.5 → 179
  expect(caloriesBurned(3.5, 68, 45)).toBe(179);
  // 6 MET × 80 kg × 10/60 h = 80
  expect(caloriesBurned(6, 80, 10)).toBe(80);
  // 2 MET × 50 kg × 1/60 h = 1.666… → 2
  expect(caloriesBurned(2, 50, 1)).toBe(2);
  // 14.5 MET × 300 kg × 10 h = 43500
  expect(caloriesBurned(14.5, 300, 600)).toBe(43500);
});

test('calorie burn rounds to the nearest whole kcal', () => {
  // 9.8 MET × 72.4 kg × 20/60 h = 709.52 / 3 = 236.506… → 237
  expect(caloriesBurned(9.8, 72.4, 20)).toBe(237);
  // 4 MET × 61 kg × 20/60 h = 81.333… → 81
  expect(caloriesBurned(4, 61, 20)).toBe(81);
});
