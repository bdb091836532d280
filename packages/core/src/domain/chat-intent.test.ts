import { describe, expect, test } from 'vitest';
import type { FoodName } from '../data/food-types';
import type { ChatAnswerKind } from '../schemas/chat';
import type { MealType } from '../schemas/planner';
import {
  isOffTopic,
  mealRequestOf,
  normalizeChatText,
  recognizeIntent,
  type Diet,
  type FoodRestriction,
} from './chat-intent';
import { findFoodName } from './food-search';
import type { NutrientId } from './nutrients';

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
  ['quantos copos de agua faltam', 'water_today'],
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

/**
 * How people actually ask (issue 29): colloquial pt-BR, without accents, with typos ("jantr",
 * "almosso", "lanxe"), slang ("rango", "marmita", "larica", "tô com fome"), shorthand ("oq", "hj",
 * "vc"), questions and imperatives, for every answer the assistant has. Written as a person types,
 * not from the recognizer's keywords; the last few of each group were written after the recognizer,
 * as a check on phrasings it was not tuned for. Off-topic messages must stay off-topic, and a food
 * question ("quantas calorias tem o frango") is not a suggestion.
 */
interface Asked {
  kind: ChatAnswerKind;
  /** meal_suggestion: the meal it must read (null: none named, the local hour decides). */
  mealType?: MealType | null;
  /** water_today: how much to drink (the goal) rather than how much was drunk. */
  asksGoal?: boolean;
}

