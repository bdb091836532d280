import { isLibraryFoodId } from '../domain/catalog-ids';
import { preparationOf } from '../domain/food-preparation';
import { LIBRARY_CATALOG } from './food-catalog';
import type { FoodKind, FoodRecord } from './food-types';
import { FOODS } from './foods';

/**
 * The raw form of a food, for a recipe's ingredients. A cook writes "2 xícaras de arroz" or "500 g de
 * carne moída" and means the rice and the meat as they go into the pan, while the same words on a plate
 * mean them cooked, which is what a name finds first (the diary and the planner log what is eaten). A
 * recipe's nutrients are the raw ingredients' and its cooked weight turns them into per 100 g of the
 * dish, the way a dietitian computes a preparation; the cooked rice a name finds would count the
 * cooking water once more and has no xícara to measure it by.
 *
 * TACO names a preparation in the last part of a food's name ("Feijão, carioca, cozido"), and its raw
 * form is the same name ending in cru, crua, crus or cruas ("Feijão, carioca, cru"). The foods an
 * everyday name finds that TACO does not name that way are mapped here by hand.
 */

const RAW_ENDINGS = ['cru', 'crua', 'crus', 'cruas'] as const;

/** Foods an everyday name finds whose name does not end in the preparation: their TACO raw form. */
const RAW_BY_NAME: Readonly<Record<string, string>> = {
  // The POF's home-cooked rice and beans (derived foods 1201, 1202) are TACO's with a little oil.
  'Arroz, branco, cozido, preparo caseiro': 'Arroz, tipo 1, cru',
  'Feijão, cozido, preparo caseiro': 'Feijão, carioca, cru',
};

/**
 * The raw form of a library food, or undefined when it has none (or is already raw). A food the library
 * derives from a raw TACO food by a cited cooking yield (derived-foods.ts: pasta with eggs, tucunaré, the
 * gelatin dessert) has that food as its raw form.
 */
export function rawFormOf(food: FoodRecord): FoodRecord | undefined {
  if (food.derivation?.method === 'yield') return LIBRARY_CATALOG.byId(food.derivation.from);
  const mapped = RAW_BY_NAME[food.name];
  if (mapped !== undefined) return LIBRARY_CATALOG.byName(mapped);
  if (preparationOf(food.name) === undefined) return undefined;
  const base = food.name.split(', ').slice(0, -1).join(', ');
  for (const ending of RAW_ENDINGS) {
    const raw = LIBRARY_CATALOG.byName(`${base}, ${ending}`);
    if (raw && raw.name === `${base}, ${ending}`) return raw;
  }
  return undefined;
}

/**
 * Kinds whose raw foods are cooked before eating (grains, legumes, tubers, meat, fish, and the raw doughs
 * of breads and dishes: pão de queijo, pastel); raw vegetables and leaves go in salads as they are.
 */
const COOKED_KINDS: ReadonlySet<FoodKind> = new Set(['grain', 'legume', 'tuber', 'meat', 'fish', 'bread', 'dish']);

/** A part of a TACO name that says the food is raw ("Frango, inteiro, com pele, cru"). */
const RAW_PART = /^cru(a|s|as)?$/u;

let preparedByRaw: ReadonlyMap<number, readonly FoodRecord[]> | undefined;

/**
 * The library's prepared forms of a raw food cooked before eating ("Arroz, tipo 1, cru": TACO's cooked
 * rice and the POF's home rice), in the library's order; empty for any other food.
 */
export function preparedFormsOf(raw: FoodRecord): readonly FoodRecord[] {
  if (!preparedByRaw) {
    const map = new Map<number, FoodRecord[]>();
    for (const prepared of FOODS) {
      const form = rawFormOf(prepared);
      if (form && COOKED_KINDS.has(form.kind)) map.set(form.id, [...(map.get(form.id) ?? []), prepared]);
    }
    preparedByRaw = map;
  }
  return preparedByRaw.get(raw.id) ?? [];
}

/**
 * Whether a food is raw and cooked before eating: the raw form of a prepared library food (dry rice, raw
 * beans, raw potato), or a library food of such a kind whose name says it is raw (a whole raw chicken,
 * dry pasta). A recipe holding it weighs more or less once cooked, so its servings need the cooked
 * weight to have grams. A person's own foods and packaged products are not known to be raw.
 */
export function cookedBeforeEating(food: FoodRecord): boolean {
  if (preparedFormsOf(food).length > 0) return true;
  return (
    isLibraryFoodId(food.id) &&
    COOKED_KINDS.has(food.kind) &&
    food.name
      .split(', ')
      .slice(1)
      .some((part) => RAW_PART.test(part))
  );
}
