import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { approximateMeasure } from './slot-card';
import { AmountFields, gramsState, type AmountState } from './amount-fields';

const GLASS = { id: 'copo-medio', label: 'copo médio', grams: 240 };

function Drink({ unit }: { unit?: 'ml' }) {
  const [value, setValue] = useState<AmountState>(gramsState(200));
  return <AmountFields measures={[GLASS]} value={value} onChange={setValue} unit={unit} />;
}

test('a drink’s amount is typed in millilitres and its glass counted in them; a food’s in grams', async () => {
  const user = userEvent.setup();
  const drink = render(<Drink unit="ml" />);
  expect(screen.getByLabelText('Quantidade em mililitros')).toHaveValue('200');
  expect(screen.getByRole('option', { name: 'Mililitros (ml)' })).toBeInTheDocument();
  expect(screen.getByRole('option', { name: 'copo médio (240 ml)' })).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Medida'), 'copo-medio');
  expect(screen.getByText('= 240 ml')).toBeInTheDocument();
  drink.unmount();

  render(<Drink />);
  expect(screen.getByLabelText('Quantidade em gramas')).toHaveValue('200');
  expect(screen.getByRole('option', { name: 'Gramas (g)' })).toBeInTheDocument();
});

test('the household measure beside an amount in grams or millilitres drops the amount it repeats', () => {
  expect(approximateMeasure('1 copo médio (240 ml)')).toBe('1 copo médio');
  expect(approximateMeasure('1 e 1/2 conchas médias cheias (200 g)')).toBe('1 e 1/2 conchas médias cheias');
  expect(approximateMeasure('240 ml')).toBeNull();
});
