import { compositionOf } from '../domain/macros';
import {
  addNutrients,
  nutrientsFromPof,
  roundNutrients,
  scaleNutrients,
  unknownNutrients,
  withComposition,
  type Nutrients,
} from '../domain/nutrients';
import { POF_COMPOSITION_CITATION, USDA_EXTRA_CITATION, USDA_YIELD_CITATION } from './food-citations';
import { GLYCEMIC_MIN_CARBS } from './food-glycemic';
import { householdMeasures, type PofMeasure } from './food-measures';
import type {
  FoodComposition,
  FoodKind,
  FoodRecord,
  GlycemicInfo,
  HouseholdMeasure,
  RecipeIngredient,
} from './food-types';

/**
 * Foods TACO 4ª ed. does not measure but people eat every day, ids 1001–1999 (1–597 stay TACO's).
 * Server and tests only. Sources: ./SOURCES.md, section "Derived foods".
 *
 * 1. Cooked forms (1001–1099, method 'yield'): TACO gives only the raw food. The cooked food is the
 *    raw one divided by a cooking yield (g cooked per g raw): cooking in water adds water, not
 *    nutrients. The yield is the ratio of the energy densities of the raw and the cooked food in
 *    USDA SR Legacy (same food, both states, analysed by the same lab).
 * 2. Foods from USDA (1001–1099, no derivation): TACO has no such food; the composition is USDA SR
 *    Legacy's, as for TACO's milks (foods.ts).
 * 3. Recipes (1101–1199, method 'recipe'): everyday mixtures, composition per 100 g computed from the
 *    ingredients' grams. The proportions are the team's standard recipe, written beside each one (a
 *    household measure of the POF where it has one for the ingredient).
 * 4. Foods as prepared in Brazilian homes (1201–1299, `source: 'ibge-pof'`): rows of IBGE's POF
 *    2008–09 table of foods as consumed (sources/ibge_pof_2008_composition.json), e.g. its "Arroz" is
 *    TACO's cooked rice with 0.98 ml of soybean oil per 100 g. TACO cooks rice and beans without
 *    oil, so a plate of TACO rice and beans underestimates the fat of the plate people eat. Also the
 *    cooked forms the POF gives of foods TACO has only raw or dry (quiabo, vagem, inhame, miojo).
 */

export const DERIVED_FOOD_ID_MIN = 1001;
export const DERIVED_FOOD_ID_MAX = 1999;

/** Ratio of the energy per 100 g of the raw (dry) food to the cooked food, both USDA SR Legacy. */
export const COOKING_YIELDS = {
  /** NDB 20120 "Pasta, dry, enriched" 371 kcal / NDB 20121 "Pasta, cooked, enriched, without added salt" 158 kcal. */
  pasta: { factor: 371 / 158, ndb: 'NDB 20120 e 20121' },
  /** NDB 16056 "Chickpeas …, mature seeds, raw" 378 kcal / NDB 16057 "… cooked, boiled, without salt" 164 kcal. */
  chickpeas: { factor: 378 / 164, ndb: 'NDB 16056 e 16057' },
  /** NDB 16101 "Pigeon peas (red gram), mature seeds, raw" 343 kcal / NDB 16102 "… cooked, boiled, without salt" 121 kcal. */
  pigeonPeas: { factor: 343 / 121, ndb: 'NDB 16101 e 16102' },
  /**
   * A lean freshwater fish fillet cooked by dry heat loses water (factor under 1): NDB 15261 "Fish,
   * tilapia, raw" 96 kcal / NDB 15262 "Fish, tilapia, cooked, dry heat" 128 kcal.
   */
  leanFishDryHeat: { factor: 96 / 128, ndb: 'NDB 15261 e 15262' },
  /** "Gelatin desserts, dry mix" 381 kcal / "Gelatin desserts, dry mix, prepared with water" (FDC 169596) 60 kcal. */
  gelatin: { factor: 381 / 60, ndb: 'sobremesa de gelatina em pó, seca e preparada com água (FDC 169596)' },
} as const;

