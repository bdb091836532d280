import type { FoodKind, HouseholdMeasure } from './food-types';

/**
 * Household measures of a food: IBGE POF 2008–2009 where the source has them, cleaned to "one of
 * something" measures; otherwise defaults per kind. Server and tests only.
 */

export interface PofMeasure {
  label: string;
  grams: number;
}

/**
 * Default measures per kind, for foods without a usable POF measure. Weights follow the POF values
 * of typical foods of the kind (e.g. cooked rice: colher de sopa cheia 25 g, escumadeira 85 g).
 */
export const DEFAULT_MEASURES: Record<FoodKind, readonly HouseholdMeasure[]> = {
  grain: [
    { label: 'colher de sopa cheia', grams: 25 },
    { label: 'escumadeira', grams: 85 },
  ],
  bread: [
    { label: 'fatia média', grams: 30 },
    { label: 'unidade média', grams: 50 },
  ],
  tuber: [
    { label: 'colher de sopa cheia', grams: 30 },
    { label: 'unidade média', grams: 140 },
  ],
  legume: [
    { label: 'colher de sopa cheia', grams: 17 },
    { label: 'concha média cheia', grams: 140 },
  ],
  meat: [{ label: 'filé médio', grams: 100 }],
  fish: [{ label: 'filé médio', grams: 100 }],
  egg: [{ label: 'unidade', grams: 50 }],
  dairy: [
    { label: 'copo americano', grams: 150 },
    { label: 'xícara de chá', grams: 200 },
  ],
  cheese: [{ label: 'fatia média', grams: 20 }],
  leafy: [
    { label: 'folha média', grams: 10 },
    { label: 'prato de sobremesa', grams: 40 },
  ],
  vegetable: [
    { label: 'colher de sopa cheia', grams: 20 },
    { label: 'escumadeira média cheia', grams: 90 },
  ],
  fruit: [{ label: 'unidade média', grams: 130 }],
  oil: [
    { label: 'colher de chá', grams: 4 },
    { label: 'colher de sopa', grams: 8 },
  ],
  nut: [
    { label: 'colher de sopa cheia', grams: 15 },
    { label: 'punhado', grams: 30 },
  ],
  sugar: [
    { label: 'colher de chá', grams: 5 },
    { label: 'colher de sopa', grams: 15 },
  ],
  beverage: [
    { label: 'copo americano', grams: 150 },
    { label: 'copo médio', grams: 240 },
  ],
  other: [
    { label: 'colher de chá', grams: 5 },
    { label: 'colher de sopa', grams: 15 },
  ],
  // A dish brings its own serving (the built-in dishes, a recipe's portion); this fallback, one
  // portion of 200 g, is the team's estimate and reads as an estimated measure.
  dish: [{ label: 'porção', grams: 200 }],
};

/**
 * Issue 30: a food without a POF measure is counted in its own unit, not its kind's (a hambúrguer is
 * not a "filé médio", requeijão not a "fatia", a fruit pulp not a "unidade média" of 130 g). First
 * match wins, tested against TACO's name; the weights are the team's estimates from POF measures of
 * similar foods (a ladle of a stew as the POF's vaca atolada, 130 g; a slice of cheese as queijo
 * prato, 15 g) or the usual package (a fruit pulp sachet, 100 g), and every portion counted in one
 * of them says "medida estimada".
 */
