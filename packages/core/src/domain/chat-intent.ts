import { isProductFoodId } from './catalog-ids';
import { labelOnlyFood, type LabelOnlyFood } from './label-only-foods';
import type { FoodName } from '../data/food-types';
import type { MealType } from '../schemas/planner';
import type { ChatAnswerKind } from '../schemas/chat';
import { findFoodName, normalizeFoodText, searchFoodNames } from './food-search';
import { NUTRIENT_IDS, type NutrientId } from './nutrients';
import { NUMBER_WORDS } from './number-words';

/**
 * What a chat message asks, read without any model: the off-topic check and the intent
 * of the local assistant (issue 11). Tolerant of accents, case, punctuation, common typos (one
 * edit, two in long words), chat shorthand ("oq", "hj", "vc") and synonyms and slang ("janta",
 * "marmita", "rango", "tô com fome"); a meal request also carries the foods asked for and left out
 * ("com frango", "sem lactose", "vegano"). Pure; the answers are built on the server from the
 * user's data and the food table, so nothing here produces a number.
 */

export type Nutrient = 'calories' | 'protein' | 'carbs' | 'fat' | 'fiber';
export type Period = 'today' | 'week';

/** An amount of a food as asked: grams (or ml, read as grams), or a count of a household measure. */
export type FoodAmount =
  { type: 'grams'; grams: number; unit: 'g' | 'ml' } | { type: 'measure'; count: number; unit: string };

/** Food groups a person may leave out of a suggested meal: "sem carne", "sem lactose", "sem glúten". */
export const FOOD_RESTRICTIONS = ['meat', 'red_meat', 'fish', 'egg', 'dairy', 'gluten'] as const;
export type FoodRestriction = (typeof FOOD_RESTRICTIONS)[number];
export type Diet = 'vegetarian' | 'vegan';

/** What a diet leaves out: vegetarians eat no meat or fish; vegans also no eggs or dairy. */
export const DIET_RESTRICTIONS: Record<Diet, readonly FoodRestriction[]> = {
  vegetarian: ['meat', 'fish'],
  vegan: ['meat', 'fish', 'egg', 'dairy'],
};

/** meal_suggestion: what the person wants in the plate and what they want left out. */
export interface MealRequest {
  /** Foods asked for: "com frango", "tenho ovo e arroz", "quero comer peixe". */
  include: FoodName[];
  /** Foods named after "sem": "sem feijão", "sem pão". */
  exclude: FoodName[];
  /** Groups to leave out, the diet's included: "sem carne", "sem lactose", "sou celíaca". */
  restrictions: FoodRestriction[];
  diet: Diet | null;
}

export interface ChatIntent {
  kind: Exclude<ChatAnswerKind, 'off_topic'>;
  /** The energy or macronutrient asked about, when one is named (a micronutrient leaves it null). */
  nutrient: Nutrient | null;
  /**
   * The registry nutrient asked about, when one is named: "sódio", "ferro", "vitamina C", and the
   * energy and macronutrients too ("calorias" is `energy`, "fibra" is `fiber`).
   */
  nutrientId: NutrientId | null;
  period: Period;
  /** food_composition: the food name found in the message and its entry in the name list. */
  food: FoodName | null;
  amount: FoodAmount | null;
  /** meal_suggestion: the meal named in the message, if any. */
  mealType: MealType | null;
  /** meal_suggestion: the foods and groups asked for or left out (empty otherwise). */
  meal: MealRequest;
  /** water_today: the question is how much to drink (the goal), not how much was drunk. */
  asksGoal: boolean;
  /**
   * food_composition: a food only brands measure, each on its own label (whey, iogurte grego:
   * label-only-foods.ts), named without one of the person's own foods or products of that name.
   */
  labelOnly?: LabelOnlyFood;
}

/** Messages shorter than this pass the off-topic check. */
export const OFF_TOPIC_MIN_LENGTH = 15;