interface YieldSpec {
  id: number;
  name: string;
  kind: FoodKind;
  /** The raw TACO food. */
  from: number;
  yield: keyof typeof COOKING_YIELDS;
  /**
   * The TACO food whose POF measures describe this one as eaten. Cooked pasta: the POF measures
   * of "Macarrão, instantâneo" (39), which the POF weighs as prepared (garfada, pegador,
   * escumadeira, prato), the only cooked-pasta measures linked to a TACO food in our copy.
   */
  measuresFrom?: number;
}

interface UsdaSpec {
  id: number;
  name: string;
  group: string;
  kind: FoodKind;
  per100g: FoodComposition;
  /** The USDA food, as USDA names it. */
  usda: string;
  /** Atkinson 2008 food (pt-BR name) measured on this very food, when there is one. */
  glycemic?: { value: number; basis: string };
}

interface RecipeSpec {
  id: number;
  name: string;
  kind: FoodKind;
  ingredients: readonly RecipeIngredient[];
  /** The TACO food whose POF measures fit the mixture (the same cups or spoons), if any. */
  measuresFrom?: number;
  /** For a mixture served as one piece (a sandwich): one 'unidade' of the recipe's total grams. */
  servedAsUnit?: boolean;
}

const YIELD_FOODS: readonly YieldSpec[] = [
  { id: 1001, name: 'Macarrão, trigo, cozido', kind: 'grain', from: 40, yield: 'pasta', measuresFrom: 39 },
  {
    id: 1002,
    name: 'Macarrão, trigo, com ovos, cozido',
    kind: 'grain',
    from: 41,
    yield: 'pasta',
    measuresFrom: 39,
  },
  { id: 1003, name: 'Grão-de-bico, cozido', kind: 'legume', from: 575, yield: 'chickpeas' },
  // Issue 30: "guandu", "tucunaré" and "gelatina" are eaten cooked or prepared, not raw or as powder.
  { id: 1006, name: 'Guandu, cozido', kind: 'legume', from: 576, yield: 'pigeonPeas' },
  { id: 1007, name: 'Tucunaré, filé, assado/grelhado', kind: 'fish', from: 322, yield: 'leanFishDryHeat' },
  { id: 1008, name: 'Gelatina, preparada', kind: 'sugar', from: 515, yield: 'gelatin' },
];

interface PofSpec {
  id: number;
  name: string;
  kind: FoodKind;
  /** The POF row: food code and preparation code (99 = "Não se aplica", 2 = "Cozido(a)"). */
  code: string;
  preparation: number;
  /** The TACO food with the same food as eaten: its POF measures and glycemic index. */
  like?: number;
  /**
   * The row's carbohydrate is "-" (a meat the POF's reference leaves blank) and its energy is all
   * protein and fat: carbohydrate is then 0, said in the food's source (carbsFromEnergyBalance).
   */
  carbsByEnergyBalance?: true;
  /**
   * The POF's own household measures of this row's food (Tabela de Medidas Referidas, the same food
   * code), when no TACO food lends its measures: each as the POF weighs it, its description cited above.
   */
  measures?: readonly PofMeasure[];
}

/**
 * Foods as Brazilian homes prepare them, from the POF table of foods as consumed. Plain "arroz" and
 * "feijão" are these (food-names.ts); TACO's forms stay reachable by their names.
 */
