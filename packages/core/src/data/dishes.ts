import { compositionOf } from '../domain/macros';
import { nutrientsFromPof, roundNutrients, withComposition } from '../domain/nutrients';
import {
  mixed,
  mixedGlycemic,
  proteinFromEnergyBalance,
  recipeNutrients,
  type PofCompositionRow,
} from './derived-foods';
import { POF_COMPOSITION_CITATION, POF_MEASURES_CITATION, TACO_CITATION } from './food-citations';
import { householdMeasures } from './food-measures';
import type { FoodKind, FoodRecord, HouseholdMeasure, RecipeIngredient } from './food-types';

/**
 * Brazilian dishes built into the library (issue 34), ids 3001–3899, and the few everyday foods the
 * dish list names that are not dishes (granola, queijo coalho, pasta de amendoim, peito de peru;
 * ids 3901–3999). Server and tests only; the names people type are in dish-names.ts. Sources:
 * ./SOURCES.md, section "Built-in dishes"; decision record docs/decisions/040-brazilian-dishes.md.
 *
 * Composition: by default the dish's row of IBGE's POF 2008–09 table of foods as consumed
 * (sources/ibge_pof_2008_dishes.json), every registry nutrient as printed ("-" unknown, never 0).
 * A dish the POF lacks but TACO analysed (virado à paulista, barreado…), or whose POF row is only a
 * foreign stand-in for a dish TACO analysed (coxinha = "Croquette, beef"), takes TACO's food; a dish
 * neither table has (escondidinho, bife acebolado) is computed from TACO foods by the team's
 * standard recipe, written beside it, as the recipes of derived-foods.ts.
 *
 * Serving: one portion by the unit, slice, ladle or plate, in grams. Where the POF's "Tabela de
 * Medidas Referidas" gives the dish's own measure it is that measure ('pof'); where it gives the
 * measure only through the reference food it assigns ("Feijoada - concha média cheia" for a stew,
 * "Pudim de leite - fatia média" for a dessert by the slice) it is that reference measure
 * ('pof-reference'); otherwise the team's estimate ('estimate'), shown as "medida estimada".
 */

export const DISH_ID_MIN = 3001;
export const DISH_ID_MAX = 3899;
export const DISH_COMPANION_ID_MIN = 3901;
export const DISH_COMPANION_ID_MAX = 3999;

type ServingBasis = 'pof' | 'pof-reference' | 'estimate';

interface Serving {
  /** The measure a portion is counted in, and its grams. */
  label: string;
  grams: number;
  /** Measures in a typical portion (2 coxinhas of the POF's 50 g, 4 pães de queijo); 1 when absent. */
  count?: number;
  /** Served only whole (an acarajé, a bife a cavalo): never half a unit. */
  whole?: true;
  basis: ServingBasis;
  /** The POF measure's own description (its "medida de referência"), or the estimate's reasoning. */
  note: string;
}

interface BaseSpec {
  id: number;
  /** The record's name; also one of the names people type (dish-names.ts). */
  name: string;
  serving: Serving;
  /** 'dish' unless the spec is one of the companion foods. */
  kind?: FoodKind;
  /**
   * A companion food measured only in its own serving, not also in its kind's usual measures (sliced
   * turkey is no "filé médio", batata palha no "unidade média").
   */
  ownMeasureOnly?: true;
  /**
   * The food's other POF measures beside its serving (purê by the colher de sopa and the concha too),
   * each with the POF measure's own description: listed after the serving and named in its source.
   */
  moreMeasures?: readonly Serving[];
}

type DishSpec =
  | (BaseSpec & {
      pof: readonly [code: string, preparation: number];
      /**
       * The row prints protein "-" and its energy is all carbohydrate and fat (the picolé, a water
       * ice): protein is then 0, said in the food's source (proteinFromEnergyBalance).
       */
      proteinByEnergyBalance?: true;
    })
  | (BaseSpec & { taco: number; proxy?: string })
  | (BaseSpec & { recipe: readonly RecipeIngredient[]; recipeNote: string });

const pof = (label: string, grams: number, note: string): Serving => ({ label, grams, basis: 'pof', note });
const ref = (label: string, grams: number, note: string): Serving => ({ label, grams, basis: 'pof-reference', note });
const est = (label: string, grams: number, note: string): Serving => ({ label, grams, basis: 'estimate', note });
/** A portion of `count` measures (household practice: two coxinhas, four pães de queijo, a plate of 1½ conchas). */
const x = (serving: Serving, count: number, whole?: 'whole'): Serving => ({
  ...serving,
  count,
  ...(whole ? { whole: true as const } : {}),
});

const P = (
  id: number,
  name: string,
  code: string,
  preparation: number,
  serving: Serving,
  kind?: FoodKind,
  measures?: 'own',
): DishSpec => ({
  id,
  name,
  pof: [code, preparation],
  serving,
  ...(kind ? { kind } : {}),
  ...(measures === 'own' ? { ownMeasureOnly: true as const } : {}),
});
/**
 * A dish whose composition is TACO's own analysis: the POF lacks the dish, or its POF row is only a
 * foreign stand-in (`proxy`, the POF's reference: coxinha = "Croquette, beef") for a dish TACO analysed.
 */
const T = (id: number, name: string, taco: number, serving: Serving, proxy?: string): DishSpec => ({
  id,
  name,
  taco,
  serving,
  ...(proxy ? { proxy } : {}),
});

const STEW_LADLE = 'Feijoada - concha média cheia';
const SOUP_BOWL = 'Sopa - cumbuca';
const PUDDING_SLICE = 'Pudim de leite - fatia média';

