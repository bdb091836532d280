import { describe, expect, test } from 'vitest';
import type { ChatAnswerKind } from '../schemas/chat';
import { isOffTopic, normalizeChatText, recognizeIntent } from './chat-intent';

/**
 * The intent table (issue 11): real-style questions, with accents, typos, slang and synonyms, each
 * with the answer kind the local assistant must give. `food` is the food name the question must
 * resolve to (its everyday or TACO name, normalised).
 */
const TABLE: [string, ChatAnswerKind, { food?: string; nutrient?: string; period?: string }?][] = [
  // today's intake
  ['Quanta proteína eu comi hoje?', 'intake_today', { nutrient: 'protein' }],
  ['quanta proteina comi hj', 'intake_today', { nutrient: 'protein' }],
  ['Quantas calorias eu já consumi hoje?', 'intake_today', { nutrient: 'calories' }],
  ['qntas calorais eu comi hoje', 'intake_today', { nutrient: 'calories' }],
  ['Quanto de carboidrato eu ingeri hoje?', 'intake_today', { nutrient: 'carbs' }],
  ['quanta gordura comi hoje?', 'intake_today', { nutrient: 'fat' }],
  ['Quantos gramas de fibra eu consumi hoje?', 'intake_today', { nutrient: 'fiber' }],
  ['Como estão meus macros hoje?', 'intake_today'],
  ['Qual foi meu consumo de hoje?', 'intake_today'],
  ['protiena hoje', 'intake_today', { nutrient: 'protein' }],
  ['Já bati a proteína do dia?', 'intake_today', { nutrient: 'protein' }],
  ['Quantas kcal eu comi até agora?', 'intake_today', { nutrient: 'calories' }],
  // this week
  ['Quantas calorias eu comi essa semana?', 'intake_week', { nutrient: 'calories', period: 'week' }],
  ['Quanta proteína consumi nos últimos 7 dias?', 'intake_week', { nutrient: 'protein', period: 'week' }],
  ['Como foi minha alimentação na semana?', 'intake_week', { period: 'week' }],
  ['média de carboidratos da semana', 'intake_week', { nutrient: 'carbs', period: 'week' }],
  // what is left
  ['Quantas calorias ainda posso comer hoje?', 'remaining_today'],
  ['Quanto falta pra eu bater minha meta de hoje?', 'remaining_today'],
  ['Quantas calorias me restam?', 'remaining_today'],
  ['qual meu saldo de calorias hoje', 'remaining_today'],
  ['Quanto de proteína falta hoje?', 'remaining_today', { nutrient: 'protein' }],
  ['Sobrou caloria pro jantar?', 'remaining_today'],
  // food composition
  ['Quantas calorias tem 100 g de arroz?', 'food_composition', { food: 'arroz', nutrient: 'calories' }],
  ['e 2 colheres de sopa de azeite?', 'food_composition', { food: 'azeite' }],
  ['quantas calorias tem 100g de arros', 'food_composition', { food: 'arroz' }],
  ['Quanta proteína tem um ovo?', 'food_composition', { food: 'ovo', nutrient: 'protein' }],
  ['Qual o valor nutricional da banana?', 'food_composition', { food: 'banana' }],
  ['Quantas calorias tem uma fatia de pão de forma?', 'food_composition', { food: 'pao de forma' }],
  ['quanto de carboidrato tem 150 gramas de batata doce', 'food_composition', { food: 'batata doce' }],
  ['Feijão tem muita proteína?', 'food_composition', { food: 'feijao' }],
  ['Informação nutricional do frango grelhado', 'food_composition', { food: 'frango grelhado' }],
  ['Quantas calorias tem 200 ml de leite?', 'food_composition', { food: 'leite' }],
  ['tapioca tem quantas calorias', 'food_composition', { food: 'tapioca' }],
  ['Quanta fibra tem a aveia?', 'food_composition', { food: 'aveia', nutrient: 'fiber' }],
  ['2 ovos cozidos tem quantas calorias?', 'food_composition', { food: 'ovo cozido' }],
  ['Quantas calorias tem uma maçã?', 'food_composition', { food: 'maca' }],
  ['quantas calorias tem um pão francês', 'food_composition', { food: 'pao frances' }],
  ['composição do abacate', 'food_composition', { food: 'abacate' }],
  ['Quanta gordura tem o queijo minas?', 'food_composition', { food: 'queijo minas' }],
  ['calorias de 1 copo de suco de laranja', 'food_composition', { food: 'suco de laranja' }],
  ['quantas calorias tem a água de coco?', 'food_composition', { food: 'agua de coco' }],
  // next meal
  ['O que posso comer no jantar?', 'meal_suggestion'],
  ['Me sugere um almoço', 'meal_suggestion'],
  ['O que eu como agora?', 'meal_suggestion'],
  ['Sugestão de lanche da tarde', 'meal_suggestion'],
  ['monte um café da manhã pra mim', 'meal_suggestion'],
  ['O que devo comer na próxima refeição?', 'meal_suggestion'],
  ['Recomenda algo para a janta?', 'meal_suggestion'],
  ['tem alguma ideia de refeição com as calorias que sobraram?', 'meal_suggestion'],
  // weight and BMI
  ['Como está meu peso?', 'weight'],
  ['Qual é o meu IMC?', 'weight'],
  ['Estou emagrecendo?', 'weight'],
  ['quanto eu emagreci esse mês', 'weight'],
  ['Engordei essa semana?', 'weight'],
  ['qual meu pesso atual', 'weight'],
  ['minha evolução na balança', 'weight'],
  // water
  ['Quanta água eu bebi hoje?', 'water_today'],
  ['Como está minha hidratação?', 'water_today'],
  ['quantos copos de agua faltam', 'remaining_today'],
  ['Já bebi água suficiente hoje?', 'water_today'],
  ['quantos ml de água tomei hoje', 'water_today'],
  // activities
  ['Quantas calorias eu queimei hoje?', 'activities'],
  ['Quais atividades fiz essa semana?', 'activities'],
  ['Quanto gastei na caminhada?', 'activities'],
  ['meus exercicios de hoje', 'activities'],
  ['Treinei quantas vezes na semana?', 'activities'],
  // goals
  ['Qual é a minha meta de calorias?', 'goals'],
  ['Quais são minhas metas por refeição?', 'goals'],
  ['qual meu objetivo diário', 'goals'],
  // plan rules
  ['Quais são as regras do meu plano?', 'plan_rules'],
  ['Quantos cálculos posso fazer por dia no plano gratuito?', 'plan_rules'],
  ['O que o premium libera?', 'plan_rules'],
  ['Como funciona a divisão de macros 40/30/30?', 'plan_rules'],
  // greetings and capabilities
  ['Oi', 'greeting'],
  ['Bom dia!', 'greeting'],
  ['olá, tudo bem?', 'greeting'],
  ['Obrigado!', 'greeting'],
  ['O que você pode fazer?', 'capabilities'],
  ['ajuda', 'capabilities'],
  ['Quem é você?', 'capabilities'],
  // honest fallback
  ['Posso tomar remédio para emagrecer?', 'unknown'],
  ['Qual a melhor marca de whey do mercado?', 'unknown'],
  ['Tenho diabetes, o que isso significa?', 'unknown'],
];

