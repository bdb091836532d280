import type { Portion } from '@prato/core/schemas/planner';
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { PortionCard } from './portion-card';

const portion = (foodName: string, glycemicIndex: number | null, giSource?: Portion['giSource']): Portion => ({
  foodName,
  grams: 100,
  calories: 130,
  homeMeasure: '100 g',
  macros: { protein: 2, carbs: 28, fat: 0.5, fiber: 1 },
  glycemicIndex,
  ...(giSource ? { giSource } : {}),
});

test('an index not measured for the food says so in words: estimado, aproximado; a measured one says nothing', () => {
  const { unmount } = render(<PortionCard portion={portion('tapioca', 75, 'estimated')} onGramsChange={() => {}} />);
  expect(screen.getByText('estimado').parentElement).toHaveTextContent('75 estimado');
  unmount();

  const beans = render(<PortionCard portion={portion('feijão carioca', 24, 'approximate')} onGramsChange={() => {}} />);
  expect(screen.getByText('aproximado').parentElement).toHaveTextContent('24 aproximado');
  beans.unmount();

  render(<PortionCard portion={portion('arroz branco', 73, 'measured')} onGramsChange={() => {}} />);
  expect(screen.getByText('73')).toHaveTextContent(/^73$/u);
  expect(screen.queryByText(/estimado|aproximado/u)).not.toBeInTheDocument();
});

test('grams are read the Brazilian way ("68,5", "1.000"); blank, words and negatives are ignored', async () => {
  const changes: number[] = [];
  const user = userEvent.setup();
  const card = (grams: number) => (
    <PortionCard
      portion={{ ...portion('arroz branco', 73, 'measured'), grams }}
      onGramsChange={(value) => changes.push(value)}
    />
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

// Issue 30: each portion names its source; an estimated measure and unmeasured fibre say so.
test('the portion names its source, marks an estimated measure and shows unmeasured fibre as "não medido"', () => {
  const { unmount } = render(
    <PortionCard
      portion={{
        ...portion('misto quente', null),
        homeMeasure: '2 unidades (160 g)',
        source: 'recipe',
        measureEstimated: true,
        fiberMeasured: false,
      }}
      onGramsChange={() => {}}
    />,
  );
  expect(screen.getByText('Fonte: receita')).toBeInTheDocument();
  expect(screen.getByText('(medida estimada)')).toBeInTheDocument();
  expect(screen.getByText('Fibras').nextElementSibling).toHaveTextContent('não medido');
  unmount();

  render(
    <PortionCard
      portion={{ ...portion('leite', null), source: 'usda', measureEstimated: false }}
      onGramsChange={() => {}}
    />,
  );
  expect(screen.getByText('Fonte: USDA')).toBeInTheDocument();
  expect(screen.queryByText('(medida estimada)')).not.toBeInTheDocument();
  expect(screen.getByText('Fibras').nextElementSibling).toHaveTextContent('1 g');
});

test('a drink is edited in millilitres: its field is named and marked ml; a solid food keeps grams', () => {
  const juice: Portion = {
    ...portion('suco de laranja', 50, 'measured'),
    grams: 240,
    amountUnit: 'ml',
    homeMeasure: '1 copo médio (240 ml)',
  };
  const { unmount } = render(<PortionCard portion={juice} onGramsChange={() => {}} />);
  expect(screen.getByLabelText('Mililitros de suco de laranja')).toHaveValue('240');
  expect(screen.getByText('ml')).toBeInTheDocument();
  expect(screen.getByText('1 copo médio (240 ml)')).toBeInTheDocument();
  unmount();

  render(<PortionCard portion={portion('arroz branco', 73, 'measured')} onGramsChange={() => {}} />);
  expect(screen.getByLabelText('Gramas de arroz branco')).toBeInTheDocument();
  expect(screen.queryByText('ml')).not.toBeInTheDocument();
});
