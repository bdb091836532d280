import { DEFAULT_MEASURES } from '../data/food-measures';
import type { FoodRecord, HouseholdMeasure } from '../data/food-types';
import { kitchenMeasuresOf } from '../data/kitchen-measures';
import type { AmountUnit } from './amount-unit';
import { normalizeFoodText, singularKey } from './food-search';
import { pluralMeasureLabel } from './household-measure';
import { householdUnit } from './servings';

/**
 * An amount of a food as a person gives it: a count of one of the food's household measures ("2
 * conchas", "1 xícara de chá") turned into grams. The measures are the ones the planner shows
 * (FoodRecord.measures: IBGE POF 2008–2009 or the kind's defaults, food-measures.ts), the food's own
 * unit (householdUnit) first. Used by the diary (an item entered by measure) and the quick entry
 * (quick-entry.ts). Pure; runs on the server and in the browser.
 */

/** A household measure a person can pick for a food; `id` is stable (a slug of the label). */
export interface FoodMeasure {
  id: string;
  label: string;
  grams: number;
}

/** A typed measure resolved for a food; `generic` when it came from the food kind's defaults. */
export interface ResolvedMeasure extends FoodMeasure {
  generic: boolean;
}

/** The food fields a measure lookup reads (a library food, a user's own food, a recipe). */
export type MeasuredFood = Pick<FoodRecord, 'kind' | 'measures'> &
  Partial<Pick<FoodRecord, 'name' | 'measureSource' | 'servingOnly'>> & { serving?: HouseholdMeasure };

/** "Concha média cheia" → "concha-media-cheia"; "garrafa de 2,25l" → "garrafa-de-2-25l". */
export function measureId(label: string): string {
  return normalizeFoodText(label)
    .replace(/[^a-z0-9]+/gu, '-')
    .replace(/^-+|-+$/gu, '');
}

/**
 * The household measures of a food with known grams: its own unit (householdUnit, the one the
 * planner counts it in) first, then the others in the data's order (smallest first). Empty for a
 * food without measures (then only grams).
 */
export function foodMeasures(food: MeasuredFood): FoodMeasure[] {
  const usable = food.measures.filter((m) => Number.isFinite(m.grams) && m.grams > 0);
  // A food with a serving and no measures (a recipe, a label's serving) is counted in its serving.
  const serving = food.serving && food.serving.grams > 0 ? food.serving : undefined;
  const unit = householdUnit(food) ?? serving;
  const ordered: HouseholdMeasure[] = [];
  if (unit && Number.isFinite(unit.grams) && unit.grams > 0) ordered.push(unit);
  for (const measure of usable) if (measure.label !== unit?.label) ordered.push(measure);
  const taken = new Set<string>();
  const result: FoodMeasure[] = [];
  for (const { label, grams } of ordered) {
    const base = measureId(label) || 'medida';
    let id = base;
    for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
    taken.add(id);
    result.push({ id, label, grams });
  }
  return result;
}

/** Words a typed measure may leave out or give in another gender/number ("concha medio" = "concha média"). */
const FILLER_WORDS = new Set(['de', 'da', 'do', 'em', 'tipo', 'tamanho']);
/** How the food is cut: describes the food, not the measure ("colher de sopa cheia picada"). */
const FOOD_STATE = /^(picad|desfiad|ralad|fatiad|em tira)[oa]?$|^tira$/u;
const ADJECTIVES: Readonly<Record<string, string>> = {
  medio: 'media',
  cheio: 'cheia',
  raso: 'rasa',
  pequeno: 'pequena',
  nivelado: 'nivelada',
};

/** "Colheres de sopa cheias" → ["colher", "sopa", "cheia"]: the words that tell measures apart. */
function measureWords(text: string): string[] {
  const key = normalizeFoodText(text)
    .replace(/(\d),(\d)/gu, '$1.$2')
    .replace(/[^a-z0-9./ ]+/gu, ' ')
    .trim();
  if (key === '') return [];
  return singularKey(key)
    .split(' ')
    .filter((word) => word !== '' && !FILLER_WORDS.has(word) && !FOOD_STATE.test(word))
    .map((word) => ADJECTIVES[word] ?? word);
}

/**
 * Typed words read as other measures when the food has none named so: the colher de servir is the
 * colher de arroz (POF), a bife is the filé of a fish or chicken and the other way round, a pedaço
 * of cake or cheese is its fatia, a dente (of garlic) its unidade (POF alho: unidade 4.4 g, a clove).
 */