const NAMED_DEFAULTS: readonly { name: RegExp; kinds?: readonly FoodKind[]; measures: readonly HouseholdMeasure[] }[] =
  [
    // Stews and creamy dishes by the ladle.
    {
      name: /^(Estrogonofe|Barreado|Dobradinha|Sarapatel|Camarão à baiana|Frango, com açafrão)/u,
      measures: [
        { label: 'colher de sopa cheia', grams: 30 },
        { label: 'concha média cheia', grams: 130 },
      ],
    },
    { name: /^Feijão tropeiro/u, measures: [{ label: 'escumadeira média cheia', grams: 85 }] },
    { name: /^Bife à cavalo/u, measures: [{ label: 'bife com ovo', grams: 150 }] },
    // Ground meat shaped into units.
    { name: /^Hambúrguer/u, measures: [{ label: 'unidade', grams: 56 }] },
    { name: /almôndegas/u, measures: [{ label: 'unidade média', grams: 25 }] },
    { name: /^Quibe, cru/u, measures: [{ label: 'colher de sopa cheia', grams: 30 }] },
    { name: /^Croquete/u, measures: [{ label: 'unidade grande', grams: 55 }] },
    // Pork and other cuts by their own pieces.
    { name: /^Porco, bisteca/u, measures: [{ label: 'bisteca média', grams: 100 }] },
    { name: /^Porco, costela/u, measures: [{ label: 'pedaço médio', grams: 70 }] },
    { name: /^Porco, (lombo|pernil)/u, measures: [{ label: 'fatia média', grams: 50 }] },
    { name: /^Porco, (orelha|rabo)/u, measures: [{ label: 'pedaço pequeno', grams: 30 }] },
    { name: /^Toucinho/u, measures: [{ label: 'pedaço pequeno', grams: 10 }] },
    { name: /^Bacon$/u, measures: [{ label: 'fatia', grams: 10 }] },
    { name: /^Salsicha$/u, measures: [{ label: 'unidade', grams: 50 }] },
    { name: /^Ketchup$/u, measures: [{ label: 'colher de sopa', grams: 15 }] },
    { name: /^Peru/u, measures: [{ label: 'fatia média', grams: 30 }] },
    { name: /^Carne, bovina, seca/u, measures: [{ label: 'pedaço médio', grams: 65 }] },
    { name: /^Frango, asa/u, measures: [{ label: 'asa média', grams: 40 }] },
    { name: /^Frango, coxa/u, measures: [{ label: 'coxa média', grams: 55 }] },
    { name: /^Frango, sobrecoxa/u, measures: [{ label: 'sobrecoxa média', grams: 65 }] },
    { name: /^Frango, (coração|fígado)/u, measures: [{ label: 'colher de sopa cheia', grams: 25 }] },
    { name: /^Frango, inteiro/u, measures: [{ label: 'pedaço médio', grams: 100 }] },
    // Fish: a fillet only when the food is one; sardines and small fish by the unit, tuna by the spoon.
    {
      name: /^(Atum, conserva|Bacalhau, salgado, refogado)/u,
      measures: [{ label: 'colher de sopa cheia', grams: 20 }],
    },
    { name: /^Sardinha, conserva/u, measures: [{ label: 'unidade', grams: 25 }] },
    { name: /^Sardinha/u, measures: [{ label: 'unidade', grams: 40 }] },
    { name: /^(Lambari|Manjuba)/u, measures: [{ label: 'unidade', grams: 10 }] },
    { name: /^Camarão/u, measures: [{ label: 'unidade grande', grams: 30 }] },
    { kinds: ['fish'], name: /^(?!.*filé|Salmão)/u, measures: [{ label: 'posta média', grams: 100 }] },
    // Cheeses: grated parmesan and creamy cheeses by the spoon.
    { name: /parmesão/u, measures: [{ label: 'colher de sopa', grams: 5 }] },
    { name: /requeijão|cremoso/u, kinds: ['cheese'], measures: [{ label: 'colher de sopa', grams: 20 }] },
    { name: /^Queijo, (mozarela|pasteurizado)/u, measures: [{ label: 'fatia média', grams: 15 }] },
    { name: /petit suisse/u, measures: [{ label: 'unidade', grams: 45 }] },
    { name: /^Soja, extrato solúvel, pó/u, measures: [{ label: 'colher de sopa', grams: 10 }] },
    { name: /^Soja, queijo/u, measures: [{ label: 'fatia média', grams: 30 }] },
    // Fruit: açaí by the bowl, other pulps by their sachet; small fruits by the unit.
    { name: /^Açaí/u, measures: [{ label: 'tigela média', grams: 300 }] },
    { name: /polpa, congelada/u, measures: [{ label: 'pacote', grams: 100 }] },
    { name: /^Jabuticaba/u, measures: [{ label: 'unidade', grams: 6 }] },
    { name: /^(Pequi|Macaúba)/u, measures: [{ label: 'unidade', grams: 25 }] },
    { name: /^Fruta-pão/u, measures: [{ label: 'fatia média', grams: 60 }] },
    { name: /^Ameixa, (em )?calda/u, measures: [{ label: 'unidade', grams: 10 }] },
    { name: /^(Figo|Pêssego), enlatado/u, measures: [{ label: 'unidade', grams: 40 }] },
    // Sweets by the piece, the bar or the slice.
    // Chocolate by the team's 25 g tablete (a label's portion); a pedaço is the POF's square of a bar,
    // 6,3 g (6900702 and 8507601 PEDACO: "Chocolate ao leite classic Nestlé - tablete").
    {
      name: /^Chocolate/u,
      measures: [
        { label: 'tablete', grams: 25 },
        { label: 'pedaço', grams: 6.3 },
      ],
    },
    { name: /^(Cocada|Banana, doce em barra)/u, measures: [{ label: 'unidade', grams: 30 }] },
    { name: /^Goiaba, doce em pasta/u, measures: [{ label: 'fatia média', grams: 30 }] },
    // Breads and snacks by the unit they are sold in.
    { name: /^Biscoito, doce, wafer/u, measures: [{ label: 'unidade', grams: 8 }] },
    { name: /^Pão, de soja/u, measures: [{ label: 'fatia média', grams: 30 }] },
    { name: /^Pão, de queijo/u, measures: [{ label: 'unidade média', grams: 20 }] },
    { name: /^Coxinha/u, measures: [{ label: 'unidade média', grams: 80 }] },
    { name: /^Empada/u, measures: [{ label: 'unidade', grams: 55 }] },
    { name: /^Tapioca/u, measures: [{ label: 'unidade', grams: 80 }] },
    { name: /^Bolo, mistura/u, measures: [{ label: 'colher de sopa cheia', grams: 20 }] },
    // Cereals: dishes by their piece or ladle, popcorn by the cup.
    { name: /^Canjica, com leite/u, measures: [{ label: 'concha média', grams: 150 }] },
    { name: /^Lasanha, massa fresca, cozida/u, measures: [{ label: 'pedaço médio', grams: 130 }] },
    { name: /^Pamonha/u, measures: [{ label: 'unidade média', grams: 130 }] },
    { name: /^Bolinho de arroz/u, measures: [{ label: 'unidade média', grams: 40 }] },
    { name: /^Pipoca/u, measures: [{ label: 'xícara de chá', grams: 10 }] },
    { name: /^Milho, verde, enlatado/u, measures: [{ label: 'colher de sopa cheia', grams: 24 }] },
    {
      name: /^Tabule/u,
      measures: [
        { label: 'colher de sopa cheia', grams: 25 },
        { label: 'colher de arroz cheia', grams: 50 },
      ],
    },
    // Vegetables and legumes served by the spoon or the unit, not the ladle.
    { name: /^Tomate, com semente/u, measures: [{ label: 'unidade média', grams: 100 }] },
    { name: /^Azeitona/u, measures: [{ label: 'unidade', grams: 4 }] },
    {
      name: /^(Seleta de legumes|Ervilha, enlatada|Tremoço)/u,
      measures: [{ label: 'colher de sopa cheia', grams: 20 }],
    },
    { kinds: ['leafy'], name: /refogad/u, measures: [{ label: 'colher de sopa cheia', grams: 20 }] },
    // Nuts counted by the unit; stock cubes by the cube; tucupi by the spoon.
    { name: /^Castanha-do-Brasil/u, measures: [{ label: 'unidade', grams: 4 }] },
    { name: /^Castanha-de-caju/u, measures: [{ label: 'unidade', grams: 2.5 }] },
    { name: /^Caldo de/u, measures: [{ label: 'tablete', grams: 10 }] },
    { name: /^(Tucupi|Shoyu)/u, measures: [{ label: 'colher de sopa', grams: 15 }] },
    // Salt by the pinch first ("tomate com sal" is a sprinkle, not a 5 g teaspoon and its 2,000 mg of
    // sodium): 1/8 of the colher de chá (Receitas da Sônia, "1 colher/chá = 8 pitadas", as the pepper's
    // pinch in kitchen-measures.ts), 0.6 g; then the spoons.
    {
      name: /^Sal, (grosso|dietético)$/u,
      measures: [
        { label: 'pitada', grams: 0.6 },
        { label: 'colher de chá', grams: 5 },
        { label: 'colher de sopa', grams: 15 },
      ],
    },
    {
      name: /^Margarina/u,
      measures: [
        { label: 'ponta de faca', grams: 5 },
        { label: 'colher de chá', grams: 4 },
      ],
    },
    { name: /^Maionese/u, measures: [{ label: 'colher de sopa', grams: 12 }] },
    { name: /^Chá/u, kinds: ['beverage'], measures: [{ label: 'xícara de chá', grams: 200 }] },
    { name: /^Omelete/u, measures: [{ label: 'unidade', grams: 110 }] },
    { name: /^Ovo, de galinha, clara/u, measures: [{ label: 'unidade', grams: 30 }] },
    { name: /^Ovo, de galinha, gema/u, measures: [{ label: 'unidade', grams: 17 }] },
  ];

