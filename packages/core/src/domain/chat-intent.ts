import type { FoodName } from '../data/food-types';
import type { MealType } from '../schemas/planner';
import type { ChatAnswerKind } from '../schemas/chat';
import { findFoodName, normalizeFoodText, searchFoodNames } from './food-search';

/**
 * What a chat message asks, read without any model: the off-topic check of spec §5 and the intent
 * of the local assistant (issue 11). Tolerant of accents, case, punctuation, common typos (one
 * edit, two in long words) and synonyms. Pure; the answers are built on the server from the user's
 * data and the food table, so nothing here produces a number.
 */

export type Nutrient = 'calories' | 'protein' | 'carbs' | 'fat' | 'fiber';
export type Period = 'today' | 'week';

/** An amount of a food as asked: grams (or ml, read as grams), or a count of a household measure. */
export type FoodAmount =
  { type: 'grams'; grams: number; unit: 'g' | 'ml' } | { type: 'measure'; count: number; unit: string };

export interface ChatIntent {
  kind: Exclude<ChatAnswerKind, 'off_topic'>;
  /** The nutrient asked about, when one is named. */
  nutrient: Nutrient | null;
  period: Period;
  /** food_composition: the food name found in the message and its entry in the name list. */
  food: FoodName | null;
  amount: FoodAmount | null;
  /** meal_suggestion: the meal named in the message, if any. */
  mealType: MealType | null;
}

/** Spec §5: messages shorter than this pass the off-topic check. */
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

/** "pesso" → "peso", "aguaa" → "agua": a doubled letter is the commonest typo of short words. */
const undoubled = (word: string) => word.replace(/(.)\1+/gu, '$1');

/**
 * One word against one keyword. "proteina" matches exactly or with typos that keep the first letter
 * ("protiena", "proteinas"); "hidrat*" matches any word starting with "hidrat" (or with one typo in
 * that start, for stems of 6+).
 */
function wordMatches(word: string, keyword: string): boolean {
  if (keyword.endsWith('*')) {
    const stem = keyword.slice(0, -1);
    if (word.startsWith(stem)) return true;
    if (stem.length < 6 || word.length < stem.length || word[0] !== stem[0]) return false;
    return editDistance(word.slice(0, stem.length), stem, 1) <= 1;
  }
  if (word === keyword || undoubled(word) === keyword) return true;
  const typos = Math.min(allowedTypos(keyword.length), allowedTypos(word.length));
  return typos > 0 && word[0] === keyword[0] && editDistance(word, keyword, typos) <= typos;
}

/** True when the text has one of the keywords (single words, fuzzy) or phrases (several words, exact). */
function has(words: readonly string[], spaced: string, keywords: readonly string[]): boolean {
  return keywords.some((keyword) =>
    keyword.includes(' ') ? spaced.includes(` ${keyword} `) : words.some((word) => wordMatches(word, keyword)),
  );
}

const NUTRIENT_WORDS: Record<Nutrient, readonly string[]> = {
  calories: ['caloria*', 'calorica*', 'calorico*', 'kcal', 'cal', 'energia', 'energetico'],
  protein: ['proteina*', 'proteica*', 'proteico*', 'prot'],
  carbs: ['carboidrato*', 'carbo', 'carbos', 'carb', 'carbs', 'carbohidrato*', 'acucar*'],
  fat: ['gordura*', 'lipidio*', 'gorduroso', 'gordurosa'],
  fiber: ['fibra*'],
};

const NUTRITION = [
  ...Object.values(NUTRIENT_WORDS).flat(),
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
];

/**
 * Spec §5 off-topic check, in its order: nutrition words pass, greetings pass, messages under 15
 * characters pass, messages with off-topic words get the canned redirect; anything else passes.
 */
export function isOffTopic(message: string): boolean {
  const text = normalizeChatText(message);
  const words = text.split(' ').filter(Boolean);
  const spaced = ` ${text} `;
  if (has(words, spaced, NUTRITION) || mentionsFood(words)) return false;
  if (has(words, spaced, GREETINGS)) return false;
  if (message.trim().length < OFF_TOPIC_MIN_LENGTH) return false;
  return has(words, spaced, OFF_TOPIC);
}

const CAPABILITIES = [
  'o que voce faz',
  'o que voce pode',
  'o que voce sabe',
  'o que voce consegue',
  'o que vc faz',
  'o que vc pode',
  'o que vc sabe',
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
];

const SUGGESTION = [
  'sugest*',
  'sugira',
  'sugere',
  'recomend*',
  'ideia',
  'ideias',
  'cardapio',
  'o que eu como',
  'o que como',
  'o que comer',
  'o que posso comer',
  'o que eu posso comer',
  'o que devo comer',
  'o que eu devo comer',
  'o que ainda posso comer',
  'o que faco',
  'o que fazer',
  'o que preparar',
  'o que cozinhar',
  'monte',
  'montar',
  'monta',
  'proxima refeicao',
  'proxima refeicoes',
];

const REMAINING = [
  'falta',
  'faltam',
  'faltando',
  'resta',
  'restam',
  'restante',
  'sobra',
  'sobram',
  'sobrou',
  'saldo',
  'ainda posso',
  'posso comer ainda',
  'ainda da',
  'ate a meta',
  'para bater a meta',
  'pra bater a meta',
  'quanto posso comer',
  'quantas calorias posso',
];