const POF_FOODS: readonly PofSpec[] = [
  // "Arroz": TACO "Arroz, tipo 1, cozido" 99.02 g + soybean oil 0.98 ml, 382 mg of added sodium.
  {
    id: 1201,
    name: 'Arroz, branco, cozido, preparo caseiro',
    kind: 'grain',
    code: '6300101',
    preparation: 99,
    like: 3,
  },
  // "Feijão": NDSR recipe of beans cooked from dry with fat (60 g) and water (40 ml).
  { id: 1202, name: 'Feijão, cozido, preparo caseiro', kind: 'legume', code: '6303102', preparation: 99, like: 561 },
  // "Miojo": instant noodles as prepared ("Noodles, commercial seasoned mix"), not the dry block.
  { id: 1203, name: 'Macarrão instantâneo, preparado', kind: 'grain', code: '6504801', preparation: 99, like: 39 },
  { id: 1204, name: 'Quiabo, cozido', kind: 'vegetable', code: '6705001', preparation: 2 },
  { id: 1205, name: 'Vagem, cozida', kind: 'vegetable', code: '6705201', preparation: 2 },
  { id: 1206, name: 'Inhame, cozido', kind: 'tuber', code: '6400501', preparation: 2, like: 126 },
  { id: 1207, name: 'Frango, fígado, cozido', kind: 'meat', code: '7801301', preparation: 2 },
  // "Cappuccino": the drink prepared from the mix, not the powder.
  { id: 1208, name: 'Cappuccino, preparado', kind: 'beverage', code: '8206402', preparation: 99 },
  // Pato no tucupi's duck (dishes.ts) and its jambu: TACO has neither.
  { id: 1209, name: 'Pato, cozido', kind: 'meat', code: '7803907', preparation: 2, carbsByEnergyBalance: true },
  { id: 1210, name: 'Jambu', kind: 'leafy', code: '6702105', preparation: 99 },
  // Everyday foods TACO lacks, as the POF gives them (its references: NDSR's bacon, hot dog, ice cream
  // and ketchup); bacon, salsicha and ketchup served by the team's estimated measures (food-measures.ts).
  { id: 1211, name: 'Bacon', kind: 'meat', code: '8101005', preparation: 99 },
  { id: 1212, name: 'Salsicha', kind: 'meat', code: '8102101', preparation: 99 },
  // Sorvete by the POF's own measures of 6900501/99: "Sorvete chocolate Nestlé - bola média" 80 g (for
  // BOLA, and for CASQUINHA: the ice cream in a cone, the cone not counted), "Sorvete copo sundae
  // morango Kibon - unidade" 84 g (the POF's POTE and UNIDADE: a sundae cup, a copinho, not a tub),
  // "Sorvete chocolate nestlé - xícara de chá cheia" 100 g.
  {
    id: 1213,
    name: 'Sorvete, industrializado',
    kind: 'sugar',
    code: '6900501',
    preparation: 99,
    measures: [
      { label: 'bola média', grams: 80 },
      { label: 'casquinha', grams: 80 },
      { label: 'copinho', grams: 84 },
      { label: 'xícara de chá cheia', grams: 100 },
    ],
  },
  { id: 1214, name: 'Ketchup', kind: 'other', code: '7004802', preparation: 99 },
  // "Asa de frango", "asinha": TACO has only the raw wing (391). The POF's row for the roasted wing is
  // NDSR's boiled wing, skin eaten (the same values as its cru, cozido and grelhado rows; the frito row
  // is richer); it prints carbohydrate "-": its energy is protein and fat. By the raw wing's asa média
  // (food-measures.ts).
  {
    id: 1215,
    name: 'Frango, asa, com pele, assada',
    kind: 'meat',
    code: '7800701',
    preparation: 4,
    like: 391,
    carbsByEnergyBalance: true,
  },
  // "Champignon" of a strogonoff: the POF's canned mushrooms (NDSR "Mushrooms, canned"), drained; by the
  // spoon (its kind's measures) and, in a recipe, the vidro (kitchen-measures.ts).
  { id: 1216, name: 'Champignon, em conserva', kind: 'vegetable', code: '7700602', preparation: 99 },
];

/**
 * The macronutrients a POF row may print "-" while its energy is all the others: the field, the other
 * 4 kcal/g macronutrient beside fat, their names in the errors and the note.
 */
const BALANCED_MACROS = {
  carbs: {
    field: 'carboidrato_g',
    other: 'proteina_g',
    names: ['carbohydrate', 'protein'],
    note: ['carboidrato "-" na POF, tomado como 0 g', 'da proteína'],
  },
  protein: {
    field: 'proteina_g',
    other: 'carboidrato_g',
    names: ['protein', 'carbohydrate'],
    note: ['proteína "-" na POF, tomada como 0 g', 'dos carboidratos'],
  },
} as const;

/**
 * The note that a macronutrient a POF row prints "-" is 0 g, when the row's own energy is explained by
 * the other two (protein or carbohydrate at 4 kcal/g, fat at 9: Atwater's general factors) within 5 %
 * of the energy, with the sum that shows it. Any other row throws: an unknown macronutrient is never
 * silently 0.
 */