/** Lowercase, no accents, letters/digits/spaces only: "Quanta PROTEÍNA?!" → "quanta proteina". */
export function normalizeChatText(text: string): string {
  return normalizeFoodText(text)
    .replace(/(\d),(\d)/gu, '$1.$2')
    .replace(/[^a-z0-9.% ]+/gu, ' ')
    .replace(/(?<!\d)\.|\.(?!\d)/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** Chat shorthand, spelled out before reading: "oq eu janto hj" → "o que eu janto hoje". */
const SHORTHAND: Readonly<Record<string, string>> = {
  vc: 'voce',
  vcs: 'voces',
  oq: 'o que',
  oque: 'o que',
  q: 'que',
  hj: 'hoje',
  qto: 'quanto',
  qnto: 'quanto',
  qnt: 'quanto',
  qta: 'quanta',
  qnta: 'quanta',
  qtos: 'quantos',
  qntos: 'quantos',
  qtas: 'quantas',
  qntas: 'quantas',
  qnts: 'quantas',
  qro: 'quero',
  mto: 'muito',
  mt: 'muito',
  tb: 'tambem',
  tbm: 'tambem',
  pq: 'por que',
  obg: 'obrigado',
  vlw: 'valeu',
  agr: 'agora',
  dps: 'depois',
  c: 'com',
  s: 'sem',
};

/** A message as the recognizer reads it: normalised words with the shorthand spelled out. */
interface Reading {
  words: string[];
  /** The words joined with a space before and after, for phrase lookups (" o que "). */
  spaced: string;
}

/** A word after these names a vitamin ("vitamina c"), never shorthand ("c" is "com" elsewhere). */
const VITAMIN = new Set(['vitamina', 'vitaminas', 'vit']);

function read(message: string): Reading {
  const words = normalizeChatText(message)
    .split(' ')
    .filter(Boolean)
    .flatMap((word, i, all) => {
      if (word === 'vit') return ['vitamina'];
      return VITAMIN.has(all[i - 1] ?? '') ? [word] : (SHORTHAND[word] ?? word).split(' ');
    });
  return { words, spaced: ` ${words.join(' ')} ` };
}

/** Optimal-string-alignment distance (edits and adjacent swaps), stopping early past `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) {
    const row: number[] = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((rows[i - 1]?.[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (rows[i - 1]?.[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    rows.push(row);
    if (i > 0 && best > max) return max + 1;
  }
  return rows[a.length]?.[b.length] ?? max + 1;
}

/** Typos allowed for a keyword of this length: none under 6 letters, one up to 8, two from 9. */
const allowedTypos = (length: number) => (length >= 9 ? 2 : length >= 6 ? 1 : 0);
/** A typed word this short gets no typo allowance of its own, but may miss one letter of a keyword ("jantr"). */
const MIN_TYPO_WORD = 5;

/** "pesso" → "peso", "aguaa" → "agua": a doubled letter is the commonest typo of short words. */
const undoubled = (word: string) => word.replace(/(.)\1+/gu, '$1');

/**
 * One word against one keyword. "proteina" matches exactly or with typos that keep the first letter
 * ("protiena", "proteinas", "jantr", "almosso"); "hidrat*" matches any word starting with "hidrat"
 * (or with one typo in that start, for stems of 6+).
 */
function wordMatches(word: string, keyword: string): boolean {
  if (keyword.endsWith('*')) {
    const stem = keyword.slice(0, -1);
    if (word.startsWith(stem)) return true;
    if (stem.length < 6 || word.length < stem.length || word[0] !== stem[0]) return false;
    return editDistance(word.slice(0, stem.length), stem, 1) <= 1;
  }
  if (word === keyword || undoubled(word) === keyword) return true;
  if (word.length < MIN_TYPO_WORD || word[0] !== keyword[0] || vocabulary().has(word)) return false;
  const typos = Math.min(allowedTypos(keyword.length), Math.max(allowedTypos(word.length), 1));
  if (typos === 0) return false;
  return editDistance(word, keyword, typos) <= typos || editDistance(undoubled(word), keyword, typos) <= typos;
}

/** True when the text has one of the keywords (single words, fuzzy) or phrases (several words, exact). */
function has(reading: Reading, keywords: readonly string[]): boolean {
  return keywords.some((keyword) =>
    keyword.includes(' ')
      ? reading.spaced.includes(` ${keyword} `)
      : reading.words.some((word) => wordMatches(word, keyword)),
  );
}

/**
 * Like has(), without typos: verb forms one letter apart mean other things ("lanche" is not "lanchei",
 * "cozido" is not "comido").
 */
function hasExactly(reading: Reading, keywords: readonly string[]): boolean {
  return keywords.some((keyword) =>
    keyword.includes(' ') ? reading.spaced.includes(` ${keyword} `) : reading.words.includes(keyword),
  );
}

const NUTRIENT_WORDS: Record<Nutrient, readonly string[]> = {
  calories: ['caloria*', 'calorica*', 'calorico*', 'kcal', 'cal', 'energia', 'energetico'],
  protein: ['proteina*', 'proteica*', 'proteico*', 'prot'],
  carbs: ['carboidrato*', 'carbo', 'carbos', 'carb', 'carbs', 'carbohidrato*', 'acucar*'],
  fat: ['gordura*', 'lipidio*', 'gorduroso', 'gordurosa'],
  fiber: ['fibra*'],
};

/**
 * How people name each registry nutrient. The energy and macronutrients are NUTRIENT_WORDS; "sal" is
 * a seasoning people also eat, so it names sodium only where it is the amount asked ("quanto sal",
 * "muito sal"), and "vitamina" alone is also the Brazilian fruit smoothie ("vitamina de banana").
 */
const NUTRIENT_NAMES: Readonly<Record<NutrientId, readonly string[]>> = {
  energy: NUTRIENT_WORDS.calories,
  protein: NUTRIENT_WORDS.protein,
  carbs: NUTRIENT_WORDS.carbs,
  fat: NUTRIENT_WORDS.fat,
  fiber: NUTRIENT_WORDS.fiber,
  saturatedFat: ['gordura saturada', 'gorduras saturadas', 'saturada*'],
  monounsaturatedFat: ['monoinsaturada*', 'mono insaturada', 'mono insaturadas'],
  polyunsaturatedFat: ['poliinsaturada*', 'poli insaturada', 'poli insaturadas'],
  transFat: ['gordura trans', 'gorduras trans', 'trans'],
  cholesterol: ['colesterol'],
  sugars: ['acucar total', 'acucares totais'],
  addedSugars: ['acucar adicionado', 'acucares adicionados', 'acucar de adicao', 'acucar adicao'],
  sodium: [
    'sodio',
    'quanto sal',
    'quanto de sal',
    'quantidade de sal',
    'teor de sal',
    'muito sal',
    'pouco sal',
    'tem sal',
    'de sal tem',
  ],
  potassium: ['potassio'],
  calcium: ['calcio'],
  iron: ['ferro'],
  magnesium: ['magnesio'],
  phosphorus: ['fosforo'],
  zinc: ['zinco'],
  copper: ['cobre'],
  manganese: ['manganes'],
  selenium: ['selenio'],
  vitaminA: ['vitamina a', 'retinol'],
  vitaminC: ['vitamina c', 'acido ascorbico'],
  vitaminD: ['vitamina d'],
  vitaminE: ['vitamina e'],
  thiamine: ['tiamina', 'vitamina b1'],
  riboflavin: ['riboflavina', 'vitamina b2'],
  niacin: ['niacina', 'vitamina b3'],
  pyridoxine: ['piridoxina', 'vitamina b6'],
  folate: ['folato', 'acido folico', 'vitamina b9'],
  vitaminB12: ['vitamina b12', 'b12', 'cobalamina'],
};

/**
 * The order names are tried in: the specific before the general ("gordura saturada" before "gordura",
 * "açúcares adicionados" before "açúcar"), the energy and macronutrients in the order the assistant
 * always read them, and vitamin E last ("vitamina e proteína" asks for protein).
 */
const MACRO_ORDER = ['protein', 'carbs', 'fat', 'fiber', 'energy'] as const satisfies readonly NutrientId[];
const NUTRIENT_ORDER: readonly NutrientId[] = [
  ...NUTRIENT_IDS.filter((id) => id !== 'vitaminE' && !(MACRO_ORDER as readonly NutrientId[]).includes(id)),
  ...MACRO_ORDER,
  'vitaminE',
];
const MACRO_OF: Partial<Record<NutrientId, Nutrient>> = {
  energy: 'calories',
  protein: 'protein',
  carbs: 'carbs',
  fat: 'fat',
  fiber: 'fiber',
};

const NUTRITION = [
  ...Object.values(NUTRIENT_NAMES).flat(),
  'nutri*',
  'aliment*',
  'comida*',
  'comer',
  'comi',
  'comendo',
  'refeica*',
  'refeicoes',
  'dieta*',
  'cafe',
  'almoco',
  'almocar',
  'almocei',
  'jantar',
  'janta',
  'jantei',
  'lanche*',
  'ceia',
  'peso',
  'emagrec*',
  'engord*',
  'imc',
  'agua',
  'hidrat*',
  'vitamina*',
  'sodio',
  'saude',
  'saudavel',
  'receita*',
  'porcao',
  'porcoes',
  'macro*',
  'treino*',
  'exercicio*',
  'atividade*',
  'metabolismo',
  'fome',
  'jejum',
  'fruta*',
  'verdura*',
  'legume*',
  'nutricionista',
  'cardapio',
  'kcal',
  'janto',
  'jantinha',
  'lanchar',
  'lanchinho',
  'marmita*',
  'rango',
  'belisc*',
  'larica',
  'vegetarian*',
  'vegan*',
  'lactose',
  'gluten',
  'beber',
  'bebi',
];

const GREETINGS = [
  'oi',
  'ola',
  'oie',
  'eai',
  'opa',
  'hey',
  'hello',
  'hi',
  'bom dia',
  'boa tarde',
  'boa noite',
  'tudo bem',
  'tudo bom',
  'obrigado',
  'obrigada',
  'valeu',
  'brigado',
  'brigada',
];
const THANKS = ['obrigado', 'obrigada', 'valeu', 'brigado', 'brigada', 'agradeco'];
const GREETING_FILLER = new Set([
  'oi',
  'ola',
  'oie',
  'eai',
  'e',
  'ai',
  'opa',
  'hey',
  'hello',
  'hi',
  'bom',
  'boa',
  'dia',
  'tarde',
  'noite',
  'tudo',
  'bem',
  'bom',
  'com',
  'voce',
  'vc',
  'obrigado',
  'obrigada',
  'muito',
  'valeu',
  'brigado',
  'brigada',
  'assistente',
  'como',
  'vai',
  'esta',
  'ta',
]);

const OFF_TOPIC = [
  'futebol',
  'campeonato',
  'brasileirao',
  'copa do mundo',
  'flamengo',
  'corinthians',
  'palmeiras',
  'gol',
  'politic*',
  'eleicao',
  'eleicoes',
  'eleitoral',
  'presidente',
  'governo',
  'deputado*',
  'senador*',
  'partido',
  'lula',
  'bolsonaro',
  'votar',
  'voto',
  'filme*',
  'serie',
  'series',
  'netflix',
  'cinema',
  'novela*',
  'musica*',
  'cantor*',
  'previsao do tempo',
  'vai chover',
  'chuva',
  'clima',
  'carro*',
  'moto',
  'motos',
  'veiculo*',
  'gasolina',
  'viagem',
  'viajar',
  'turismo',
  'hotel',
  'passagem',
  'passagens',
  'aviao',
  'programa*',
  'codigo',
  'javascript',
  'python',
  'software',
  'computador',
  'celular',
  'bitcoin',
  'cripto*',
  'investimento*',
  'bolsa de valores',
  'piada',
  'horoscopo',
  'signo',
  'jogo',
  'jogos',
  'videogame',
  'governador',
  'prefeito',
  'matematica',
  'licao de casa',
  'dever de casa',
  'windows',
];

/**
 * off-topic check, in its order: nutrition words pass, greetings pass, messages under 15
 * characters pass, messages with off-topic words get the canned redirect; anything else passes.
 */
export function isOffTopic(message: string): boolean {
  const reading = read(message);
  if (has(reading, NUTRITION) || mentionsFood(reading.words)) return false;
  if (has(reading, GREETINGS)) return false;
  if (message.trim().length < OFF_TOPIC_MIN_LENGTH) return false;
  return has(reading, OFF_TOPIC);
}

const CAPABILITIES = [
  'o que voce faz',
  'o que voce pode',
  'o que voce sabe',
  'o que voce consegue',
  'o que da pra perguntar',
  'o que posso perguntar',
  'o que eu posso perguntar',
  'quais perguntas',
  'como voce funciona',
  'como funciona',
  'quem e voce',
  'quem voce e',
  'me ajuda com o que',
  'como voce pode me ajudar',
  'como pode me ajudar',
  'pra que serve',
  'para que serve',
];

/** Asking for a suggestion outright: "me sugere", "monta um", "alguma ideia", "o que você recomenda". */
const SUGGESTION = [
  'sugest*',
  'sugira',
  'sugere',
  'sugerir',
  'recomend*',
  'indica',
  'indique',
  'ideia',
  'ideias',
  'cardapio',
  'monte',
  'montar',
  'monta',
  'proxima refeicao',
  'proximas refeicoes',
];
/** Hunger asks for something to eat ("tô com fome", "bateu uma larica"). */
const HUNGER = ['fome', 'larica', 'faminto', 'faminta'];
/**
 * Eating in the present or the infinitive, read after "o que": "o que eu janto", "o que dá pra
 * lanchar", "o que cozinho". The past ("comi", "jantei") reports a meal instead. "como" counts only
 * after "que"/"eu" (elsewhere it is "how").
 */
const EAT_VERBS = [
  'comer',
  'que como',
  'que eu como',
  'eu como',
  'janto',
  'jantar',
  'almoco',
  'almocar',
  'lancho',
  'lanchar',
  'belisco',
  'beliscar',
  'cozinho',
  'cozinhar',
  'preparo',
  'preparar',
  'faco de',
  'faco pra',
  'faco para',
  'levo de',
  'levar de',
];
/** Words that name a meal, by meal, in the order they are tried ("lanche da noite" is a snack). */
const MEAL_WORDS: readonly (readonly [MealType, readonly string[]])[] = [
  ['breakfast', ['desjejum', 'primeira refeicao', 'quando acordo', 'acordar', 'acordei']],
  [
    'snack',
    ['lanche', 'lanches', 'lanchinho', 'lanchar', 'lancho', 'lanxe', 'merenda', 'belisc*', 'pre treino', 'pos treino'],
  ],
  ['lunch', ['almoco', 'almocar', 'almocos', 'marmita*', 'prato feito']],
  ['dinner', ['jantar', 'janta', 'janto', 'jantinha', 'ceia']],
];
/** The time of day, when no meal is named: "de manhã", "à tarde", "hoje à noite". */
const TIME_OF_DAY: readonly (readonly [MealType, readonly string[]])[] = [
  ['breakfast', ['de manha', 'pela manha', 'a manha', 'manha cedo']],
  ['snack', ['a tarde', 'de tarde', 'da tarde', 'fim de tarde']],
  ['lunch', ['meio dia']],
  ['dinner', ['a noite', 'de noite', 'da noite', 'hoje a noite']],
];
/** A meal in general: "qual o rango de hoje?", "um bom prato pro almoço". */
const ANY_MEAL = ['rango', 'prato', 'pf'];

const QUANTITY = ['quanto', 'quanta', 'quantos', 'quantas'];
/** "Quanto devo comer?", "quantas calorias deve ter meu jantar?": a question about the goal. */
const GOAL_QUESTION = ['devo', 'deveria', 'devia', 'preciso', 'tenho que', 'deve ter'];

const REMAINING = [
  'falta',
  'faltam',
  'faltando',
  'resta',
  'restam',
  'restante',
  'restantes',
  'sobra',
  'sobram',
  'sobrou',
  'saldo',
  'ainda posso',
  'ainda tenho',
  'posso comer ainda',
  'posso comer mais',
  'ainda da',
  'ainda cabe',
  'cabe',
  'ate a meta',
  'para bater a meta',
  'pra bater a meta',
  'quanto posso comer',
  'quantas calorias posso',
  'estourei',
  'estourou',
  'passei da meta',
  'passei a meta',
  'passei das',
  'passei do',
  'ultrapassei',
  'dentro da meta',
];

const ACTIVITY = [
  'atividade*',
  'exercicio*',
  'trein*',
  'queimei',
  'queimad*',
  'queimar',
  'queimou',
  'gastei',
  'gasto calorico',
  'gasto energetico',
  'caminhada*',
  'caminhei',
  'corri',
  'correndo',
  'corrida*',
  'academia',
  'musculacao',
  'pedalei',
  'bicicleta',
  'nadei',
  'natacao',
  'malhei',
  'malhar',
];

const WATER = ['agua', 'hidrat*', 'copos', 'copo d agua', 'litros de agua', 'bebi agua'];
/** "Quanto devo beber?", "qual a minha meta de água?": the goal rather than what was drunk. */
const WATER_GOAL = [
  'devo',
  'deveria',
  'preciso',
  'precisa',
  'tenho que',
  'tem que',
  'ideal',
  'recomend*',
  'meta',
  'metas',
  'por dia',
  'sugerid*',
];
const WATER_DRUNK = ['bebi', 'tomei', 'bebido', 'tomado', 'falta', 'faltam', 'faltando', 'bati', 'atingi', 'consegui'];
const WEIGHT = [
  'peso',
  'pesando',
  'peso atual',
  'imc',
  'indice de massa',
  'massa corporal',
  'emagreci',
  'emagrecendo',
  'engordei',
  'engordando',
  'perdi peso',
  'ganhei peso',
  'balanca',
  'quilos',
  'pesagem',
  'gordo',
  'gorda',
  'magro',
  'magra',
  'sobrepeso',
];
const INTAKE = [
  'macros',
  'macronutrientes',
  'alimentacao',
  'meu consumo',
  'minhas refeicoes',
  'meu dia alimentar',
  'o que comi',
  'como fui',
  'resumo',
  'balanco',
  'totais',
  'total',
  'somaram',
  'somou',
  'dieta',
];
/** Health questions the assistant must not answer (no medical diagnosis or treatment). */
const MEDICAL = [
  'remedio*',
  'medicament*',
  'diabetes',
  'diabetico',
  'diabetica',
  'doenca*',
  'doente',
  'pressao alta',
  'hipertens*',
  // The cholesterol of a food is a fact the assistant gives; the person's own cholesterol is medical.
  'meu colesterol',
  'o colesterol ta',
  'colesterol alto',
  'colesterol baixo',
  'colesterol elevado',
  'colesterol ruim',
  'colesterol bom',
  'aumenta o colesterol',
  'aumentar o colesterol',
  'sobe o colesterol',
  'baixa o colesterol',
  'baixar o colesterol',
  'reduz o colesterol',
  'reduzir o colesterol',
  'ldl',
  'hdl',
  'triglicer*',
  'gravida',
  'gestante',
  'gravidez',
  'diagnostic*',
  'sintoma*',
  'tratamento',
  'cirurgia',
  'exame',
  'exames',
  'insulina',
  'ozempic',
  'anabolizante*',
  'dor',
  'dores',
];
const GOALS = ['meta', 'metas', 'objetivo', 'objetivos'];
const PLAN = [
  'plano',
  'planos',
  'assinatura',
  'premium',
  'gratuito',
  'gratis',
  'limite*',
  'quantos calculos',
  'regra',
  'regras',
  'divisao dos macros',
  'divisao de macros',
  '40 30 30',
  'faixa ideal',
  'faixas ideais',
  'calcula as porcoes',
  'calcula a porcao',
  'calculo das porcoes',
];
const EATEN = [
  'comi',
  'comido',
  'consumi',
  'consumido',
  'consumo',
  'ingeri',
  'ingerido',
  'comemos',
  'almocei',
  'jantei',
  'lanchei',
  'bati',
  'bateu',
  'atingi',
];
/** Past tense that reports a meal ("como foi meu almoço?") rather than asking for one. */
const PAST = [...EATEN, 'foi', 'fiz', 'somaram', 'somou'];
const WEEK = ['semana', 'semanal', '7 dias', 'sete dias', 'ultimos dias', 'essa semana', 'esta semana'];
const COMPOSITION = [
  'tem',
  'possui',
  'contem',
  'valor nutricional',
  'valores nutricionais',
  'informacao nutricional',
  'informacoes nutricionais',
  'tabela nutricional',
  'composicao',
  'quanto tem',
  'quantas calorias',
  'quanta caloria',
  'quanta proteina',
  'macros',
  'macronutrientes',
  'engorda',
  'valor calorico',
];

let vocabularyWords: Set<string> | undefined;
/**
 * Every word the keyword lists spell out: a word typed exactly as one of them is that word, never a
 * typo of another ("indice" is not "indica", "lanche" is not "lanchei").
 */
function vocabulary(): Set<string> {
  vocabularyWords ??= new Set(
    [
      NUTRITION,
      OFF_TOPIC,
      SUGGESTION,
      HUNGER,
      EAT_VERBS,
      ...MEAL_WORDS.map(([, words]) => words),
      ...TIME_OF_DAY.map(([, words]) => words),
      ANY_MEAL,
      REMAINING,
      ACTIVITY,
      WATER,
      WATER_GOAL,
      WATER_DRUNK,
      WEIGHT,
      INTAKE,
      MEDICAL,
      GOALS,
      PLAN,
      PAST,
      COMPOSITION,
    ]
      .flat()
      .filter((keyword) => !keyword.endsWith('*'))
      .flatMap((keyword) => keyword.split(' ')),
  );
  return vocabularyWords;
}

/** Words never taken as (part of) a food name. */
const NOT_FOOD = new Set([
  ...'o a os as um uma uns umas de da do das dos e em no na nos nas com sem por para pra pro que qual quais quanto quanta quantos quantas tem ha eu meu minha me voce vc ele ela isso esse essa este esta hoje ontem dia semana agora ainda ja mais menos muito pouco sobre tenho possui contem valor valores nutricional nutricionais informacao informacoes tabela composicao quero saber diga diz me fala falar mostre mostra calcule calcula e ser sao foi numa num cada comer comi como posso devo poderia gostaria ajuda favor por qual'.split(
    ' ',
  ),
]);

/** Household measure words (normalised, singular) as the food measures name them. */
const MEASURE_UNITS: readonly [RegExp, string][] = [
  [/^colher(es)? de sopa$/u, 'colher de sopa'],
  [/^colher(es)? de cha$/u, 'colher de chá'],
  [/^colher(es)? de sobremesa$/u, 'colher de sobremesa'],
  [/^colher(es)? de servir$/u, 'colher de servir'],
  [/^colher(es)? de arroz$/u, 'colher de arroz'],
  [/^colher(es)?$/u, 'colher'],
  [/^xicara(s)?( de cha)?$/u, 'xícara'],
  [/^copo(s)?( americano)?$/u, 'copo'],
  [/^concha(s)?$/u, 'concha'],
  [/^escumadeira(s)?$/u, 'escumadeira'],
  [/^fatia(s)?$/u, 'fatia'],
  [/^pedaco(s)?$/u, 'pedaço'],
  [/^file(s)?$/u, 'filé'],
  [/^bife(s)?$/u, 'bife'],
  [/^unidade(s)?$/u, 'unidade'],
  [/^prato(s)?$/u, 'prato'],
  [/^(porcao|porcoes)$/u, 'porção'],
  [/^lata(s)?$/u, 'lata'],
  [/^pote(s)?$/u, 'pote'],
  [/^copinho(s)?$/u, 'copinho'],
];

function numberOf(word: string | undefined): number | null {
  if (word === undefined) return null;
  if (/^\d+(\.\d+)?$/u.test(word)) return Number(word);
  return NUMBER_WORDS[word] ?? null;
}

interface AmountFound {
  amount: FoodAmount;
  /** Indexes of the words the amount used (not part of the food name). */
  used: number[];
}

/** "100 g", "100g", "1.5 kg", "200 ml", "2 colheres de sopa", "uma fatia", "dois ovos" (count of units). */
function findAmount(words: readonly string[]): AmountFound | null {
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] ?? '';
    const glued = /^(\d+(?:\.\d+)?)(g|gr|kg|ml|l)$/u.exec(word);
    const value = glued ? Number(glued[1]) : numberOf(word);
    if (value === null || !(value > 0)) continue;
    const unitWord = glued ? glued[2] : words[i + 1];
    const used = glued ? [i] : [i, i + 1];
    if (unitWord === 'g' || unitWord === 'gr' || unitWord === 'grama' || unitWord === 'gramas')
      return { amount: { type: 'grams', grams: value, unit: 'g' }, used };
    if (unitWord === 'kg' || unitWord === 'quilo' || unitWord === 'quilos')
      return { amount: { type: 'grams', grams: value * 1000, unit: 'g' }, used };
    if (unitWord === 'ml' || unitWord === 'mililitros')
      return { amount: { type: 'grams', grams: value, unit: 'ml' }, used };
    if (unitWord === 'l' || unitWord === 'litro' || unitWord === 'litros')
      return { amount: { type: 'grams', grams: value * 1000, unit: 'ml' }, used };
    if (glued) continue;
    // Measures of one to three words: "colher de sopa", "xicara de cha", "fatia".
    for (const length of [3, 2, 1]) {
      const phrase = words.slice(i + 1, i + 1 + length).join(' ');
      const unit = MEASURE_UNITS.find(([pattern]) => pattern.test(phrase))?.[1];
      if (unit) {
        const usedWords = Array.from({ length: length + 1 }, (_, k) => i + k);
        return { amount: { type: 'measure', count: value, unit }, used: usedWords };
      }
    }
    // "2 ovos", "uma banana": a count of the food's own unit, if a food follows.
    if (words[i + 1] !== undefined && !NOT_FOOD.has(words[i + 1] ?? ''))
      return { amount: { type: 'measure', count: value, unit: 'unidade' }, used: [i] };
  }
  return null;
}

