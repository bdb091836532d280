import { roundTo } from './rounding';
import type { FoodKind, FoodRecord, HouseholdMeasure } from '../data/food-types';
import type { MealType } from '../schemas/planner';

/**
 * What a person serves of a food at one meal (issue 7): a typical serving and the plausible range
 * for the meal type, the step portions are rounded to, and the food's role on the plate. The
 * portion solver (portion-solver.ts) keeps portions inside the range, near the typical serving
 * scaled to the meal's energy, and only then balances the macro split.
 *
 * Where the numbers come from: counts of the IBGE POF 2008–2009 household measures of the food
 * (Tabela de Medidas Referidas para os Alimentos Consumidos no Brasil, 2011) — e.g. rice 150 g =
 * 6 colheres de sopa cheias of 25 g, beans 140 g = 1 concha média cheia, a steak 100 g = 1 unidade
 * média / filé médio, bread 50 g = 1 pão francês, an egg = 1 unidade média of 45–50 g, milk 200 g =
 * 1 xícara de chá — and the "porção guia alimentar" the POF quotes from the Guia Alimentar para a
 * População Brasileira (rice 125 g, beans 50 g, beef 75 g, chicken 100 g, cheese 30 g, olive oil
 * 7.6 g). Ranges run from about half a serving (a side) to a generous plate; they are editorial
 * choices, listed here so a dietitian can review them in one place.
 *
 * Roles:
 * - `fixed`: drinks with little energy (coffee, tea, water, diet soft drinks) and foods under
 *   25 kcal/100 g (lettuce, tomato, cucumber, spices): served at their usual amount, never used to
 *   make up energy. Drinks with energy (juice, soft drinks, beer) are fixed too, unless the meal
 *   has nothing else (then they are the meal).
 * - `side`: farofa, sauces, grated cheese, oil, sugar, cold cuts: stay near their small serving.
 * - `main`: everything else.
 * Plate groups: cooked rice (`rice`) and cooked beans (`beans`); when a meal has both, rice weighs
 * 1 to 3 times the beans, the proportion of the Brazilian plate. Bread rolls (`roll`) and hambúrguer
 * patties (`patty`): one patty per roll.
 */

/** typical, min, max in grams (edible portion, as eaten). */
type Range = readonly [typical: number, min: number, max: number];

export type ServingRole = 'main' | 'side' | 'fixed';
export type PlateGroup = 'rice' | 'beans' | 'roll' | 'patty';

export interface ServingProfile {
  typical: number;
  min: number;
  max: number;
  /** Rounding step in grams: 5 g, 1 g for dense additions, a whole unit for eggs, half a bread roll… */
  step: number;
  /** The step is a serving unit (an egg): portions never leave its grid. */
  unitStep: boolean;
  role: ServingRole;
  /**
   * The food takes up the meal's energy beyond its typical serving: a staple a person takes more of
   * (rice, beans, bread, meat, a dish). Garnishes, vegetables, fruit beside a staple, sides and
   * sweets keep their usual serving when the target grows (portion-solver.ts setAnchors).
   */
  filler: boolean;
  /** A drink: fixed at its glass or cup, but the whole range when the meal cannot reach its target otherwise. */
  drink?: true;
  plate?: PlateGroup;
}

interface Rule {
  /** Tested against TACO's name ("Arroz, tipo 1, cozido"), ignoring case (TACO writes "Creme de Leite"). */
  name?: RegExp;
  kinds?: readonly FoodKind[];
  /** A dish's own rule (acarajé, açaí na tigela, strogonoff…): its name, for the tests and the review. */
  dish?: string;
  /** Lunch and dinner. */
  main: Range;
  /** Breakfast and snacks; the main range when absent. */
  light?: Range;
  step?: number;
  /** Step = the food's unit measure (or a fraction of it), e.g. one egg, half a roll. */
  unitFraction?: number;
  /**
   * The ranges count units, not grams (1–2 sandwiches, 1–3 pães): multiplied by the food's unit;
   * `unitless` is the range in grams for a food without a unit measure.
   */
  units?: { unitless: Range };
  /** 'fixed': served at the amount a person adds (sugar, honey, sweets), never to make up energy. */
  role?: 'main' | 'side' | 'drink' | 'fixed';
  /** Overrides the kind's default (see FILLER_KINDS). */
  filler?: boolean;
  plate?: PlateGroup;
}

/** Foods under this energy density (kcal per 100 g) are never used to make up energy. */
export const LOW_ENERGY_KCAL_PER_100G = 25;

/** A sweet sold by the unit (its POF unidade of `grams`): one, or two, never part of one; a side. */
function wholeSweet(name: RegExp, grams: number): Rule {
  return {
    kinds: ['sugar'],
    name,
    main: [1, 1, 2],
    units: { unitless: [grams, grams, 2 * grams] },
    unitFraction: 1,
    role: 'side',
    filler: false,
  };
}

