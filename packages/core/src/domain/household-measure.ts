import type { HouseholdMeasure } from '../data/food-types';
import { amountUnitOf, type AmountUnit } from './amount-unit';
import { householdUnit, type UnitFood } from './servings';

/**
 * A portion in grams described as a count of the food's household unit ("1 e 1/2 conchas médias
 * cheias (210 g)"). The unit is chosen once per food (householdUnit) and never changes with the
 * grams: a person who saw rice in escumadeiras keeps reading escumadeiras. Pure; runs on the server
 * and in the browser.
 */

/** Above this count the unit is no longer how a person measures it: the grams come first. */
export const MAX_MEASURE_COUNT = 10;
/** Below this many units a quarter still matters ("1 e 3/4"); from it on, halves read better. */
const QUARTERS_BELOW = 3;
/** Less than a quarter of the unit is not counted: "menos de 1/4 de colher de sopa". */
const SMALLEST_COUNT = 0.25;

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

/**
 * "colher de sopa cheia" → "colheres de sopa cheias"; "gomo/fatia média" → "gomos/fatias médias";
 * "copo de 200 ml" → "copos de 200 ml".
 */
export function pluralMeasureLabel(label: string): string {
  const words = label.split(' ');
  return words
    .map((word, index) => {
      const previous = index > 0 ? words[index - 1] : undefined;
      if (PREPOSITIONS.has(word) || (previous !== undefined && PREPOSITIONS.has(previous))) return word;
      // A unit after its number ("copo de 200 ml", "porção de 100 g") is an abbreviation: no plural.
      if (previous !== undefined && /\d/u.test(previous)) return word;
      return word
        .split('/')
        .map((part) => pluralWord(part))
        .join('/');
    })
    .join(' ');
}

const FRACTIONS: Record<number, string> = { 0.25: '1/4', 0.5: '1/2', 0.75: '3/4' };

/** Rounded as a person reads a measure: quarters under QUARTERS_BELOW units, halves above. */
function roundCount(ratio: number): number {
  const quarters = Math.round(ratio * 4) / 4;
  return quarters < QUARTERS_BELOW ? quarters : Math.round(ratio * 2) / 2;
}

/** 0.25 → "1/4 de", 0.5 → "1/2", 2 → "2", 2.5 → "2 e 1/2" (pt-BR: "1/4 de xícara", "1/2 xícara"). */
function formatCount(count: number): string {
  const whole = Math.floor(count);
  const fraction = FRACTIONS[count - whole];
  if (fraction === undefined) return String(whole);
  if (whole > 0) return `${whole} e ${fraction}`;
  return fraction === '1/2' ? fraction : `${fraction} de`;
}

/**
 * The grams as a count of one household unit, with the grams: "1 bife médio (100 g)", "1 e 1/2
 * conchas médias cheias (210 g)", "3/4 de copo médio (180 g)". Under a quarter of the unit:
 * "menos de 1/4 de colher de sopa (1 g)"; over MAX_MEASURE_COUNT units, the grams first: "400 g
 * (27 colheres de sopa)". Just the grams without a unit, or for no amount. A drink's amount reads in
 * millilitres ("1 copo americano (150 ml)", amount-unit.ts).
 */
export function describeAmount(
  unit: HouseholdMeasure | undefined,
  grams: number,
  amountUnit: AmountUnit = 'g',
): string {
  const amount = Number.isFinite(grams) && grams > 0 ? grams : 0;
  const shown = `${Math.round(amount)} ${amountUnit}`;
  if (amount === 0 || !unit || !(unit.grams > 0)) return shown;
  const ratio = amount / unit.grams;
  if (roundCount(ratio) > MAX_MEASURE_COUNT) return `${shown} (${Math.round(ratio)} ${pluralMeasureLabel(unit.label)})`;
  return `${describeCount(unit, amount)} (${shown})`;
}

/**
 * The grams as a count of the unit alone: "1 porção", "1 e 1/2 porções", "menos de 1/4 de porção". For
 * an amount whose grams are no weight to show (a recipe without its cooked weight, servingOnly).
 */
export function describeCount(unit: HouseholdMeasure, grams: number): string {
  const ratio = unit.grams > 0 && grams > 0 ? grams / unit.grams : 0;
  // The tolerance keeps an exact quarter (2 g of an 8 g spoon) from reading "menos de 1/4" by rounding.
  if (ratio < SMALLEST_COUNT - 1e-9) return `menos de 1/4 de ${unit.label}`;
  const count = roundCount(ratio);
  return `${formatCount(count)} ${count > 1 ? pluralMeasureLabel(unit.label) : unit.label}`;
}

/**
 * The grams in the food's own household unit (householdUnit): the same unit at every amount, except a
 * drink, counted in the cup or glass the amount fills.
 */
export function describeHomeMeasure(food: UnitFood, grams: number): string {
  return describeAmount(householdUnit(food, grams), grams, amountUnitOf(food));
}

/**
 * A portion's household measure: its text, and the unit it is counted in, which the client keeps when the
 * person edits the grams (the planner's and the diary's portions alike). A drink's reads in millilitres.
 */
export function portionMeasure(
  food: UnitFood & { servingOnly?: true | undefined },
  grams: number,
): { homeMeasure: string; measureUnit?: HouseholdMeasure } {
  const unit = householdUnit(food, grams);
  return {
    // A recipe without its cooked weight: its servings alone (its grams are its raw ingredients').
    homeMeasure:
      food.servingOnly && unit ? describeCount(unit, grams) : describeAmount(unit, grams, amountUnitOf(food)),
    ...(unit ? { measureUnit: { label: unit.label, grams: unit.grams } } : {}),
  };
}