/** Words that name the question's concepts: never read as food names. */
const CONCEPT_WORDS = [
  ...Object.values(NUTRIENT_WORDS).flat(),
  'nutri*',
  'aliment*',
  'comida*',
  'refeica*',
  'refeicoes',
  'porcao',
  'porcoes',
  'kcal',
  'grama',
  'gramas',
  'g',
  'gr',
  'ml',
  'kg',
  'quilos',
];

function isConceptWord(word: string): boolean {
  return CONCEPT_WORDS.some((keyword) =>
    keyword.endsWith('*') ? word.startsWith(keyword.slice(0, -1)) : word === keyword,
  );
}

const isFoodEdge = (word: string) => !NOT_FOOD.has(word) && !isConceptWord(word) && !/^\d/u.test(word);

/**
 * The longest run of words that is a known food name: "pao de forma" before "pao", "agua de coco"
 * before "coco". A run starts and ends with a content word; connectors ("de") only inside it.
 */
function findFood(words: readonly string[], skip: ReadonlySet<number>, own: readonly FoodName[] = []): FoodName | null {
  for (let length = Math.min(5, words.length); length >= 1; length -= 1) {
    for (let start = 0; start + length <= words.length; start += 1) {
      const run = words.slice(start, start + length);
      const first = run[0] ?? '';
      const last = run[run.length - 1] ?? '';
      if (!isFoodEdge(first) || !isFoodEdge(last)) continue;
      if (run.some((word, k) => skip.has(start + k) || isConceptWord(word) || /^\d/u.test(word))) continue;
      // The person's own foods first, as the food catalogue orders them.
      const found = (own.length > 0 ? findFoodName(run.join(' '), own) : undefined) ?? findFoodName(run.join(' '));
      if (found) return found;
    }
  }
  return null;
}