const REWRITES: readonly (readonly [string, string])[] = [
  ['servir', 'arroz'],
  ['bife', 'file'],
  ['file', 'bife'],
  ['pedaco', 'fatia'],
  ['dente', 'unidade'],
  ['latinha', 'lata'],
  ['pacotinho', 'pacote'],
  ['colherada', 'colher'],
  ['caixa', 'caixinha'],
];

/** The standard size when a bare "lata" is typed and the food lists several (a 350 ml can). */
const PREFERRED_SIZE: Readonly<Record<string, string>> = { lata: '350ml' };

interface Candidate {
  measure: FoodMeasure;
  words: string[];
  isUnit: boolean;
}

/** Score of a label for typed words (lower is better); undefined when it does not match. */
function matchScore(typed: readonly string[], candidate: Candidate): number | undefined {
  const [head, ...rest] = typed;
  if (head === undefined) return undefined;
  // "gomo/fatia média": either head names it.
  const labelHead = candidate.words[0] ?? '';
  if (!labelHead.split('/').includes(head)) return undefined;
  const labelRest = candidate.words.slice(1);
  if (!rest.every((word) => labelRest.includes(word))) return undefined;
  const extra = labelRest.length - rest.length;
  if (extra === 0) return 0;
  let score = 100 + extra;
  if (candidate.isUnit) score -= 60;
  // A bare spoon is a tablespoon, a bare cup a teacup, unless the food is counted in another spoon or
  // cup (coffee in its xícara de café).
  if (head === 'colher' && rest.length === 0 && labelRest[0] === 'sopa') score -= 40;
  if (head === 'xicara' && rest.length === 0 && labelRest[0] === 'cha') score -= 40;
  if (rest.length === 0 && PREFERRED_SIZE[head] !== undefined && labelRest.includes(PREFERRED_SIZE[head])) score -= 50;
  if (labelRest.includes('media')) score -= 20;
  return score;
}

interface Scored {
  candidate: Candidate;
  score: number;
}

function bestScored(typed: readonly string[], candidates: readonly Candidate[]): Scored | undefined {
  let best: Scored | undefined;
  for (const candidate of candidates) {
    const score = matchScore(typed, candidate);
    if (score !== undefined && (best === undefined || score < best.score)) best = { candidate, score };
  }
  return best;
}

function bestMatch(typed: readonly string[], candidates: readonly Candidate[]): FoodMeasure | undefined {
  return bestScored(typed, candidates)?.candidate.measure;
}

/** Words that say how full or how big a measure is, not which measure it is ("colher de sopa cheia"). */
const FILL_OR_SIZE = new Set(['cheia', 'rasa', 'nivelada', 'media', 'pequena', 'grande']);

/** Whether a match names another measure than the words typed: "xícara de café" for "xícara". */
const anotherMeasure = ({ candidate }: Scored, typed: readonly string[]): boolean =>
  candidate.words.slice(1).some((word) => !typed.includes(word) && !FILL_OR_SIZE.has(word));

function candidatesOf(measures: readonly FoodMeasure[], unitLabel: string | undefined): Candidate[] {
  return measures.map((measure) => ({
    measure,
    words: measureWords(measure.label),
    isUnit: measure.label === unitLabel,
  }));
}

/**
 * The food's measure a typed text names: an id from foodMeasures ("concha-media-cheia") or a label
 * as typed ("concha", "colheres de sopa", "xicara"; any case, accents optional, singular or plural,
 * with or without "cheia"). A bare head picks the food's own unit when it is one, else the medium
 * one, else the shortest label ("colher" is the tablespoon). When the food has no such measure, the
 * generic measure of its kind (DEFAULT_MEASURES, e.g. a legume's "concha média cheia" of 140 g)
 * answers, marked `generic`. Undefined when neither has it.
 */
