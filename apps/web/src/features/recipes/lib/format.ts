import { formatGrams, formatKcal } from '@prato/core/domain/format-number';

const servingsFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** "1 porção", "2,5 porções". */
export const formatServings = (servings: number) =>
  `${servingsFormat.format(servings)} ${servings === 1 ? 'porção' : 'porções'}`;

/**
 * "4 porções de 375 g", or "4 porções" when the recipe's raw ingredients have no cooked weight
 * (needsCookedGrams): a serving then has no weight to put on a plate.
 */
export const formatYield = (servings: number, servingGrams: number, needsCookedGrams: boolean) =>
  needsCookedGrams ? formatServings(servings) : `${formatServings(servings)} de ${formatGrams(servingGrams)}`;

/** "320 kcal", or "energia não medida". */
export const formatKcalOrUnknown = (kcal: number | null) => (kcal === null ? 'energia não medida' : formatKcal(kcal));