const ACTIVITY = [
  'atividade*',
  'exercicio*',
  'treino*',
  'treinei',
  'queimei',
  'queimad*',
  'queimar',
  'gastei',
  'gasto calorico',
  'gasto energetico',
  'caminhada*',
  'caminhei',
  'corri',
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
];
const INTAKE = [
  'macros',
  'macronutrientes',
  'alimentacao',
  'meu consumo',
  'minhas refeicoes',
  'meu dia alimentar',
  'o que comi',
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
  'colesterol',
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
];

/** Words never taken as (part of) a food name. */
const NOT_FOOD = new Set([
  ...'o a os as um uma uns umas de da do das dos e em no na nos nas com sem por para pra pro que qual quais quanto quanta quantos quantas tem ha eu meu minha me voce vc ele ela isso esse essa este esta hoje ontem dia semana agora ainda ja mais menos muito pouco sobre tenho possui contem valor valores nutricional nutricionais informacao informacoes tabela composicao quero saber diga diz me fala falar mostre mostra calcule calcula e ser sao foi numa num cada comer comi como posso devo poderia gostaria ajuda favor por qual'.split(
    ' ',
  ),
]);

const NUMBER_WORDS: Record<string, number> = {
  meio: 0.5,
  meia: 0.5,
  um: 1,
  uma: 1,
  dois: 2,
  duas: 2,
  tres: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
};

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
function findFood(words: readonly string[], skip: ReadonlySet<number>): FoodName | null {
  for (let length = Math.min(5, words.length); length >= 1; length -= 1) {
    for (let start = 0; start + length <= words.length; start += 1) {
      const run = words.slice(start, start + length);
      const first = run[0] ?? '';
      const last = run[run.length - 1] ?? '';
      if (!isFoodEdge(first) || !isFoodEdge(last)) continue;
      if (run.some((word, k) => skip.has(start + k) || isConceptWord(word) || /^\d/u.test(word))) continue;
      const found = findFoodName(run.join(' '));
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

function nutrientOf(words: readonly string[], spaced: string): Nutrient | null {
  for (const nutrient of ['protein', 'carbs', 'fat', 'fiber', 'calories'] as const) {
    if (has(words, spaced, NUTRIENT_WORDS[nutrient])) return nutrient;
  }
  return null;
}

function mealTypeOf(spaced: string, words: readonly string[]): MealType | null {
  if (spaced.includes(' cafe da manha ') || has(words, spaced, ['desjejum'])) return 'breakfast';
  if (has(words, spaced, ['almoco', 'almocar'])) return 'lunch';
  if (has(words, spaced, ['jantar', 'janta', 'ceia'])) return 'dinner';
  if (has(words, spaced, ['lanche', 'lanches', 'lanchinho', 'merenda'])) return 'snack';
  return null;
}

/** The local assistant's reading of an (on-topic) message. */
export function recognizeIntent(message: string): ChatIntent {
  const text = normalizeChatText(message);
  const words = text.split(' ').filter(Boolean);
  const spaced = ` ${text} `;
  const nutrient = nutrientOf(words, spaced);
  const period: Period = has(words, spaced, WEEK) ? 'week' : 'today';
  const base = { nutrient, period, food: null, amount: null, mealType: null } satisfies Omit<ChatIntent, 'kind'>;
  const result = (kind: ChatIntent['kind'], extra: Partial<ChatIntent> = {}): ChatIntent => ({
    ...base,
    kind,
    ...extra,
  });
  if (words.length === 0) return result('unknown');

  if (has(words, spaced, MEDICAL)) return result('unknown');
  if (
    (has(words, spaced, CAPABILITIES) && !has(words, spaced, PLAN)) ||
    (words.length <= 2 && has(words, spaced, ['ajuda', 'socorro', 'help']))
  )
    return result('capabilities');
  if (words.every((word) => GREETING_FILLER.has(word))) return result('greeting');

  const amountFound = findAmount(words);
  const skip = new Set(amountFound?.used ?? []);
  const eaten = has(words, spaced, EATEN);
  const asksComposition = nutrient !== null || amountFound !== null || has(words, spaced, COMPOSITION);
  // A food typed with a typo ("arros") is searched only when the question is clearly about a food.
  const clearlyAboutFood = !eaten && (amountFound !== null || has(words, spaced, COMPOSITION));
  const food = findFood(words, skip) ?? (clearlyAboutFood ? searchFood(words, skip) : null);

  if (has(words, spaced, SUGGESTION)) return result('meal_suggestion', { mealType: mealTypeOf(spaced, words) });
  if (has(words, spaced, REMAINING)) return result('remaining_today');
  if (has(words, spaced, ACTIVITY)) return result('activities');
  const water = has(words, spaced, WATER) && !(food && normalizeChatText(food.name) !== 'agua' && asksComposition);
  if (food && asksComposition && !eaten && !water)
    return result('food_composition', { food, amount: amountFound?.amount ?? null });
  if (water) return result('water_today');
  if (has(words, spaced, WEIGHT)) return result('weight');
  if (has(words, spaced, GOALS)) return result('goals');
  if (has(words, spaced, PLAN)) return result('plan_rules');
  if (eaten || nutrient !== null || has(words, spaced, INTAKE))
    return result(period === 'week' ? 'intake_week' : 'intake_today');
  if (food) return result('food_composition', { food, amount: amountFound?.amount ?? null });
  if (has(words, spaced, GREETINGS)) return result('greeting');
  return result('unknown');
}
