import { FOOD_NAMES } from '@prato/core/data/food-names';
import { FOOD_SUGGESTIONS_LIMIT, normalizeFoodText, searchFoodNames } from '@prato/core/domain/food-search';
import { FOOD_TYPE_BADGES } from '@prato/core/schemas/foods';

/** A food the search offers: a catalogue id and its name, with a short mark ("Recente", "Meu alimento"). */
export interface FoodChoice {
  foodId: number;
  name: string;
  badge?: string;
}

/** How many of the person's recent foods head the list. */
export const RECENT_CHOICES = 6;

/** The badge of a catalogue suggestion's type (library names have none). */
export const badgeOfType = (type: string): string | undefined =>
  FOOD_TYPE_BADGES[type as keyof typeof FOOD_TYPE_BADGES];

/** The bundled library's names for a text (works offline; no request per keystroke), dishes marked. */
export function libraryChoices(query: string): FoodChoice[] {
  if (!query.trim()) return [];
  return searchFoodNames(query, FOOD_NAMES).map(({ name, foodId, type }) => {
    const badge = badgeOfType(type);
    return badge ? { foodId, name, badge } : { foodId, name };
  });
}

/**
 * The search's list: the person's recent foods that match the text first (all of them, up to
 * RECENT_CHOICES, before anything is typed), then the catalogue's answers, each food once.
 */
export function foodChoices(
  query: string,
  recent: readonly FoodChoice[],
  catalogue: readonly FoodChoice[],
): FoodChoice[] {
  const key = normalizeFoodText(query);
  const seen = new Set<number>();
  const once = (food: FoodChoice) => {
    if (seen.has(food.foodId)) return false;
    seen.add(food.foodId);
    return true;
  };
  const matching = recent
    .filter((food) => !key || normalizeFoodText(food.name).includes(key))
    .filter(once)
    .slice(0, RECENT_CHOICES)
    .map((food) => ({ ...food, badge: food.badge ?? 'Recente' }));
  // Recent foods past the first few are not held back from the catalogue's list.
  seen.clear();
  for (const food of matching) seen.add(food.foodId);
  const rest = catalogue.filter(once).slice(0, FOOD_SUGGESTIONS_LIMIT);
  return [...matching, ...rest];
}