/**
 * First match wins; the last rule of each kind is its default. Names are matched ignoring case.
 * Dishes come first and have their own rules (a dish is a dish: acarajé by the unit, açaí by the
 * bowl, strogonoff and tropeiro by the concha), so no generic meat, legume or fruit rule caps them.
 */
const RULES: readonly Rule[] = [
  // Dishes (TACO's "Alimentos preparados" and the derived sandwiches). Sizes: the POF measure of
  // the dish (acarajé unidade média 100 g, tacacá cumbuca 300 g, tropeiro and vaca atolada concha
  // 130–140 g, feijoada concha 225 g) from one serving to about two.
  { dish: 'acarajé', name: /^Acarajé/iu, main: [1, 1, 2], units: { unitless: [100, 100, 200] }, unitFraction: 0.5 },
  {
    dish: 'sanduíche',
    name: /^(Misto quente|Pão com ovo|Pão com manteiga)/iu,
    main: [1, 1, 2],
    units: { unitless: [80, 80, 160] },
    unitFraction: 0.5,
  },
  // Hambúrguer by the patty (POF unidade): one per roll, so two rolls may have two.
  {
    dish: 'hambúrguer',
    kinds: ['meat'],
    name: /^Hambúrguer/iu,
    main: [1, 0.5, 3],
    units: { unitless: [90, 45, 200] },
    unitFraction: 0.5,
    plate: 'patty',
  },
  // Açaí na tigela: a bowl of 300 g (200–500 g), the meal itself.
  { dish: 'açaí', kinds: ['fruit'], name: /^Açaí/iu, main: [300, 200, 500], step: 10, filler: true },
  // Tacacá: a cuia of 300–600 g, shrimp and jambu included.
  { dish: 'tacacá', name: /^Tacacá/iu, main: [300, 250, 600], step: 10 },
  { dish: 'vatapá', name: /^Vatapá/iu, main: [150, 75, 300] },
  { dish: 'strogonoff', name: /^Estrogonofe/iu, main: [150, 80, 300], light: [120, 60, 250] },
  { dish: 'tropeiro', name: /tropeiro/iu, main: [150, 70, 300], light: [120, 60, 250] },
  { dish: 'feijoada', name: /^Feijoada/iu, main: [250, 150, 450] },
  // Pasta with its sauce is the whole plate: a prato fundo of macarronada (POF prato fundo 300–450 g).
  { dish: 'macarronada', name: /^Macarrão, molho/iu, main: [300, 150, 450], light: [200, 100, 350] },
  { dish: 'virado', name: /^Virado/iu, main: [200, 100, 350] },
  {
    dish: 'cozido',
    name: /^(Barreado|Dobradinha|Maniçoba|Sarapatel|Vaca atolada|Camarão à baiana|Frango, com açafrão)/iu,
    main: [200, 100, 350],
    light: [150, 80, 250],
  },
  { dish: 'bife a cavalo', name: /^Bife à cavalo/iu, main: [170, 100, 300] },
  { dish: 'salada de legumes', name: /^Salada, de legumes/iu, main: [100, 50, 200], role: 'side' },
  { dish: 'salpicão', name: /^(Salpicão|Tabule)/iu, main: [120, 60, 250] },
  { dish: 'quibebe', name: /^Quibebe/iu, main: [150, 70, 300] },
  { dish: 'bolinho', name: /^Bolinho/iu, main: [60, 30, 120], role: 'side' },

  // Drinks. Coffee and tea: a cafezinho after lunch, a cup at breakfast (POF: xícara de café 50 g,
  // copo americano 150 g, xícara de chá 200 g). Other drinks: a copo médio (POF 240 g); beer a can.
  { kinds: ['beverage'], name: /^Café/iu, main: [50, 50, 200], light: [150, 50, 300], role: 'drink' },
  { kinds: ['beverage'], name: /^Chá/iu, main: [200, 100, 300], role: 'drink' },
  // Café com leite, cappuccino and vitaminas are drinks too, whatever their kind: a cup, a tall glass.
  { name: /^(Café com leite|Cappuccino, preparado)/iu, main: [200, 100, 300], role: 'drink' },
  { name: /^Vitamina/iu, main: [240, 150, 400], role: 'drink' },
  { kinds: ['beverage'], name: /^Cerveja/iu, main: [350, 200, 700], role: 'drink' },
  { kinds: ['beverage'], main: [240, 150, 300], light: [200, 150, 300], role: 'drink' },

  // Cereals and preparations. Rice as eaten: TACO's cooked rice and the home preparation.
  {
    name: /^Arroz, (integral|tipo \d|branco), cozido/iu,
    main: [150, 50, 250],
    light: [100, 50, 200],
    plate: 'rice',
  },
  { name: /^(Arroz carreteiro|Baião de dois)/iu, main: [220, 100, 350] },
  {
    name: /^(Macarrão.*(coz|prepar)|Lasanha.*cozida|Nhoque|Macarrão, molho|Yakisoba)/iu,
    main: [200, 100, 400],
    light: [150, 80, 300],
  },
  { name: /farofa|Farinha, de (mandioca|milho|puba)/iu, main: [20, 10, 40], role: 'side' },
  { name: /^(Aveia|Cereais|Cereal|Farinha, láctea|Granola)/iu, main: [30, 15, 60] },
  { name: /^Cuscuz, de milho/iu, main: [135, 60, 270] },
  { name: /^(Polenta|Cuscuz|Pamonha|Curau|Canjica, com)/iu, main: [150, 60, 350], light: [150, 60, 320] },
  // Raw cereals, flours and powders: weighed dry, before cooking.
  {
    kinds: ['grain'],
    name: /cru(a|s)?$|^(Farinha|Milho, (amido|fubá)|Creme de|Fécula|Polvilho)|pó$|mistura|instantâneo$/iu,
    main: [60, 20, 120],
  },
  { kinds: ['grain'], main: [150, 50, 300], light: [100, 40, 200] },

  // Breads and baked goods. A pão francês is 50 g (POF unidade) and is split in halves: one at lunch,
  // up to three at breakfast; sliced bread goes by the slice.
  {
    name: /^Pão, trigo, francês/iu,
    main: [1, 0.5, 2],
    light: [1, 1, 3],
    units: { unitless: [50, 25, 100] },
    unitFraction: 0.5,
    plate: 'roll',
  },
  // Sliced bread: one sandwich (2 slices), up to two (4 slices).
  { name: /forma/iu, kinds: ['bread'], main: [60, 30, 120], unitFraction: 1, plate: 'roll' },
  { name: /^Pão, de queijo, assado/iu, main: [60, 20, 120], light: [60, 20, 150], unitFraction: 1 },
  { name: /^(Biscoito|Torrada)/iu, main: [30, 15, 60] },
  { name: /^Bolo/iu, main: [60, 30, 100], role: 'side' },
  { name: /^Tapioca/iu, main: [80, 40, 150] },
  { kinds: ['bread'], main: [60, 25, 150], light: [50, 25, 150] },

  // Tubers.
  // Batata palha is sprinkled over a strogonoff, not served as fries: 2–8 spoons.
  { name: /^Batata palha/iu, kinds: ['tuber'], main: [20, 10, 40], role: 'side' },
  { name: /frit[ao]|chips/iu, kinds: ['tuber'], main: [100, 50, 200], role: 'side' },
  { kinds: ['tuber'], main: [130, 50, 280], light: [100, 50, 250] },

  // Legumes: a ladle of beans (POF concha média cheia 140 g), served in half ladles.
  {
    name: /^Feijão, ([^,]+, )?cozido/iu,
    main: [140, 70, 280],
    light: [140, 70, 210],
    step: 70,
    plate: 'beans',
  },
  { kinds: ['legume'], name: /cozid|enlatad|conserva/iu, main: [100, 50, 200] },
  { kinds: ['legume'], main: [60, 20, 120] },

  // Meat and fish.
  {
    kinds: ['meat'],
    name: /Presunto|Mortadela|Salame|Apresuntado|Peito,? de peru|Blanquet|Toucinho|Bacon/iu,
    main: [30, 15, 60],
    role: 'side',
  },
  { kinds: ['meat'], name: /Lingüiça|Linguiça|Salsicha/iu, main: [60, 30, 120] },
  { kinds: ['meat'], name: /moíd/iu, main: [100, 50, 180], light: [60, 30, 120] },
  // Chicken wings by the wing (asa média 40 g), whole: three at lunch (two to five), two at a snack.
  {
    kinds: ['meat'],
    name: /^Frango, asa/iu,
    main: [3, 2, 5],
    light: [2, 1, 3],
    units: { unitless: [120, 80, 200] },
    unitFraction: 1,
  },
  { kinds: ['meat'], main: [110, 60, 220], light: [60, 30, 120] },
  { kinds: ['fish'], main: [130, 80, 220], light: [80, 40, 150] },

  // Eggs go by the unit (POF unidade média 45–50 g): one at lunch, two at breakfast.
  { kinds: ['egg'], name: /^Ovo, de galinha, inteiro/iu, main: [1, 1, 3], light: [2, 1, 3], unitFraction: 1 },
  { kinds: ['egg'], main: [100, 50, 150] },

  // Dairy.
  { kinds: ['dairy'], name: /pó/iu, main: [20, 10, 40] },
  { kinds: ['dairy'], name: /^Iogurte|^Leite, fermentado/iu, main: [170, 100, 300] },
  { kinds: ['dairy'], name: /Creme de leite|condensado/iu, main: [20, 10, 60], role: 'side' },
  { kinds: ['dairy'], main: [200, 100, 300], step: 10 },
  { kinds: ['cheese'], name: /parmesão/iu, main: [10, 5, 20], role: 'side' },
  { kinds: ['cheese'], name: /requeijão|cremoso/iu, main: [20, 10, 40], role: 'side' },
  { kinds: ['cheese'], name: /ricota|cottage/iu, main: [50, 25, 100] },
  { kinds: ['cheese'], main: [30, 15, 60], role: 'side' },

  // Vegetables and fruit.
  { kinds: ['leafy'], main: [40, 20, 100] },
  // Raw vegetables in a sandwich or a snack are a garnish (grated carrot: 1–4 colheres de sopa).
  { kinds: ['vegetable'], name: /crua?$/iu, main: [80, 30, 150], light: [40, 10, 80] },
  { kinds: ['vegetable'], main: [80, 30, 150] },
  { kinds: ['fruit'], name: /^Abacate/iu, main: [60, 30, 120], role: 'side' },
  { kinds: ['fruit'], main: [0, 0, 0] }, // typical from the food's unit, see fruitRange

  // Fats, nuts, sugar, sauces.
  // Oil and butter the user listed get at least a little (2 g: a dash, a knife tip).
  // Oils by the tablespoon a person pours on a salad or a plate (POF colher de sopa 8 g), at most
  // 1¼; butter and margarine by the knife tip (POF 5 g).
  { kinds: ['oil'], name: /^(Azeite|Óleo)/iu, main: [8, 2, 10], step: 1, role: 'side' },
  { kinds: ['oil'], main: [5, 2, 10], step: 1, role: 'side' },
  // Pinhão is eaten by the handful, like a tuber; other nuts and seeds are a side.
  { kinds: ['nut'], name: /^Pinhão/iu, main: [100, 50, 200] },
  { kinds: ['nut'], main: [20, 10, 40], step: 1, role: 'side' },
  // Sugar, honey and sweets stay at the amount a person adds: a teaspoon of sugar (POF colher de chá
  // 5 g), a dessert spoon of honey (POF 9–10 g), a portion of a sweet; a gelatin dessert is a cup.
  { kinds: ['sugar'], name: /^Açúcar/iu, main: [5, 5, 5], step: 1, role: 'fixed' },
  { kinds: ['sugar'], name: /^(Mel|Melado)\b/iu, main: [10, 10, 10], step: 1, role: 'fixed' },
  { kinds: ['sugar'], name: /^Achocolatado/iu, main: [10, 10, 10], step: 1, role: 'fixed' },
  { kinds: ['sugar'], name: /^Gelatina, .*preparada/iu, main: [120, 120, 120], role: 'fixed' },
  // Other sweets (doce de leite, goiabada, paçoca, cocada): a portion beside a staple, the snack itself alone.
  // Ice cream by the scoop (the POF's bola média, 80 g): one or two.
  { kinds: ['sugar'], name: /^Sorvete/iu, main: [80, 80, 160], role: 'side', filler: false },
  // A cereal bar (POF unidade 25 g) and a picolé (POF unidade 65 g) by the unit.
  wholeSweet(/^Barra de cereais/iu, 25),
  wholeSweet(/^Picolé/iu, 65),
  { kinds: ['sugar'], main: [30, 15, 60], role: 'side', filler: false },
  // Sauces by the spoon; the vinagrete (molho à campanha) too, never the pinch of a seasoning below.
  { kinds: ['other'], name: /molho|extrato|purê|vinagrete/iu, main: [40, 15, 100], role: 'side' },
  { kinds: ['other'], name: /Leite, de coco/iu, main: [20, 10, 60], role: 'side' },
  // Spices, salt, seasonings: a pinch, never 0 g of a food the person chose.
  { kinds: ['other'], main: [5, 1, 15], step: 1, role: 'side' },
];

