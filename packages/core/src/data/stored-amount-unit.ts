import { amountUnitField, amountUnitOf } from '../domain/amount-unit';
import { getFoodById } from './foods';

/**
 * A stored portion or diary item with the unit its amount reads in. Portions saved before units were
 * recorded have none: a library food's is read from the food itself (a drink logged yesterday reads in
 * millilitres like the one logged today); a person's own food or a packaged product keeps its grams.
 */
export function withStoredAmountUnit<T extends { amountUnit?: 'ml' | undefined; foodId?: number | null | undefined }>(
  portion: T,
): T {
  if (portion.amountUnit !== undefined || portion.foodId === undefined || portion.foodId === null) return portion;
  const food = getFoodById(portion.foodId);
  return food ? { ...portion, ...amountUnitField(amountUnitOf(food)) } : portion;
}