const ASKED: [Asked, readonly string[]][] = [
  [
    { kind: 'meal_suggestion', mealType: 'dinner' },
    [
      'o que posso jantar hoje?',
      'o que eu janto hoje',
      'oq eu janto hj',
      'q q eu janto?',
      'me sugere um jantar com frango',
      'me sugere uma janta',
      'sugestao de janta leve',
      'monta um jantar pra mim',
      'monta minha janta de hoje',
      'quero jantar algo leve, o que vc sugere?',
      'tô sem ideia pro jantar',
      'o que faço de janta hoje?',
      'ideia de janta rapida',
      'que que eu como de noite?',
      'o que comer a noite sem sair da dieta',
      'jantr hj oq',
      'me da uma sugestao de jantar sem carne',
      'um jantar vegetariano, pode ser?',
      'janta com frango e batata doce',
      'preciso de uma janta com pouca caloria',
      'qual seria um bom jantar pra mim hoje',
      'cardápio pro jantar',
      'o que eu posso comer de janta',
      'tô com fome, o que janto?',
      'o que dá pra jantar com as calorias que sobraram',
      'uma janta sem lactose',
      'me indica um jantar',
      'que janta vc recomenda?',
      'jantinha rapida pra hoje',
      'o que eu preparo pra janta?',
      'tenho ovo e arroz em casa, o que faço pra janta?',
      'janta sem gluten por favor',
      'sugere uma janta sem carne vermelha',
      'qual o rango de hoje a noite?',
      'quero comer peixe no jantar, monta pra mim',
      'bora decidir a janta',
      'nao sei o que jantar hoje',
      'me ajuda com a janta de hoje?',
      'janta leve com peixe, pode montar?',
      'o que seria uma boa janta pra quem ta de dieta?',
      'jantar com ovo e salada',
      'quero uma janta vegetariana gostosa',
      'sugere algo pro jantar, to sem criatividade',
      'jantar sem carne nem peixe',
      'qual janta você me indica hoje?',
    ],
  ],
  [
    { kind: 'meal_suggestion', mealType: 'lunch' },
    [
      'o que eu almoço hoje?',
      'o que posso almoçar?',
      'me sugere um almoço',
      'monta uma marmita pra mim',
      'ideia de marmita pro trabalho',
      'marmita fit com frango',
      'o que levo de marmita amanhã',
      'almoço com carne moída',
      'almoco sem carne',
      'quero almoçar alguma coisa com peixe',
      'sugestao de almoco vegano',
      'o que cozinho pro almoço?',
      'almoço rapido e saudavel, alguma ideia?',
      'almosso hj oq faço',
      'monta meu almoço de hoje',
      'qual um bom prato pro almoço?',
      'o que como no almoço de domingo',
      'preciso de um almoço com bastante proteína',
      'almoço sem glúten',
      'me fala um almoço leve',
      'o que faço de almoço?',
      'almoço com ovo, dá?',
      'o que comer no almoço pra emagrecer',
      'quero um almoço sem feijão',
      'almoço vegetariano sem ovo',
      'almoço com tilápia e arroz integral',
      'o que almoçar hoje',
      'marmita de frango com batata doce',
      'sou celiaca, o que posso almoçar?',
      'almoço sem carne, pode ser com ovo?',
      'o que eu coloco na marmita de amanha?',
      'almoço de hoje: alguma sugestao?',
      'me ajuda a montar o almoço',
      'vou almoçar agora, o que como?',
      'almoço com frango e batata doce',
      'um almoço rapidinho pra hoje',
      'almoço leve sem gluten e sem lactose',
      'qual seria um almoço equilibrado?',
    ],
  ],
  [
    { kind: 'meal_suggestion', mealType: 'breakfast' },
    [
      'o que eu como no café da manhã?',
      'o que como de manhã',
      'me sugere um café da manhã',
      'cafe da manha sem lactose',
      'monta um café da manhã reforçado',
      'ideia de cafe da manha rapido',
      'o que comer antes de ir pro trabalho de manhã',
      'quero um cafe da manha com ovo',
      'cafe da manha sem gluten, o que posso comer?',
      'o que eu tomo de café hoje?',
      'desjejum leve, sugestão?',
      'café da manhã vegano',
      'o que como quando acordo',
      'sugestão pro café da manhã com tapioca',
      'cafe da manha com aveia e banana',
      'o que comer no café antes da academia',
      'me ajuda a montar meu café da manhã',
      'o que eu como de manha cedo',
      'cafe da manha sem pao',
      'qual um bom café da manhã pra mim',
      'primeira refeição do dia, o que sugere?',
      'cafe da manham pra hj',
      'sou intolerante a lactose, o que como no café da manhã?',
      'quero tomar um cafe reforçado, o que como?',
      'o que como no cafe hoje?',
      'sugestão de café da manhã com tapioca e ovo',
      'cafe da manha leve pra quem acorda sem fome',
      'monta meu desjejum',
      'cafe da manha pra levar pro trabalho',
      'o que eu como assim que acordar?',
    ],
  ],
  [
    { kind: 'meal_suggestion', mealType: 'snack' },
    [
      'me sugere um lanchinho',
      'o que eu belisco à tarde?',
      'lanche da tarde rapido, ideia?',
      'lanche pre treino, o que sugere?',
      'o que comer no pré-treino',
      'lanche pós treino com whey',
      'um lanchinho sem lactose',
      'lanche saudavel pra levar pro trabalho',
      'o que como entre o almoço e a janta?',
      'quero um lanche com iogurte',
      'um lanche vegano rapidinho',
      'lanchinho de fim de tarde, sugere algo',
      'o que eu como no lanche',
      'lanxe da tarde oq como',
      'sugestão de lanche com menos de 200 calorias',
      'lanche sem glúten pra tarde',
      'o que dá pra lanchar?',
      'o que eu posso lanchar agora',
      'me monta um lanche com fruta',
      'bateu aquela fome da tarde, o que como?',
      'lanche da noite leve, o que sugere?',
      'uma merenda rapida pra mim',
      'o que levo de lanche pra faculdade',
      'lanchinho com banana, ideias?',
      'lanche rapido pra tarde',
      'lanchinho antes da academia',
      'o que belisco entre as refeições?',
      'sugere um lanche com fruta e iogurte',
      'preciso de um lanche pós-treino',
      'lanche da tarde sem lactose e sem gluten',
    ],
  ],
  [
    { kind: 'meal_suggestion', mealType: null },
    [
      'o que eu como agora?',
      'tô com fome, o que como?',
      'to com fome',
      'to morrendo de fome, me ajuda',
      'me sugere alguma coisa pra comer',
      'quero comer algo, o que vc sugere?',
      'o que comer agora sem estourar a meta',
      'me da uma ideia de refeição',
      'monta um prato pra mim',
      'o que posso comer com o que sobrou de caloria?',
      'sugere uma refeição sem carne',
      'uma refeição vegana, dá pra montar?',
      'refeição com frango, alguma sugestão?',
      'qual a proxima refeição que vc recomenda?',
      'me monta uma refeiçao com ovo',
      'estou com fome, o que eu faço?',
      'qro comer oq agora',
      'o que eu como pra bater a proteína?',
      'tô com larica, o que eu como?',
      'o que cozinho hoje?',
      'quero comer frango hoje, monta um prato',
      'alguma sugestão de comida saudável?',
      'tô varado de fome',
      'o que faço pra comer agora?',
      'me indica alguma coisa pra comer',
      'o que comer com 500 calorias?',
      'monta uma refeição com ovo e arroz',
      'bateu fome, socorro',
    ],
  ],
  [
    { kind: 'remaining_today' },
    [
      'quanto ainda posso comer hoje?',
      'quantas calorias me sobram?',
      'qto falta pra minha meta de hj',
      'posso comer mais alguma coisa hoje?',
      'ja estourei minhas calorias?',
      'quanto sobrou da minha meta diária?',
      'tenho saldo de caloria ainda?',
      'quanto de carbo ainda posso comer hoje',
      'quantas gramas de proteína faltam pra bater a meta',
      'quanto falta de gordura hoje',
      'ainda cabe um doce hoje?',
      'ja passei da meta de calorias hoje?',
      'to dentro da meta hoje?',
      'quanto me resta de kcal',
      'falta mto pra bater as calorias do dia?',
      'quanto posso comer ainda hj',
      'minhas calorias restantes',
      'estourei a dieta hoje?',
      'quantas calorias ainda tenho hoje?',
      'ja passei das minhas calorias?',
      'quanto falta de proteina pra hoje',
      'sobrou quanto pra hoje?',
      'ainda posso comer um pouco mais hoje?',
    ],
  ],
  [
    { kind: 'intake_today' },
    [
      'quanto eu comi hoje?',
      'quantas calorias eu já comi hj',
      'qntas kcal eu ja consumi',
      'quanto de proteina eu comi hoje',
      'resumo do meu dia',
      'como ta minha alimentação hoje',
      'o que eu comi hoje?',
      'meus totais de hoje',
      'total de calorias do dia',
      'comi muito carboidrato hoje?',
      'quanto de gordura ingeri hj',
      'quantas fibras eu comi hoje',
      'ja comi proteína suficiente hoje?',
      'quanto de açúcar comi hoje',
      'meu consumo de calorias hoje',
      'fechei o dia com quantas calorias?',
      'quanto deu de caloria hoje',
      'quanto de carboidrato consumi até agora',
      'as refeições de hoje somaram quanto?',
      'como foi meu almoço?',
      'quantas calorias tem o que eu comi hoje',
      'quantas calorias eu comi ate agora?',
      'como foi meu dia hoje na dieta?',
      'quanto de carboidrato eu ja comi hoje',
      'somei quantas calorias hoje?',
      'me mostra o que eu comi hoje',
    ],
  ],
  [
    { kind: 'intake_week' },
    [
      'quanto eu comi essa semana?',
      'como foi minha semana de alimentação?',
      'média de calorias da semana',
      'quanto de proteína comi nos últimos 7 dias',
      'resumo da semana',
      'calorias da semana',
      'como tá minha dieta nessa semana',
      'quanto de carbo eu comi na semana',
      'meu consumo semanal',
      'total de kcal dos ultimos dias',
      'fiquei dentro da meta essa semana?',
      'quanta gordura comi essa semana',
      'como fui na semana?',
      'quanto comi de proteina nessa semana',
      'resumo dos ultimos 7 dias',
    ],
  ],
  [
    { kind: 'weight' },
    [
      'qual meu peso?',
      'quanto eu to pesando?',
      'meu imc ta bom?',
      'to acima do peso?',
      'perdi peso esse mês?',
      'quanto emagreci desde que comecei?',
      'to gorda?',
      'estou no peso ideal?',
      'meu índice de massa corporal',
      'como ta a balança',
      'quanto engordei',
      'qual minha evolução de peso',
      'minha ultima pesagem',
      'estou com sobrepeso?',
      'calcula meu imc',
      'quantos quilos eu perdi',
      'to emagrecendo ou engordando?',
      'meu peso subiu?',
      'to no peso certo?',
      'meu imc',
      'qual foi meu ultimo peso registrado?',
      'estou perdendo peso?',
    ],
  ],
  [
    { kind: 'water_today', asksGoal: true },
    [
      'quanto devo beber de água?',
      'quanta água eu preciso tomar por dia?',
      'quantos litros de agua devo beber',
      'qual minha meta de agua',
      'quanto de água é o ideal pra mim?',
      'quantos copos de agua por dia',
      'quanta agua eu tenho que beber',
      'quanto de agua eu deveria tomar',
      'agua, quanto preciso?',
      'minha meta de hidratação',
      'quantos ml de agua devo tomar por dia',
      'qual a quantidade de agua recomendada pra mim',
      'quanto de agua eu tenho que tomar?',
      'quantos litros de água por dia pra mim?',
      'qual a meta de água ideal pra mim?',
    ],
  ],
  [
    { kind: 'water_today', asksGoal: false },
    [
      'quanta agua eu bebi hoje',
      'ja bebi agua suficiente?',
      'quanto falta de água hoje?',
      'bebi pouca agua hoje?',
      'como ta minha hidratação',
      'to bem hidratado?',
      'quantos copos de agua eu ja tomei hoje',
      'tomei bastante agua hoje?',
      'quantos ml de agua faltam',
      'bati a meta de agua?',
      'agua hj',
      'quanto de agua ja tomei',
      'quanto de agua eu bebi?',
      'ja bati a meta de água hoje?',
      'to bebendo agua suficiente?',
    ],
  ],
  [
    { kind: 'activities' },
    [
      'quanto eu queimei hoje',
      'quantas calorias gastei na academia',
      'meus treinos da semana',
      'quanto gastei correndo?',
      'quais exercicios eu fiz',
      'malhei quanto essa semana',
      'quanto tempo de exercicio fiz hoje',
      'minhas atividades de hoje',
      'a caminhada de hoje queimou quanto?',
      'quantas kcal gastei no treino',
      'fiz exercicio hoje?',
      'qual meu gasto calorico de hoje',
      'pedalei quanto essa semana',
      'quanto queimei na musculação',
      'resumo dos meus treinos',
      'to treinando o suficiente?',
      'quanto queimei essa semana?',
      'minha corrida de hoje gastou quanto?',
      'quais treinos eu fiz hoje?',
    ],
  ],
  [
    { kind: 'goals' },
    [
      'qual minha meta de calorias?',
      'quantas calorias eu posso comer por dia?',
      'minha meta diaria',
      'quanto devo comer por dia?',
      'quais sao minhas metas',
      'qual a meta do almoço',
      'quantas calorias deve ter meu jantar?',
      'qual o meu objetivo de calorias',
      'quanto de proteína devo comer por dia?',
      'quantas gramas de carboidrato eu deveria comer por dia',
      'qual é minha meta de proteina',
      'minhas metas por refeição',
      'quantas calorias preciso por dia',
      'quanto devo comer no café da manhã?',
      'qual minha meta diária de calorias?',
      'quanto de carboidrato eu devo comer por dia?',
      'qual a meta do meu jantar?',
    ],
  ],
  [
    { kind: 'plan_rules' },
    [
      'o que o plano premium tem?',
      'qual é o meu plano?',
      'quanto custa o premium?',
      'quais as regras do plano gratis',
      'quantos calculos posso fazer no gratuito',
      'qual o limite do plano gratuito',
      'minha assinatura ta ativa?',
      'como funciona a divisão 40 30 30',
      'por que 40/30/30?',
      'o que muda no premium',
      'tem limite de perguntas?',
      'como o app calcula as porções?',
      'qual a faixa ideal de proteína de uma refeição',
      'quero cancelar minha assinatura',
      'qual a diferença do premium pro gratuito?',
      'quantas refeições posso calcular no plano grátis?',
    ],
  ],
  [
    { kind: 'greeting' },
    [
      'oi',
      'oii tudo bem?',
      'e aí',
      'boa noite',
      'obrigada!',
      'valeu!!',
      'bom dia, assistente',
      'opa',
      'olá!',
      'muito obrigado',
      'obrigado pela sugestão!',
      'valeu pela ideia',
    ],
  ],
  [
    { kind: 'capabilities' },
    [
      'o que voce faz?',
      'como vc pode me ajudar?',
      'o que dá pra perguntar pra você?',
      'me ajuda',
      'pra que serve esse chat?',
      'quem é vc',
      'o que vc sabe fazer?',
      'ajuda',
    ],
  ],
  [
    { kind: 'unknown' },
    [
      'posso tomar remédio pra emagrecer?',
      'tenho diabetes, posso comer doce?',
      'qual o melhor whey?',
      'to com dor de barriga depois de comer',
      'tomo ozempic, quanto devo comer?',
      'meu colesterol ta alto, o que faço?',
      'gravida pode comer sushi?',
      'qual remedio tira a fome?',
      'tenho pressão alta, posso comer sal?',
      'qual a capital da frança?',
    ],
  ],
  [
    { kind: 'off_topic' },
    [
      'quem vai ganhar o brasileirão esse ano?',
      'qual foi o placar do jogo do flamengo ontem',
      'me recomenda uma série boa na netflix',
      'vai chover amanhã em são paulo?',
      'qual o melhor celular até 2 mil reais',
      'como faço um site em python?',
      'quanto ta o bitcoin hoje?',
      'me conta uma piada engraçada',
      'qual é o meu signo se nasci em março?',
      'em quem eu voto pra governador?',
      'qual filme ta passando no cinema hoje',
      'qual o melhor carro popular pra comprar',
      'me ajuda a planejar uma viagem pra bahia',
      'quanto custa uma passagem de aviao pra lisboa',
      'o que voce acha do presidente?',
      'me indica uma musica pra ouvir',
      'como instalar o windows no computador',
      'qual a previsao do tempo pro fim de semana',
      'quem ganhou a copa do mundo de 2002?',
      'qual time vai ser campeão do brasileirao',
      'me ajuda com minha tarefa de matematica',
      'como investir na bolsa de valores',
      'quem ganhou o jogo do corinthians?',
      'me recomenda um filme de terror',
      'como tá o clima amanhã no rio?',
      'qual o melhor celular pra comprar?',
      'me ajuda a programar em javascript',
    ],
  ],
];