function mentionsFood(words: readonly string[]): boolean {
  return findFood(words, new Set()) !== null;
}

/** The rest of the words, searched as typed ("arros" → "arroz"), when the strict lookup found nothing. */
function searchFood(words: readonly string[], skip: ReadonlySet<number>): FoodName | null {
  const rest = words.filter((word, index) => !skip.has(index) && !NOT_FOOD.has(word) && !isConceptWord(word));
  if (rest.length === 0 || rest.join('').length < 3) return null;
  const direct = searchFoodNames(rest.join(' '), undefined, 1)[0];
  if (direct) return direct;
  // One typo in a single-word food ("arros", "feijao" → "feijão" is already accent-free).
  if (rest.length === 1) {
    const word = rest[0] ?? '';
    if (word.length < 4) return null;
    for (const prefixLength of [word.length - 1, word.length - 2]) {
      if (prefixLength < 3) break;
      const options = searchFoodNames(word.slice(0, prefixLength), undefined, 8);
      const close = options.find((option) => {
        const key = normalizeChatText(option.name);
        return !key.includes(' ') && editDistance(key, word, 1) <= 1;
      });
      if (close) return close;
    }
  }
  return null;
}

interface NutrientFound {
  id: NutrientId;
  /** Indexes of the words that name it ("vitamina c", "quanto sal"): never part of a food name. */
  used: number[];
}

