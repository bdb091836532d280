import type { FoodKind, GlycemicInfo } from './food-types';

/**
 * Glycemic index of the TACO foods from Atkinson 2008 (Table 1, 62 foods). Server and tests only.
 *
 * Rules:
 * 1. Under GLYCEMIC_MIN_CARBS g of carbohydrate per 100 g the index does not apply: null.
 * 2. 'measured': the food is in a `taco_matches` list of the Atkinson file. When several Atkinson
 *    foods list it, the 'equivalente' match wins, else the first in file order.
 * 3. 'estimated': otherwise, the value of the closest measured food: among the measured foods of the
 *    same kind (else of the same TACO group), the one whose TACO name shares the most words (weighted
 *    Jaccard over the name's words, the first word, the food itself, counting double; ties go to the
 *    lower TACO id). When no name shares a word, the kind's typical value is used: the measured food
 *    with the median index. No measured food of the same kind or group: null (no basis to estimate).
 */

/** Below this carbohydrate content (g per 100 g) a glycemic index is not given. */
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

/** The Atkinson food chosen for each matched TACO id (rule 2). */
function measuredByTacoId(atkinson: readonly AtkinsonFood[]): Map<number, AtkinsonFood> {
  const chosen = new Map<number, { food: AtkinsonFood; equivalent: boolean }>();
  for (const food of atkinson) {
    for (const match of food.taco_matches) {
      const equivalent = match.match === 'equivalente';
      const current = chosen.get(match.taco_id);
      if (!current || (equivalent && !current.equivalent)) chosen.set(match.taco_id, { food, equivalent });
    }
  }
  return new Map([...chosen].map(([id, { food }]) => [id, food]));
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
  const measured = measuredByTacoId(atkinson);
  const references: Reference[] = [];
  for (const food of foods) {
    const source = measured.get(food.id);
    if (source) references.push({ ...food, gi: source.gi, basis: source.name_pt, words: nameWords(food.name) });
  }
  const result = new Map<number, GlycemicInfo | null>();
  for (const food of foods) {
    if (food.carbs === null || food.carbs < GLYCEMIC_MIN_CARBS) {
      result.set(food.id, null);
      continue;
    }
    const source = measured.get(food.id);
    if (source) {
      result.set(food.id, { value: source.gi, source: 'measured', basis: source.name_pt });
      continue;
    }
    const sameKind = references.filter((r) => r.kind === food.kind);
    const pool = sameKind.length > 0 ? sameKind : references.filter((r) => r.groupId === food.groupId);
    const ref = closest(food, pool);
    result.set(food.id, ref ? { value: ref.gi, source: 'estimated', basis: ref.basis, estimatedFrom: ref.name } : null);
  }
  return result;
}
