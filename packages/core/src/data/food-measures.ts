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
};

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
  // Pasta and other cooked cereals: the pegador, skimmer or spoon, not a fraction of a plate.
  if (kind === 'grain') return !/^(prato|concha)/u.test(label);
  // Sauces by the tablespoon, not by the teaspoon.
  if (kind === 'other' && /[Mm]olho|extrato|purê/u.test(foodName)) return /^(colher de sopa|concha)/u.test(label);
  return true;
}

/** A grilled, fried or breaded beef's "unidade média" (100 g) is what Brazilians call a bife. */
function relabel(label: string, foodName: string): string {
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
  const defaults = DEFAULT_MEASURES[kind].filter((m) => fitsFood(m.label, foodName, kind));
  return {
    measures: (defaults.length > 0 ? defaults : DEFAULT_MEASURES[kind]).map((m) => ({ ...m })),
    measureSource: 'default',
  };
}