/** Where a keyword of has() sits in the words: the indexes of its phrase, or of the first word it matches. */
function keywordAt({ words }: Reading, keyword: string): number[] | null {
  if (!keyword.includes(' ')) {
    const at = words.findIndex((word) => wordMatches(word, keyword));
    return at < 0 ? null : [at];
  }
  const parts = keyword.split(' ');
  const at = words.findIndex((_, i) => parts.every((part, k) => words[i + k] === part));
  return at < 0 ? null : parts.map((_, k) => at + k);
}

/** The registry nutrient a message names, first in NUTRIENT_ORDER. */
function nutrientAt(reading: Reading): NutrientFound | null {
  for (const id of NUTRIENT_ORDER) {
    for (const keyword of NUTRIENT_NAMES[id]) {
      const used = keywordAt(reading, keyword);
      if (used) return { id, used };
    }
  }
  return null;
}

/** "café da manhã" with its common slips ("cafe da manham", "café de manhã"). */
function namesBreakfast({ words }: Reading): boolean {
  return words.some(
    (word, i) =>
      word === 'cafe' && (words[i + 1] === 'da' || words[i + 1] === 'de') && /^manh/u.test(words[i + 2] ?? ''),
  );
}

/** "café" alone as the meal: "o que eu tomo de café?", "um café reforçado" (not "café com leite"). */
function coffeeAsMeal({ words }: Reading): boolean {
  return words.some(
    (word, i) =>
      word === 'cafe' && ['de', 'no', 'pro', 'um', 'o'].includes(words[i - 1] ?? '') && words[i + 1] !== 'com',
  );
}