export function findMeasure(food: MeasuredFood, measure: string): ResolvedMeasure | undefined {
  const own = foodMeasures(food);
  const byId = own.find((m) => m.id === measure.trim());
  if (byId) return { ...byId, generic: false };
  const typed = measureWords(measure);
  if (typed.length === 0) return undefined;
  const unitLabel = own[0]?.label;
  const ownCandidates = candidatesOf(own, unitLabel);
  const generic = candidatesOf(
    DEFAULT_MEASURES[food.kind].map((m) => ({ id: measureId(m.label), label: m.label, grams: m.grams })),
    undefined,
  );
  const attempts = [typed];
  for (const [from, to] of REWRITES) {
    if (typed.includes(from)) attempts.push(typed.map((word) => (word === from ? to : word)));
  }
  // A raw ingredient's kitchen measure (kitchen-measures.ts, cited): after the food's POF measures,
  // before the team's estimated defaults (a food without POF measures) and the kind's generic ones.
  const kitchen = candidatesOf(
    kitchenMeasuresOf(food.name).map((m) => ({ id: measureId(m.label), label: m.label, grams: m.grams })),
    undefined,
  );
  const [first, second] = food.measureSource === 'default' ? [kitchen, ownCandidates] : [ownCandidates, kitchen];
  const pick = (candidates: readonly Candidate[]) => {
    for (const words of attempts) {
      const found = bestScored(words, candidates);
      if (found) return { found, words };
    }
    return undefined;
  };
  const a = pick(first);
  const b = pick(second);
  // The first list's match wins, unless it is another measure than the words typed and the second
  // list names them better: "1 xícara de leite de coco" is the 240 ml teacup of a recipe, not the POF's
  // 50 ml xícara de café; "1 colher de sopa de açúcar" stays the POF's (full) tablespoon.
  const chosen = a && b && anotherMeasure(a.found, a.words) && b.found.score < a.found.score ? b : (a ?? b);
  if (chosen) return { ...chosen.found.candidate.measure, generic: false };
  for (const words of attempts) {
    const found = bestMatch(words, generic);
    if (found) return { ...found, generic: true };
  }
  return undefined;
}

/** Units by weight or volume a measure may also be given in (ml read as grams, as the assistant does). */
const MASS_UNITS: Readonly<Record<string, number>> = {
  g: 1,
  gr: 1,
  grama: 1,
  kg: 1000,
  quilo: 1000,
  ml: 1,
  mililitro: 1,
  l: 1000,
  litro: 1000,
};

/** The grams per one of a weight or volume unit ("g", "gramas", "ml", "litro"), else undefined. */
export function gramsPerUnit(unit: string): number | undefined {
  const key = singularKey(normalizeFoodText(unit));
  return MASS_UNITS[key] ?? MASS_UNITS[key.replace(/s$/u, '')];
}

/** Grams to one decimal: 1.5 × 45 g = 67.5 g, never 67.49999. */
export const roundGrams = (grams: number): number => Math.round(grams * 10) / 10;

/**
 * The grams of `quantity` of a food's measure (findMeasure; also "g", "ml", "kg", "l"), or
 * undefined when the food has no such measure or the quantity is not a positive number (the caller
 * answers in pt-BR). A recipe without its cooked weight (servingOnly) has no amount by weight.
 */
export function gramsOf(food: MeasuredFood, measure: string, quantity: number): number | undefined {
  if (!Number.isFinite(quantity) || quantity <= 0) return undefined;
  const perUnit = gramsPerUnit(measure);
  if (perUnit !== undefined) return food.servingOnly ? undefined : roundGrams(quantity * perUnit);
  const found = findMeasure(food, measure);
  return found ? roundGrams(quantity * found.grams) : undefined;
}

const FRACTIONS: Readonly<Record<number, string>> = { 0.25: '1/4', 0.5: '1/2', 0.75: '3/4' };

/** 2 → "2", 0.5 → "1/2", 1.5 → "1 e 1/2", 1.2 → "1,2" (pt-BR decimals). */
export function formatQuantity(quantity: number): string {
  const whole = Math.floor(quantity);
  const fraction = FRACTIONS[Math.round((quantity - whole) * 100) / 100];
  if (fraction !== undefined) return whole > 0 ? `${whole} e ${fraction}` : fraction;
  return String(Math.round(quantity * 100) / 100).replace('.', ',');
}

/**
 * The amount as the person chose it: "2 conchas médias cheias (280 g)", "1/2 xícara de chá (100 g)",
 * "1 e 1/2 bifes médios (150 g)"; just "150 g" without a measure; a poured food's in millilitres
 * ("1 xícara de chá (200 ml)").
 */
export function describeChosenAmount(
  measure: string | null | undefined,
  quantity: number,
  grams: number,
  unit: AmountUnit = 'g',
): string {
  const shown = `${String(Math.round(grams * 10) / 10).replace('.', ',')} ${unit}`;
  if (!measure || !(quantity > 0)) return shown;
  const label = quantity > 1 ? pluralMeasureLabel(measure) : measure;
  return `${formatQuantity(quantity)} ${label} (${shown})`;
}
