import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { approximateMeasure } from './slot-card';
import { AmountFields, gramsState, servingOnlyAmount, type AmountState } from './amount-fields';

const GLASS = { id: 'copo-medio', label: 'copo médio', grams: 240 };

const SERVING = { id: 'porcao', label: 'porção', grams: 125 };

/** A recipe without its cooked weight: its servings hold its raw ingredients' 125 g each. */
function RawRecipe() {
  // The grams of the last time say nothing of its servings: it starts at one.
  const [value, setValue] = useState<AmountState>(gramsState(250));
  const usable = servingOnlyAmount(value, [SERVING]) ?? value;
  return <AmountFields measures={[SERVING]} value={usable} onChange={setValue} reading={{ servingOnly: true }} />;
}

function Drink({ unit }: { unit?: 'ml' }) {
  const [value, setValue] = useState<AmountState>(gramsState(200));
  return <AmountFields measures={[GLASS]} value={value} onChange={setValue} reading={{ amountUnit: unit }} />;
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

test('a recipe without its cooked weight is counted in servings only: no grams to pick, none shown', async () => {
  const user = userEvent.setup();
  render(<RawRecipe />);
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['porção']);
  expect(screen.getByLabelText('Quantidade')).toHaveValue('1');
  await user.click(screen.getByRole('button', { name: 'Mais meia medida' }));
  expect(screen.getByLabelText('Quantidade')).toHaveValue('1,5');
  expect(screen.queryByText(/^= /u)).toBeNull();
  expect(screen.queryByText(/\bg\b/u)).toBeNull();
});

test('while a recipe’s servings load, its amount waits for them instead of offering grams', () => {
  render(<AmountFields measures={[]} value={gramsState(250)} onChange={() => {}} reading={{ servingOnly: true }} />);
  expect(screen.getByRole('status')).toHaveTextContent('Carregando as porções da receita…');
  expect(screen.queryByLabelText('Quantidade em gramas')).toBeNull();
});