const FOOD_QUESTIONS: [string, string][] = [
  ['quantas calorias tem o frango', 'frango'],
  ['quantas caloria tem um ovo cozido', 'ovo cozido'],
  ['qnts calorias tem uma banana', 'banana'],
  ['banana engorda?', 'banana'],
  ['o arroz tem muito carboidrato?', 'arroz'],
  ['quanto de proteina tem no peito de frango', 'peito de frango'],
  ['quantas kcal tem 100g de batata doce', 'batata doce'],
  ['informação nutricional do feijão', 'feijao'],
  ['tabela nutricional da tapioca', 'tapioca'],
  ['macros do ovo', 'ovo'],
  ['quanta proteína tem em 2 ovos', 'ovo'],
  ['uma colher de sopa de azeite tem quantas calorias', 'azeite'],
  ['calorias do pão frances', 'pao frances'],
  ['pao de queijo tem muita caloria?', 'pao de queijo'],
  ['quanto de carbo tem uma fatia de pão integral', 'pao integral'],
  ['quantas calorias tem um copo de leite', 'leite'],
  ['suco de laranja tem muito açúcar?', 'suco de laranja'],
  ['quanta gordura tem no abacate', 'abacate'],
  ['qual a caloria da melancia', 'melancia'],
  ['a maçã tem fibra?', 'maca'],
  ['1 concha de feijão tem quantas calorias', 'feijao'],
  ['quanto tem de proteína no atum', 'atum'],
  ['quantas calorias tem uma colher de arroz', 'arroz'],
  ['caloria da coxinha', 'coxinha'],
  ['quantas calorias tem 200 ml de coca cola', 'coca cola'],
  ['quantos gramas de proteína tem a carne moída', 'carne moida'],
  ['valor nutricional do cuscuz', 'cuscuz'],
  ['quanto de fibra tem na aveia', 'aveia'],
  ['quantas calorias tem uma porção de batata frita', 'batata frita'],
  ['abacate é gorduroso?', 'abacate'],
  ['quantas kcal tem o açaí', 'acai'],
  ['quanto de carboidrato tem na mandioca', 'mandioca'],
  ['quantas calorias tem o cafe com leite', 'cafe com leite'],
  ['proteina do tofu', 'tofu'],
  ['quantas calorias tem 100 g de lentilha', 'lentilha'],
  ['e 3 colheres de arroz?', 'arroz'],
  ['qual é o valor calórico do pao de queijo', 'pao de queijo'],
  ['qnt caloria tem o arros', 'arroz'],
  ['tapioca engorda muito?', 'tapioca'],
  ['quantas calorias tem o pastel de carne', 'pastel de carne'],
  ['quantas calorias tem uma coxinha?', 'coxinha'],
  ['o ovo tem muita proteína?', 'ovo'],
  ['quantas calorias tem 150g de frango grelhado', 'frango grelhado'],
  ['qual o valor nutricional da batata doce', 'batata doce'],
  ['iogurte natural tem quantas calorias?', 'iogurte natural'],
  ['quantas calorias tem um pão de forma', 'pao de forma'],
];