/** Kinds a person takes more of when the meal is bigger (staples); see ServingProfile.filler. */
const FILLER_KINDS: ReadonlySet<FoodKind> = new Set([
  'grain',
  'bread',
  'tuber',
  'legume',
  'meat',
  'fish',
  'egg',
  'dairy',
]);

const DEFAULT_RULE: Rule = { main: [100, 30, 200] };

function ruleFor(food: Pick<FoodRecord, 'name' | 'kind'>): Rule {
  return (
    RULES.find(
      (rule) => (!rule.kinds || rule.kinds.includes(food.kind)) && (!rule.name || rule.name.test(food.name)),
    ) ?? DEFAULT_RULE
  );
}

/** A fruit unit (unidade, fatia) within these grams is one serving; a whole papaya or melon is not. */
const FRUIT_UNIT_GRAMS = { min: 40, max: 250 } as const;
const FRUIT_TYPICAL_GRAMS = 120;
/** What an egg weighs when the unit choice needs a serving in grams (POF unidade média 45–50 g). */
const EGG_GRAMS = 50;

/**
 * A food as the unit choice sees it. A label's serving (My foods) may come alone, without the
 * library's name and kind.
 */
export type UnitFood = Pick<FoodRecord, 'measures'> &
  Partial<Pick<FoodRecord, 'name' | 'kind'>> & { serving?: { grams: number; label?: string } };