function energyBalanceNote(row: PofCompositionRow, macro: keyof typeof BALANCED_MACROS): string {
  const { field, other, names, note } = BALANCED_MACROS[macro];
  const [name, otherName] = names;
  const energy = row.nutrients.energia_kcal;
  const four = row.nutrients[other];
  const fat = row.nutrients.lipideos_totais_g;
  if (row.nutrients[field] !== null) throw new Error(`POF ${row.code}: ${name} is known`);
  if (energy == null || four == null || fat == null)
    throw new Error(`POF ${row.code}: energy, ${otherName} or fat unknown`);
  const explained = 4 * four + 9 * fat;
  if (Math.abs(energy - explained) > 0.05 * energy)
    throw new Error(`POF ${row.code}: ${energy} kcal is not ${otherName} and fat (${explained.toFixed(1)} kcal)`);
  const br = (value: number) => value.toLocaleString('pt-BR', { maximumFractionDigits: 2 });
  return `${note[0]}: a energia do registro (${br(energy)} kcal) é a ${note[1]} e dos lipídios (4 × ${br(four)} + 9 × ${br(fat)} = ${br(Math.round(explained))} kcal)`;
}

/**
 * The carbohydrate of a POF row printed "-" when the row's own energy is explained by its protein and
 * fat at 4 and 9 kcal/g (Atwater's general factors) within 5 % of the energy: 0 g, with the sum that
 * shows it. Any other row throws: an unknown carbohydrate is never silently 0.
 */
export function carbsFromEnergyBalance(row: PofCompositionRow): { carbs: 0; note: string } {
  return { carbs: 0, note: energyBalanceNote(row, 'carbs') };
}

/**
 * The protein of a POF row printed "-" when the row's own energy is explained by its carbohydrate and
 * fat at 4 and 9 kcal/g within 5 % of the energy (the POF's industrial picolé, a water ice): 0 g, with
 * the sum that shows it. Any other row throws, as carbsFromEnergyBalance.
 */
export function proteinFromEnergyBalance(row: PofCompositionRow): { protein: 0; note: string } {
  return { protein: 0, note: energyBalanceNote(row, 'protein') };
}

/** A row of sources/ibge_pof_2008_composition.json (values per 100 g; null = "-", unknown). */
export interface PofCompositionRow {
  code: string;
  preparation_code: number;
  description: string;
  preparation: string;
  reference_description: string;
  /**
   * All of the row's nutrients as IBGE prints them (null = "-"), by the registry's `pof` fields; its
   * energy, protein, carbohydrate and fat must be known (pofComposition).
   */
  nutrients: Record<string, number | null>;
}

/** USDA SR Legacy values (per 100 g), as the cited transcriptions give them (SOURCES.md). */
const USDA_FOODS: readonly UsdaSpec[] = [
  {
    id: 1004,
    name: 'Tilápia, filé, assado/grelhado',
    group: 'Pescados e frutos do mar',
    kind: 'fish',
    per100g: { kcal: 128, protein: 26.15, carbs: 0, fat: 2.65, fiber: 0 },
    usda: 'NDB 15262 "Fish, tilapia, cooked, dry heat"',
  },
  {
    id: 1005,
    name: 'Pão, trigo, forma, branco',
    group: 'Cereais e derivados',
    kind: 'bread',
    // Fibre not copied (the transcriptions at hand disagree on it): unknown, never 0.
    per100g: { kcal: 266, protein: 8.8, carbs: 49.4, fat: 3.3, fiber: null },
    usda: 'NDB 18069 "Bread, white, commercially prepared"',
    // Atkinson 2008 Table 1 "White wheat bread" is this food (TACO links it only approximately).
    glycemic: { value: 75, basis: 'Pão branco de trigo' },
  },
];