/** "entre o almoço e a janta": the snack between two meals. */
function betweenMeals(reading: Reading): boolean {
  const at = reading.words.indexOf('entre');
  if (at < 0) return false;
  const after: Reading = { words: reading.words.slice(at + 1, at + 4), spaced: '' };
  after.spaced = ` ${after.words.join(' ')} `;
  return MEAL_WORDS.some(([, keywords]) => has(after, keywords));
}

function mealTypeOf(reading: Reading): MealType | null {
  if (betweenMeals(reading)) return 'snack';
  if (namesBreakfast(reading)) return 'breakfast';
  for (const [mealType, keywords] of MEAL_WORDS) if (has(reading, keywords)) return mealType;
  for (const [mealType, keywords] of TIME_OF_DAY) if (has(reading, keywords)) return mealType;
  if (coffeeAsMeal(reading)) return 'breakfast';
  return null;
}

/** Restriction words read after "sem", longest first: "sem carne vermelha" before "sem carne". */
const RESTRICTION_WORDS: readonly (readonly [string, FoodRestriction])[] = [
  ['carne vermelha', 'red_meat'],
  ['carnes vermelhas', 'red_meat'],
  ['frutos do mar', 'fish'],
  ['derivados de leite', 'dairy'],
  ['derivados do leite', 'dairy'],
  ['leite e derivados', 'dairy'],
  ['carne', 'meat'],
  ['carnes', 'meat'],
  ['peixe', 'fish'],
  ['peixes', 'fish'],
  ['ovo', 'egg'],
  ['ovos', 'egg'],
  ['leite', 'dairy'],
  ['laticinio', 'dairy'],
  ['laticinios', 'dairy'],
  ['lactose', 'dairy'],
  ['gluten', 'gluten'],
  ['trigo', 'gluten'],
];
/** Said anywhere in a meal request, these leave a group out: "sou celíaca", "intolerante à lactose". */
const RESTRICTION_ANYWHERE: readonly (readonly [readonly string[], FoodRestriction])[] = [
  [['lactose', 'zero lactose'], 'dairy'],
  [['gluten', 'celiaco', 'celiaca', 'celiacos', 'celiacas'], 'gluten'],
];
const VEGAN = ['vegano', 'vegana', 'veganos', 'veganas', 'vegan', 'plant based', 'proteina animal', 'origem animal'];
const VEGETARIAN = ['vegetariano', 'vegetariana', 'vegetarianos', 'vegetarianas', 'veggie'];
/** Words that start a list of what to leave out: "sem carne", "não como glúten", "nada de carne moída". */
const LEAVE_OUT = [
  'sem',
  'nada de',
  'exceto',
  'tirando',
  'nao quero',
  'nao como',
  'nao gosto de',
  'nao posso comer',
  'evito',
].map((phrase) => phrase.split(' '));
/** Words between the items of a "sem" list: "sem carne e sem leite", "sem ovo nem leite". */
const LIST_JOINERS = new Set(['e', 'nem', 'ou', 'sem', 'o', 'a', 'os', 'as', 'de', 'do', 'da']);
/** Meal and everyday words never read as a food the person wants ("café" is the breakfast). */
const NOT_WANTED_FOOD = new Set(['cafe', 'agua', 'doce', 'prato', 'lanche', 'comida']);

