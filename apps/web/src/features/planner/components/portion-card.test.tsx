import type { Portion } from '@prato/core/schemas/planner';
import { render, screen } from '@testing-library/react';
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
