import type { FoodRecord } from '../data/food-types';
import { findMeasure, gramsPerUnit, roundGrams } from './food-amount';
import { normalizeFoodText, singularKey } from './food-search';
import { NUMBER_WORDS } from './number-words';
import { amountUnitField, amountUnitOf } from './amount-unit';
import { householdUnit } from './servings';

/**
 * Quick entry (issue 33): a sentence in Portuguese ("2 conchas de feijão, 4 colheres de arroz, 1 bife
 * e salada") read into catalogue foods and grams, for the person to confirm before anything is saved.
 * Deterministic, no model and no I/O: amounts (digits, "1,5", "1/2", "½", "meia", "um e meio", "uma
 * dúzia"), weights and volumes (g, kg, ml, l; ml read as grams), household measures (food-amount.ts)
 * and foods by exact name (FoodCatalog.byName: everyday names, TACO's, the person's own foods).
 * A weight in parentheses gives the grams ("1 copo (200 ml) de leite"); a size after the food picks
 * that size of its unit ("1 maçã pequena"). Nothing is guessed: a food without an amount is one of
 * its household unit, marked `assumed`; words that name no food, and an amount in a measure or size
 * the food does not have (nor its kind's generic measures, food-amount.ts findMeasure), go to
 * `unknown` as typed.
 */

/** What the parser needs of a catalogue: the library's (LIBRARY_CATALOG) or one user's. */
export interface QuickEntryCatalog {
  byName(name: string): FoodRecord | undefined;
}

export interface QuickEntryItem {
  /** The words of the sentence this item was read from, as typed. */
  text: string;
  /** The catalogue food's name ("Feijão, cozido, preparo caseiro"). */
  food: string;
  foodId: number;
  /** 'ml': a drink, its grams read as millilitres (amount-unit.ts). Absent: grams. */
  amountUnit?: 'ml';
  grams: number;
  /** The household measure counted ("concha média cheia"); null when the amount was given by weight. */
  measure: string | null;
  /** How many of `measure`; the grams when `measure` is null. */
  quantity: number;
  /** No amount was typed: one household unit of the food, to confirm. */
  assumed?: true;
  /** A recipe without its cooked weight (FoodRecord.servingOnly): counted in servings, its grams not shown. */
  servingOnly?: true;
}

export interface QuickEntryResult {
  items: QuickEntryItem[];
  /** Phrases read as no food (or as an amount the food has no measure for), as typed. */
  unknown: string[];
}

interface Token {
  /** Normalised word: lowercase, no accents, fractions as "1/2". */
  word: string;
  start: number;
  end: number;
  /** A weight typed in parentheses after this word ("1 copo (200 ml)"), in grams, and where it ends. */
  weight?: { grams: number; end: number };
}

const FRACTION_CHARS: Readonly<Record<string, string>> = { '½': '1/2', '¼': '1/4', '¾': '3/4', '⅓': '1/3', '⅔': '2/3' };

/**
 * Sentence separators: ; : + new line ! ? a dash between spaces ("lanche - 1 maçã"; "coca-cola" keeps
 * its hyphen) and a comma or period not inside a number ("1,5"). Parentheses are not: "1 colher (sopa)
 * de azeite" reads without them.
 */
const HARD_SEPARATOR = /[;:+\n\r!?]|\s[-–—]\s|,(?!\d)|(?<!\d),|\.(?!\d)|(?<!\d)\./gu;

/** "100g", "1,5kg", "200ml": a number glued to its unit. */
const GLUED_UNIT = /^(\d+(?:[.,]\d+)?)(g|gr|kg|ml|l)$/u;

