import type { FoodKind, GlycemicInfo } from './food-types';

/**
 * Glycemic index of the TACO foods from Atkinson 2008 (Table 1, 62 foods). Server and tests only.
 *
 * Rules (decision 027):
 * 1. 'measured': the food is in a `taco_matches` list of the Atkinson file as 'equivalente' (the same
 *    food and state). A measured value is kept whatever the food's carbohydrate (milk has 4.8 g).
 * 2. 'approximate': the food is linked only as 'aproximado' (a related variety or state: carioca beans
 *    from kidney beans, raw oats from oat porridge, pão francês from white bread). When several
 *    Atkinson foods list a TACO id, an 'equivalente' link wins, else the first in file order.
 * 3. Under GLYCEMIC_MIN_CARBS g of carbohydrate per 100 g a food with no link gets no index: null
 *    (nobody measures the index of lettuce or oil, and such foods carry little carbohydrate).
 * 4. 'estimated': otherwise, the value of the closest linked food: among the linked foods of the same
 *    kind (else of the same TACO group), the one whose TACO name shares the most words (weighted
 *    Jaccard over the name's words, the first word, the food itself, counting double; ties go to the
 *    lower TACO id). When no name shares a word, the kind's typical value is used: the linked food
 *    with the median index. No linked food of the same kind or group: null (no basis to estimate).
 */

/** Below this carbohydrate content (g per 100 g) an index is not estimated (a measured one is kept). */
export const GLYCEMIC_MIN_CARBS = 5;

export interface AtkinsonFood {
  name_pt: string;
  gi: number;
  taco_matches: readonly { taco_id: number; match: string }[];
}

export interface GlycemicCandidate {
  id: number;
  name: string;
  groupId: number;
  kind: FoodKind;
  /** Carbohydrate per 100 g; null when unknown. */
  carbs: number | null;
}

interface Reference extends GlycemicCandidate {
  gi: number;
  basis: string;
  words: Map<string, number>;
}

const STOP_WORDS = new Set(['de', 'da', 'do', 'com', 'sem', 'e', 'em', 'a', 'o']);

function nameWords(name: string): Map<string, number> {
  const words = name
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .split(/[^a-z0-9]+/u)
    .filter((w) => w.length > 0 && !STOP_WORDS.has(w));
  const weights = new Map<string, number>();
  words.forEach((word, index) => weights.set(word, Math.max(weights.get(word) ?? 0, index === 0 ? 2 : 1)));
  return weights;
}

function similarity(a: Map<string, number>, b: Map<string, number>): number {
  let shared = 0;
  let union = 0;
  for (const [word, weight] of a) {
    const other = b.get(word);
    if (other === undefined) union += weight;
    else {
      shared += Math.min(weight, other);
      union += Math.max(weight, other);
    }
  }
  for (const [word, weight] of b) if (!a.has(word)) union += weight;
  return union === 0 ? 0 : shared / union;
}

interface Link {
  food: AtkinsonFood;
  /** An 'equivalente' match: the same food and state (rule 1); otherwise 'aproximado' (rule 2). */
  equivalent: boolean;
}

/** The Atkinson food chosen for each linked TACO id (rules 1 and 2). */
function linksByTacoId(atkinson: readonly AtkinsonFood[]): Map<number, Link> {
  const chosen = new Map<number, Link>();
  for (const food of atkinson) {
    for (const match of food.taco_matches) {
      const equivalent = match.match === 'equivalente';
      const current = chosen.get(match.taco_id);
      if (!current || (equivalent && !current.equivalent)) chosen.set(match.taco_id, { food, equivalent });
    }
  }
  return chosen;
}

function closest(food: GlycemicCandidate, pool: readonly Reference[]): Reference | undefined {
  if (pool.length === 0) return undefined;
  const words = nameWords(food.name);
  let best: Reference | undefined;
  let bestScore = 0;
  for (const ref of pool) {
    const score = similarity(words, ref.words);
    // The pool is in TACO id order, so a strict > keeps the lower id on ties.
    if (score > bestScore) {
      best = ref;
      bestScore = score;
    }
  }
  if (best) return best;
  const byValue = [...pool].sort((a, b) => a.gi - b.gi || a.id - b.id);
  return byValue[Math.floor((byValue.length - 1) / 2)];
}

export function assignGlycemic(
  foods: readonly GlycemicCandidate[],
  atkinson: readonly AtkinsonFood[],
): Map<number, GlycemicInfo | null> {
  const links = linksByTacoId(atkinson);
  const references: Reference[] = [];
  for (const food of foods) {
    const link = links.get(food.id);
    if (link) references.push({ ...food, gi: link.food.gi, basis: link.food.name_pt, words: nameWords(food.name) });
  }
  const result = new Map<number, GlycemicInfo | null>();
  for (const food of foods) {
    const link = links.get(food.id);
    if (link) {
      const source = link.equivalent ? 'measured' : 'approximate';
      result.set(food.id, { value: link.food.gi, source, basis: link.food.name_pt });
      continue;
    }
    if (food.carbs === null || food.carbs < GLYCEMIC_MIN_CARBS) {
      result.set(food.id, null);
      continue;
    }
    const sameKind = references.filter((r) => r.kind === food.kind);
    const pool = sameKind.length > 0 ? sameKind : references.filter((r) => r.groupId === food.groupId);
    const ref = closest(food, pool);
    result.set(food.id, ref ? { value: ref.gi, source: 'estimated', basis: ref.basis, estimatedFrom: ref.name } : null);
  }
  return result;
}
