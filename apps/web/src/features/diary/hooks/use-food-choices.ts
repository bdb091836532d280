import { useMemo, useRef, useState } from 'react';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { useRecentFoods } from '../api/get-recent-foods';
import { useFoodSearch } from '../api/search-foods';
import { badgeOfType, foodChoices, libraryChoices, type FoodChoice } from '../lib/food-choices';
import { useDebouncedValue } from './use-debounced-value';

/**
 * The search's choices for a text: the person's frequent and recent foods first, then the catalogue's
 * answers (their own foods, recipes and products included); offline, or while the server has not
 * answered, the bundled library's names.
 */
export function useFoodChoices(query: string) {
  const online = useOnlineStatus();
  const recentFoods = useRecentFoods();
  const settled = useDebouncedValue(query.trim());
  const search = useFoodSearch(online ? settled : '');

  const recent = useMemo<FoodChoice[]>(() => {
    const data = recentFoods.data;
    if (!data) return [];
    return [
      ...data.frequent.map(({ foodId, name }) => ({ foodId, name, badge: 'Frequente' })),
      ...data.recent.map(({ foodId, name }) => ({ foodId, name, badge: 'Recente' })),
    ];
  }, [recentFoods.data]);

  const lastGrams = useMemo(() => {
    const grams = new Map<number, number>();
    for (const food of [...(recentFoods.data?.recent ?? []), ...(recentFoods.data?.frequent ?? [])]) {
      if (!grams.has(food.foodId)) grams.set(food.foodId, food.lastGrams);
    }
    return grams;
  }, [recentFoods.data]);

  const catalogue = useMemo<FoodChoice[]>(() => {
    const fromServer = settled && search.data && !search.isPlaceholderData ? search.data.foods : undefined;
    if (fromServer) return fromServer.map(({ foodId, name, type }) => ({ foodId, name, badge: badgeOfType(type) }));
    return libraryChoices(query);
  }, [settled, search.data, search.isPlaceholderData, query]);

  const choices = useMemo(() => foodChoices(query, recent, catalogue), [query, recent, catalogue]);
  return { choices, lastGrams, searching: online && settled !== '' && search.isFetching };
}

/**
 * A food search's own state: its text, its input and the choices for the text. `field` is spread into
 * `<FoodSearch>`; `clear` empties the text after a pick, `focus` sends the person back to it.
 */
export function useFoodSearchField() {
  const [query, setQuery] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const { choices, lastGrams, searching } = useFoodChoices(query);
  return {
    field: { value: query, onValueChange: setQuery, choices, searching, inputRef },
    lastGrams,
    clear: () => setQuery(''),
    focus: () => inputRef.current?.focus(),
  };
}