export const DISH_SPECS: readonly DishSpec[] = [
  // Salgados (POF "Miscelâneas", 85002xx): by the unit.
  T(
    3001,
    'Coxinha',
    386,
    x(pof('unidade média', 50, 'Coxinha de galinha - unidade média'), 2),
    'POF 8500205: "Croquette, beef"',
  ),
  T(
    3002,
    'Pastel',
    56,
    x(pof('unidade média', 32, 'Pastel de carne - unidade média'), 3),
    'POF 8500202: "Wonton, fried, with meat filling"',
  ),
  T(
    3003,
    'Empada',
    389,
    x(pof('unidade', 55, 'Empada de frango - unidade'), 2),
    'POF 8500206: "Pot Pie, chicken, single crust"',
  ),
  P(3004, 'Risole', '8500207', 99, x(pof('unidade média', 35, 'Risole de carne - unidade média'), 2)),
  P(3005, 'Acarajé', '8500209', 99, x(pof('unidade média', 100, 'Acarajé - unidade média'), 1, 'whole')),
  T(
    3006,
    'Quibe',
    442,
    x(pof('unidade média', 50, 'Quibe frito - unidade média'), 2),
    'POF 8500211: "Croquette, beef"',
  ),
  P(3007, 'Abará', '8500212', 99, x(pof('unidade média', 100, 'Acarajé - unidade média'), 1, 'whole')),
  P(3008, 'Croquete', '8500203', 99, x(pof('unidade grande', 55, 'Croquete de carne - unidade grande'), 2)),
  P(3009, 'Esfirra', '8500222', 99, pof('unidade média', 80, 'Esfiha de carne - unidade média')),
  P(3010, 'Esfirra de carne', '8500223', 99, pof('unidade média', 80, 'Esfiha de carne - unidade média')),
  P(3011, 'Esfirra de queijo', '8500224', 99, pof('unidade média', 80, 'Esfiha de carne - unidade média')),
  P(3012, 'Esfirra de ricota', '8500225', 99, pof('unidade média', 80, 'Esfiha de carne - unidade média')),
  P(3013, 'Esfirra de frango', '8500226', 99, pof('unidade média', 80, 'Esfiha de carne - unidade média')),
  P(
    3014,
    'Enroladinho de salsicha',
    '8500227',
    99,
    x(pof('unidade média', 27, 'Enroladinho de salsicha - unidade média'), 3),
  ),
  P(
    3015,
    'Bolinho de aipim',
    '8500228',
    99,
    x(pof('unidade média', 45, 'Bolinho de aipim com carne - unidade média'), 2),
  ),
  P(
    3016,
    'Bolinho de bacalhau',
    '8500232',
    99,
    x(pof('unidade grande', 60, 'Bolinho de bacalhau - unidade grande'), 2),
  ),
  P(3018, 'Salgado frito', '8500201', 99, x(pof('unidade grande', 55, 'Croquete de carne - unidade grande'), 2)),
  P(
    3017,
    'Paçoca de carne de sol',
    '8500213',
    99,
    pof('2 colheres de arroz', 42, 'Paçoca de carne de sol - 2 colheres de arroz'),
  ),
  // Sanduíches (85003xx).
  P(3020, 'Cachorro-quente', '8500302', 99, pof('unidade', 125, 'Cachorro-quente - unidade')),
  P(3021, 'Hambúrguer (sanduíche)', '8500303', 99, pof('unidade média', 125, 'Hamburguer sanduiche - unidade média')),
  P(3022, 'X-burguer', '8500304', 99, pof('unidade', 140, 'Cheesburguer - unidade')),
  P(3023, 'Eggsburguer', '8500305', 99, pof('unidade', 175, 'Eggsburguer - unidade')),
  P(3024, 'Bauru', '8500307', 99, pof('unidade média', 125, 'Hamburguer sanduiche - unidade média')),
  P(
    3025,
    'Americano (sanduíche)',
    '8500308',
    99,
    pof('unidade', 135, 'Medida equivalente a 1 misto (85g) + 1 ovo frito (50g)'),
  ),
  P(
    3026,
    'Sanduíche de queijo',
    '8500315',
    99,
    pof('unidade', 90, '1 Pão francês + 2 fatias de queijo prato + margarina'),
  ),
  P(3027, 'Sanduíche de salame', '8500316', 99, pof('unidade', 100, '1 Pão francês + 2 fatias de salame + margarina')),
  P(
    3028,
    'Sanduíche de presunto',
    '8500317',
    99,
    pof('unidade', 90, '1 Pão francês + 2 fatias de presunto + margarina'),
  ),
  P(
    3029,
    'Sanduíche de queijo e presunto',
    '8500318',
    99,
    pof('unidade', 90, '1 Pão francês + 1 fatia de queijo prato + 1 fatia de presunto + margarina'),
  ),
  P(
    3030,
    'Sanduíche de mortadela',
    '8500319',
    99,
    pof('unidade', 90, '1 Pão francês + 2 fatias de mortadela + margarina'),
  ),
  P(
    3031,
    'Sanduíche de queijo minas',
    '8500320',
    99,
    pof('unidade', 120, '1 Pão francês + 2 fatias de queijo minas frescal + margarina'),
  ),
  P(3032, 'X-egg', '8500321', 99, pof('unidade', 140, 'Cheesburguer - unidade')),
  P(3033, 'X-tudo', '8500322', 99, pof('unidade', 140, 'Cheesburguer - unidade')),
  P(3034, 'Sanduíche natural', '8500323', 99, pof('unidade média', 120, 'Sanduiche de frango/atum - unidade média')),
  // Massas, pizzas, tortas (85009xx).
  P(3040, 'Pizza', '8500903', 99, x(pof('fatia média', 100, 'Pizza mussarela - fatia média'), 2)),
  P(3041, 'Pizza de calabresa', '8500914', 99, pof('fatia média', 90, 'Pizza calabresa - fatia média')),
  P(3042, 'Pizza de muçarela', '8500915', 99, pof('fatia média', 100, 'Pizza mussarela - fatia média')),
  P(3043, 'Pizza de presunto', '8500916', 99, pof('fatia média', 110, 'Pizza presunto - fatia média')),
  P(3044, 'Pizza portuguesa', '8500917', 99, pof('fatia média', 125, 'Pizza portuguesa - fatia média')),
  P(3045, 'Pizza light', '8508003', 99, pof('fatia média', 100, 'Pizza mussarela - fatia média')),
  // 8500904 is "LAZANHA" in the XLS (Lasagna, from recipe, beef) though the book prints it "Lasanha
  // pronta light" like 8508004 (SOURCES.md); it is the ordinary lasanha à bolonhesa.
  P(3046, 'Lasanha', '8500904', 99, pof('pedaço médio', 190, 'Lasanha à bolonhesa - pedaço médio')),
  P(3047, 'Lasanha light', '8508004', 99, pof('pedaço médio', 190, 'Lasanha à bolonhesa - pedaço médio')),
  P(3048, 'Nhoque ao molho', '8500905', 99, pof('escumadeira média cheia', 100, 'Nhoque - escumadeira média cheia')),
  P(3049, 'Canelone', '8500906', 99, x(pof('unidade média', 45, 'Canelone de frango - unidade média'), 3)),
  P(3050, 'Capeletti', '8500907', 99, pof('colher de arroz', 79, 'Capeleti - colher de arroz')),
  P(3051, 'Ravióli', '8500909', 99, pof('colher de arroz cheia', 70, 'Nhoque - colher de arroz cheia')),
  P(3052, 'Calzone', '8500910', 99, pof('unidade', 167, 'Calzone, with cheese - 1 each')),
  P(3053, 'Panqueca', '8500913', 99, x(pof('unidade média', 80, 'Panqueca - unidade média'), 2)),
  P(3054, 'Macarronada', '8500919', 99, pof('prato raso cheio', 320, 'Macarrão a bolonhesa - prato raso cheio')),
  P(
    3055,
    'Macarrão com carne',
    '6573225',
    99,
    ref('prato raso cheio', 320, 'Macarrão a bolonhesa - prato raso cheio (medida da macarronada)'),
  ),
  P(
    3056,
    'Macarrão ao molho vermelho',
    '6503401',
    8,
    ref('prato raso cheio', 320, 'Macarrão a bolonhesa - prato raso cheio (medida da macarronada)'),
  ),
  P(
    3057,
    'Macarrão ao molho branco',
    '6503401',
    9,
    ref('prato raso cheio', 320, 'Macarrão a bolonhesa - prato raso cheio (medida da macarronada)'),
  ),
  P(
    3058,
    'Macarrão alho e óleo',
    '6503401',
    10,
    ref('prato raso cheio', 320, 'Macarrão a bolonhesa - prato raso cheio (medida da macarronada)'),
  ),
  P(
    3065,
    'Macarrão com peixe',
    '6573226',
    99,
    ref('prato raso cheio', 320, 'Macarrão a bolonhesa - prato raso cheio (medida da macarronada)'),
  ),
  P(3066, 'Pizza portuguesa light', '8508017', 99, x(pof('fatia média', 125, 'Pizza portuguesa - fatia média'), 2)),
  P(3067, 'Omelete simples', '8506501', 99, pof('unidade pequena', 65, 'Omelete - unidade pequena com 1 ovo')),
  P(3059, 'Empadão', '8505901', 99, pof('fatia média', 110, 'Empadão de frango - fatia média')),
  P(3060, 'Quiche', '8506801', 99, pof('fatia média', 113, 'Quiche de queijo - fatia média')),
  P(
    3061,
    'Torta salgada',
    '8003601',
    99,
    ref('fatia média', 110, 'Empadão de frango - fatia média (medida do empadão)'),
  ),
  P(3062, 'Suflê', '8506901', 99, pof('pedaço', 90, 'Suflê de legumes - pedaço')),
  P(3063, 'Risoto', '8502701', 99, pof('prato fundo cheio', 200, 'Arroz cozido - prato fundo cheio')),
  P(3064, 'Sushi', '8504201', 99, x(pof('unidade', 30, 'Sushi recheado de pepino/kanikama - unidade'), 6)),
  // Arroz, feijão e pratos de panela.
  P(3070, 'Feijoada', '7701901', 99, pof('concha média cheia', 225, STEW_LADLE)),
  P(
    3071,
    'Feijão tropeiro',
    '8506101',
    99,
    x(pof('concha média cheia', 140, 'Feijão branco cozido - concha média cheia'), 1.5),
  ),
  P(3072, 'Tutu de feijão', '8507001', 99, pof('concha média cheia', 190, 'Tutu - concha média cheia')),
  P(3073, 'Baião de dois', '8503501', 99, x(pof('escumadeira média', 111, 'Baião de dois - escumadeira média'), 2)),
  P(3074, 'Arroz carreteiro', '8579002', 99, pof('porção', 180, 'Arroz com linguiça - porção')),
  P(
    3075,
    'Maria Isabel',
    '8579003',
    99,
    x(pof('2 colheres de arroz cheias', 120, 'Arroz com linguiça - 2 colheres de arroz cheia'), 2),
  ),
  P(
    3076,
    'Galinhada',
    '8506301',
    99,
    x(pof('2 colheres de arroz cheias', 120, 'Galinhada - 2 colheres de arroz cheias'), 2),
  ),
  P(
    3077,
    'Arroz com galinha',
    '8506201',
    99,
    x(pof('escumadeira média cheia', 85, 'Risoto de frango - escumadeira média cheia'), 2),
  ),
  P(
    3078,
    'Arroz à grega',
    '8505401',
    99,
    pof('escumadeira média cheia', 85, 'Arroz à grega - escumadeira média cheia'),
  ),
  P(
    3079,
    'Arroz de cuxá',
    '8507401',
    99,
    x(pof('escumadeira média cheia', 85, 'Risoto de frango - escumadeira média cheia'), 2),
  ),
  P(3080, 'Arrumadinho', '8505501', 99, pof('concha média cheia', 140, 'Feijão branco cozido - concha média cheia')),
  T(
    3081,
    'Strogonoff de carne',
    537,
    ref('concha média cheia', 130, 'Sopa de carne com legumes - concha média cheia (medida da vaca atolada)'),
    'POF 7705401: "Stroganoff, beef, without noodles"',
  ),
  T(
    3082,
    'Vaca atolada',
    553,
    x(pof('concha média cheia', 130, 'Sopa de carne com legumes - concha média cheia'), 2),
    'POF 8508301: "Beef, ribs … + Mandioca, soma de partes"',
  ),
  P(3083, 'Carne ensopada com batata', '8571110', 99, x(pof('concha', 87, 'Carne com batata - concha'), 2)),
  P(3084, 'Carne ensopada com legumes', '8571111', 99, x(pof('concha', 88, 'Carne com legumes - concha'), 2)),
  P(3085, 'Frango ensopado com batata', '8571112', 99, x(pof('concha', 114, 'Frango com batata - concha'), 2)),
  P(3086, 'Frango ensopado com legumes', '8571113', 99, x(pof('concha', 89, 'Frango com legumes - concha'), 2)),
  T(
    3087,
    'Dobradinha',
    536,
    x(ref('concha média cheia', 130, 'Sopa de carne com legumes - concha média cheia (medida da vaca atolada)'), 2),
    'POF 7102402: "Beef, tripe or stomach, stir fried"',
  ),
  P(
    3088,
    'Panelada',
    '7101806',
    13,
    x(ref('concha média cheia', 130, 'Sopa de carne com legumes - concha média cheia (medida da vaca atolada)'), 2),
  ),
  T(
    3089,
    'Sarapatel',
    548,
    x(ref('concha média cheia', 130, 'Sopa de carne com legumes - concha média cheia (medida da vaca atolada)'), 2),
    'POF 7103907: "Organ meats, Hispanic, Gandinga"',
  ),
  P(3090, 'Maniçoba', '8507201', 99, pof('concha média cheia', 225, STEW_LADLE)),
  T(
    3091,
    'Charuto de repolho',
    532,
    x(pof('unidade', 30, 'Repolho recheado - unidade'), 4),
    'POF 8505201: "Cabbage, stuffed cabbage roll, with rice and meet"',
  ),
  P(
    3092,
    'Bife à milanesa',
    '7100201',
    6,
    ref('bife médio', 100, 'Carne bovina grelhada - unidade média (POF 7109101)'),
  ),
  P(3093, 'Frango à milanesa', '7800302', 6, est('filé médio', 100, 'o filé médio de frango grelhado (POF, 100 g)')),
  P(
    3094,
    'Filé de peixe à milanesa',
    '7600101',
    6,
    est('filé médio', 100, 'o filé médio de peixe (100 g) das medidas do app'),
  ),
  T(
    3095,
    'Quibebe',
    544,
    pof('escumadeira média cheia', 100, 'Quibebe - escumadeira média cheia'),
    'POF 8506701: "Pumpkin, cooked from fresh, stir fried, fat used"',
  ),
  P(3096, 'Abóbora com quiabo', '8578404', 99, pof('concha', 103, 'Abóbora com quiabo - concha')),
  P(3097, 'Angu', '8500217', 99, pof('concha média cheia', 150, 'Angu - concha média cheia')),
  P(3098, 'Polenta mole', '8500218', 99, pof('pedaço médio', 150, 'Angu - pedaço médio')),
  P(3099, 'Angu à baiana', '8507501', 99, pof('pedaço médio', 150, 'Angu - pedaço médio')),
  P(3100, 'Pirão', '8506601', 99, pof('concha média cheia', 165, 'Pirão - concha média cheia')),
  P(3101, 'Cuscuz paulista', '8505801', 99, x(pof('fatia', 150, 'Angu - pedaço médio'), 1.5)),
  P(3104, 'Farofa de banana', '8506001', 99, pof('colher de arroz cheia', 45, 'Farofa - colher de arroz cheia')),
  P(
    3105,
    'Feijão branco com dobradinha',
    '7702001',
    99,
    ref('concha média cheia', 130, 'Sopa de carne com legumes - concha média cheia (medida da vaca atolada)'),
  ),
  P(
    3102,
    'Salpicão',
    '8504801',
    99,
    x(pof('escumadeira média cheia', 50, 'Salpicão de frango - escumadeira média cheia'), 2),
  ),
  P(
    3103,
    'Salada de maionese',
    '8500802',
    99,
    pof('escumadeira média cheia', 90, 'Salada de legumes com maionese - escumadeira média cheia'),
  ),
  // Moquecas e pratos do Norte e do Nordeste.
  P(3110, 'Moqueca baiana', '8506401', 99, x(pof('concha', 141, 'Moqueca - concha'), 1.5)),
  P(3111, 'Moqueca capixaba', '8507101', 99, x(pof('concha', 141, 'Moqueca - concha'), 1.5)),
  P(3112, 'Bobó de camarão', '8505601', 99, pof('concha cheia', 190, 'Bobó de camarão - concha cheia')),
  P(3113, 'Vatapá', '8502801', 99, pof('concha', 150, 'Vatapá - concha')),
  P(3114, 'Caruru', '8505701', 99, pof('2 colheres de sopa cheias', 80, 'Quiabo - 2 colheres de sopa cheias')),
  T(3115, 'Tacacá', 550, pof('cumbuca', 300, SOUP_BOWL), 'POF 8502401: "Soup, fish, broth"'),
  // Sopas e caldos.
  P(3120, 'Sopa', '8504501', 99, pof('prato fundo', 520, 'Sopa legumes - prato fundo')),
  P(3121, 'Canja', '7801407', 99, ref('cumbuca', 300, `${SOUP_BOWL} (medida das sopas)`)),
  P(3122, 'Caldo verde', '8507301', 99, pof('cumbuca', 300, SOUP_BOWL)),
  P(3123, 'Caldo de feijão', '8503203', 99, pof('concha média cheia', 130, 'Caldo verde - concha média cheia')),
  P(3124, 'Sopa de carne', '7101001', 15, ref('prato fundo', 520, 'Sopa legumes - prato fundo (medida da sopa)')),
  P(3125, 'Sopa de batata', '6400101', 15, ref('prato fundo', 520, 'Sopa legumes - prato fundo (medida da sopa)')),
  P(3126, 'Sopa de mandioca', '6400601', 15, ref('prato fundo', 520, 'Sopa legumes - prato fundo (medida da sopa)')),
  P(3127, 'Sopa de abóbora', '6703901', 15, ref('prato fundo', 520, 'Sopa legumes - prato fundo (medida da sopa)')),
  P(3128, 'Sopa de frango', '7800302', 15, ref('prato fundo', 520, 'Sopa legumes - prato fundo (medida da sopa)')),
  P(3129, 'Sopa de carne moída', '7104301', 15, ref('prato fundo', 520, 'Sopa legumes - prato fundo (medida da sopa)')),
  // Pratos feitos da POF (um prato montado por região).
  P(3130, 'Prato feito', '8570101', 99, pof('prato montado', 380, 'Prato montado')),
  P(3131, 'Prato feito nordestino', '8570102', 99, pof('prato montado', 360, 'Prato montado')),
  P(3132, 'Prato feito do Norte', '8570103', 99, pof('prato montado', 332, 'Prato montado')),
  P(3133, 'Prato feito do Sudeste', '8570104', 99, pof('prato montado', 380, 'Prato montado')),
  P(3134, 'Prato feito do Sul', '8570105', 99, pof('prato montado', 485, 'Prato montado')),
  P(3135, 'Prato feito do Centro-Oeste', '8570106', 99, pof('prato montado', 380, 'Prato montado')),
  // Milho, mingaus, doces de colher e sobremesas.
  P(3140, 'Canjica', '8501903', 99, pof('xícara de chá', 180, 'Canjica - copo pequeno cheio')),
  P(3141, 'Mungunzá', '8501902', 99, pof('xícara de chá', 195, 'Mingau - prato raso')),
  P(3142, 'Curau', '8501904', 99, pof('pires', 150, 'Angu - 1/2 prato raso')),
  P(
    3143,
    'Pamonha',
    '6905101',
    99,
    x(est('unidade', 150, 'uma pamonha de palha média, sem medida da POF na cópia usada'), 1, 'whole'),
  ),
  P(3144, 'Mingau', '8502301', 99, pof('tigela', 195, 'Mingau - prato raso')),
  P(3145, 'Arroz doce', '8579004', 99, pof('concha média cheia', 140, 'Arroz-doce - concha média cheia')),
  P(
    3146,
    'Sagu',
    '6501505',
    99,
    ref('taça', 110, 'Gelatina preparada - unidade comercial (medida das sobremesas de taça)'),
  ),
  P(3147, 'Salada de frutas', '8504401', 99, pof('taça', 150, 'Salada de fruta - copo pequeno cheio')),
  P(3148, 'Açaí com granola', '8507801', 99, pof('tigela', 215, 'Açaí com granola - tigela')),
  P(3149, 'Pudim', '6902601', 99, ref('fatia média', 130, PUDDING_SLICE)),
  P(3150, 'Pudim light', '6910801', 99, pof('fatia média', 130, PUDDING_SLICE)),
  T(
    3151,
    'Quindim',
    509,
    est('unidade', 50, 'um quindim de forminha, sem medida da POF na cópia usada'),
    'POF 6904105: "Desserts, miscellaneous, flan" (os números do pudim)',
  ),
  P(3152, 'Pavê', '6904202', 99, ref('fatia média', 130, `${PUDDING_SLICE} (medida das sobremesas por fatia)`)),
  P(
    3153,
    'Mousse',
    '6901002',
    99,
    ref('taça', 110, 'Gelatina preparada - unidade comercial (medida das sobremesas de taça)'),
  ),
  P(3154, 'Manjar', '6902701', 99, ref('fatia média', 130, `${PUDDING_SLICE} (medida das sobremesas por fatia)`)),
  P(3155, 'Torta doce', '8003501', 99, ref('fatia média', 130, `${PUDDING_SLICE} (medida das sobremesas por fatia)`)),
  P(
    3156,
    'Brigadeiro',
    '6903601',
    99,
    x(est('unidade', 20, 'um brigadeiro de festa, sem medida da POF na cópia usada'), 2),
  ),
  P(3157, 'Cocada', '6903101', 99, ref('unidade média', 70, 'Cocada - unidade média (medida da cocada diet)')),
  P(3158, 'Churros', '6905001', 99, est('unidade', 50, 'um churro recheado médio, sem medida da POF na cópia usada')),
  P(3159, 'Sonho', '8003701', 99, est('unidade', 70, 'um sonho de padaria médio, sem medida da POF na cópia usada')),
  P(3161, 'Bolinho de coco', '8502501', 99, x(pof('unidade média', 35, 'Queijadinha - unidade média'), 2)),
  P(
    3162,
    'Cuscuz de tapioca',
    '6902902',
    99,
    est('pedaço', 100, 'um pedaço de cuscuz de tapioca, sem medida da POF na cópia usada'),
  ),
  P(3160, 'Pão de queijo', '8000801', 99, x(pof('unidade média', 20, 'Pão de queijo - unidade média'), 4)),
  // Dishes the POF lacks and TACO analysed (TACO's "Alimentos preparados").
  T(
    3170,
    'Virado à paulista',
    555,
    est('prato raso', 300, 'um prato raso do virado (arroz, tutu, bisteca, couve, ovo), sem medida da POF'),
  ),
  T(3171, 'Barreado', 528, ref('concha média cheia', 225, `${STEW_LADLE} (medida dos cozidos de panela)`)),
  T(
    3172,
    'Bife a cavalo',
    529,
    x(est('unidade', 150, 'um bife médio (100 g) com um ovo frito (50 g), as medidas POF de cada um'), 1, 'whole'),
  ),
  T(
    3173,
    'Estrogonofe de frango',
    538,
    x(ref('concha média cheia', 130, 'Sopa de carne com legumes - concha média cheia (medida da vaca atolada)'), 1.5),
  ),
  T(
    3174,
    'Frango com açafrão',
    541,
    x(ref('concha média cheia', 130, 'Sopa de carne com legumes - concha média cheia (medida da vaca atolada)'), 1.5),
  ),
  T(3175, 'Camarão à baiana', 531, ref('concha', 141, 'Moqueca - concha (medida da moqueca)')),
  T(
    3176,
    'Tabule',
    549,
    ref('escumadeira média cheia', 90, 'Salada de legumes com maionese - escumadeira média cheia (medida das saladas)'),
  ),
  T(
    3177,
    'Yakisoba',
    556,
    ref('prato raso cheio', 320, 'Macarrão a bolonhesa - prato raso cheio (medida da macarronada)'),
  ),
  T(3178, 'Bolinho de arroz', 530, x(est('unidade', 30, 'um bolinho de colher, sem medida da POF na cópia usada'), 3)),
  // Dishes neither table has: the team's standard recipe from TACO foods (grams as eaten).
  {
    id: 3180,
    name: 'Escondidinho de carne seca',
    recipe: [
      { foodId: 129, grams: 150 }, // Mandioca, cozida (purê)
      { foodId: 384, grams: 70 }, // Carne, bovina, seca, cozida (desfiada)
      { foodId: 107, grams: 15 }, // Cebola, crua
      { foodId: 261, grams: 8 }, // Manteiga, com sal
      { foodId: 468, grams: 20 }, // Queijo, requeijão, cremoso
      { foodId: 463, grams: 15 }, // Queijo, mozarela (gratinado)
    ],
    recipeNote:
      'purê de mandioca com carne seca desfiada refogada na cebola e manteiga, requeijão e muçarela gratinada',
    serving: est('porção', 278, 'uma porção individual: a soma dos ingredientes da receita'),
  },
  {
    id: 3181,
    name: 'Bife acebolado',
    recipe: [
      { foodId: 346, grams: 100 }, // Carne, bovina, contra-filé, sem gordura, grelhado: 1 bife médio (POF 100 g)
      { foodId: 107, grams: 40 }, // Cebola, crua: cerca de 1/2 unidade média (POF 35 g)
      { foodId: 272, grams: 4 }, // Óleo, de soja: 1/2 colher de sopa (POF 8 g)
    ],
    recipeNote: 'um bife médio grelhado coberto de meia cebola em rodelas, refogada em meia colher de óleo',
    serving: est('unidade', 144, 'um bife com sua cebola: a soma dos ingredientes da receita'),
  },
  {
    id: 3182,
    name: 'Escondidinho de frango',
    recipe: [
      { foodId: 129, grams: 150 }, // Mandioca, cozida (purê)
      { foodId: 410, grams: 70 }, // Frango, peito, sem pele, grelhado (desfiado)
      { foodId: 107, grams: 15 }, // Cebola, crua
      { foodId: 261, grams: 8 }, // Manteiga, com sal
      { foodId: 468, grams: 20 }, // Queijo, requeijão, cremoso
      { foodId: 463, grams: 15 }, // Queijo, mozarela (gratinado)
    ],
    recipeNote: 'purê de mandioca com frango desfiado refogado na cebola e manteiga, requeijão e muçarela gratinada',
    serving: est('porção', 278, 'uma porção individual: a soma dos ingredientes da receita'),
  },
  {
    // Pará's festive dish: the duck cooked, then simmered in tucupi with blanched jambu; arroz and
    // farinha d'água go beside it (their own foods). The POF's duck prints carbohydrate "-": its energy
    // is all protein and fat, so 0 g (derived food 1210, carbsFromEnergyBalance).
    id: 3183,
    name: 'Pato no tucupi',
    recipe: [
      { foodId: 1209, grams: 150 }, // Pato, cozido (IBGE POF 7803907, cozido)
      { foodId: 552, grams: 200 }, // Tucupi, com pimenta-de-cheiro (TACO): the broth
      { foodId: 1210, grams: 50 }, // Jambu (IBGE POF 6702105): the leaves of about half a maço
    ],
    recipeNote: 'pedaços de pato cozido no caldo de tucupi com folhas de jambu escaldadas',
    serving: est('prato fundo', 400, 'um prato fundo com pato, caldo e jambu: a soma dos ingredientes da receita'),
  },
  // Companion foods (not dishes): what the dish list's everyday names mean.
  P(
    3901,
    'Granola',
    '6504101',
    99,
    est('colher de sopa cheia', 15, 'uma colher de sopa cheia de cereal em flocos'),
    'grain',
  ),
  P(3902, 'Queijo coalho', '7902005', 99, est('espeto', 40, 'um espeto de queijo coalho assado'), 'cheese'),
  P(3903, 'Pasta de amendoim', '6901203', 99, est('colher de sopa', 15, 'uma colher de sopa rasa de pasta'), 'nut'),
  // The sliced turkey breast of the deli counter: the POF's "Blanquet de peru".
  P(
    3904,
    'Peito de peru fatiado',
    '8102801',
    99,
    est('fatia média', 15, 'a fatia média de presunto da POF (15 g)'),
    'meat',
    'own',
  ),
  // The strogonoff's side, sprinkled by the spoon: light and airy, about 30 g a cup.
  P(
    3905,
    'Batata palha',
    '8501503',
    99,
    est('colher de sopa cheia', 5, 'uma colher de sopa cheia de batata palha, cerca de 1/16 de uma xícara de 30 g'),
    'tuber',
    'own',
  ),
  // Seasonings and pantry foods a recipe names (the POF's foods as bought, "Não se aplica"). The dried
  // herbs and ground pepper are weighed by the teaspoon; each spoon a team estimate from the food's
  // lightness, the cup of the kitchen tables (kitchen-measures.ts) where one is cited.
  {
    ...P(
      3906,
      'Orégano',
      '6709701',
      99,
      est('colher de chá', 1, 'uma colher de chá de folhas secas de orégano, leves e soltas'),
      'other',
      'own',
    ),
    // A tablespoon is three teaspoons (the kitchen tables' ratio): 3 g, never a generic spoon of 15 g.
    moreMeasures: [est('colher de sopa', 3, 'três colheres de chá de folhas secas de orégano')],
  },
  // The POF's "Pimenta em pó" is IBGE's ground black pepper ("Pepper (ground), black"): pimenta-do-reino.
  {
    ...P(
      3907,
      'Pimenta-do-reino em pó',
      '7006101',
      99,
      est('colher de chá', 2, 'uma colher de chá de pimenta moída, menos da metade do peso do sal (5 g)'),
      'other',
      'own',
    ),
    moreMeasures: [est('colher de sopa', 6, 'três colheres de chá de pimenta moída')],
  },
  // The condiment (the POF's "Mostarda molho"), by the spoon like ketchup and mayonnaise.
  P(3908, 'Mostarda', '7001501', 99, est('colher de sopa', 15, 'uma colher de sopa de molho, cerca de 15 ml'), 'other'),
  // The sweetened cocoa powder of cakes and brigadeiros: Casa e Jardim's colher de sopa of chocolate
  // or cacau em pó, 8 g (kitchen-measures.ts).
  P(
    3909,
    'Chocolate em pó',
    '6900801',
    99,
    est('colher de sopa', 8, 'a colher de sopa de chocolate ou cacau em pó da Revista Casa e Jardim (8 g)'),
    'sugar',
    'own',
  ),
  // Raisins, eaten by the spoon or the handful like nuts.
  P(
    3910,
    'Uva passa',
    '6803912',
    99,
    est('colher de sopa cheia', 10, 'uma colher de sopa cheia de passas, cerca de 1/15 de uma xícara de 150 g'),
    'nut',
    'own',
  ),
  // The industrial picolé of any flavour, by the unit: the POF's own measure ("Picolé chicabon Kibon -
  // unidade", 65 g). IBGE composed the row from NDSR's "Popsicle, regular", a water ice: its protein is
  // printed "-" and its 79 kcal are its carbohydrate and fat, so its protein is 0 g.
  {
    ...P(3911, 'Picolé', '6900502', 99, pof('unidade', 65, 'Picolé chicabon Kibon - unidade'), 'sugar', 'own'),
    proteinByEnergyBalance: true,
  },
  // Foods a diary logs, each "Não se aplica" (as consumed), measured only in the POF's own measures of
  // the food, each with the POF table's description, not in their kind's defaults (a sugar's 5 g
  // colher de chá is not the geleia's 9,5 g). Purê de batata by the escumadeira (the POF's colher de
  // arroz cheia, 80 g), the spoon and the concha.
  {
    ...P(
      3912,
      'Purê de batata',
      '6503501',
      99,
      pof('escumadeira', 80, 'Purê de batata - colher de arroz cheia'),
      'tuber',
      'own',
    ),
    moreMeasures: [
      pof('colher de sopa cheia', 45, 'Purê de batata - colher de sopa cheia'),
      pof('colher de arroz cheia', 80, 'Purê de batata - colher de arroz cheia'),
      pof('concha média rasa', 140, 'Purê de batata - concha média rasa'),
    ],
  },
  // Fruit jam of any brand or flavour (not the diet or light rows, 6907901 and 6910601), by the spoon.
  {
    ...P(
      3913,
      'Geleia de frutas',
      '6901001',
      99,
      pof('colher de sopa cheia', 34, 'Geléia de fruta - colher de sopa cheia'),
      'sugar',
      'own',
    ),
    moreMeasures: [
      pof('colher de chá cheia', 9.5, 'Geléia de fruta - colher de chá cheia'),
      pof('ponta de faca', 12.5, 'Doce de leite - passada de faca'),
      pof('colher de sobremesa cheia', 26, 'Geléia de fruta - colher de sobremesa cheia'),
    ],
  },
  // The vinagrete (molho à campanha) of a churrasco, by the spoon.
  {
    ...P(
      3914,
      'Vinagrete',
      '7079202',
      99,
      pof('colher de sopa cheia', 30, 'Molho à campanha - colher de sopa cheia'),
      'other',
      'own',
    ),
    moreMeasures: [pof('colher de arroz cheia', 65, 'Molho à campanha - colher de arroz cheia')],
  },
  // Flavoured yoghurt of any flavour: IBGE's NDSR "Yogurt, fruited, regular, whole milk". TACO's own
  // strawberry and peach yoghurts (451, 452) keep their names; its pineapple one (450) has no energy.
  {
    ...P(3915, 'Iogurte de frutas', '7901201', 99, pof('copo americano', 150, 'Copo americano'), 'dairy', 'own'),
    moreMeasures: [
      pof('colher de sopa rasa', 15, 'Creme de leite - colher de sopa rasa'),
      pof('pote', 200, 'Iogurte natural - unidade'),
      pof('copo médio', 240, 'copo médio'),
    ],
  },
  // Caipirinha (IBGE's recipe typed into NDSR), by the glass: the copo médio is the POF's reference
  // measure for it. Its energy is the row's as printed, as TACO's beer keeps its own (alcohol
  // included), never recomputed from the macronutrients at 4/4/9.
  {
    ...P(3916, 'Caipirinha', '8303101', 99, pof('copo médio', 240, 'copo médio'), 'beverage', 'own'),
    moreMeasures: [
      pof('copo americano', 150, 'Copo americano'),
      pof('taça', 150, 'Vinho - taça'),
      pof('copo grande', 300, 'copo grande'),
    ],
  },
  // Home-style carrot cake (IBGE's NDSR "Cake, carrot, homemade, without nuts"), by the POF's slice.
  P(3917, 'Bolo de cenoura', '8004201', 99, pof('fatia média', 60, 'Bolo de cenoura - fatia média'), 'bread', 'own'),
  // A cereal bar of any flavour (not the diet rows, 6912501 and 6912502), by the POF's unit; half a bar is
  // its pedaço.
  {
    ...P(
      3918,
      'Barra de cereais',
      '6907201',
      99,
      pof('unidade', 25, 'Barra de cereal Banana Nutry - unidade'),
      'sugar',
      'own',
    ),
    moreMeasures: [pof('pedaço', 12.5, 'Barra de cereal Banana NUTRY - 1/2 unidade')],
  },
];

