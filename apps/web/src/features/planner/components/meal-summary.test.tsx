import { render, screen, within } from '@testing-library/preact';
import { expect, test } from 'vitest';
import { MealSummary } from './meal-summary';

const glycemicData = { index: null, load: null, estimated: false, indexLevel: null };

// Issue 30: a meal with a food whose fibre is not measured does not show "0 g" of fibre.
test('a partial fibre total says so, and shows "não medido" when nothing of it is measured', () => {
  const { unmount } = render(
    <MealSummary
      targetCalories={450}
      totalCalories={450}
      totalMacros={{ protein: 25, carbs: 60, fat: 12, fiber: 0 }}
      fiberComplete={false}
      glycemicData={glycemicData}
    />,
  );
  const fibre = screen.getByRole('group', { name: 'Fibras totais' });
  expect(within(fibre).getByText('não medido')).toBeInTheDocument();
  expect(within(fibre).getByText('parcial: há alimento sem fibra medida')).toBeInTheDocument();
  unmount();

  render(
    <MealSummary
      targetCalories={450}
      totalCalories={450}
      totalMacros={{ protein: 25, carbs: 60, fat: 12, fiber: 3 }}
      glycemicData={glycemicData}
    />,
  );
  const measured = screen.getByRole('group', { name: 'Fibras totais' });
  expect(within(measured).getByText('3 g')).toBeInTheDocument();
  expect(within(measured).queryByText(/parcial/u)).not.toBeInTheDocument();
});

// Issue 30 (one split basis): the shares are of the meal's calories, as the warning judges them.
test("the split shows each macro as a share of the meal's calories", () => {
  // 52 g protein = 208 kcal of 580 kcal: 35,9 % (the 4/4/9 sum, 628 kcal, would show 33,1 %).
  render(
    <MealSummary
      targetCalories={580}
      totalCalories={580}
      totalMacros={{ protein: 52, carbs: 60, fat: 20, fiber: 9 }}
      glycemicData={glycemicData}
    />,
  );
  expect(screen.getByText('Percentual das calorias totais da refeição.')).toBeInTheDocument();
  expect(screen.getByText(/^35,9%/u)).toBeInTheDocument();
});
