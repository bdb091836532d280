import { formatKcal } from '@prato/core/domain/format-number';

const servingsFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** "1 porção", "2,5 porções". */
export const formatServings = (servings: number) =>
  `${servingsFormat.format(servings)} ${servings === 1 ? 'porção' : 'porções'}`;

/** "320 kcal", or "energia não medida". */
export const formatKcalOrUnknown = (kcal: number | null) => (kcal === null ? 'energia não medida' : formatKcal(kcal));