const ASKED_CASES = ASKED.flatMap(([asked, says]) =>
  says.map((said) => ({
    said,
    asked,
    label: [
      asked.kind,
      asked.mealType === undefined ? null : (asked.mealType ?? 'refeição da hora'),
      asked.asksGoal ? 'meta' : null,
    ]
      .filter(Boolean)
      .join(' · '),
  })),
);

describe('how people actually ask', () => {
  test(`at least 300 phrasings (${ASKED_CASES.length + FOOD_QUESTIONS.length})`, () => {
    expect(ASKED_CASES.length + FOOD_QUESTIONS.length).toBeGreaterThanOrEqual(300);
  });

  test.each(ASKED_CASES)('$said → $label', ({ said, asked }) => {
    expect(isOffTopic(said)).toBe(asked.kind === 'off_topic');
    if (asked.kind === 'off_topic') return;
    const intent = recognizeIntent(said);
    expect(intent.kind).toBe(asked.kind);
    if (asked.mealType !== undefined) expect(intent.mealType).toBe(asked.mealType);
    if (asked.asksGoal !== undefined) expect(intent.asksGoal).toBe(asked.asksGoal);
  });

  test.each(FOOD_QUESTIONS)('%s → food_composition · %s', (said, food) => {
    expect(isOffTopic(said)).toBe(false);
    const intent = recognizeIntent(said);
    expect(intent.kind).toBe('food_composition');
    expect(intent.food?.foodId).toBe(findFoodName(food)?.foodId);
  });
});

