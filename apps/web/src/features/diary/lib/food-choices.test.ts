import { expect, test } from 'vitest';
import { foodChoices, RECENT_CHOICES, type FoodChoice } from './food-choices';

const beans: FoodChoice = { foodId: 561, name: 'Feijão carioca cozido', badge: 'Frequente' };
const rice: FoodChoice = { foodId: 3, name: 'Arroz branco cozido', badge: 'Recente' };

test('the person’s foods come first, each once, and the catalogue does not repeat them', () => {
  const catalogue = [
    { foodId: 561, name: 'Feijão carioca cozido' },
    { foodId: 562, name: 'Feijão preto cozido' },
  ];
  expect(foodChoices('feij', [beans, rice, { ...beans, badge: 'Recente' }], catalogue)).toEqual([
    beans,
    { foodId: 562, name: 'Feijão preto cozido' },
  ]);
});

test('before anything is typed, only the person’s foods are listed, at most a few', () => {
  const many = Array.from({ length: 10 }, (_, index) => ({ foodId: index + 1, name: `Alimento ${index + 1}` }));
  const choices = foodChoices('', many, []);
  expect(choices).toHaveLength(RECENT_CHOICES);
  expect(choices[0]).toEqual({ foodId: 1, name: 'Alimento 1', badge: 'Recente' });
});

test('the text matches without accents or case', () => {
  expect(foodChoices('FEIJAO', [beans, rice], [])).toEqual([beans]);
});