/** The longest food name starting at word `start` (up to 5 words), with its length. */
function foodAt(words: readonly string[], start: number): { food: FoodName; length: number } | null {
  for (let length = Math.min(5, words.length - start); length >= 1; length -= 1) {
    const run = words.slice(start, start + length);
    const last = run[run.length - 1] ?? '';
    if (!isFoodEdge(run[0] ?? '') || !isFoodEdge(last)) continue;
    if (run.some((word) => isConceptWord(word) || /^\d/u.test(word))) continue;
    const food = findFoodName(run.join(' '));
    if (food) return { food, length };
  }
  return null;
}

function restrictionAt(
  words: readonly string[],
  start: number,
): { restriction: FoodRestriction; length: number } | null {
  for (const [phrase, restriction] of RESTRICTION_WORDS) {
    const parts = phrase.split(' ');
    if (parts.every((part, k) => words[start + k] === part)) return { restriction, length: parts.length };
  }
  return null;
}

const addOnce = <T>(list: T[], item: T) => {
  if (!list.includes(item)) list.push(item);
};

/**
 * The foods and groups of a meal request. After "sem" (or "não como", "nada de"…), a list of groups
 * ("carne", "lactose") and foods ("feijão"), the longer reading winning ("sem carne moída" is the
 * food); every other food named is wanted in the plate ("com frango", "tenho ovo e arroz", "marmita
 * de frango").
 */
export function mealRequestOf(message: string): MealRequest {
  const reading = read(message);
  const { words } = reading;
  const request: MealRequest = { include: [], exclude: [], restrictions: [], diet: null };
  const used = new Set<number>();
  for (let i = 0; i < words.length; i += 1) {
    const lead = LEAVE_OUT.find((parts) => parts.every((part, k) => words[i + k] === part));
    if (!lead) continue;
    let j = i + lead.length;
    while (j < words.length) {
      const word = words[j] ?? '';
      const restriction = restrictionAt(words, j);
      const food = foodAt(words, j);
      if (restriction && (!food || restriction.length >= food.length)) {
        addOnce(request.restrictions, restriction.restriction);
        j += restriction.length;
      } else if (food) {
        if (!request.exclude.some((entry) => entry.foodId === food.food.foodId)) request.exclude.push(food.food);
        j += food.length;
      } else if (LIST_JOINERS.has(word)) {
        j += 1;
        continue;
      } else break;
    }
    for (let k = i; k < j; k += 1) used.add(k);
  }
  for (const [keywords, restriction] of RESTRICTION_ANYWHERE) {
    if (has(reading, keywords)) addOnce(request.restrictions, restriction);
  }
  request.diet = has(reading, VEGAN) ? 'vegan' : has(reading, VEGETARIAN) ? 'vegetarian' : null;
  if (request.diet)
    for (const restriction of DIET_RESTRICTIONS[request.diet]) addOnce(request.restrictions, restriction);
  for (let i = 0; i < words.length; i += 1) {
    if (used.has(i) || NOT_WANTED_FOOD.has(words[i] ?? '')) continue;
    const found = foodAt(words, i);
    if (!found) continue;
    if (!request.include.some((entry) => entry.foodId === found.food.foodId)) request.include.push(found.food);
    i += found.length - 1;
  }
  return request;
}

/**
 * The food of a question, also when a measure swallowed its name ("uma colher de arroz"). The words
 * naming the nutrient (`nutrientWords`) are never read as food ("vitamina c" is not "vitamina").
 */
function questionFood(
  words: readonly string[],
  amount: AmountFound | null,
  search: boolean,
  nutrientWords: readonly number[],
  own: readonly FoodName[],
): FoodName | null {
  const skip = new Set([...(amount?.used ?? []), ...nutrientWords]);
  const found = findFood(words, skip, own) ?? (search ? searchFood(words, skip) : null);
  if (found || !amount || amount.used.length < 3) return found;
  const last = amount.used[amount.used.length - 1] ?? -1;
  return findFood(words, new Set([...amount.used.filter((index) => index !== last), ...nutrientWords]), own);
}

