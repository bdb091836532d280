import { expect, test } from 'vitest';
import { countOf } from './plural';

test.each([
  [0, '0 dias'],
  [1, '1 dia'],
  [2, '2 dias'],
  [1.5, '1,5 dia'],
  [1000, '1.000 dias'],
])('%d → %s', (count, text) => {
  expect(countOf(count, 'dia', 'dias')).toBe(text);
});