const RECIPES: readonly RecipeSpec[] = [
  {
    id: 1101,
    name: 'Café com leite',
    kind: 'dairy',
    // 1:1 by weight: half a cup of coffee, half a cup of whole milk.
    ingredients: [
      { foodId: 471, grams: 100 }, // Café, infusão 10%
      { foodId: 458, grams: 100 }, // Leite, de vaca, integral
    ],
    measuresFrom: 458,
  },
  {
    id: 1102,
    name: 'Vitamina de banana',
    kind: 'dairy',
    ingredients: [
      { foodId: 458, grams: 200 }, // Leite, de vaca, integral: 1 xícara de chá (POF 200 g)
      { foodId: 182, grams: 75 }, // Banana, prata, crua: 1 unidade (POF 75 g)
    ],
    measuresFrom: 458,
  },
  {
    id: 1103,
    name: 'Vitamina de mamão',
    kind: 'dairy',
    ingredients: [
      { foodId: 458, grams: 200 }, // Leite, de vaca, integral: 1 xícara de chá (POF 200 g)
      { foodId: 226, grams: 120 }, // Mamão, Papaia, cru: 1 pedaço pequeno (POF 120 g)
    ],
    measuresFrom: 458,
  },
  {
    id: 1104,
    name: 'Misto quente',
    kind: 'bread',
    ingredients: [
      { foodId: 1005, grams: 50 }, // Pão, trigo, forma, branco: 2 fatias de 25 g
      { foodId: 463, grams: 15 }, // Queijo, mozarela: 1 fatia (POF "fatia média" de queijo prato, 15 g)
      { foodId: 439, grams: 15 }, // Presunto, sem capa de gordura: 1 fatia média (POF 15 g)
    ],
    servedAsUnit: true,
  },
  {
    id: 1105,
    name: 'Arroz com feijão',
    kind: 'grain',
    // 2:1 by weight, the usual Brazilian plate (the issue's "rice about 1–3× the beans").
    ingredients: [
      { foodId: 3, grams: 100 }, // Arroz, tipo 1, cozido
      { foodId: 561, grams: 50 }, // Feijão, carioca, cozido
    ],
    measuresFrom: 3,
  },
  {
    id: 1106,
    name: 'Pão com manteiga',
    kind: 'bread',
    ingredients: [
      { foodId: 53, grams: 50 }, // Pão, trigo, francês: 1 unidade (POF 50 g)
      { foodId: 261, grams: 5 }, // Manteiga, com sal: 1 ponta de faca (POF 5 g)
    ],
    servedAsUnit: true,
  },
  {
    id: 1107,
    name: 'Pão com ovo',
    kind: 'bread',
    ingredients: [
      { foodId: 53, grams: 50 }, // Pão, trigo, francês: 1 unidade (POF 50 g)
      { foodId: 490, grams: 50 }, // Ovo, de galinha, inteiro, frito: 1 unidade média (POF 50 g)
    ],
    servedAsUnit: true,
  },
  {
    id: 1108,
    name: 'Salada de alface e tomate',
    kind: 'vegetable',
    ingredients: [
      { foodId: 78, grams: 50 }, // Alface, crespa, crua
      { foodId: 157, grams: 50 }, // Tomate, com semente, cru
    ],
  },
];

export interface DerivedFoodsInput {
  /** The TACO foods built so far, by id. */
  tacoById: ReadonlyMap<number, FoodRecord>;
  /** POF measures linked to a TACO id (the raw list, before cleaning). */
  pofOf: (tacoId: number) => readonly PofMeasure[] | undefined;
  /** The rows of the POF table of foods as consumed that POF_FOODS name. */
  pofComposition: readonly PofCompositionRow[];
}

/** A composition's energy and macronutrients as registry amounts; every other nutrient unknown. */
const asNutrients = (per100g: FoodComposition): Nutrients => withComposition(unknownNutrients(), per100g);

/**
 * The ingredients' nutrients per 100 g of the mixture: each one's share by weight, added; a nutrient
 * unknown in any ingredient is unknown in the mixture (its amount would be a guess).
 */
function weightedSum(parts: readonly { grams: number; nutrients: Nutrients }[]): Nutrients {
  const total = parts.reduce((sum, p) => sum + p.grams, 0);
  const shares = parts.map((p) => scaleNutrients(p.nutrients, p.grams / total));
  return shares.slice(1).reduce(addNutrients, shares[0] ?? unknownNutrients());
}

/**
 * A recipe's nutrients per 100 g (weightedSum of its ingredients'). Energy and macronutrients are the
 * recipe's own `per100g`.
 */
