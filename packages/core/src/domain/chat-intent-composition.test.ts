import { expect, test } from 'vitest';
import { asksFoodComposition } from './chat-intent';

test('a question about what a food holds asks its composition (the assistant then reads the products eaten)', () => {
  for (const message of [
    'quanto sódio tem no trakinas?',
    'qual o valor nutricional do biscoito da marca x?',
    'quantas calorias tem 200 ml de refrigerante?',
    'o toddynho contém açúcar adicionado?',
  ])
    expect(asksFoodComposition(message), message).toBe(true);
});

test('what the person ate, greetings and plans do not (no products read)', () => {
  for (const message of [
    'quanto sódio comi hoje?',
    'oi, tudo bem?',
    'me sugere um jantar',
    'o que consumi essa semana?',
  ])
    expect(asksFoodComposition(message), message).toBe(false);
});
