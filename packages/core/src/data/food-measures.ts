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

export function householdMeasures(
  foodName: string,
  kind: FoodKind,
  pof: readonly PofMeasure[] | undefined,
): { measures: HouseholdMeasure[]; measureSource: 'pof' | 'default' } {
  const cleaned = pof ? cleanPofMeasures(foodName, pof) : [];
  if (cleaned.length > 0) return { measures: cleaned, measureSource: 'pof' };
  return { measures: DEFAULT_MEASURES[kind].map((m) => ({ ...m })), measureSource: 'default' };
}