/**
 * Micronutrients (issue 32): how people ask about sodium, iron, calcium, vitamins… of their day and
 * of a food, without accents and with typos, each read as the registry nutrient it names. "sal" is a
 * seasoning too: it names sodium only as the amount asked ("quanto sal", "muito sal"). The last group
 * must NOT be read as a micronutrient question: the person's own cholesterol or blood pressure is
 * medical, "vitamina de banana" is a smoothie, and calories, protein and sugar keep their answers.
 */
const MICRONUTRIENT_QUESTIONS: [string, ChatAnswerKind, NutrientId | null, string?][] = [
  // the day
  ['quanto de sódio comi hoje?', 'intake_today', 'sodium'],
  ['quanto sodio eu comi hj', 'intake_today', 'sodium'],
  ['qnto de sodio eu ja comi hoje', 'intake_today', 'sodium'],
  ['comi muito sal hoje?', 'intake_today', 'sodium'],
  ['quanto sal eu comi hoje', 'intake_today', 'sodium'],
  ['quanta fibra comi hoje', 'intake_today', 'fiber'],
  ['quantas fibras eu consumi hj', 'intake_today', 'fiber'],
  ['já bati o cálcio de hoje?', 'intake_today', 'calcium'],
  ['quanto de ferro eu comi hoje', 'intake_today', 'iron'],
  ['quanto potassio comi hj', 'intake_today', 'potassium'],
  ['quanta vitamina c eu comi hoje', 'intake_today', 'vitaminC'],
  ['quanto açúcar adicionado comi hoje', 'intake_today', 'addedSugars'],
  ['quanto falta de fibra hoje', 'remaining_today', 'fiber'],
  ['quanto falta de calcio pra bater a meta', 'remaining_today', 'calcium'],
  ['ja bati a meta de ferro hoje?', 'goals', 'iron'],
  ['quanto ferro devo comer por dia?', 'goals', 'iron'],
  ['qual minha meta de calcio', 'goals', 'calcium'],
  ['quanto de sodio comi essa semana', 'intake_week', 'sodium'],
  ['media de fibra da semana', 'intake_week', 'fiber'],
  // a food
  ['quanto ferro tem o feijão?', 'food_composition', 'iron', 'feijao'],
  ['o feijão tem muito ferro?', 'food_composition', 'iron', 'feijao'],
  ['quanto ferro tem o feijao carioca', 'food_composition', 'iron', 'feijao carioca'],
  ['quanta vitamina c tem a laranja', 'food_composition', 'vitaminC', 'laranja'],
  ['vit c da acerola', 'food_composition', 'vitaminC', 'acerola'],
  ['sódio do miojo', 'food_composition', 'sodium', 'miojo'],
  ['quanto sal tem o miojo', 'food_composition', 'sodium', 'miojo'],
  ['o miojo tem muito sal?', 'food_composition', 'sodium', 'miojo'],
  ['a salada tem sódio?', 'food_composition', 'sodium', 'salada'],
  ['quanto de sodio tem no pao frances', 'food_composition', 'sodium', 'pao frances'],
  ['quanto de sodio tem 100g de presunto', 'food_composition', 'sodium', 'presunto'],
  ['potássio da banana', 'food_composition', 'potassium', 'banana'],
  ['quanto potasio tem a banana', 'food_composition', 'potassium', 'banana'],
  ['quanto de colesterol tem o ovo', 'food_composition', 'cholesterol', 'ovo'],
  ['quanta vitamina a tem a cenoura', 'food_composition', 'vitaminA', 'cenoura'],
  ['vitamina b12 do ovo', 'food_composition', 'vitaminB12', 'ovo'],
  ['acido folico do feijao', 'food_composition', 'folate', 'feijao'],
  ['quanto de gordura saturada tem a picanha', 'food_composition', 'saturatedFat', 'picanha'],
  ['gordura trans da margarina', 'food_composition', 'transFat', 'margarina'],
  ['quanto calcio tem 1 copo de leite', 'food_composition', 'calcium', 'leite'],
  ['o leite tem cálcio?', 'food_composition', 'calcium', 'leite'],
  ['quanto calsio tem o queijo', 'food_composition', 'calcium', 'queijo'],
  ['quanto zinco tem a carne', 'food_composition', 'zinc', 'carne'],
  ['magnesio da aveia', 'food_composition', 'magnesium', 'aveia'],
  ['fosforo do peixe', 'food_composition', 'phosphorus', 'peixe'],
  ['quanto ferro tem na vitamina de banana', 'food_composition', 'iron', 'vitamina de banana'],
  // not a micronutrient question
  ['meu colesterol ta alto, o que faço?', 'unknown', 'cholesterol'],
  ['tenho colesterol alto, posso comer ovo?', 'unknown', 'cholesterol'],
  ['ovo aumenta o colesterol?', 'unknown', 'cholesterol'],
  ['tenho pressão alta, posso comer sal?', 'unknown', null],
  ['quantas calorias tem uma vitamina de banana', 'food_composition', 'energy', 'vitamina de banana'],
  ['quantas calorias tem o feijão', 'food_composition', 'energy', 'feijao'],
  ['o feijão tem muita proteína?', 'food_composition', 'protein', 'feijao'],
  ['quanta proteína eu comi hoje', 'intake_today', 'protein'],
  ['quanto de açúcar comi hoje', 'intake_today', 'carbs'],
  ['quanto custa o premium?', 'plan_rules', null],
];