/** The defaults for a food without POF measures: its named default, else its kind's. */
function defaultMeasuresFor(foodName: string, kind: FoodKind): readonly HouseholdMeasure[] {
  const named = NAMED_DEFAULTS.find((d) => (!d.kinds || d.kinds.includes(kind)) && d.name.test(foodName));
  if (named) return named.measures;
  return DEFAULT_MEASURES[kind].filter((m) => fitsFood(m.label, foodName, kind));
}

/**
 * POF labels that are not "one household measure": multiples and fractions ("2 colheres…", "1/2
 * unidade", "75% unidade média"), reference portions ("porção guia alimentar", "porção rótulo"),
 * juice dilutions and the shot glass the POF also lists for soft drinks and coffee.
 */
const NOT_A_UNIT_MEASURE = /^(\d+\/\d+|\d+%|[2-9]|\d{2})|porç|diluiç|preparo|aguardente/u;

const CHICKEN_PARTS = ['asa', 'coxa', 'sobrecoxa', 'peito', 'pescoço', 'costela'] as const;

/**
 * The POF gives one generic list for every chicken preparation of a POF code (wing, thigh, breast…);
 * for a TACO food that is one part, the other parts' measures are dropped.
 */
function chickenPartOf(foodName: string): string | undefined {
  const match = /^Frango, (asa|coxa|sobrecoxa|peito),/u.exec(foodName);
  return match?.[1];
}

