import { expect, test } from 'vitest';
import type { HouseholdMeasure } from '../data/food-types';
import { getFoodById } from '../data/foods';
import { describeHomeMeasure, pluralMeasureLabel } from './household-measure';

const food = (...measures: HouseholdMeasure[]) => ({ measures });
const taco = (id: number) => {
  const record = getFoodById(id);
  if (!record) throw new Error(`missing food ${id}`);
  return record;
};

test('grain: 50 g is 2 heaped tablespoons (25 g each)', () => {
  const rice = food({ label: 'colher de sopa cheia', grams: 25 }, { label: 'escumadeira', grams: 85 });
  expect(describeHomeMeasure(rice, 50)).toBe('2 colheres de sopa cheias (50 g)');
  expect(describeHomeMeasure(rice, 25)).toBe('1 colher de sopa cheia (25 g)');
  expect(describeHomeMeasure(rice, 170)).toBe('2 escumadeiras (170 g)');
});

test('meat: 50 g is half a medium fillet; 150 g one and a half', () => {
  const meat = food({ label: 'filé médio', grams: 100 });
  expect(describeHomeMeasure(meat, 50)).toBe('1/2 filé médio (50 g)');
  expect(describeHomeMeasure(meat, 150)).toBe('1 e 1/2 filé médio (150 g)');
  expect(describeHomeMeasure(meat, 200)).toBe('2 filés médios (200 g)');
});

test('fruit: 130 g is 1 medium unit', () => {
  expect(describeHomeMeasure(food({ label: 'unidade média', grams: 130 }), 130)).toBe('1 unidade média (130 g)');
});

test('quantities are counted in halves and the grams shown are the real ones, rounded', () => {
  const oil = food({ label: 'colher de chá', grams: 4 }, { label: 'colher de sopa', grams: 8 });
  expect(describeHomeMeasure(oil, 8)).toBe('1 colher de sopa (8 g)');
  expect(describeHomeMeasure(oil, 4.4)).toBe('1 colher de chá (4 g)');
  expect(describeHomeMeasure(oil, 12)).toBe('3 colheres de chá (12 g)');
  expect(describeHomeMeasure(oil, 10)).toBe('2 e 1/2 colheres de chá (10 g)');
});

test('below half of the smallest measure, or with no measure, only the grams are shown', () => {
  const leafy = food({ label: 'folha média', grams: 10 }, { label: 'prato de sobremesa', grams: 40 });
  expect(describeHomeMeasure(leafy, 4)).toBe('4 g');
  expect(describeHomeMeasure(leafy, 5)).toBe('1/2 folha média (5 g)');
  expect(describeHomeMeasure(food(), 35)).toBe('35 g');
  expect(describeHomeMeasure(food({ label: 'unidade', grams: 50 }), 0)).toBe('0 g');
  expect(describeHomeMeasure(food({ label: 'unidade', grams: 50 }), Number.NaN)).toBe('0 g');
});

test('a count above 10 of the largest measure falls back to grams', () => {
  expect(describeHomeMeasure(food({ label: 'colher de sopa', grams: 15 }), 400)).toBe('400 g');
});

test('at the same fit, fewer units win (1 xícara de chá over 4 copos de cafezinho)', () => {
  const milk = food({ label: 'copo de cafezinho', grams: 50 }, { label: 'xícara de chá', grams: 200 });
  expect(describeHomeMeasure(milk, 200)).toBe('1 xícara de chá (200 g)');
});

test('measure labels take the pt-BR plural', () => {
  expect(pluralMeasureLabel('colher de sopa cheia')).toBe('colheres de sopa cheias');
  expect(pluralMeasureLabel('colher sopa cheia')).toBe('colheres sopa cheias');
  expect(pluralMeasureLabel('fatia média')).toBe('fatias médias');
  expect(pluralMeasureLabel('pedaço médio')).toBe('pedaços médios');
  expect(pluralMeasureLabel('unidade')).toBe('unidades');
  expect(pluralMeasureLabel('copo de requeijão')).toBe('copos de requeijão');
  expect(pluralMeasureLabel('pires')).toBe('pires');
  expect(pluralMeasureLabel('gomo/fatia média')).toBe('gomos/fatias médias');
  expect(pluralMeasureLabel('colher de sopa cheia picada')).toBe('colheres de sopa cheias picada');
  expect(pluralMeasureLabel('garrafa de 500ml')).toBe('garrafas de 500ml');
  expect(pluralMeasureLabel('filé médio')).toBe('filés médios');
});

test('worked examples on the library: rice, beans, chicken and lettuce', () => {
  expect(describeHomeMeasure(taco(3), 50)).toBe('2 colheres de sopa cheias (50 g)');
  expect(describeHomeMeasure(taco(561), 140)).toBe('1 concha média cheia (140 g)');
  expect(describeHomeMeasure(taco(410), 100)).toBe('1 filé médio (100 g)');
  expect(describeHomeMeasure(taco(78), 10)).toBe('1 folha média (10 g)');
  expect(describeHomeMeasure(taco(78), 20)).toBe('1 pires de folha (20 g)');
});