describe('micronutrients: the registry nutrient named', () => {
  test(`at least 40 phrasings (${MICRONUTRIENT_QUESTIONS.length})`, () => {
    expect(MICRONUTRIENT_QUESTIONS.length).toBeGreaterThanOrEqual(40);
  });

  test.each(MICRONUTRIENT_QUESTIONS)('%s → %s · %s', (said, kind, nutrientId, food) => {
    expect(isOffTopic(said)).toBe(false);
    const intent = recognizeIntent(said);
    expect(intent.kind).toBe(kind);
    expect(intent.nutrientId).toBe(nutrientId);
    if (food !== undefined) expect(intent.food?.foodId).toBe(findFoodName(food)?.foodId);
  });

  test('a micronutrient leaves the macronutrient empty; fibre is both', () => {
    expect(recognizeIntent('quanto ferro tem o feijão?').nutrient).toBeNull();
    expect(recognizeIntent('quanta fibra comi hoje').nutrient).toBe('fiber');
    expect(recognizeIntent('quantas calorias tem o sal').nutrientId).toBe('energy');
  });
});

/** What a meal request asks for: foods wanted ("com"), foods and groups left out ("sem"), a diet. */
const MEAL_REQUESTS: [
  string,
  { include?: string[]; exclude?: string[]; restrictions?: FoodRestriction[]; diet?: Diet },
][] = [
  ['me sugere um jantar com frango', { include: ['frango'] }],
  ['janta com frango e batata doce', { include: ['frango', 'batata doce'] }],
  ['marmita de frango com batata doce', { include: ['frango', 'batata doce'] }],
  ['tenho ovo e arroz em casa, o que faço pra janta?', { include: ['ovo', 'arroz'] }],
  ['quero comer peixe no jantar, monta pra mim', { include: ['peixe'] }],
  ['jantar c/ frango', { include: ['frango'] }],
  ['almoço com tilápia e arroz integral', { include: ['tilapia', 'arroz integral'] }],
  ['cafe da manha com aveia e banana', { include: ['aveia', 'banana'] }],
  ['almoco sem carne', { restrictions: ['meat'] }],
  ['sugere uma janta sem carne vermelha', { restrictions: ['red_meat'] }],
  ['almoço sem carne, pode ser com ovo?', { include: ['ovo'], restrictions: ['meat'] }],
  ['almoço com carne moída', { include: ['carne moida'] }],
  ['um almoço, mas nada de carne moída', { exclude: ['carne moida'] }],
  ['não como carne, o que eu janto?', { restrictions: ['meat'] }],
  ['quero um almoço sem feijão', { exclude: ['feijao'] }],
  ['cafe da manha sem pao', { exclude: ['pao'] }],
  ['uma janta sem lactose', { restrictions: ['dairy'] }],
  ['lanche sem leite', { restrictions: ['dairy'] }],
  ['sou intolerante a lactose, o que como no café da manhã?', { restrictions: ['dairy'] }],
  ['janta sem gluten por favor', { restrictions: ['gluten'] }],
  ['sou celiaca, o que posso almoçar?', { restrictions: ['gluten'] }],
  ['almoço leve sem gluten e sem lactose', { restrictions: ['gluten', 'dairy'] }],
  ['jantar sem carne nem peixe', { restrictions: ['meat', 'fish'] }],
  ['um jantar vegetariano, pode ser?', { restrictions: ['meat', 'fish'], diet: 'vegetarian' }],
  ['almoço vegetariano sem ovo', { restrictions: ['meat', 'fish', 'egg'], diet: 'vegetarian' }],
  ['café da manhã vegano', { restrictions: ['meat', 'fish', 'egg', 'dairy'], diet: 'vegan' }],
  ['jantar vegetariano com frango', { include: ['frango'], restrictions: ['meat', 'fish'], diet: 'vegetarian' }],
  ['o que posso comer no jantar?', {}],
  ['tem alguma ideia de refeição com as calorias que sobraram?', {}],
  ['preciso de um almoço com bastante proteína', {}],
  ['cafe da manha sem gluten, o que posso comer?', { restrictions: ['gluten'] }],
];