/**
 * The local assistant's reading of an (on-topic) message. `ownFoods`: the person's own foods ("Meus
 * alimentos", negative ids), looked up before the library's names, so "quanta proteína tem a minha
 * granola da casa" finds theirs.
 */
export function recognizeIntent(message: string, ownFoods: readonly FoodName[] = []): ChatIntent {
  const reading = read(message);
  const { words } = reading;
  const named = nutrientAt(reading);
  const nutrientId = named?.id ?? null;
  const nutrient = nutrientId === null ? null : (MACRO_OF[nutrientId] ?? null);
  const period: Period = has(reading, WEEK) ? 'week' : 'today';
  const base = {
    nutrient,
    nutrientId,
    period,
    food: null,
    amount: null,
    mealType: null,
    meal: { include: [], exclude: [], restrictions: [], diet: null },
    asksGoal: false,
  } satisfies Omit<ChatIntent, 'kind'>;
  const result = (kind: ChatIntent['kind'], extra: Partial<ChatIntent> = {}): ChatIntent => ({
    ...base,
    kind,
    ...extra,
  });
  const suggestion = () => result('meal_suggestion', { mealType: mealTypeOf(reading), meal: mealRequestOf(message) });
  if (words.length === 0) return result('unknown');

  if (has(reading, MEDICAL)) return result('unknown');
  if (
    (has(reading, CAPABILITIES) && !has(reading, PLAN)) ||
    (words.length <= 2 && has(reading, ['ajuda', 'socorro', 'help']))
  )
    return result('capabilities');
  if (words.every((word) => GREETING_FILLER.has(word))) return result('greeting');

  const amountFound = findAmount(words);
  const eaten = hasExactly(reading, EATEN);
  // "100 g", "2 colheres": a portion asked about; a bare count ("um almoço", "dois ovos") is not enough.
  const measured = amountFound !== null && !(amountFound.used.length === 1 && amountFound.amount.type === 'measure');
  const asksComposition = nutrientId !== null || measured || has(reading, COMPOSITION);
  // A food typed with a typo ("arros") is searched only when the question is clearly about a food.
  const clearlyAboutFood = !eaten && (measured || has(reading, COMPOSITION));
  const food = questionFood(words, amountFound, clearlyAboutFood, named?.used ?? [], ownFoods);
  const foodQuestion = food !== null && asksComposition && !eaten;
  const quantity = has(reading, QUANTITY);
  const namesMeal = mealTypeOf(reading) !== null || has(reading, ANY_MEAL);

  // Water first: "quanta água devo beber?" is not a suggestion, "quanto falta de água?" not calories.
  const water = has(reading, WATER) && !(food && normalizeChatText(food.name) !== 'agua' && asksComposition);
  const waterAnswer = () => result('water_today', { asksGoal: has(reading, WATER_GOAL) && !has(reading, WATER_DRUNK) });
  if (water && !namesMeal) return waterAnswer();
  // "O que eu janto?", "me sugere um almoço", "tô com fome": a plate, unless it asks how much to eat.
  const asksWhatToEat =
    (reading.spaced.includes(' o que ') || words[0] === 'que') && (has(reading, EAT_VERBS) || namesMeal);
  const asksGoalAmount =
    quantity &&
    !has(reading, PLAN) &&
    (has(reading, GOAL_QUESTION) || (has(reading, ['posso']) && has(reading, ['por dia'])));
  if (asksGoalAmount) return result('goals');
  // "Obrigado pela sugestão!" thanks for one, it does not ask for another.
  if (hasExactly(reading, THANKS) && !namesMeal && !asksWhatToEat) return result('greeting');
  if (has(reading, SUGGESTION) || has(reading, HUNGER) || asksWhatToEat) return suggestion();
  if (has(reading, REMAINING)) return result(period === 'week' ? 'intake_week' : 'remaining_today');
  // A meal named without a question of amount, time past, goals or plan: "janta com frango e batata doce".
  if (
    namesMeal &&
    !quantity &&
    !foodQuestion &&
    !hasExactly(reading, PAST) &&
    !has(reading, GOALS) &&
    !has(reading, PLAN)
  )
    return suggestion();
  if (has(reading, ACTIVITY)) return result('activities');
  // "Quanto de proteína tem o whey?", "quanto cálcio tem o iogurte grego?": no table has them (never
  // the plain yogurt), unless the person's own food, recipe or eaten product is what the name found.
  const labelOnly = labelOnlyFood(message);
  const libraryFood = food === null || (food.foodId > 0 && !isProductFoodId(food.foodId));
  if (labelOnly && libraryFood && !eaten && (asksComposition || food !== null))
    return result('food_composition', { food: null, amount: amountFound?.amount ?? null, labelOnly });
  if (foodQuestion) return result('food_composition', { food, amount: amountFound?.amount ?? null });
  if (water) return waterAnswer();
  if (has(reading, WEIGHT)) return result('weight');
  if (has(reading, GOALS)) return result('goals');
  if (has(reading, PLAN)) return result('plan_rules');
  // "Como foi meu almoço?" reports a meal eaten.
  if (eaten || nutrientId !== null || has(reading, INTAKE) || (namesMeal && hasExactly(reading, PAST)))
    return result(period === 'week' ? 'intake_week' : 'intake_today');
  if (food) return result('food_composition', { food, amount: amountFound?.amount ?? null });
  if (has(reading, GREETINGS)) return result('greeting');
  return result('unknown');
}

/**
 * Whether a message asks what a food holds (a nutrient, an amount, "tem", "valor nutricional"), not
 * what the person ate: the assistant then also looks for the name among the packaged foods the person
 * ate, which costs it a query, so it asks only then.
 */
export function asksFoodComposition(message: string): boolean {
  const reading = read(message);
  if (reading.words.length === 0 || hasExactly(reading, EATEN)) return false;
  const amountFound = findAmount(reading.words);
  const measured = amountFound !== null && !(amountFound.used.length === 1 && amountFound.amount.type === 'measure');
  return nutrientAt(reading) !== null || measured || has(reading, COMPOSITION);
}
