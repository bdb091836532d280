import { sameFoodName } from '@prato/core/schemas/planner';
import { useCallback, useState } from 'react';
import { z } from 'zod';

/**
 * Local storage: favoriteFoods holds each account's starred food names, by user id, so another account
 * signed in on the same browser never sees them. A plain list of names (how they were kept before)
 * belongs to the first account that opens the planner: it becomes that account's.
 */
export const FAVORITE_FOODS_KEY = 'favoriteFoods';

const NamesSchema = z.array(z.unknown()).transform((items) => items.filter((item) => typeof item === 'string'));
const ByUserSchema = z.record(z.string(), NamesSchema);

function readStored(): { byUser: Record<string, string[]>; legacy: string[] | null } {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(FAVORITE_FOODS_KEY) ?? '{}');
    const list = NamesSchema.safeParse(parsed);
    if (list.success) return { byUser: {}, legacy: list.data };
    const byUser = ByUserSchema.safeParse(parsed);
    return { byUser: byUser.success ? byUser.data : {}, legacy: null };
  } catch {
    return { byUser: {}, legacy: null };
  }
}

function store(byUser: Record<string, string[]>) {
  try {
    window.localStorage.setItem(FAVORITE_FOODS_KEY, JSON.stringify(byUser));
  } catch {
    // Storage full or blocked (private mode): favourites then last for this visit only.
  }
}

function writeFavorites(userId: string, favorites: string[]) {
  const { byUser } = readStored();
  const { [userId]: _previous, ...others } = byUser;
  store(favorites.length > 0 ? { ...others, [userId]: favorites } : others);
}

function readFavorites(userId: string): string[] {
  const { byUser, legacy } = readStored();
  if (legacy === null) return byUser[userId] ?? [];
  if (legacy.length > 0) store({ [userId]: legacy });
  return legacy;
}

/** The account was deleted: its favourites go with it (the other accounts' stay). */
export function forgetFavoriteFoods(userId: string) {
  writeFavorites(userId, []);
}

export function useFavoriteFoods(userId: string) {
  const [favorites, setFavorites] = useState<string[]>(() => readFavorites(userId));

  const isFavorite = useCallback((food: string) => favorites.some((item) => sameFoodName(item, food)), [favorites]);

  const toggleFavorite = useCallback(
    (food: string) => {
      setFavorites((current) => {
        const next = current.some((item) => sameFoodName(item, food))
          ? current.filter((item) => !sameFoodName(item, food))
          : [...current, food];
        writeFavorites(userId, next);
        return next;
      });
    },
    [userId],
  );

  return { favorites, isFavorite, toggleFavorite };
}
