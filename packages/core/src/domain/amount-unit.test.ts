import { expect, test } from 'vitest';
import { FOODS } from '../data/foods';
import { amountUnitOf } from './amount-unit';
import { formatAmount } from './format-number';
import { describeAmount, portionMeasure } from './household-measure';
import { parseQuickEntry } from './quick-entry';
import { portionFacts } from './portion-solver';
import { LIBRARY_CATALOG } from '../data/food-catalog';

const byName = (name: string) => {
  const food = FOODS.find((f) => f.name === name);
  if (!food) throw new Error(`no food ${name}`);
  return food;
};

test('what is poured reads in millilitres: drinks, fluid milk, dairy drinks, café com leite, vitaminas', () => {
  for (const name of [
    'Laranja, pêra, suco',
    'Café, infusão 10%',
    'Refrigerante, tipo cola',
    'Cerveja, pilsen',
    'Coco, água de',
    'Leite, de vaca, integral',
    'Leite, de vaca, desnatado, UHT',
    'Leite, de vaca, achocolatado',
    'Leite, fermentado',
    'Bebida láctea, pêssego',
    'Café com leite',
    'Vitamina de banana',
    'Soja, extrato solúvel, natural, fluido',
  ]) {
    expect(amountUnitOf(byName(name)), name).toBe('ml');
  }
});

test('what is spooned, cut or weighed reads in grams: powdered milk, yoghurt, condensed milk, solid food', () => {
  for (const name of [
    'Leite, de vaca, integral, pó',
    'Leite, de vaca, desnatado, pó',
    'Iogurte, natural',
    'Leite, condensado',
    'Creme de Leite',
    'Soja, extrato solúvel, pó',
    'Arroz, tipo 1, cozido',
    'Laranja, pêra, crua',
  ]) {
    expect(amountUnitOf(byName(name)), name).toBe('g');
  }
  // A food without a kind or a name (a partial record) stays in grams.
  expect(amountUnitOf({})).toBe('g');
});

test('a drink is described, planned, parsed and weighed in millilitres; a solid food keeps its grams', () => {
  const juice = byName('Laranja, pêra, suco');
  expect(portionMeasure(juice, 240).homeMeasure).toBe('1 copo médio (240 ml)');
  expect(portionFacts(juice, 240).amountUnit).toBe('ml');
  const rice = byName('Arroz, tipo 1, cozido');
  expect(portionMeasure(rice, 150).homeMeasure).toMatch(/\(150 g\)$/u);
  expect('amountUnit' in portionFacts(rice, 150)).toBe(false);

  const parsed = parseQuickEntry('1 copo de suco de laranja e 2 colheres de arroz', LIBRARY_CATALOG);
  expect(parsed.items.map((item) => item.amountUnit)).toEqual(['ml', undefined]);

  expect(describeAmount(undefined, 330, 'ml')).toBe('330 ml');
  expect(describeAmount({ label: 'lata', grams: 350 }, 700, 'ml')).toBe('2 latas (700 ml)');
  expect(formatAmount(1200, 'ml')).toBe('1.200 ml');
  expect(formatAmount(85.4)).toBe('85,4 g');
});