describe('meal requests: "com" and "sem"', () => {
  const ids = (names: readonly string[]) => names.map((name) => findFoodName(name)?.foodId).sort();
  test.each(MEAL_REQUESTS)('%s', (said, expected) => {
    const intent = recognizeIntent(said);
    expect(intent.kind).toBe('meal_suggestion');
    expect(intent.meal).toEqual(mealRequestOf(said));
    expect(intent.meal.include.map((food) => food.foodId).sort()).toEqual(ids(expected.include ?? []));
    expect(intent.meal.exclude.map((food) => food.foodId).sort()).toEqual(ids(expected.exclude ?? []));
    expect([...intent.meal.restrictions].sort()).toEqual([...(expected.restrictions ?? [])].sort());
    expect(intent.meal.diet).toBe(expected.diet ?? null);
  });

  test('other answers carry an empty request', () => {
    expect(recognizeIntent('quantas calorias tem o frango').meal).toEqual({
      include: [],
      exclude: [],
      restrictions: [],
      diet: null,
    });
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

describe('off-topic check', () => {
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

test.each([
  ['quanto de proteína tem o whey?', 'Whey protein'],
  ['quantas calorias tem 30 g de whey', 'Whey protein'],
  ['quanto de cálcio tem o iogurte grego?', 'Iogurte grego'],
  ['iogurte grego engorda?', 'Iogurte grego'],
])('"%s" asks about %s, which only labels measure (never plain yogurt, never the day)', (message, name) => {
  const intent = recognizeIntent(message);
  expect(intent.kind).toBe('food_composition');
  expect(intent.food).toBeNull();
  expect(intent.labelOnly?.name).toBe(name);
});

test('a label-only name the person has as their own food is theirs; eating it is intake', () => {
  const own: FoodName = { name: 'Iogurte grego', foodId: -7, type: 'alias' };
  const intent = recognizeIntent('quanto de cálcio tem o iogurte grego?', [own]);
  expect(intent.labelOnly).toBeUndefined();
  expect(intent.food?.foodId).toBe(-7);
  expect(recognizeIntent('comi iogurte grego hoje').labelOnly).toBeUndefined();
});
