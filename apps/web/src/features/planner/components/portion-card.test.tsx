import type { Portion } from '@prato/core/schemas/planner';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { PortionCard } from './portion-card';

const portion = (foodName: string, glycemicIndex: number | null): Portion => ({
  foodName,
  grams: 100,
  calories: 130,
  homeMeasure: '100 g',
  macros: { protein: 2, carbs: 28, fat: 0.5, fiber: 1 },
  glycemicIndex,
});

test('an estimated glycemic index is flagged as estimated; a measured one is not', () => {
  const { unmount } = render(<PortionCard portion={portion('tapioca', 70)} onGramsChange={() => {}} />);
  expect(screen.getByText('· estimado')).toBeInTheDocument();
  unmount();

  render(<PortionCard portion={portion('arroz branco', 73)} onGramsChange={() => {}} />);
  expect(screen.getByText('73')).toBeInTheDocument();
  expect(screen.queryByText('· estimado')).not.toBeInTheDocument();
});

test('grams are read the Brazilian way ("68,5", "1.000"); blank, words and negatives are ignored', async () => {
  const changes: number[] = [];
  const user = userEvent.setup();
  const card = (grams: number) => (
    <PortionCard portion={{ ...portion('arroz branco', 73), grams }} onGramsChange={(value) => changes.push(value)} />
  );
  const { rerender } = render(card(100));
  const grams = screen.getByLabelText('Gramas de arroz branco');
  expect(grams).toHaveValue('100');

  await user.clear(grams);
  await user.type(grams, '68,5');
  expect(changes.at(-1)).toBe(68.5);
  await user.clear(grams);
  await user.type(grams, '1.000');
  expect(changes.at(-1)).toBe(1000);
  // The meal now uses 1000 g.
  rerender(card(1000));

  changes.length = 0;
  await user.clear(grams);
  await user.type(grams, '-5');
  await user.clear(grams);
  await user.type(grams, 'abc');
  expect(changes).toEqual([]);
  // Leaving the field shows the grams in use, written the way the app writes numbers.
  await user.tab();
  expect(grams).toHaveValue('1.000');
});