interface UnitRule {
  /** Tested against TACO's name, like the serving rules. */
  name?: RegExp;
  kinds?: readonly FoodKind[];
  /**
   * Measure labels in order of preference: the first that names one of the food's measures wins;
   * when it names several, the one nearest the food's usual serving.
   */
  units: readonly RegExp[];
  /** Only a measure in this range (grams) counts as the unit (a whole papaya is not a serving). */
  within?: { min: number; max: number };
}

const GLASS = [/^copo médio$/u, /^copo americano$/u, /^copo/u] as const;
const TEACUP = [/^xícara de chá$/u, /^copo americano$/u, /^copo/u] as const;

/**
 * Issue 29: the household measure a person counts each food in (concha for beans, escumadeira for
 * rice, one bife or filé for a steak, unidade for eggs and fruit, fatia for cheese and sliced bread,
 * copo for drinks, spoons for farofa, oil and sugar). First match wins; a food no rule names, or
 * whose measures the rule does not list, takes the measure nearest its usual serving.
 */
const UNIT_RULES: readonly UnitRule[] = [
  // Drinks: the cafezinho cup for coffee, the teacup for tea and café com leite, a glass for the rest.
  // Salt by the pinch: a food said without an amount ("com sal") is a sprinkle.
  { name: /^Sal, /u, units: [/^pitada$/u] },
  { kinds: ['beverage'], name: /^Café/u, units: [/^xícara de café$/u, /^copo americano$/u, /^copo/u] },
  { kinds: ['beverage'], name: /^Chá/u, units: TEACUP },
  { name: /^Café com leite/u, units: TEACUP },
  { kinds: ['beverage'], units: GLASS },
  // Dairy: powders and creams by the spoon, yoghurt by the glass, a fermented milk by its bottle.
  { kinds: ['dairy'], name: /pó|Creme de [Ll]eite|condensado/u, units: [/^colher de sopa/u] },
  { kinds: ['dairy'], name: /^Leite, fermentado/u, units: [/^unidade$/u] },
  { kinds: ['dairy'], name: /^Iogurte/u, units: [/^copo/u] },
  // Milk (issue 30): a cup or a glass, whichever its usual serving fills (200 g: 1 xícara de chá,
  // not "3/4 de copo médio").
  { kinds: ['dairy'], name: /^Leite, de (vaca|cabra)/u, units: [/^(xícara de chá|copo americano|copo médio)$/u] },
  { kinds: ['dairy'], units: GLASS },
  // Farofa, flours and raw cereals by the spoon, breakfast cereal by the cup; cooked rice by the
  // escumadeira, then the colher de arroz (the colher de servir).
  { name: /farofa|Farinha, de (mandioca|milho|puba)/u, units: [/^colher de sopa/u] },
  { kinds: ['grain'], name: /^(Cereais|Cereal)\b/u, units: [/^xícara/u, /^colher de sopa/u] },
  {
    kinds: ['grain'],
    name: /cru(a|s)?$|^(Farinha|Milho, (amido|fubá)|Creme de|Fécula|Polvilho)|pó$|mistura/u,
    units: [/^colher de sopa/u],
  },
  { kinds: ['grain'], name: /^(Arroz|Baião de dois)/u, units: [/^escumadeira/u, /^colher de (arroz|servir)/u] },
  // Breads: sliced bread by the slice, cakes too; rolls, biscuits and savoury snacks by the unit.
  { kinds: ['bread'], name: /forma|^Bolo/u, units: [/^fatia/u, /^unidade/u] },
  { kinds: ['bread'], units: [/^unidade média$/u, /^unidade$/u, /^unidade/u, /^fatia/u] },
  // Beans and other cooked legumes by the concha; raw ones and flours by the spoon.
  { kinds: ['legume'], name: /cru[ao]?$|farinha/u, units: [/^colher de sopa/u] },
  { kinds: ['legume'], units: [/^concha/u, /^colher de sopa/u] },
  // Meat: ground or shredded by the spoon; cold cuts by the slice; sausages by the link; a chicken
  // part as itself; pot roasts by the piece; a steak or fillet as one bife or filé, never its pieces.
  { kinds: ['meat', 'fish'], name: /moíd|desfiad|picad/u, units: [/^colher de sopa/u, /^colher de arroz/u] },
  {
    kinds: ['meat'],
    name: /Presunto|Mortadela|Salame|Apresuntado|Peito,? de peru|Blanquet|^Bacon/u,
    units: [/^fatia/u],
  },
  { kinds: ['meat'], name: /Lingüiça|Linguiça/u, units: [/^gomo$/u, /^gomo/u] },
  { kinds: ['tuber'], name: /^Batata palha/u, units: [/^colher de sopa/u] },
  // Purê de batata by the escumadeira, as rice: not its concha (POF 140 g), nearer its 130 g serving.
  { kinds: ['tuber'], name: /^Purê/u, units: [/^escumadeira/u, /^colher de arroz/u] },
  { kinds: ['meat'], name: /^Salsicha/u, units: [/^unidade/u] },
  { kinds: ['sugar'], name: /^Sorvete/u, units: [/^bola/u] },
  { kinds: ['sugar'], name: /^Picolé/u, units: [/^unidade/u] },
  { kinds: ['sugar'], name: /^Barra de cereais/u, units: [/^unidade/u] },
  { kinds: ['meat'], name: /^Frango, coxa/u, units: [/^coxa/u] },
  { kinds: ['meat'], name: /^Frango, sobrecoxa/u, units: [/^sobrecoxa/u] },
  { kinds: ['meat'], name: /^Frango, asa/u, units: [/^asa/u] },
  { kinds: ['meat'], name: /^Carne, bovina, .*(cozid|assad)/u, units: [/^pedaço/u, /^fatia/u] },
  { kinds: ['meat', 'fish'], units: [/^bife/u, /^filé/u] },
  { kinds: ['egg'], units: [/^unidade/u] },
  { kinds: ['cheese'], units: [/^fatia/u, /^colher de sopa/u] },
  { kinds: ['leafy'], units: [/^folha/u] },
  { kinds: ['fruit'], units: [/^unidade média$/u, /^unidade$/u, /^unidade/u], within: FRUIT_UNIT_GRAMS },
  // Fats: butter and margarine by the knife tip, oils by the tablespoon; sugar by the teaspoon.
  { kinds: ['oil'], name: /^(Manteiga|Margarina)/u, units: [/^ponta de faca/u, /^colher de chá/u] },
  { kinds: ['oil'], units: [/^colher de sopa/u] },
  { kinds: ['sugar'], name: /^Açúcar/u, units: [/^colher de chá/u, /^colher de sopa/u] },
];

