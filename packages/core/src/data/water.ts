import { normalizeFoodText } from '../domain/food-search';
import { zeroNutrients } from '../domain/nutrients';
import type { FoodRecord } from './food-types';

/**
 * Water as a recipe's ingredient ("4 xícaras de água", "200 ml de água gelada"), decision 058. No
 * Brazilian table lists it (TACO and the POF measure foods), yet a recipe's weight needs it: a juice of
 * 300 g of fruit and 200 ml of water is 500 g of juice, and the water a pan of rice is cooked in is what
 * the cooked-weight estimate takes the rice's water from (cooked-weight.ts). Water holds no energy,
 * macronutrient or vitamin; its minerals (tap or bottled) vary with the source and are not counted,
 * which its source's label says wherever the recipe lists its ingredients. Only recipes read it
 * (recipe-line.ts): the diary's water is the hydration screen's, and the planner never serves it.
 */
export const WATER_FOOD_ID = 1301;

export const WATER: FoodRecord = {
  id: WATER_FOOD_ID,
  name: 'Água',
  group: 'Bebidas (alcoólicas e não alcoólicas)',
  kind: 'beverage',
  per100g: { kcal: 0, protein: 0, carbs: 0, fat: 0, fiber: 0 },
  nutrients: zeroNutrients(),
  // Read in millilitres, 1 ml taken as 1 g (amount-unit.ts). The POF's own cups of drinks (its "copo
  // americano" 150 ml and "copo médio" 240 ml of juices), a recipe's 240 ml teacup (kitchen-measures.ts,
  // Espaço Gourmet's "1 xícara = 240 ml") and the 15 ml and 5 ml spoons, the team's estimate.
  measures: [
    { label: 'colher de chá', grams: 5 },
    { label: 'colher de sopa', grams: 15 },
    { label: 'copo americano', grams: 150 },
    { label: 'xícara de chá', grams: 240 },
    { label: 'copo médio', grams: 240 },
  ],
  measureSource: 'default',
  glycemic: null,
  plannable: true,
  source: 'water',
};

/** How a recipe names it: "água", and how it is poured ("fervente", "gelada", "filtrada"…). */
const WATER_WORDS =
  'agua(?: (?:potavel|filtrada|mineral|da torneira|com gas|sem gas|quente|fervente|fervida|morna|fria|gelada|natural|em temperatura ambiente))?';
const WATER_NAME = new RegExp(`^${WATER_WORDS}$`, 'u');
/** A phrase whose food is water: "água", "1 copo de água", "500 ml de água gelada" (not "arroz com água"). */
const WATER_AT_END = new RegExp(`(?:^|\\sde\\s)${WATER_WORDS}$`, 'u');

/** Water, when a recipe's typed name is water. */
export const waterByName = (name: string): FoodRecord | undefined =>
  WATER_NAME.test(normalizeFoodText(name)) ? WATER : undefined;

/** Whether a typed phrase is an amount of water (the diary sends it to the hydration screen). */
export const namesWater = (phrase: string): boolean => WATER_AT_END.test(normalizeFoodText(phrase.trim()));
