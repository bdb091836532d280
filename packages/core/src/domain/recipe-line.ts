import { rawFormOf } from '../data/raw-forms';
import type { FoodRecord } from '../data/food-types';
import { waterByName } from '../data/water';
import { amountUnitField, amountUnitOf } from './amount-unit';
import { isLibraryFoodId } from './catalog-ids';
import { typedAsPrepared } from './food-preparation';
import { parseQuickEntry, type QuickEntryCatalog, type QuickEntryItem } from './quick-entry';

/**
 * How a recipe reads its ingredients (decision 056). A name finds a food as it is eaten ("arroz" is
 * cooked rice, "frango" grilled chicken), which is right on a plate and wrong in a pan: a cook weighs
 * the rice dry and the meat raw, and the recipe's cooked weight then turns the raw ingredients into
 * per 100 g of the dish, the way a dietitian computes a preparation.
 * - **A weighed ingredient is raw** ("500 g de arroz", "1 kg de frango"): the raw form of the food the
 *   name finds (raw-forms.ts), unless the words say it goes in prepared ("300 g de arroz cozido",
 *   "200 g de frango desfiado") or the food has no raw form in the tables.
 * - **A measured one is the food its measure belongs to**: the food as eaten when it has the measure
 *   ("1 concha de feijão" is a ladle of cooked beans, "2 ovos" two eggs), else its raw form ("2 xícaras
 *   de arroz": cooked rice has no xícara, raw rice does).
 * - **"cru" typed** ("carne moída crua") reads the raw form of the food the rest of the name finds.
 * Only library foods have raw forms: a person's own foods, recipes and packaged products are as they are.
 */

/** An ingredient read from a line; `readAsRaw` when a food its name finds prepared was read raw. */
export interface RecipeLineItem extends QuickEntryItem {
  readAsRaw?: true;
}

/** What reading a line needs of a catalogue: foods by name and by id. */
export interface RecipeLineCatalog extends QuickEntryCatalog {
  byId(id: number): FoodRecord | undefined;
}

export interface RecipeLineResult {
  items: RecipeLineItem[];
  unknown: string[];
}

const RECIPE = { recipe: true } as const;

/**
 * A catalogue with the water a recipe pours ("4 xícaras de água"), which no table lists and only recipes
 * read (data/water.ts, decision 058).
 */
export function withWater<T extends QuickEntryCatalog>(catalog: T): T {
  return { ...catalog, byName: (name: string) => waterByName(name) ?? catalog.byName(name) };
}

/** "cru", "crua", "crus", "cruas" at the end of a typed food. */
const RAW_WORD = /\s+cru(?:a|s|as)?$/iu;

/**
 * The food a weighed ingredient is: the raw form of a library food when its name finds it prepared and
 * the words typed (`typed`) do not say so; undefined when `food` stays as it is.
 */
export function weighedRawForm(food: FoodRecord, typed: string): FoodRecord | undefined {
  return isLibraryFoodId(food.id) && !typedAsPrepared(typed) ? rawFormOf(food) : undefined;
}

/**
 * The food a name is in a recipe when read raw: the raw form of the food it finds (unless typed as
 * prepared), or, for a name ending in "cru", the raw form of the food the rest of it finds.
 */
export function rawFoodByName(catalog: QuickEntryCatalog, name: string): FoodRecord | undefined {
  const food = catalog.byName(name);
  if (food) return weighedRawForm(food, name) ?? food;
  const bare = name.replace(RAW_WORD, '');
  const cooked = bare !== name ? catalog.byName(bare) : undefined;
  return cooked && isLibraryFoodId(cooked.id) ? rawFormOf(cooked) : undefined;
}

/**
 * A recipe's line as typed ("2 xícaras de arroz, 500 g de carne moída"), read like the diary's quick
 * entry (parseQuickEntry) with the rules above: as eaten, every weighed item then raw; where that leaves
 * words unknown, the raw forms, and then each piece the food as eaten reads alone (a concha of cooked
 * beans beside a xícara of raw rice) is read as eaten again.
 */
export function readRecipeLine(line: string, foods: RecipeLineCatalog): RecipeLineResult {
  const catalog = withWater(foods);
  const asEaten = readAsEaten(line, catalog);
  if (asEaten.unknown.length === 0) return asEaten;
  // Foods a name found prepared and the raw reading swapped for their raw form (not those typed "cru").
  const swapped = new Set<number>();
  const rawByName = (name: string) => {
    const food = catalog.byName(name);
    const raw = rawFoodByName(catalog, name);
    if (food && raw && raw !== food) swapped.add(raw.id);
    return raw;
  };
  const asRaw = parseQuickEntry(line, { byName: rawByName }, RECIPE);
  if (asRaw.unknown.length >= asEaten.unknown.length) return asEaten;
  const items = asRaw.items.flatMap((item): RecipeLineItem[] => {
    const alone = readAsEaten(item.text, catalog);
    if (alone.unknown.length === 0 && alone.items.length > 0) return alone.items;
    return [swapped.has(item.foodId) ? { ...item, readAsRaw: true } : item];
  });
  return { items, unknown: asRaw.unknown };
}

/** The words read as eaten, each weighed item then its raw form (weighedRawForm). */
function readAsEaten(text: string, catalog: RecipeLineCatalog): RecipeLineResult {
  const read = parseQuickEntry(text, catalog, RECIPE);
  const items = read.items.map((item): RecipeLineItem => {
    if (item.measure !== null || item.assumed) return item;
    const food = catalog.byId(item.foodId);
    const raw = food ? weighedRawForm(food, item.text) : undefined;
    if (!raw) return item;
    const { text: typed, grams, measure, quantity } = item;
    return {
      text: typed,
      food: raw.name,
      foodId: raw.id,
      ...amountUnitField(amountUnitOf(raw)),
      grams,
      measure,
      quantity,
      readAsRaw: true,
    };
  });
  return { items, unknown: read.unknown };
}