/** Packages, plates and glasses: a serving unit only for a food that has nothing else (or by a rule above). */
const NOT_A_SERVING_UNIT = /^(garrafa|lata|pacote|caneca|prato|pires|tigela|copo|xícara|taça)/u;

/** The food's usual serving at a main meal, in grams: what the unit choice measures distance from. */
function usualGrams(food: UnitFood): number {
  if (food.serving && food.serving.grams > 0) return food.serving.grams;
  if (food.name === undefined || food.kind === undefined) return 100;
  if (food.kind === 'egg') return EGG_GRAMS;
  const rule = ruleFor({ name: food.name, kind: food.kind });
  // A rule counted in units (1–2 sandwiches) gives its serving in grams for a food without a unit.
  const typical = (rule.units?.unitless ?? rule.main)[0];
  return typical > 0 ? typical : FRUIT_TYPICAL_GRAMS;
}

/** The measure nearest the grams by ratio (a 25 g spoon is as far from 50 g as a 100 g ladle); ties: the first. */
function nearest(measures: readonly HouseholdMeasure[], grams: number): HouseholdMeasure | undefined {
  let best: HouseholdMeasure | undefined;
  let bestDistance = Infinity;
  for (const measure of measures) {
    const distance = Math.abs(Math.log(measure.grams / grams));
    if (distance < bestDistance) [best, bestDistance] = [measure, distance];
  }
  return best;
}

