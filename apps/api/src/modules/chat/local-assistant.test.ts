import { expect, test } from 'vitest';
import { POF_MEASURES_CITATION } from '@prato/core/data/food-citations';
import { LIBRARY_CATALOG } from '@prato/core/data/food-catalog';
import { recognizeIntent } from '@prato/core/domain/chat-intent';
import { foodCompositionAnswer } from './local-assistant';
import { nutrientFoodAnswer } from './nutrient-answers';

const MILK = LIBRARY_CATALOG.byName('leite integral');

test('an amount in ml is read as grams and said so, in the calorie and in the nutrient answers', () => {
  const calories = foodCompositionAnswer(recognizeIntent('quantas calorias tem 200 ml de leite integral?'));
  expect(calories.reply).toContain('Considerei 1 ml = 1 g (a tabela informa por 100 g).');
  expect(calories.reply).not.toContain('Uma porção comum');

  if (!MILK) throw new Error('leite integral missing from the library');
  const calcium = nutrientFoodAnswer({
    food: MILK,
    askedName: 'leite integral',
    id: 'calcium',
    amount: { type: 'grams', grams: 200, unit: 'ml' },
  });
  expect(calcium.reply).toContain('Considerei 1 ml = 1 g (a tabela informa por 100 g).');
});

test('without an amount, the answer adds a common portion in household measures, citing the POF once', () => {
  const answer = foodCompositionAnswer(recognizeIntent('quantas calorias tem o arroz?'));
  const portion = answer.reply.split('\n').find((line) => line.startsWith('Uma porção comum'));
  expect(portion).toMatch(/^Uma porção comum, .+ \(\d+ g\), tem \d+ kcal\.$/);
  const pof = answer.citations.filter((citation) => citation === POF_MEASURES_CITATION);
  expect(pof.length).toBeLessThanOrEqual(1);
});

test('a drink asked by its glass, or without an amount, is answered in millilitres', () => {
  const glass = foodCompositionAnswer(recognizeIntent('quantas calorias tem 1 copo de leite integral?'));
  expect(glass.reply).toMatch(/1 copo[^(]*\(\d+ ml\)/u);
  expect(glass.reply).not.toMatch(/\(\d+ g\)/u);
  const bare = foodCompositionAnswer(recognizeIntent('quantas calorias tem o suco de laranja?'));
  expect(bare.reply).toMatch(/^100 ml de /u);
  expect(bare.reply.split('\n').find((line) => line.startsWith('Uma porção comum'))).toMatch(/\(\d+ ml\), tem/u);
  if (!MILK) throw new Error('leite integral missing from the library');
  const calcium = nutrientFoodAnswer({ food: MILK, askedName: 'leite', id: 'calcium', amount: null });
  expect(calcium.reply).toMatch(/^100 ml de leite/u);
});