describe('intent table', () => {
  test(`has at least 60 questions (${TABLE.length})`, () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(60);
  });

  test.each(TABLE)('%s → %s', (question, kind, expected = {}) => {
    expect(isOffTopic(question)).toBe(false);
    const intent = recognizeIntent(question);
    expect(intent.kind).toBe(kind);
    if (expected.food !== undefined) expect(normalizeChatText(intent.food?.name ?? '')).toBe(expected.food);
    if (expected.nutrient !== undefined) expect(intent.nutrient).toBe(expected.nutrient);
    if (expected.period !== undefined) expect(intent.period).toBe(expected.period);
  });
});

test('amounts: grams, millilitres, household measures and counts', () => {
  expect(recognizeIntent('quantas calorias tem 100 g de arroz').amount).toEqual({
    type: 'grams',
    grams: 100,
    unit: 'g',
  });
  expect(recognizeIntent('calorias de 1,5 kg de arroz').amount).toEqual({ type: 'grams', grams: 1500, unit: 'g' });
  expect(recognizeIntent('quantas calorias tem 200ml de leite').amount).toEqual({
    type: 'grams',
    grams: 200,
    unit: 'ml',
  });
  expect(recognizeIntent('e 2 colheres de sopa de azeite?').amount).toEqual({
    type: 'measure',
    count: 2,
    unit: 'colher de sopa',
  });
  expect(recognizeIntent('2 ovos cozidos tem quantas calorias?').amount).toEqual({
    type: 'measure',
    count: 2,
    unit: 'unidade',
  });
  expect(recognizeIntent('quantas calorias tem 2 pães franceses').amount).toEqual({
    type: 'measure',
    count: 2,
    unit: 'unidade',
  });
  expect(recognizeIntent('quantas calorias tem 1 porção de arroz').amount).toEqual({
    type: 'measure',
    count: 1,
    unit: 'porção',
  });
  expect(recognizeIntent('Qual o valor nutricional da banana?').amount).toBeNull();
});

test('the meal named in a suggestion request', () => {
  expect(recognizeIntent('O que posso comer no jantar?').mealType).toBe('dinner');
  expect(recognizeIntent('monte um café da manhã pra mim').mealType).toBe('breakfast');
  expect(recognizeIntent('Me sugere um almoço').mealType).toBe('lunch');
  expect(recognizeIntent('Sugestão de lanche da tarde').mealType).toBe('snack');
  expect(recognizeIntent('O que eu como agora?').mealType).toBeNull();
});

describe('off-topic check (spec §5)', () => {
  test.each([
    'Em quem devo votar para presidente nas próximas eleições?',
    'Qual o melhor time de futebol do Brasil?',
    'Me indica um filme bom pra assistir hoje',
    'Qual a previsão do tempo para amanhã em São Paulo?',
    'Qual carro é mais econômico, um sedan ou um hatch?',
    'Como eu programo em javascript uma função recursiva?',
    'Quero dicas de viagem para a Europa no verão',
  ])('%s → redirect', (message) => {
    expect(isOffTopic(message)).toBe(true);
  });

  test.each([
    // nutrition words pass even next to off-topic ones
    'Qual lanche levar para o cinema sem estourar as calorias?',
    'o que comer antes do jogo de futebol?',
    // greetings pass
    'Oi, bom dia! Tudo bem com você hoje?',
    // shorter than 15 characters passes
    'e o futebol?',
    // nothing off-topic: passes to the assistant (which answers honestly)
    'Qual é a capital da Austrália mesmo?',
  ])('%s → passes', (message) => {
    expect(isOffTopic(message)).toBe(false);
  });
});