export function recipeNutrients(
  parts: readonly { food: FoodRecord; grams: number }[],
  per100g: FoodComposition,
): Nutrients {
  const sum = weightedSum(parts.map((p) => ({ grams: p.grams, nutrients: p.food.nutrients ?? unknownNutrients() })));
  return withComposition(sum, per100g);
}

/** Per 100 g of the cooked food: the raw food's values divided by the yield (TACO's precision). */
function cooked(raw: FoodComposition, factor: number): FoodComposition {
  return compositionOf(roundNutrients(scaleNutrients(asNutrients(raw), 1 / factor)), 'cooked food');
}

/** Per 100 g of the mixture (TACO's precision); fibre is unknown when an ingredient lacks it. */
export function mixed(parts: readonly { food: FoodRecord; grams: number }[]): FoodComposition {
  const sum = weightedSum(parts.map((p) => ({ grams: p.grams, nutrients: asNutrients(p.food.per100g) })));
  return compositionOf(roundNutrients(sum), 'recipe');
}

/**
 * Glycemic index of a mixture: the carbohydrate-weighted mean of its ingredients' indexes (Wolever
 * & Jenkins, Am J Clin Nutr 1986;43:167–172), over the ingredients with an index. Ingredients under
 * GLYCEMIC_MIN_CARBS g/100 g with no measured value (cheese, ham) have none and count only through
 * their share of the mixture's carbohydrate: when they bring more than half of it, no index is given.
 */
export function mixedGlycemic(
  parts: readonly { food: FoodRecord; grams: number }[],
  carbs: number,
): GlycemicInfo | null {
  if (carbs < GLYCEMIC_MIN_CARBS) return null;
  let indexed = 0;
  let all = 0;
  let weighted = 0;
  for (const { food, grams } of parts) {
    const c = (food.per100g.carbs * grams) / 100;
    all += c;
    if (food.glycemic) {
      indexed += c;
      weighted += c * food.glycemic.value;
    }
  }
  if (indexed === 0 || indexed < all / 2) return null;
  const sources = parts.filter((p) => p.food.glycemic).map((p) => p.food.name);
  return {
    value: Math.round(weighted / indexed),
    source: 'estimated',
    basis: 'média dos ingredientes ponderada pelos carboidratos',
    estimatedFrom: sources.join(' + '),
  };
}

const decimal = (value: number) => value.toLocaleString('pt-BR', { maximumFractionDigits: 2 });

/**
 * Per 100 g of a POF row, at TACO's precision. Energy, protein, carbohydrate and fat must be known
 * (the POF marks unknown values "-": the food could not be planned); unknown fibre stays null.
 */
function pofComposition(row: PofCompositionRow): FoodComposition {
  return compositionOf(roundNutrients(nutrientsFromPof(row.nutrients)), `POF ${row.code}/${row.preparation_code}`);
}

