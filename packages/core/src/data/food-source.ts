import type { FoodSource, Portion } from '../schemas/planner';
import type { FoodRecord } from './food-types';
import { formatAmount } from '../domain/format-number';

/**
 * Where each food's numbers come from, as the portions of /plan and of saved meals name it (issue 30:
 * USDA-derived milk and pasta were cited as TACO). Small module, safe for the browser.
 */

/** pt-BR name of each source, shown beside the portion ("Fonte: TACO"). */
export const FOOD_SOURCE_LABELS: Record<FoodSource, string> = {
  taco: 'TACO',
  'taco-derived': 'TACO, cozido pelo rendimento USDA',
  usda: 'USDA',
  'ibge-pof': 'IBGE POF 2008–2009',
  'user-label': 'rótulo do seu alimento',
  recipe: 'receita',
  'open-food-facts': 'Open Food Facts (ODbL)',
  water: 'água (sem nutrientes contados)',
};

/** "Fonte: TACO", "Fonte: USDA"… */
export function foodSourceText(source: FoodSource): string {
  return `Fonte: ${FOOD_SOURCE_LABELS[source]}`;
}

/** What a portion's measure and fibre come with on screen, in pt-BR. */
export const PORTION_NOTES = {
  measureEstimated: 'medida estimada',
  fiberNotMeasured: 'não medido',
  fiberPartial: 'parcial: há alimento sem fibra medida',
} as const;

/**
 * A saved meal's portion in one line: "misto quente (160 g · receita)", a drink's in millilitres, a
 * recipe's serving logged without its cooked weight by its count ("1 porção": its grams are its raw
 * ingredients'); without the source for meals saved before it was recorded.
 */
export function portionLine(
  portion: Pick<Portion, 'foodName' | 'source' | 'grams' | 'amountUnit' | 'servingOnly' | 'homeMeasure'>,
): string {
  const amount = portion.servingOnly ? portion.homeMeasure : formatAmount(portion.grams, portion.amountUnit);
  return portion.source
    ? `${portion.foodName} (${amount} · ${FOOD_SOURCE_LABELS[portion.source]})`
    : `${portion.foodName} (${amount})`;
}

/**
 * The source of a food's composition. A producer that knows it sets `source` (IBGE POF foods as
 * consumed); otherwise: a user's own food (negative id, measures from its label) is the label; a
 * cooked form derived by a yield factor is TACO-derived; a recipe is a recipe; any other
 * composition not as TACO prints it is USDA's (TACO's milks under re-analysis, foods TACO lacks).
 */
export function foodSource(
  food: Pick<FoodRecord, 'id' | 'measureSource' | 'compositionSource' | 'derivation' | 'source'>,
): FoodSource {
  if (food.source) return food.source;
  if (food.id < 0 || food.measureSource === 'label') return 'user-label';
  if (food.derivation?.method === 'yield') return 'taco-derived';
  if (food.derivation?.method === 'recipe') return 'recipe';
  return food.compositionSource ? 'usda' : 'taco';
}
