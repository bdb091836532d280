import { FOOD_NAMES } from '../data/food-names';
import type { FoodName } from '../data/food-types';

/**
 * Food name autocomplete (spec §5 Planner: names starting with the text first, then names containing
 * it, at most 8). Pure and small; runs the same in the browser and on the server.
 */

/** Spec §5: at most 8 suggestions. */
export const FOOD_SUGGESTIONS_LIMIT = 8;

/** Lowercase, no accents, single spaces, trimmed: "  Feijão   CARIOCA " → "feijao carioca". */
export function normalizeFoodText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** Also ignores punctuation, so "arroz tipo 1" finds "Arroz, tipo 1, cozido" and "grao de bico" "Grão-de-bico". */
function searchKey(text: string): string {
  return normalizeFoodText(text)
    .replace(/[^a-z0-9%]+/gu, ' ')
    .trim();
}

interface IndexedName {
  entry: FoodName;
  /** " " + search key, so " " + word finds a word start with one indexOf. */
  spaced: string;
  key: string;
}

interface NameIndex {
  /** In ranking order inside a tier: aliases first, then shorter, then alphabetical. */
  ranked: IndexedName[];
  exact: Map<string, FoodName>;
  byKey: Map<string, FoodName>;
}

const indexes = new WeakMap<readonly FoodName[], NameIndex>();

function buildIndex(names: readonly FoodName[]): NameIndex {
  const ranked = names.map((entry) => {
    const key = searchKey(entry.name);
    return { entry, key, spaced: ` ${key}` };
  });
  ranked.sort(
    (a, b) =>
      (a.entry.type === 'alias' ? 0 : 1) - (b.entry.type === 'alias' ? 0 : 1) ||
      a.key.length - b.key.length ||
      (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
  const exact = new Map<string, FoodName>();
  const byKey = new Map<string, FoodName>();
  for (const { entry, key } of ranked) {
    const normalized = normalizeFoodText(entry.name);
    if (!exact.has(normalized)) exact.set(normalized, entry);
    if (!byKey.has(key)) byKey.set(key, entry);
  }
  return { ranked, exact, byKey };
}

function indexOf(names: readonly FoodName[]): NameIndex {
  let index = indexes.get(names);
  if (!index) {
    index = buildIndex(names);
    indexes.set(names, index);
  }
  return index;
}

/**
 * Suggestions for the typed text, best first, at most `limit`. Tiers: the name starts with the text;
 * a word of the name starts with it; the name contains it; every typed word starts a word of the name
 * ("frango grelhado" → "Frango, peito, sem pele, grelhado"). Inside a tier: everyday names before
 * TACO names, shorter first. Case, accents and punctuation are ignored; blank text gives [].
 */
export function searchFoodNames(
  query: string,
  names: readonly FoodName[] = FOOD_NAMES,
  limit = FOOD_SUGGESTIONS_LIMIT,
): FoodName[] {
  const q = searchKey(query);
  if (q === '' || limit <= 0) return [];
  const words = q.split(' ').map((w) => ` ${w}`);
  const multiWord = words.length > 1;
  const spacedQuery = ` ${q}`;
  const tiers: FoodName[][] = [[], [], [], []];
  for (const item of indexOf(names).ranked) {
    // One substring search rejects most names; the tier is worked out only for the matches.
    const at = item.key.indexOf(q);
    let tier: number;
    if (at === 0) tier = 0;
    else if (at > 0) tier = item.key[at - 1] === ' ' || item.spaced.includes(spacedQuery) ? 1 : 2;
    else if (multiWord && words.every((w) => item.spaced.includes(w))) tier = 3;
    else continue;
    const bucket = tiers[tier];
    if (bucket && bucket.length < limit) bucket.push(item.entry);
    // The first tier full means nothing later can rank higher.
    if (tier === 0 && bucket && bucket.length >= limit) break;
  }
  return tiers.flat().slice(0, limit);
}

/** The name typed exactly (ignoring case, accents and spacing; then also punctuation), if known. */
export function findFoodName(name: string, names: readonly FoodName[] = FOOD_NAMES): FoodName | undefined {
  const index = indexOf(names);
  return index.exact.get(normalizeFoodText(name)) ?? index.byKey.get(searchKey(name));
}