export function buildDerivedFoods({ tacoById, pofOf, pofComposition: pofRows }: DerivedFoodsInput): FoodRecord[] {
  const byId = new Map(tacoById);
  const need = (id: number, by: number): FoodRecord => {
    const food = byId.get(id);
    if (!food?.plannable) throw new Error(`Derived food ${by}: ingredient ${id} missing or not plannable`);
    return food;
  };
  const out: FoodRecord[] = [];
  const add = (food: FoodRecord) => {
    if (food.id < DERIVED_FOOD_ID_MIN || food.id > DERIVED_FOOD_ID_MAX || byId.has(food.id))
      throw new Error(`Derived food id ${food.id} out of range or taken`);
    byId.set(food.id, food);
    out.push(food);
  };

  for (const spec of YIELD_FOODS) {
    const raw = need(spec.from, spec.id);
    const { factor, ndb } = COOKING_YIELDS[spec.yield];
    const rounded = Math.round(factor * 100) / 100;
    const source = `${USDA_YIELD_CITATION}, ${ndb}`;
    add({
      id: spec.id,
      name: spec.name,
      group: raw.group,
      kind: spec.kind,
      per100g: cooked(raw.per100g, factor),
      ...(raw.nutrients
        ? { nutrients: withComposition(scaleNutrients(raw.nutrients, 1 / factor), cooked(raw.per100g, factor)) }
        : {}),
      ...householdMeasures(spec.name, spec.kind, spec.measuresFrom ? pofOf(spec.measuresFrom) : undefined),
      // Atkinson's index is measured on the cooked food; TACO links it to the raw one for want of it.
      glycemic: raw.glycemic,
      plannable: true,
      compositionSource: `Calculado de TACO "${raw.name}" com rendimento de cocção ${decimal(rounded)} (${source})`,
      derivation: { method: 'yield', from: raw.id, factor: rounded, source },
    });
  }

  for (const spec of POF_FOODS) {
    const row = pofRows.find((r) => r.code === spec.code && r.preparation_code === spec.preparation);
    if (!row) throw new Error(`Derived food ${spec.id}: POF row ${spec.code}/${spec.preparation} missing`);
    const like = spec.like === undefined ? undefined : need(spec.like, spec.id);
    const balance = spec.carbsByEnergyBalance ? carbsFromEnergyBalance(row) : undefined;
    const per100g = pofComposition(
      balance ? { ...row, nutrients: { ...row.nutrients, carboidrato_g: balance.carbs } } : row,
    );
    add({
      id: spec.id,
      name: spec.name,
      group: like?.group ?? 'Alimentos preparados',
      kind: spec.kind,
      per100g,
      nutrients: withComposition(nutrientsFromPof(row.nutrients), per100g),
      ...householdMeasures(
        spec.name,
        spec.kind,
        spec.measures ?? (spec.like === undefined ? undefined : pofOf(spec.like)),
      ),
      glycemic: like?.glycemic && per100g.carbs >= GLYCEMIC_MIN_CARBS ? like.glycemic : null,
      plannable: true,
      compositionSource: `${POF_COMPOSITION_CITATION}: "${row.description}", ${row.preparation.toLowerCase()} (código ${row.code}, preparo ${row.preparation_code}; ${row.reference_description.trim()})${balance ? `; ${balance.note}` : ''}`,
      source: 'ibge-pof',
    });
  }

  for (const spec of USDA_FOODS) {
    add({
      id: spec.id,
      name: spec.name,
      group: spec.group,
      kind: spec.kind,
      per100g: { ...spec.per100g },
      // Only energy and macronutrients were taken from USDA: the rest stays unknown.
      nutrients: withComposition(unknownNutrients(), spec.per100g),
      ...householdMeasures(spec.name, spec.kind, undefined),
      glycemic:
        spec.glycemic && spec.per100g.carbs >= GLYCEMIC_MIN_CARBS ? { ...spec.glycemic, source: 'measured' } : null,
      plannable: true,
      compositionSource: `${USDA_EXTRA_CITATION}: ${spec.usda}`,
    });
  }

  for (const spec of RECIPES) {
    const parts = spec.ingredients.map((i) => ({ food: need(i.foodId, spec.id), grams: i.grams }));
    const per100g = mixed(parts);
    const total = parts.reduce((sum, p) => sum + p.grams, 0);
    const measures: { measures: HouseholdMeasure[]; measureSource: 'pof' | 'default' } = spec.servedAsUnit
      ? { measures: [{ label: 'unidade', grams: total }], measureSource: 'default' }
      : householdMeasures(spec.name, spec.kind, spec.measuresFrom ? pofOf(spec.measuresFrom) : undefined);
    add({
      id: spec.id,
      name: spec.name,
      group: 'Alimentos preparados',
      kind: spec.kind,
      per100g,
      ...(parts.every((p) => p.food.nutrients) ? { nutrients: recipeNutrients(parts, per100g) } : {}),
      ...measures,
      glycemic: mixedGlycemic(parts, per100g.carbs),
      plannable: true,
      compositionSource: `Receita calculada dos ingredientes: ${parts
        .map((p) => `${p.food.name} ${decimal(p.grams)} g`)
        .join(' + ')}`,
      derivation: {
        method: 'recipe',
        ingredients: spec.ingredients.map((i) => ({ ...i })),
        source: 'Receita padrão da equipe (proporções em derived-foods.ts); composição de cada ingrediente',
      },
    });
  }
  return out.sort((a, b) => a.id - b.id);
}