/**
 * The one household measure a food is counted in, at every amount (issue 29: the same food read
 * "3 e 1/2 colheres de arroz" in one calculation and "2 e 1/2 escumadeiras" in the next). A pure
 * function of the food, so the planner, a re-calculation, the grams edited on /plan and the
 * assistant all show the same unit. The one exception is a drink given its amount (`drinkGrams`) that
 * its own cup would count as more than two or less than half: 150 g of coffee at breakfast is
 * "1 copo americano", not "3 xícaras de café" (the cafezinho cup of the coffee after lunch). A portion
 * carries the unit it was given. Undefined when the food has no measure.
 */
export function householdUnit(food: UnitFood, drinkGrams?: number): HouseholdMeasure | undefined {
  const unit = ownUnit(food);
  if (!unit || drinkGrams === undefined || !(drinkGrams > 0) || food.kind !== 'beverage') return unit;
  const count = drinkGrams / unit.grams;
  if (count >= DRINK_UNIT_COUNTS.min && count <= DRINK_UNIT_COUNTS.max) return unit;
  const rule = unitRuleOf(food);
  // The cups and glasses the drink's rule names, in its order of preference (a tie goes to the first).
  const cups = [
    ...new Set(rule?.units.flatMap((pattern) => food.measures.filter((m) => m.grams > 0 && pattern.test(m.label)))),
  ];
  return nearest(cups, drinkGrams) ?? unit;
}

