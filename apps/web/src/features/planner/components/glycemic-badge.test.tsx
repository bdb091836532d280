import { render, screen } from '@testing-library/preact';
import { expect, test } from 'vitest';
import { GlycemicBadge } from './glycemic-badge';
import { MealSummary } from './meal-summary';

// Decision 027: what the /plan screen says about glycemic figures that are not measured, and why a
// meal's load carries no band.
const totals = {
  targetCalories: 600,
  totalCalories: 600,
  totalMacros: { protein: 45, carbs: 60, fat: 20, fiber: 8 },
};

test('a food index not measured for the food says so in words: aproximado, estimado; a measured one says nothing', () => {
  const { unmount } = render(<GlycemicBadge kind="index" value={24} source="approximate" />);
  expect(screen.getByText('aproximado').parentElement).toHaveTextContent('24 aproximado');
  unmount();
  const estimated = render(<GlycemicBadge kind="index" value={81} source="estimated" />);
  expect(screen.getByText('estimado').parentElement).toHaveTextContent('81 estimado');
  estimated.unmount();
  render(<GlycemicBadge kind="index" value={39} source="measured" />);
  expect(screen.getByText('39')).toHaveTextContent(/^39$/u);
  expect(screen.queryByText(/aproximado|estimado/u)).not.toBeInTheDocument();
});

test('an estimated meal says "estimado" on its index and load, in words, and explains why', () => {
  render(<MealSummary {...totals} glycemicData={{ index: 67.4, load: 30.3, estimated: true, indexLevel: 'medium' }} />);
  const index = screen.getByText('67,4').closest('[data-level]');
  expect(index).toHaveAttribute('data-level', 'yellow');
  expect(index).toHaveTextContent(/^67,4· Médio$/u);
  expect(index?.parentElement).toHaveTextContent('67,4· Médio estimado');
  expect(screen.getByText('30,3').closest('[data-level]')).toHaveAttribute('data-level', 'none');
  expect(screen.getByText('30,3').parentElement).toHaveTextContent('30,3 estimado');
  expect(
    screen.getByText(
      'Valores estimados: parte dos carboidratos desta refeição vem de alimentos sem índice glicêmico medido ' +
        '(valor aproximado de um alimento parecido ou estimado) ou com fibras não medidas.',
    ),
  ).toBeInTheDocument();
});

test('a meal load is never coloured or banded: the per-serving 10/20 bands do not judge a plate', () => {
  render(
    <MealSummary {...totals} glycemicData={{ index: 65.8, load: 26.6, estimated: false, indexLevel: 'medium' }} />,
  );
  const load = screen.getByText('26,6').closest('[data-level]');
  expect(load).toHaveAttribute('data-level', 'none');
  expect(load).toHaveTextContent(/^26,6$/u);
  expect(screen.queryByText(/Alta|Atenção|estimado/u)).not.toBeInTheDocument();
  expect(
    screen.getByText(
      'Índice glicêmico (ISO 26642): baixo até 55, médio de 56 a 69, alto a partir de 70. ' +
        'Carga glicêmica calculada com os carboidratos disponíveis (carboidratos menos fibras) e mostrada sem cor, ' +
        'porque as faixas de carga (baixa até 10, alta a partir de 20) valem para uma porção de um alimento, ' +
        'não para a refeição inteira.',
    ),
  ).toBeInTheDocument();
});

test('an index of 55 is low (ISO 26642: up to 55)', () => {
  render(<GlycemicBadge kind="index" value={55} withLabel />);
  expect(screen.getByText('55').closest('[data-level]')).toHaveTextContent('55· Baixo');
});
