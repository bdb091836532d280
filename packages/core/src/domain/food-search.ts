import { FOOD_NAMES } from '../data/food-names';
import type { FoodName } from '../data/food-types';
import { normalizeFoodText } from './food-text';

/**
 * Food name autocomplete (names starting with the text first, then names containing
 * it, at most 8). Pure and small; runs the same in the browser and on the server.
 */

/** At most 8 suggestions. */
export const FOOD_SUGGESTIONS_LIMIT = 8;

export { normalizeFoodText };

/** Also ignores punctuation, so "arroz tipo 1" finds "Arroz, tipo 1, cozido" and "grao de bico" "Grão-de-bico". */
function searchKey(text: string): string {
  return normalizeFoodText(text)
    .replace(/[^a-z0-9%]+/gu, ' ')
    .trim();
}

/**
 * A pt-BR plural made singular, word by word, on a search key (both sides of a lookup are folded the
 * same way, so an imperfect rule only has to be consistent): "ovos cozidos" → "ovo cozido",
 * "paes" → "pao", "pasteis" → "pastel", "nozes" → "noz", "franceses" → "frances" (→ "france", as
 * "frances" itself folds). Words of three letters or fewer are kept.
 */
export function singularKey(key: string): string {
  return key.split(' ').map(singularWord).join(' ');
}

/** Applied until nothing changes, so "franceses" and "frances" fold to the same word. */
function singularWord(word: string): string {
  let current = word;
  for (;;) {
    const next = singularStep(current);
    if (next === current) return current;
    current = next;
  }
}

function singularStep(word: string): string {
  if (word.length <= 3) return word;
  if (/[oa]es$/u.test(word)) return `${word.slice(0, -3)}ao`;
  if (word.endsWith('eis')) return `${word.slice(0, -3)}el`;
  if (word.endsWith('ais')) return `${word.slice(0, -3)}al`;
  if (/([rz]|es)es$/u.test(word)) return word.slice(0, -2); // nozes, franceses
  if (/[aeiou]s$/u.test(word)) return word.slice(0, -1);
  return word;
}

/** Inside a tier: everyday names, then the built-in dishes' names, then TACO's formal names. */
const TYPE_RANK: Record<FoodName['type'], number> = { alias: 0, dish: 1, taco: 2 };

interface IndexedName {
  entry: FoodName;
  /** " " + search key, so " " + word finds a word start with one indexOf. */
  spaced: string;
  key: string;
}

interface NameIndex {
  /** In ranking order inside a tier: everyday names, dish names, TACO names (TYPE_RANK), then shorter, then alphabetical. */
  ranked: IndexedName[];
  exact: Map<string, FoodName>;
  byKey: Map<string, FoodName>;
  /** By the singular of the search key: "bananas" finds "banana". */
  bySingular: Map<string, FoodName>;
}

const indexes = new WeakMap<readonly FoodName[], NameIndex>();

function buildIndex(names: readonly FoodName[]): NameIndex {
  const ranked = names.map((entry) => {
    const key = searchKey(entry.name);
    return { entry, key, spaced: ` ${key}` };
  });
  ranked.sort(
    (a, b) =>
      TYPE_RANK[a.entry.type] - TYPE_RANK[b.entry.type] ||
      a.key.length - b.key.length ||
      (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
  const exact = new Map<string, FoodName>();
  const byKey = new Map<string, FoodName>();
  const bySingular = new Map<string, FoodName>();
  for (const { entry, key } of ranked) {
    const normalized = normalizeFoodText(entry.name);
    if (!exact.has(normalized)) exact.set(normalized, entry);
    if (!byKey.has(key)) byKey.set(key, entry);
    const singular = singularKey(key);
    if (!bySingular.has(singular)) bySingular.set(singular, entry);
  }
  return { ranked, exact, byKey, bySingular };
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
 * Suggestions for the typed text, best first, at most `limit`, a built-in dish once (by its first
 * name found). The name equal to the text (ignoring case, accents and punctuation) first; then tiers:
 * the name starts with the text;
 * a word of the name starts with it; the name contains it; every typed word starts a word of the name
 * ("frango grelhado" → "Frango, peito, sem pele, grelhado"). Inside a tier: everyday names, then dish
 * names, then TACO names, shorter first, so a generic word's everyday default ("arroz", "peixe") comes first.
 * Case, accents and punctuation are ignored; blank text gives []. Text that finds nothing is tried
 * once more in the singular ("bananas" → "banana").
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
  const index = indexOf(names);
  // The name typed exactly comes first ("kibe" the dish before "kibe assado"), then the tiers.
  const exact = index.byKey.get(q);
  const tiers: FoodName[][] = [exact ? [exact] : [], [], [], []];
  // A dish is offered once, by its best-ranked name ("Coxinha", not also "coxinha frita").
  const dishes = new Set(exact?.type === 'dish' ? [exact.foodId] : []);
  for (const item of index.ranked) {
    if (item.entry === exact) continue;
    if (item.entry.type === 'dish' && dishes.has(item.entry.foodId)) continue;
    // One substring search rejects most names; the tier is worked out only for the matches.
    const at = item.key.indexOf(q);
    let tier: number;
    if (at === 0) tier = 0;
    else if (at > 0) tier = item.key[at - 1] === ' ' || item.spaced.includes(spacedQuery) ? 1 : 2;
    else if (multiWord && words.every((w) => item.spaced.includes(w))) tier = 3;
    else continue;
    const bucket = tiers[tier];
    if (bucket && bucket.length < limit) {
      bucket.push(item.entry);
      if (item.entry.type === 'dish') dishes.add(item.entry.foodId);
    }
    // The first tier full means nothing later can rank higher.
    if (tier === 0 && bucket && bucket.length >= limit) break;
  }
  const found = tiers.flat().slice(0, limit);
  const singular = singularKey(q);
  return found.length === 0 && singular !== q ? searchFoodNames(singular, names, limit) : found;
}

/**
 * The name typed exactly (ignoring case, accents and spacing; then also punctuation; then plural
 * endings, "ovos cozidos" = "ovo cozido"), if known.
 */
export function findFoodName(name: string, names: readonly FoodName[] = FOOD_NAMES): FoodName | undefined {
  const index = indexOf(names);
  const key = searchKey(name);
  return index.exact.get(normalizeFoodText(name)) ?? index.byKey.get(key) ?? index.bySingular.get(singularKey(key));
}