/** The counts of its own cup a drink is shown in before another cup or glass counts it (see householdUnit). */
const DRINK_UNIT_COUNTS = { min: 0.5, max: 2 } as const;

function unitRuleOf(food: UnitFood): UnitRule | undefined {
  const { name, kind } = food;
  return name === undefined || kind === undefined
    ? undefined
    : UNIT_RULES.find((r) => (!r.kinds || r.kinds.includes(kind)) && (!r.name || r.name.test(name)));
}

function ownUnit(food: UnitFood): HouseholdMeasure | undefined {
  const measures = food.measures.filter((m) => Number.isFinite(m.grams) && m.grams > 0);
  if (measures.length === 0) return undefined;
  // A dish is counted in its own serving (1 pedaço of lasanha, 1 prato fundo of sopa).
  const own = food.kind === 'dish' ? food.serving : undefined;
  if (own && own.grams > 0) {
    const same = measures.find((m) => m.grams === own.grams && (own.label === undefined || m.label === own.label));
    if (same) return same;
    if (own.label !== undefined) return { label: own.label, grams: own.grams };
  }
  const usual = usualGrams(food);
  const rule = unitRuleOf(food);
  for (const pattern of rule?.units ?? []) {
    const within = rule?.within;
    const named = measures.filter(
      (m) => pattern.test(m.label) && (!within || (m.grams >= within.min && m.grams <= within.max)),
    );
    if (named.length > 0) return nearest(named, usual);
  }
  const servable = measures.filter((m) => !NOT_A_SERVING_UNIT.test(m.label));
  return nearest(servable.length > 0 ? servable : measures, usual);
}

/** Fruit: one unit (POF unidade or unidade média) when it is a sensible serving, else 120 g. */
function fruitRange(food: Pick<FoodRecord, 'measures'>): Range {
  const unit =
    food.measures.find((m) => /^unidade( média)?$/u.test(m.label)) ??
    food.measures.find((m) => /^(fatia|unidade)/u.test(m.label));
  const grams = unit && unit.grams > 0 ? unit.grams : undefined;
  const typical = grams && grams >= FRUIT_UNIT_GRAMS.min && grams <= FRUIT_UNIT_GRAMS.max ? grams : FRUIT_TYPICAL_GRAMS;
  return [typical, Math.max(30, Math.round(typical / 2)), Math.min(300, typical * 2)];
}

/** A dish is served from half its typical portion to two portions (issue 34), at any meal. */
export const DISH_SERVINGS = { min: 0.5, max: 2 } as const;

/** What the dish profile reads of a food: its serving, how many make a portion, whether only whole. */
type DishFood = Parameters<typeof servingProfile>[0] & { servingCount?: number; servingWhole?: boolean };
/** A dish without a serving of its own: one portion of this many grams (DEFAULT_MEASURES.dish). */
const DISH_FALLBACK_GRAMS = 200;
/** Servings counted in pieces (a coxinha, a slice of pizza, a piece of lasanha) move by half a piece. */
const COUNTED_SERVING = /^(unidade|fatia|pedaço|sanduíche|pote|espeto|cumbuca)/u;

/**
 * Kind 'dish' (a prepared dish served by the portion: a built-in dish or a user's recipe): its typical
 * portion is `servingCount` (default 1) of its own serving (by the unit, slice, concha or plate), from
 * half a portion to two; a portion of several pieces from one piece, and a dish served whole (the
 * acarajé) from one whole piece. Pieces move by half a piece; a ladle or a plate by 10 g (5 g under
 * 100 g). Always a main food that takes up a bigger
 * meal's energy (filler).
 */
function dishProfile(food: DishFood): ServingProfile {
  const unit = householdUnit(food);
  const measure = food.serving && food.serving.grams > 0 ? food.serving.grams : (unit?.grams ?? DISH_FALLBACK_GRAMS);
  const count = food.servingCount && food.servingCount > 0 ? food.servingCount : 1;
  const typical = measure * count;
  const counted = COUNTED_SERVING.test(food.serving?.label ?? unit?.label ?? '');
  const whole = food.servingWhole === true;
  const step = counted || whole ? measure / 2 : typical >= 100 ? 10 : 5;
  // A portion of several pieces may be a single piece (one pão de queijo beside a cappuccino).
  const min = whole || (counted && count > 1) ? measure : typical * DISH_SERVINGS.min;
  return {
    typical,
    min,
    max: typical * DISH_SERVINGS.max,
    step,
    unitStep: false,
    role: food.per100g.kcal < LOW_ENERGY_KCAL_PER_100G ? 'fixed' : 'main',
    filler: food.per100g.kcal >= LOW_ENERGY_KCAL_PER_100G,
  };
}

