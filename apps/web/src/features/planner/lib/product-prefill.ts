import { plannerSafeText, productServing } from '@prato/core/domain/product';
import type { Product } from '@prato/core/schemas/products';
import { LABEL_NUTRIENTS, type UserFoodInput } from '@prato/core/schemas/user-foods';
import { useSyncExternalStore } from 'react';

/** What the "Meus alimentos" form starts from when it corrects a product (or registers it from its label). */
export type UserFoodPrefill = Partial<UserFoodInput>;

/**
 * A product's values as a new "Meu alimento" per 100 g (per 100 ml counted as grams), with its barcode:
 * saved, it wins over the product for this user. Unknown values stay blank, never 0.
 */
export function prefillFromProduct(product: Product): UserFoodPrefill {
  const n = product.nutrients;
  const known = (value: number | null) => (value === null ? undefined : value);
  const name = plannerSafeText(product.foodName).slice(0, 100);
  // Without a serving on the label, the one the catalogue gives it too (a glass of 200 ml for a drink).
  const serving = productServing(product);
  return {
    ...(name.length >= 2 ? { name } : {}),
    ...(product.basis === '100ml' ? { kind: 'beverage' as const } : {}),
    basis: 'per100g',
    servingLabel: serving.label,
    servingGrams: serving.grams,
    kcal: known(n.energy),
    carbs: known(n.carbs),
    protein: known(n.protein),
    fat: known(n.fat),
    fiber: n.fiber,
    ...Object.fromEntries(LABEL_NUTRIENTS.map(({ id }) => [id, n[id]])),
    barcode: product.barcode,
  };
}

/**
 * A request, from the planner, that the "Meus alimentos" panel (a sibling on /plan) open its form with
 * these values. One pending request at a time; the panel takes it.
 */
let pending: UserFoodPrefill | null = null;
const listeners = new Set<() => void>();

export function requestUserFoodForm(prefill: UserFoodPrefill) {
  pending = prefill;
  for (const listener of listeners) listener();
}

export function takeUserFoodFormRequest() {
  pending = null;
  for (const listener of listeners) listener();
}

export function useUserFoodFormRequest(): UserFoodPrefill | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending,
    () => null,
  );
}
