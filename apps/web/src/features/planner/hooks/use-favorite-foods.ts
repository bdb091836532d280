import { useCallback, useState } from 'react';

/** Local storage: favoriteFoods is a JSON list of food names. */
export const FAVORITE_FOODS_KEY = 'favoriteFoods';

function readFavorites(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(FAVORITE_FOODS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

function writeFavorites(favorites: string[]) {
  try {
    window.localStorage.setItem(FAVORITE_FOODS_KEY, JSON.stringify(favorites));
  } catch {
    // Storage full or blocked (private mode): favourites then last for this visit only.
  }
}

const sameFood = (a: string, b: string) => a.toLocaleLowerCase('pt-BR') === b.toLocaleLowerCase('pt-BR');

export function useFavoriteFoods() {
  const [favorites, setFavorites] = useState<string[]>(readFavorites);

  const isFavorite = useCallback((food: string) => favorites.some((item) => sameFood(item, food)), [favorites]);

  const toggleFavorite = useCallback((food: string) => {
    setFavorites((current) => {
      const next = current.some((item) => sameFood(item, food))
        ? current.filter((item) => !sameFood(item, food))
        : [...current, food];
      writeFavorites(next);
      return next;
    });
  }, []);

  return { favorites, isFavorite, toggleFavorite };
}