const SERVING_BASIS_TEXT: Record<ServingBasis, string> = {
  pof: `${POF_MEASURES_CITATION}, medida do próprio prato`,
  'pof-reference': `${POF_MEASURES_CITATION}, medida de referência`,
  estimate: 'Porção estimada pela equipe',
};

const decimal = (value: number) => value.toLocaleString('pt-BR', { maximumFractionDigits: 2 });

/** The pt-BR line that says where a dish's serving (and any other measure of its own) comes from. */
function servingSourceText({ label, grams, basis, note, count }: Serving, more: readonly Serving[] = []): string {
  const portion = count && count !== 1 ? `; uma porção: ${decimal(count)} × ${label}` : '';
  const others = more.map((m) => `; 1 ${m.label} = ${decimal(m.grams)} g (${m.note})`).join('');
  return `${SERVING_BASIS_TEXT[basis]}: 1 ${label} = ${decimal(grams)} g (${note})${portion}${others}`;
}

export interface DishesInput {
  /** Every library food built so far (TACO and derived), by id. */
  byId: ReadonlyMap<number, FoodRecord>;
  /** The rows of sources/ibge_pof_2008_dishes.json. */
  pofRows: readonly PofCompositionRow[];
}

export function buildDishes({ byId, pofRows }: DishesInput): FoodRecord[] {
  const rows = new Map(pofRows.map((row) => [`${row.code}/${row.preparation_code}`, row]));
  const need = (id: number, by: number): FoodRecord => {
    const food = byId.get(id);
    if (!food?.plannable) throw new Error(`Dish ${by}: food ${id} missing or not plannable`);
    return food;
  };
  const seen = new Set<number>();
  return DISH_SPECS.map((spec): FoodRecord => {
    const kind = spec.kind ?? 'dish';
    const inRange =
      kind === 'dish'
        ? spec.id >= DISH_ID_MIN && spec.id <= DISH_ID_MAX
        : spec.id >= DISH_COMPANION_ID_MIN && spec.id <= DISH_COMPANION_ID_MAX;
    if (!inRange || seen.has(spec.id) || byId.has(spec.id)) throw new Error(`Dish id ${spec.id} out of range or taken`);
    seen.add(spec.id);
    const serving: HouseholdMeasure = { label: spec.serving.label, grams: spec.serving.grams };
    const common = {
      id: spec.id,
      name: spec.name,
      group: kind === 'dish' ? 'Pratos brasileiros' : 'Alimentos como consumidos',
      kind,
      // A companion food is served by its kind's rules (servings.ts); only a dish has a serving.
      ...(kind === 'dish'
        ? {
            serving,
            ...(spec.serving.count && spec.serving.count !== 1 ? { servingCount: spec.serving.count } : {}),
            ...(spec.serving.whole ? { servingWhole: true } : {}),
          }
        : {}),
      servingSource: servingSourceText(spec.serving, spec.moreMeasures),
      plannable: true,
    };
    const measuresOf = () => {
      // A dish is counted in its serving; a companion food also gets its other POF measures and, unless
      // measured only in its own, its kind's usual measures.
      const extra = (spec.moreMeasures ?? []).map(({ label, grams }): HouseholdMeasure => ({ label, grams }));
      const others =
        kind === 'dish' || spec.ownMeasureOnly ? [] : householdMeasures(spec.name, kind, undefined).measures;
      const all = [serving, ...extra, ...others].filter(
        (m, i, list) => list.findIndex((o) => o.label === m.label) === i,
      );
      return {
        measures: all,
        measureSource: spec.serving.basis === 'estimate' ? ('default' as const) : ('pof' as const),
      };
    };
    if ('pof' in spec) {
      const [code, preparation] = spec.pof;
      const row = rows.get(`${code}/${preparation}`);
      if (!row) throw new Error(`Dish ${spec.id}: POF row ${code}/${preparation} missing`);
      const balance = spec.proteinByEnergyBalance ? proteinFromEnergyBalance(row) : undefined;
      const values = balance ? { ...row.nutrients, proteina_g: balance.protein } : row.nutrients;
      const per100g = compositionOf(roundNutrients(nutrientsFromPof(values)), `POF ${code}/${preparation}`);
      return {
        ...common,
        per100g,
        nutrients: withComposition(nutrientsFromPof(row.nutrients), per100g),
        ...measuresOf(),
        glycemic: null,
        compositionSource: `${POF_COMPOSITION_CITATION}: "${row.description}", ${row.preparation.toLowerCase()} (código ${row.code}, preparo ${row.preparation_code}; ${row.reference_description.trim()})${balance ? `; ${balance.note}` : ''}`,
        source: 'ibge-pof',
      };
    }
    if ('taco' in spec) {
      const food = need(spec.taco, spec.id);
      return {
        ...common,
        per100g: { ...food.per100g },
        ...(food.nutrients ? { nutrients: { ...food.nutrients } } : {}),
        ...measuresOf(),
        glycemic: food.glycemic,
        compositionSource: `${TACO_CITATION}: "${food.name}" (TACO ${food.id}, o prato analisado pela TACO; ${
          spec.proxy ? `a linha da POF é só um substituto estrangeiro, ${spec.proxy}` : 'a POF não tem este prato'
        })`,
        source: 'taco',
      };
    }
    const parts = spec.recipe.map((i) => ({ food: need(i.foodId, spec.id), grams: i.grams }));
    const per100g = mixed(parts);
    return {
      ...common,
      per100g,
      ...(parts.every((p) => p.food.nutrients) ? { nutrients: recipeNutrients(parts, per100g) } : {}),
      ...measuresOf(),
      glycemic: mixedGlycemic(parts, per100g.carbs),
      compositionSource: `Receita padrão da equipe (${spec.recipeNote}), calculada dos ingredientes (TACO e IBGE POF 2008–2009): ${parts
        .map((p) => `${p.food.name} ${decimal(p.grams)} g`)
        .join(' + ')}`,
      derivation: {
        method: 'recipe',
        ingredients: spec.recipe.map((i) => ({ ...i })),
        source: `Receita padrão da equipe: ${spec.recipeNote} (nem a POF nem a TACO têm este prato)`,
      },
    };
  });
}

/** The POF rows the dishes use, as "code/preparation" keys (for the source file's test). */
export const DISH_POF_ROWS: readonly string[] = DISH_SPECS.flatMap((spec) =>
  'pof' in spec ? [`${spec.pof[0]}/${spec.pof[1]}`] : [],
);