function tokenize(text: string, from: number, to: number): Token[] {
  const tokens: Token[] = [];
  const part = text.slice(from, to);
  for (const match of part.matchAll(/\S+/gu)) {
    const start = from + (match.index ?? 0);
    const raw = match[0];
    let word = normalizeFoodText(raw.replace(/[½¼¾⅓⅔]/gu, (c) => ` ${FRACTION_CHARS[c] ?? c}`)).replace(
      /[^a-z0-9/.,%' -]+/gu,
      '',
    );
    word = word.replace(/^['-]+|['-]+$/gu, '');
    if (word === '') continue;
    const end = start + raw.length;
    const glued = GLUED_UNIT.exec(word);
    if (glued?.[1] && glued[2]) {
      tokens.push({ word: glued[1], start, end }, { word: glued[2], start, end });
      continue;
    }
    // "1½" and "1 ½": the fraction is its own word.
    for (const piece of word.split(' ').filter(Boolean)) tokens.push({ word: piece, start, end });
  }
  return tokens;
}

/** A colon or a dash between spaces: the words after it may belong to the words before it. */
const ATTACHING_SEPARATOR = /^(?::|\s[-–—]\s)$/u;

/**
 * The sentence in chunks between hard separators, each as tokens. After a colon or a spaced dash,
 * words that read as no food on their own belong to the words before it: an amount or a manner
 * ("feijoada: 1 concha", "frango - 500 g", "ovos: mexidos", "café: sem açúcar") is read with its food.
 * When foods follow a colon, words without an amount before it are a heading ("café da manhã: pão e
 * café", "prato feito: arroz, feijão e bife", "salada: alface e tomate"): the foods are the ones listed,
 * so the heading is left out, never read as a food of its own (the prato feito would count the rice and
 * beans twice). `readsAsFood` says whether a separator-free piece of text reads as foods alone.
 */
function chunksOf(text: string, readsAsFood: (piece: string) => boolean): Token[][] {
  const chunks: Token[][] = [];
  const matches = [...text.matchAll(HARD_SEPARATOR)];
  let from = 0;
  let carried: Token[] = [];
  matches.forEach((match, index) => {
    const at = match.index ?? 0;
    const tokens = [...carried, ...withWeights(text, tokenize(text, from, at))];
    carried = [];
    from = at + match[0].length;
    if (ATTACHING_SEPARATOR.test(match[0]) && tokens.length > 0) {
      const next = text.slice(from, matches[index + 1]?.index ?? text.length);
      if (!readsAsFood(next)) {
        carried = tokens;
        return;
      }
      const counted = tokens.some(({ word }) => /\d/u.test(word) || NUMBER_WORDS[word] !== undefined);
      if (match[0] === ':' && !counted) return;
    }
    chunks.push(tokens);
  });
  chunks.push([...carried, ...withWeights(text, tokenize(text, from, text.length))]);
  return chunks.filter((chunk) => chunk.length > 0);
}

/**
 * A weight in parentheses ("1 copo (200 ml) de leite", "2 fatias (50g) de queijo") is taken off the
 * words and kept on the word before it: it gives the grams of that food. Other parentheses ("1
 * colher (sopa)") only lose their brackets.
 */
function withWeights(text: string, tokens: Token[]): Token[] {
  const result: Token[] = [];
  let index = 0;
  while (index < tokens.length) {
    const token = tokens[index] as Token;
    const previous = result[result.length - 1];
    const close = text[token.start] === '(' ? text.indexOf(')', token.start) : -1;
    if (previous && close > 0) {
      let after = index;
      while (after < tokens.length && (tokens[after] as Token).end <= close + 1) after += 1;
      const words = tokens.slice(index, after).map((t) => t.word);
      const amount = amountAt(words, 0);
      const perUnit = amount ? gramsPerUnit(words[amount.next] ?? '') : undefined;
      if (amount && perUnit !== undefined && amount.next + 1 === words.length) {
        result[result.length - 1] = { ...previous, weight: { grams: amount.value * perUnit, end: close + 1 } };
        index = after;
        continue;
      }
    }
    result.push(token);
    index += 1;
  }
  return result;
}

/** Beyond ten, the counts a quick entry meets ("doze ovos"). */
const COUNT_WORDS: Readonly<Record<string, number>> = { ...NUMBER_WORDS, onze: 11, doze: 12, quinze: 15, vinte: 20 };
const HALF = new Set(['meio', 'meia', '1/2']);
const CONNECTIVES = new Set(['de', 'da', 'do', 'dos', 'das']);

function numberOf(word: string | undefined): number | undefined {
  if (word === undefined) return undefined;
  // "1.000 ml": a period before three digits groups thousands in pt-BR.
  if (/^[1-9]\d{0,2}(\.\d{3})+$/u.test(word)) return Number(word.replace(/\./gu, ''));
  if (/^\d+([.,]\d+)?$/u.test(word)) return Number(word.replace(',', '.'));
  const fraction = /^(\d+)\/(\d+)$/u.exec(word);
  if (fraction) {
    const denominator = Number(fraction[2]);
    return denominator > 0 ? Number(fraction[1]) / denominator : undefined;
  }
  return COUNT_WORDS[word];
}

const isFraction = (word: string | undefined): boolean => word !== undefined && /^\d+\/\d+$/u.test(word);

/** The value of a half ("meio", "meia", "1/2") or a fraction ("1/4"). */
const partOf = (word: string | undefined): number => (HALF.has(word ?? '') ? 0.5 : (numberOf(word) ?? 0));

/**
 * An amount at words[at]: "2", "1,5", "1/2", "1 1/2", "um e meio", "meia", "uma dúzia", "meia dúzia",
 * "dúzia". Its value and the index after it; undefined when the words do not start with one.
 */
function amountAt(words: readonly string[], at: number): { value: number; next: number } | undefined {
  let value: number;
  let next = at;
  if (words[at] === 'duzia') {
    value = 12;
    next += 1;
  } else {
    const first = numberOf(words[at]);
    if (first === undefined || !(first > 0)) return undefined;
    value = first;
    next += 1;
    // "1 1/2"; "um e meio", "2 e 1/2".
    if (Number.isInteger(value) && isFraction(words[next])) {
      value += numberOf(words[next]) ?? 0;
      next += 1;
    } else if (Number.isInteger(value) && words[next] === 'e' && HALF.has(words[next + 1] ?? '')) {
      value += 0.5;
      next += 2;
    } else if (Number.isInteger(value) && words[next] === 'e' && isFraction(words[next + 1])) {
      // "1 e 1/4", "2 e 3/4".
      value += numberOf(words[next + 1]) ?? 0;
      next += 2;
    }
    if (words[next] === 'duzia') {
      value *= 12;
      next += 1;
    }
  }
  return { value, next };
}

/** Words a household measure is made of: its head ("concha") and what may follow it. */
const MEASURE_HEADS = new Set([
  'concha',
  'colher',
  'colherada',
  'escumadeira',
  'xicara',
  'copo',
  'fatia',
  'pedaco',
  'unidade',
  'bife',
  'file',
  'prato',
  'porcao',
  'lata',
  'latinha',
  'pote',
  'caixinha',
  'caixa',
  'vidro',
  'gomo',
  'tigela',
  'pegador',
  'posta',
  'pire',
  'folha',
  'caneca',
  'punhado',
  'punhadinho',
  'ponta',
  'ramo',
  'tablete',
  'garfada',
  'taca',
  'rodela',
  'cubo',
  'cumbuca',
  'bola',
  'casquinha',
  'copinho',
  'espiga',
  'pacote',
  'pacotinho',
  'garrafa',
  'espada',
  'cacho',
  'bisteca',
  'coxa',
  'sobrecoxa',
  'asa',
  'peito',
  'passada',
  'bago',
  'dente',
  'pitada',
  'maco',
  'sache',
]);
const MEASURE_COMPLEMENTS = new Set([
  'de',
  'sopa',
  'cha',
  'cafe',
  'cafezinho',
  'sobremesa',
  'arroz',
  'servir',
  'media',
  'medio',
  'cheia',
  'cheio',
  'rasa',
  'raso',
  'pequena',
  'pequeno',
  'grande',
  'nivelada',
  'nivelado',
  'americano',
  'duplo',
  'tulipa',
  'requeijao',
  'fundo',
  'faca',
  'bem',
]);

/** A meal's name before its foods ("café da manhã: pão e café") names no food and is not unknown. */
const MEAL_NAMES = new Set(['cafe da manha', 'almoco', 'jantar', 'janta', 'lanche', 'lanche da tarde', 'ceia']);

/** Leading words that tell nothing about the food ("comi", "hoje eu tomei", "jantei"). */
const LEADING_FILLER = new Set([
  'comi',
  'tomei',
  'bebi',
  'almocei',
  'jantei',
  'lanchei',
  'eu',
  'hoje',
  'ontem',
  'tambem',
  'so',
  'apenas',
  'mais',
]);

type Piece =
  | { type: 'item'; item: Omit<QuickEntryItem, 'text'> }
  /** A food and an amount it cannot be counted in: the phrase goes to unknown. */
  | { type: 'unresolved' };

function phrase(text: string, tokens: readonly Token[], from: number, to: number): string {
  const first = tokens[from];
  const last = tokens[to - 1];
  return first && last ? text.slice(first.start, last.end).trim() : '';
}

function skipConnectives(words: readonly string[], at: number, end: number): number {
  let index = at;
  while (index < end && CONNECTIVES.has(words[index] ?? '')) index += 1;
  return index;
}

function item(food: FoodRecord, grams: number, measure: string | null, quantity: number, assumed = false): Piece {
  // A recipe without its cooked weight is counted in servings only: a weight of it means nothing yet.
  if (!(grams > 0) || (food.servingOnly && measure === null)) return { type: 'unresolved' };
  return {
    type: 'item',
    item: {
      food: food.name,
      foodId: food.id,
      ...amountUnitField(amountUnitOf(food)),
      grams: roundGrams(grams),
      measure,
      // A count of a measure stays as typed (3/4, 1/3): the diary saves it and counts the grams again.
      quantity: measure === null ? roundGrams(quantity) : quantity,
      ...(assumed ? { assumed: true as const } : {}),
      ...(food.servingOnly ? { servingOnly: true as const } : {}),
    },
  };
}

/**
 * The measure a bare count of the food reads in. A fruit the planner serves by the piece or slice
 * (mamão: pedaço pequeno) counted by a typed number is the whole fruit: "1/2 mamão" is half the POF
 * "unidade média" (310 g), not half a piece; a fruit without a whole-fruit weight in the POF
 * (melancia) has none, so "meia melancia" stays unknown rather than guessed. A vegetable served by the
 * spoon or the leaf is the same: "1 abobrinha" is the POF's whole zucchini (unidade, 335 g), "1 chuchu"
 * its unidade média (230 g), not an escumadeira (90 g); "1 repolho" or "1 berinjela" cooked, with no
 * whole weight, stays unknown rather than one leaf or one spoon (a recipe then reads the raw
 * berinjela's unidade grande). A salad or a mixed dish counted is its serving.
 */
function counted(food: FoodRecord, assumed: boolean, typed: readonly string[]) {
  const unit = householdUnit(food);
  if (assumed || !unit) return unit;
  // The words name the part counted: "2 folhas de jambu" are leaves, the food's unit.
  const headOf = (label: string) => singularKey(normalizeFoodText(label.split(' ')[0] ?? ''));
  if (typed.some((word) => singularKey(word) === headOf(unit.label))) return unit;
  // Or another measure of the food ("2 espigas de milho"); a measure word the food lacks and its name does
  // not hold leaves the count unknown, never read as the food's unit.
  const name = normalizeFoodText(food.name);
  // ("em rodelas", "em cubos" say how it was cut: no measure.)
  const measureWord = typed
    .map(singularKey)
    .find((word, index) => MEASURE_HEADS.has(word) && typed[index - 1] !== 'em' && !name.includes(word));
  if (measureWord !== undefined) return findMeasure(food, measureWord);
  // Only a part of the fruit (a piece, a slice, a spoon of it, a bunch of grapes) is not what a count
  // means: "meio abacate" is half the POF unidade média (215 g), "10 uvas" ten grapes (8 g each, not ten
  // bunches); a pulp's pacote or an açaí's tigela stays the unit.
  const part =
    food.kind === 'fruit'
      ? /^(pedaço|fatia|gomo|cubo|colher|cacho|bago)/u.test(unit.label)
      : (food.kind === 'vegetable' || food.kind === 'leafy') && !MIXED_VEGETABLES.test(food.name)
        ? !unit.label.startsWith('unidade')
        : false;
  if (!part) return unit;
  return (
    food.measures.find((m) => m.label === 'unidade média' && m.grams > 0) ??
    food.measures.find((m) => m.label === 'unidade' && m.grams > 0)
  );
}

/** Vegetable foods that are a mix served by the spoon, not one vegetable counted whole. */
const MIXED_VEGETABLES = /^(Salada|Quibebe|Seleta)\b/u;

/** `quantity` of the food's own household unit (no measure typed), or unresolved without one. */
function countOf(food: FoodRecord, quantity: number, assumed: boolean, typed: readonly string[] = []): Piece {
  const unit = counted(food, assumed, typed);
  if (!unit || !(unit.grams > 0)) return { type: 'unresolved' };
  return item(food, quantity * unit.grams, unit.label, quantity, assumed);
}

interface Reader {
  text: string;
  tokens: readonly Token[];
  words: readonly string[];
  catalog: QuickEntryCatalog;
  options: QuickEntryOptions;
}

export interface QuickEntryOptions {
  /**
   * A recipe's ingredient line (recipe-line.ts): a cup of a powder is the powder ("1 xícara de
   * achocolatado" in a cake). In the diary it is the drink (POURED_FORMS).
   */
  recipe?: boolean;
}

/**
 * How the cook cut or readied the food, after its name ("cebola picada", "gengibre ralado", "tomate em
 * cubos", "frango cortado em cubos", "alho amassado", "tomates sem pele", "bananas maduras"): the food
 * is the same, so a name not found with the words is looked up without them.
 */
const CUT_AFTER_FOOD =
  /\s+(?:(?:bem\s+)?(?:picad|picadinh|ralad|fatiad|cortad|amassad|descascad|madur)[oa]s?(?:\s+em\s+(?:cubos|cubinhos|rodelas|tiras|pedaços))?|em\s+(?:cubos|cubinhos|rodelas|tiras|pedaços)|sem\s+(?:pele|casca|sementes?))$/iu;

/** The end of the words before a cut after the food ("1 cebola média picada": before "picada"). */
function beforeCut(reader: Reader, from: number, end: number): number {
  for (let at = from + 1; at < end; at += 1) {
    if (` ${phrase(reader.text, reader.tokens, at, end)}`.replace(CUT_AFTER_FOOD, '') === '') return at;
  }
  return end;
}

/**
 * Nothing added, after the name of a drink that has no sugar of its own ("café preto sem açúcar", "café
 * puro", "suco de laranja sem açúcar"): the food as it is, so the name is looked up without the words
 * too. Only for those drinks: "coca sem açúcar" or "gelatina sem açúcar" are other products, left
 * unknown rather than counted as the sugared one. "com açúcar" adds a food of its own.
 */
const NOTHING_ADDED = /\s+(?:sem\s+(?:açúcar|acucar|adoçante|adocante)|puro|pura)$/iu;
/** Coffee, tea, coconut water, fluid milk and fruit juices (TACO's "Laranja, pêra, suco"). */
const UNSWEETENED_DRINK =
  /^(Café, infusão|Chá, |Coco, água de|Leite, de (vaca|cabra)(?!, achocolatado)|[^,]+, (?:[^,]+, )?suco)/u;

function foodAt(reader: Reader, from: number, to: number): FoodRecord | undefined {
  if (from >= to) return undefined;
  const name = phrase(reader.text, reader.tokens, from, to);
  if (name === '') return undefined;
  const found = reader.catalog.byName(name);
  if (found) return found;
  const uncut = name.replace(CUT_AFTER_FOOD, '');
  const cut = uncut !== name && uncut !== '' ? reader.catalog.byName(uncut) : undefined;
  if (cut) return cut;
  const plain = name.replace(NOTHING_ADDED, '');
  const drink = plain !== name && plain !== '' ? reader.catalog.byName(plain) : undefined;
  return drink && UNSWEETENED_DRINK.test(drink.name) ? drink : undefined;
}

/**
 * A package or a glass names the food's form: "1 lata de sardinha" is the canned sardine ("sardinha em
 * lata"), "1 cubo de caldo de galinha" the stock cube ("caldo de galinha em tablete"), "1 copo de
 * achocolatado" the drink ("achocolatado pronto"), not the food a bare name finds (the roasted sardine,
 * the chicken soup, the powder). Tried only when that food lacks the measure.
 */
const PACKAGED_FORMS: Readonly<Record<string, readonly string[]>> = {
  lata: ['em lata', 'enlatada', 'enlatado', 'em conserva'],
  latinha: ['em lata', 'enlatada', 'enlatado', 'em conserva'],
  cubo: ['em tablete', 'em cubo'],
  tablete: ['em tablete'],
  copo: ['pronto'],
  caneca: ['pronto'],
};

/**
 * A cup one drinks from names the drink before the food's own cup, in the diary: "1 xícara de
 * achocolatado" is a cup of chocolate milk (200 ml), not 96 g of the powder a recipe measures by it.
 */
const POURED_FORMS: Readonly<Record<string, readonly string[]>> = { xicara: ['pronto'] };

function packagedFood(
  reader: Reader,
  head: string,
  from: number,
  to: number,
  forms = PACKAGED_FORMS,
): FoodRecord | undefined {
  const name = phrase(reader.text, reader.tokens, from, to);
  for (const form of forms[head] ?? []) {
    const food = name === '' ? undefined : reader.catalog.byName(`${name} ${form}`);
    if (food) return food;
  }
  return undefined;
}

/**
 * A measure and its food from words[at] to `end`: "conchas de feijão", "colher de sopa e meia de
 * açúcar", "xícara de chá de leite". Longest measure first; a measure that leaves no food is a food
 * word ("colheres de arroz": colher + arroz). Undefined when no food follows a measure.
 */
function measureAndFood(reader: Reader, at: number, end: number, quantity: number): Piece | undefined {
  const { words } = reader;
  if (!MEASURE_HEADS.has(singularKey(words[at] ?? ''))) return undefined;
  // The measure words run from `at` while they are measure vocabulary (or "e meia").
  let stop = at + 1;
  while (stop < end) {
    const word = words[stop] ?? '';
    if (MEASURE_COMPLEMENTS.has(word) || MEASURE_COMPLEMENTS.has(singularKey(word))) stop += 1;
    else if (word === 'e' && isPart(words[stop + 1])) stop += 2;
    else break;
  }
  let unresolved = false;
  for (let last = stop; last > at; last -= 1) {
    if (CONNECTIVES.has(words[last - 1] ?? '') || words[last - 1] === 'e') continue;
    const foodFrom = skipConnectives(words, last, end);
    const food = foodAt(reader, foodFrom, end);
    if (!food) continue;
    const measureWords = words.slice(at, last);
    // "colher de sopa e meia", "concha e 1/4": the part adds to the count.
    const join = measureWords.findIndex((word, index) => word === 'e' && isPart(measureWords[index + 1]));
    const count = join >= 0 ? quantity + partOf(measureWords[join + 1]) : quantity;
    const typed = (join >= 0 ? measureWords.filter((_, index) => index !== join && index !== join + 1) : measureWords)
      .join(' ')
      .trim();
    const head = singularKey(words[at] ?? '');
    const poured = reader.options.recipe ? undefined : packagedFood(reader, head, foodFrom, end, POURED_FORMS);
    const pouredMeasure = poured ? findMeasure(poured, typed) : undefined;
    if (poured && pouredMeasure) return item(poured, count * pouredMeasure.grams, pouredMeasure.label, count);
    const measure = findMeasure(food, typed);
    if (measure) return item(food, count * measure.grams, measure.label, count);
    const packaged = packagedFood(reader, head, foodFrom, end);
    const packageMeasure = packaged ? findMeasure(packaged, typed) : undefined;
    if (packaged && packageMeasure) return item(packaged, count * packageMeasure.grams, packageMeasure.label, count);
    unresolved = true;
  }
  return unresolved ? { type: 'unresolved' } : undefined;
}

const SIZES: Readonly<Record<string, string>> = {
  pequeno: 'pequena',
  pequena: 'pequena',
  medio: 'media',
  media: 'media',
  grande: 'grande',
};

/**
 * A count of the food's unit in a size: "1 maçã pequena" (POF unidade pequena), "2 bananas grandes"
 * (no such size: unresolved, never the medium one).
 */
function sizedUnit(reader: Reader, from: number, end: number, quantity: number, assumed: boolean): Piece | undefined {
  // "1 cebola média picada": the size before a cut.
  const last = beforeCut(reader, from, end);
  const size = SIZES[singularKey(reader.words[last - 1] ?? '')];
  if (size === undefined) return undefined;
  const food = foodAt(reader, from, last - 1);
  if (!food) return undefined;
  const head = householdUnit(food)?.label.split(' ')[0];
  const measure = head === undefined ? undefined : findMeasure(food, `${head} ${size}`);
  return measure ? item(food, quantity * measure.grams, measure.label, quantity, assumed) : { type: 'unresolved' };
}

/**
 * The amount after the food: "feijão 2 conchas", "arroz 100g", "banana 2". The words from `at` must
 * be an amount and then a unit, a measure or nothing.
 */
function trailingAmount(reader: Reader, from: number, end: number): Piece | undefined {
  const { words } = reader;
  for (let at = from + 1; at < end; at += 1) {
    const amount = amountAt(words, at);
    if (!amount) continue;
    const food = foodAt(reader, from, at);
    if (!food) return undefined;
    if (amount.next === end) return countOf(food, amount.value, false, words.slice(from, at));
    const unit = words[amount.next] ?? '';
    const perUnit = gramsPerUnit(unit);
    if (perUnit !== undefined && amount.next + 1 === end) {
      return item(food, amount.value * perUnit, null, amount.value * perUnit);
    }
    const typed = words.slice(amount.next, end);
    if (!MEASURE_HEADS.has(singularKey(typed[0] ?? ''))) return undefined;
    const measure = findMeasure(food, typed.join(' '));
    return measure ? item(food, amount.value * measure.grams, measure.label, amount.value) : { type: 'unresolved' };
  }
  return undefined;
}

/**
 * "omelete de 2 ovos", "omelete com 3 ovos": the POF's plain omelette ("omelete simples") counted by
 * its measure of one egg ("Omelete - unidade pequena com 1 ovo", 65 g), not the cheese omelette a bare
 * "omelete" is plus boiled eggs beside it.
 */
function omeletteOfEggs(reader: Reader, from: number, end: number): Piece | undefined {
  const { words } = reader;
  // "uma omelete de dois ovos": one omelette.
  const at = amountAt(words, from)?.value === 1 ? from + 1 : from;
  if (!/^omeletes?$/u.test(words[at] ?? '') || !['de', 'com'].includes(words[at + 1] ?? '')) return undefined;
  const amount = amountAt(words, at + 2);
  if (!amount || amount.next !== end - 1 || !/^ovos?$/u.test(words[end - 1] ?? '')) return undefined;
  const omelette = reader.catalog.byName('omelete simples');
  return omelette ? countOf(omelette, amount.value, false) : undefined;
}

/**
 * One food with its amount, from words[from] to `end`, or undefined when the words name no food.
 * The whole text as a food comes first ("arroz com feijão", "filé de frango"), then a measure and
 * its food, then an amount after the food.
 */
function readPiece(reader: Reader, from: number, end: number): Piece | undefined {
  const { words } = reader;
  const omelette = omeletteOfEggs(reader, from, end);
  if (omelette) return omelette;
  const at = from;
  const amount = amountAt(words, at);
  if (amount) {
    const next = amount.next;
    const perUnit = gramsPerUnit(words[next] ?? '');
    if (perUnit !== undefined) {
      // "1 kg e meio de batata", "2 l e 1/2 de água".
      // Only after a kilo or a litre: "500 g e meio" is no amount anyone means.
      const part = perUnit >= 1000 && words[next + 1] === 'e' && isPart(words[next + 2]) ? partOf(words[next + 2]) : 0;
      const grams = (amount.value + part) * perUnit;
      const food = foodAt(reader, skipConnectives(words, next + (part > 0 ? 3 : 1), end), end);
      return food ? item(food, grams, null, grams) : undefined;
    }
    // "1/2 de xícara", "uma dúzia de ovos"; "1 pão e meio" (the half after the food).
    const after = skipConnectives(words, next, end);
    const halfAfter = end - 2 > after && words[end - 2] === 'e' && HALF.has(words[end - 1] ?? '');
    const last = halfAfter ? end - 2 : end;
    const value = halfAfter ? amount.value + 0.5 : amount.value;
    const food = foodAt(reader, after, last);
    if (food) return countOf(food, value, false, words.slice(after, last));
    return measureAndFood(reader, after, last, value) ?? sizedUnit(reader, after, last, value, false);
  }
  // Articles before a food without an amount: "o arroz", "a salada".
  const start = ['o', 'a', 'os', 'as'].includes(words[at] ?? '') && at < end - 1 ? at + 1 : at;
  const food = foodAt(reader, start, end);
  if (food) return countOf(food, 1, true);
  return (
    measureAndFood(reader, start, end, 1) ??
    sizedUnit(reader, start, end, 1, true) ??
    trailingAmount(reader, start, end)
  );
}

/**
 * The most words one food with its amount can take ("1 colher de sopa cheia de margarina com óleo
 * hidrogenado com sal 65% de lipídeos" is 15); longer runs are not tried, so a 500-character
 * sentence of "e"s stays linear.
 */
const MAX_PIECE_WORDS = 20;

/** A half or a fraction that may end an amount after "e": "meio", "meia", "1/2", "1/4". */
const isPart = (word: string | undefined): boolean => HALF.has(word ?? '') || isFraction(word);

/**
 * Where "e" and "com" may separate foods: every one of them. An "e" inside an amount ("1 e meio", "1
 * concha e 1/4 de feijão", "1 kg e meio") is read as such because the longest reading is tried first;
 * where that fails, the half starts an amount of its own ("arroz e 1/2 concha de feijão").
 */
function softSeparators(words: readonly string[]): number[] {
  const at: number[] = [];
  words.forEach((word, index) => {
    if (word === 'com' || word === 'e') at.push(index);
  });
  return at;
}

/**
 * Reads a sentence into foods and grams (see the module comment). Hard separators (",", ";", "+",
 * new line) always split; "e" and "com" split only where the words around them are not one food
 * ("arroz com feijão", "salada de alface e tomate"): the longest run that reads as a food wins.
 */
export function parseQuickEntry(
  text: string,
  catalog: QuickEntryCatalog,
  options: QuickEntryOptions = {},
): QuickEntryResult {
  const items: QuickEntryItem[] = [];
  const unknown: string[] = [];
  const readsAsFood = (piece: string) => {
    const read = parseQuickEntry(piece, catalog, options);
    return read.items.length > 0 && read.unknown.length === 0;
  };
  for (const tokens of chunksOf(text, readsAsFood)) {
    const words = tokens.map((token) => token.word);
    const reader: Reader = { text, tokens, words, catalog, options };
    const separators = softSeparators(words);
    let from = 0;
    while (from < tokens.length) {
      // A separator or a filler word ("comi", "hoje") does not start a food's text.
      const next = words[from + 1];
      if (separators.includes(from) || (LEADING_FILLER.has(words[from] ?? '') && next !== undefined)) {
        from += 1;
        continue;
      }
      const ends = [tokens.length, ...separators.filter((index) => index > from).reverse()].filter(
        (end) => end - from <= MAX_PIECE_WORDS,
      );
      let read = false;
      for (const end of ends) {
        if (end <= from) continue;
        const piece = readPiece(reader, from, end);
        if (!piece) continue;
        const weight = tokens.slice(from, end).find((token) => token.weight !== undefined)?.weight;
        const first = tokens[from];
        const lastWeight = tokens[end - 1]?.weight;
        // The item's text keeps a weight typed after its last word: "1 bife (120 g)".
        const typed = first && lastWeight ? text.slice(first.start, lastWeight.end) : phrase(text, tokens, from, end);
        if (piece.type === 'item' && weight !== undefined && weight.grams > 0) {
          const grams = roundGrams(weight.grams);
          const { assumed: _given, ...read } = piece.item;
          items.push({ text: typed, ...read, grams, measure: null, quantity: grams });
        } else if (piece.type === 'item') items.push({ text: typed, ...piece.item });
        else unknown.push(typed);
        from = end + 1;
        read = true;
        break;
      }
      if (read) continue;
      // Nothing from here reads as a food: the words up to the next separator are unknown.
      const end = separators.find((index) => index > from) ?? tokens.length;
      const typed = phrase(text, tokens, from, end);
      const key = normalizeFoodText(typed);
      if (key !== '' && !LEADING_FILLER.has(key) && !MEAL_NAMES.has(key)) unknown.push(typed);
      from = end + 1;
    }
  }
  return { items, unknown };
}