/**
 * The serving profile of a food at a meal type. A food with a serving declared on its label (My
 * foods) uses that serving as typical, from half to twice it.
 */
export function servingProfile(
  food: Pick<FoodRecord, 'name' | 'kind' | 'measures' | 'per100g'> & {
    serving?: { grams: number; label?: string };
    servingCount?: number;
    servingWhole?: boolean;
  },
  mealType: MealType,
): ServingProfile {
  if (food.kind === 'dish') return dishProfile(food);
  const rule = ruleFor(food);
  const light = mealType === 'breakfast' || mealType === 'snack';
  let [typical, min, max] = (light ? rule.light : undefined) ?? rule.main;
  let step = rule.step ?? 5;
  let unitStep = false;
  if (food.kind === 'fruit' && max === 0) [typical, min, max] = fruitRange(food);
  if (rule.unitFraction !== undefined) {
    // The step is the food's household unit, so the portion is a count of what the person is shown.
    const unit = householdUnit(food)?.grams;
    const counted = food.kind === 'egg' || rule.units !== undefined;
    if (unit !== undefined) {
      step = unit * rule.unitFraction;
      // Only eggs are strictly counted; bread may take a part of a slice when the energy needs it.
      unitStep = food.kind === 'egg';
      // Egg and unit rules count units (1–2 sandwiches); bread rules give grams rounded to the unit grid.
      if (counted) [typical, min, max] = [typical * unit, min * unit, max * unit];
      else [typical, min, max] = [roundTo(typical, step) || step, roundTo(min, step) || step, roundTo(max, step)];
    } else if (food.kind === 'egg') {
      [typical, min, max] = [100, 50, 150];
    } else if (rule.units) {
      [typical, min, max] = rule.units.unitless;
    }
  }
  if (food.serving && food.serving.grams > 0) {
    typical = food.serving.grams;
    min = Math.max(1, Math.round(typical / 2));
    max = Math.round(typical * 2);
    step = typical >= 50 ? 5 : 1;
    unitStep = false;
  }
  const lowEnergy = food.per100g.kcal < LOW_ENERGY_KCAL_PER_100G;
  const role: ServingRole =
    rule.role === 'drink' || rule.role === 'fixed' || lowEnergy ? 'fixed' : (rule.role ?? 'main');
  const filler = role === 'main' && (rule.filler ?? (rule.dish !== undefined || FILLER_KINDS.has(food.kind)));
  return {
    typical,
    min,
    max,
    step,
    unitStep,
    role,
    filler,
    ...(rule.role === 'drink' ? { drink: true as const } : {}),
    ...(rule.plate ? { plate: rule.plate } : {}),
  };
}

/**
 * The dish rule a food falls under ('acarajé', 'strogonoff'…), undefined for a food served by a
 * generic rule of its kind. For the tests: each dish rule is checked on every food it touches.
 */
export function dishRuleOf(food: Pick<FoodRecord, 'name' | 'kind'>): string | undefined {
  return ruleFor(food).dish;
}

/**
 * Dishes served with their own shrimp (acarajé's, tacacá's). Vatapá is not one of them: with rice it
 * is the sauce beside a plate of shrimp or fish.
 */
const SHRIMP_DISHES = new Set(['acarajé', 'tacacá']);

/**
 * The serving profile of a food in the company of the meal's other foods. Shrimp typed beside a dish
 * that already holds it is the extra handful a person adds (POF colher de arroz cheia 35 g: 10–50 g),
 * not a second main course.
 */
export function servingProfileAmong(
  food: Parameters<typeof servingProfile>[0],
  mealType: MealType,
  others: readonly Pick<FoodRecord, 'name' | 'kind'>[],
): ServingProfile {
  const profile = servingProfile(food, mealType);
  const shrimp = /^Camarão/iu.test(food.name) && dishRuleOf(food) === undefined;
  if (shrimp && others.some((other) => SHRIMP_DISHES.has(dishRuleOf(other) ?? ''))) {
    return { ...profile, typical: 30, min: 10, max: 50, step: 5, unitStep: false, role: 'side', filler: false };
  }
  return profile;
}

/** When a meal has both, rice weighs between these multiples of the beans. */
export const RICE_TO_BEANS = { min: 1, max: 3 } as const;

/**
 * When a meal has both, the hambúrguer weighs 1 to 2.5 times the bread: one patty (POF unidade 56 g)
 * per roll (pão francês 50 g, or two slices of pão de forma), a double at most.
 */
export const PATTY_TO_ROLL = { min: 1, max: 2.5 } as const;
