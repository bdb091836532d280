import type { FoodRecord, HouseholdMeasure } from '../data/food-types';

/**
 * A portion in grams described as a household measure ("2 colheres de sopa cheias (50 g)"). Pure;
 * runs on the server and in the browser.
 */

/** Counts above this are not a useful measure ("14 colheres"): another measure or grams instead. */
export const MAX_MEASURE_COUNT = 10;

/** Penalties of the fit score (relative error + penalties; lowest wins). */
const COUNT_PENALTY = 0.004; // at the same error, fewer units read better ("1 xícara" over "4 copinhos")
const LARGE_COUNT_FROM = 4; // a count above this costs a little per extra unit
const LARGE_COUNT_PENALTY = 0.02;
const HALF_PENALTY = 0.01; // "2 colheres" reads better than "1 e 1/2 concha" at the same error
const CONTAINER_PENALTY = 0.015; // prefer kitchen measures to packages at the same error
const CONTAINER = /^(garrafa|lata|pacote|caneca)/u;

/** Words that follow "de" in a measure and never take the plural ("colheres de sopa"). */
const PREPOSITIONS = new Set(['de', 'da', 'do', 'em', 'para', 'com']);
/** Complements the POF sometimes writes without "de" ("colher sopa cheia"). */
const INVARIABLE = new Set(['sopa', 'chá', 'café', 'sobremesa', 'arroz', 'servir', 'requeijão', 'cafezinho']);
/** How the food is cut ("colher de sopa cheia picado"): describes the food, not the measure. */
const FOOD_STATE = /^(picad|desfiad|ralad|fatiad)[oa]$/u;

function pluralWord(word: string): string {
  if (/\d/u.test(word) || INVARIABLE.has(word) || FOOD_STATE.test(word)) return word;
  if (word.endsWith('ão')) return `${word.slice(0, -2)}ões`;
  if (/[aeiouáéíóúâêô]$/u.test(word)) return `${word}s`;
  if (/[rz]$/u.test(word)) return `${word}es`;
  if (/[sx]$/u.test(word)) return word;
  if (word.endsWith('al')) return `${word.slice(0, -1)}is`;
  if (word.endsWith('m')) return `${word.slice(0, -1)}ns`;
  return `${word}s`;
}

/** "colher de sopa cheia" → "colheres de sopa cheias"; "gomo/fatia média" → "gomos/fatias médias". */
export function pluralMeasureLabel(label: string): string {
  const words = label.split(' ');
  return words
    .map((word, index) => {
      const previous = index > 0 ? words[index - 1] : undefined;
      if (PREPOSITIONS.has(word) || (previous !== undefined && PREPOSITIONS.has(previous))) return word;
      return word
        .split('/')
        .map((part) => pluralWord(part))
        .join('/');
    })
    .join(' ');
}

/** 0.5 → "1/2", 2 → "2", 2.5 → "2 e 1/2". */
function formatCount(count: number): string {
  const whole = Math.floor(count);
  const half = count - whole >= 0.5;
  if (!half) return String(whole);
  return whole === 0 ? '1/2' : `${whole} e 1/2`;
}

interface Fit {
  measure: HouseholdMeasure;
  count: number;
  score: number;
}

function bestFit(measures: readonly HouseholdMeasure[], grams: number): Fit | undefined {
  let best: Fit | undefined;
  for (const measure of measures) {
    if (!(measure.grams > 0)) continue;
    const count = Math.round((grams / measure.grams) * 2) / 2;
    if (count < 0.5 || count > MAX_MEASURE_COUNT) continue;
    const error = Math.abs(count * measure.grams - grams) / grams;
    const score =
      error +
      COUNT_PENALTY * count +
      LARGE_COUNT_PENALTY * Math.max(0, count - LARGE_COUNT_FROM) +
      (Number.isInteger(count) ? 0 : HALF_PENALTY) +
      (CONTAINER.test(measure.label) ? CONTAINER_PENALTY : 0);
    if (!best || score < best.score) best = { measure, count, score };
  }
  return best;
}

/**
 * The amount in the best-fitting household measure of the food, counted in halves, with the grams:
 * "1/2 filé médio (50 g)", "1 unidade média (130 g)". Just the grams ("35 g") when no measure fits:
 * the food has none, the amount is under half of the smallest, or it would take more than
 * MAX_MEASURE_COUNT of the largest.
 */
export function describeHomeMeasure(food: Pick<FoodRecord, 'measures'>, grams: number): string {
  const amount = Number.isFinite(grams) && grams > 0 ? grams : 0;
  const shown = `${Math.round(amount)} g`;
  if (amount === 0) return shown;
  const smallest = Math.min(...food.measures.map((m) => m.grams).filter((g) => g > 0));
  if (!(amount >= smallest / 2)) return shown;
  const fit = bestFit(food.measures, amount);
  if (!fit) return shown;
  const label = fit.count < 2 ? fit.measure.label : pluralMeasureLabel(fit.measure.label);
  return `${formatCount(fit.count)} ${label} (${shown})`;
}