export function cleanPofMeasures(foodName: string, measures: readonly PofMeasure[]): HouseholdMeasure[] {
  const part = chickenPartOf(foodName);
  const byLabel = new Map<string, HouseholdMeasure>();
  for (const measure of measures) {
    // "1 cubo", "1 unidade" are one measure; keep the label without the 1.
    const label = measure.label.trim().replace(/^1 /u, '');
    if (NOT_A_UNIT_MEASURE.test(label) || !(measure.grams > 0)) continue;
    const labelPart = CHICKEN_PARTS.find((p) => label === p || label.startsWith(`${p} `));
    if (part && labelPart && labelPart !== part) continue;
    // Same label with two weights in the POF (e.g. "pires" 140/280 g): keep the first, the smaller one.
    if (!byLabel.has(label)) byLabel.set(label, { label, grams: measure.grams });
  }
  return [...byLabel.values()].sort((a, b) => a.grams - b.grams);
}

/**
 * Measures that do not fit how the food is served, although the POF lists them for its POF code
 * (the POF code is often broader than the TACO food): a steak is not served in "colheres de arroz"
 * nor ground beef in "unidades"; beans are served by the ladle or spoon, not the "colher de arroz";
 * rice by spoon, "colher de arroz" or skimmer, not "concha" or "prato"; cuscuz by the piece or
 * spoon, not "fatia"; other cereals not by the plate; sauces by the tablespoon. Issue 7: a portion is described in the unit of the food as eaten.
 */
function fitsFood(label: string, foodName: string, kind: FoodKind): boolean {
  const shredded = /moíd|desfiad|picad/u.test(foodName);
  if (kind === 'meat' || kind === 'fish') {
    if (shredded) return /colher/u.test(label);
    return !/^(colher|concha|escumadeira|prato|pires|xícara|copo)|^unidade$/u.test(label);
  }
  if (kind === 'legume' && /^Feijão/u.test(foodName)) return /^(concha|colher de sopa)/u.test(label);
  if (kind === 'grain' && /^Arroz, (integral|tipo)/u.test(foodName)) {
    return /^(colher de sopa|colher de arroz|escumadeira)/u.test(label);
  }
  if (/^Cuscuz, de milho/u.test(foodName)) return !/^fatia/u.test(label);
  // Raw cereals are weighed by the spoon (e.g. "Macarrão, trigo, cru, com ovos").
  if (kind === 'grain' && /, cru(a|s)?(,|$)/u.test(foodName)) return /^colher/u.test(label);
  // Pasta and other cooked cereals: the pegador, skimmer or spoon, not a fraction of a plate.
  if (kind === 'grain') return !/^(prato|concha)/u.test(label);
  // Sauces by the tablespoon, not by the teaspoon.
  if (kind === 'other' && /[Mm]olho|extrato|purê/u.test(foodName)) return /^(colher de sopa|concha)/u.test(label);
  return true;
}

/** A grilled, fried or breaded beef's "unidade média" (100 g) is what Brazilians call a bife. */
function relabel(label: string, foodName: string): string {
  // The POF's "unidade" of a sliced loaf is one slice.
  if (/^unidade/u.test(label) && /^Pão, .*forma/u.test(foodName)) return label.replace(/^unidade/u, 'fatia');
  if (label === 'unidade média' && /^Carne, bovina/u.test(foodName) && /grelhad|frit|milanesa|bife/u.test(foodName)) {
    return 'bife médio';
  }
  return label;
}

export function householdMeasures(
  foodName: string,
  kind: FoodKind,
  pof: readonly PofMeasure[] | undefined,
): { measures: HouseholdMeasure[]; measureSource: 'pof' | 'default' } {
  const all = pof ? cleanPofMeasures(foodName, pof) : [];
  const fitting = all.filter((m) => fitsFood(m.label, foodName, kind));
  const cleaned = (fitting.length > 0 ? fitting : all).map((m) => ({ ...m, label: relabel(m.label, foodName) }));
  if (cleaned.length > 0) return { measures: cleaned, measureSource: 'pof' };
  const defaults = defaultMeasuresFor(foodName, kind);
  return {
    measures: (defaults.length > 0 ? defaults : DEFAULT_MEASURES[kind]).map((m) => ({ ...m })),
    measureSource: 'default',
  };
}
