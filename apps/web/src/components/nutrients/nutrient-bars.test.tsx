import { nutrientItems } from '@prato/core/domain/nutrient-summary';
import { dayWarnings, mealWarnings } from '@prato/core/domain/nutrient-warnings';
import { zeroNutrients, type Nutrients } from '@prato/core/domain/nutrients';
import { render, screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { MARIA_TARGETS } from '@/testing/handlers';
import { MealNutrients } from './meal-nutrients';
import { NutrientBars } from './nutrient-bars';

/** A portion measured in everything but the nutrients given as null. */
const portion = (values: Partial<Nutrients>) => ({ nutrients: { ...zeroNutrients(), ...values } });

/**
 * Beans with everything measured but selenium; a steak whose iron the table does not measure. The
 * day: 2,400 mg of sodium (over the limit), selenium unknown in both (not measured), iron known for
 * the beans only (partial).
 */
const PORTIONS = [
  portion({ energy: 900, fiber: 9, sodium: 900, calcium: 300, iron: 2.4, selenium: null }),
  portion({ energy: 700, fiber: 0, sodium: 1500, calcium: 100, iron: null, selenium: null }),
];
const items = nutrientItems(PORTIONS, MARIA_TARGETS);

const row = (id: string) => screen.getByTestId(`nutrient-${id}`);

test('energy and macros first with their targets; the rest behind "Ver todos os nutrientes"', async () => {
  const user = userEvent.setup();
  render(<NutrientBars items={items} scope="day" />);

  // Maria: 1,800 kcal; fibre 25 g (DRI AI, women 31–50).
  expect(row('energy')).toHaveTextContent('Energia1.600 kcal · meta 1.800 kcal');
  expect(row('fiber')).toHaveTextContent('Fibras9 g · meta 25 g');
  const fiber = within(row('fiber')).getByRole('meter', { name: 'Fibras' });
  expect(fiber).toHaveAttribute('aria-valuenow', '9');
  expect(fiber).toHaveAttribute('aria-valuemax', '25');
  expect(screen.queryByTestId('nutrient-calcium')).not.toBeInTheDocument();

  const more = screen.getByRole('button', { name: 'Ver todos os nutrientes' });
  expect(more).toHaveAttribute('aria-expanded', 'false');
  await user.click(more);
  expect(screen.getByRole('button', { name: 'Ver menos nutrientes' })).toHaveAttribute('aria-expanded', 'true');
  expect(row('calcium')).toHaveTextContent('Cálcio400 mg · meta 1.000 mg');
  expect(screen.getByRole('region', { name: 'Minerais' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Vitaminas' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Gorduras' })).toBeInTheDocument();
});

test('unknown is "não medido" (no bar), a partial sum is marked "parcial" with its explanation', async () => {
  const user = userEvent.setup();
  render(<NutrientBars items={items} scope="day" />);
  await user.click(screen.getByRole('button', { name: 'Ver todos os nutrientes' }));

  // Selenium: no food measured it. Never "0 µg".
  expect(row('selenium')).toHaveTextContent('Selênionão medido · meta 55 µg');
  expect(within(row('selenium')).queryByRole('meter')).not.toBeInTheDocument();
  expect(within(row('selenium')).getByText('não medido')).toHaveAccessibleDescription(
    'Não medido: a tabela de composição não tem esse valor para os alimentos registrados.',
  );

  // Iron: the beans' 2.4 mg is known, the steak's is not.
  expect(row('iron')).toHaveTextContent('Ferro2,4 mgparcial · meta 18 mg');
  expect(within(row('iron')).getByText('parcial')).toHaveAccessibleDescription(
    'Parcial: soma só dos alimentos que têm esse valor medido; pode haver mais.',
  );
  expect(within(row('iron')).getByRole('meter', { name: 'Ferro' })).toHaveAttribute(
    'aria-valuetext',
    'ao menos 2,4 mg, parcial, meta 18 mg',
  );
});

test('a limit passed is said in words and colour; the warning sits by its row even when collapsed', async () => {
  const warnings = dayWarnings(items, { today: true, mealCount: 2 });
  render(<NutrientBars items={items} warnings={warnings} scope="day" />);

  // Sodium is a mineral (collapsed), but its warning brings the row up front.
  const sodium = row('sodium');
  expect(sodium).toHaveTextContent('Sódio2.400 mg · limite 2.000 mg');
  expect(within(sodium).getByRole('meter', { name: 'Sódio' })).toHaveAttribute(
    'aria-valuetext',
    '2.400 mg, limite 2.000 mg, acima do limite',
  );
  expect(within(sodium).getByText(/^Hoje o sódio passou do limite de 2\.000 mg da OMS: 2\.400 mg\./)).toBeVisible();
  // The DRI citation and the "not a diagnosis" note under the bars.
  expect(screen.getByText(/Ingestão Dietética de Referência \(DRI\)/)).toBeInTheDocument();
  expect(screen.getByText(/não são um diagnóstico/)).toBeInTheDocument();
});

test('a meal: "Nutrientes" opens its bars against the day\'s targets; its sodium warning shows while closed', async () => {
  const user = userEvent.setup();
  const meal = [portion({ energy: 700, sodium: 1500, selenium: null })];
  expect(mealWarnings(nutrientItems(meal, MARIA_TARGETS))).toHaveLength(1);
  render(<MealNutrients portions={meal} person={MARIA_TARGETS} label="Almoço de 10/06/2025, 13:00" />);

  expect(
    screen.getByText('Esta refeição tem 1.500 mg de sódio, mais da metade do limite diário de 2.000 mg.'),
  ).toBeVisible();
  expect(screen.queryByTestId('nutrient-energy')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Nutrientes de Almoço de 10/06/2025, 13:00' }));
  expect(screen.getByText('As metas e os limites são os do dia inteiro.')).toBeInTheDocument();
  expect(row('energy')).toHaveTextContent('Energia700 kcal · meta 1.800 kcal');
  expect(within(row('sodium')).getByText(/^Esta refeição tem 1\.500 mg de sódio/)).toBeVisible();
});

test('a meal saved before portions carried nutrients says so instead of showing zeros', async () => {
  const user = userEvent.setup();
  render(<MealNutrients portions={[{}]} person={MARIA_TARGETS} label="Jantar de 01/01/2025, 20:00" />);
  await user.click(screen.getByRole('button', { name: /^Nutrientes de Jantar/ }));
  expect(screen.getByText(/foi salva antes de o Prato Certo guardar os nutrientes/)).toBeInTheDocument();
  expect(screen.queryByRole('meter')).not.toBeInTheDocument();
});
